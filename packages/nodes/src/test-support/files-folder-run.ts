import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';

/** A user folder of its own per test, with the folder for files inside it (created by the first write). */
export interface FilesFolder {
  userFolder: string;
  filesFolder: string;
  /** Runs a workflow as the server would, with this folder for files (or none, when `folder` is null). */
  run(workflow: IWorkflowBase, folder?: string | null): Promise<IRun>;
  remove(): Promise<void>;
}

export async function makeFilesFolder(): Promise<FilesFolder> {
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-user-'));
  const filesFolder = join(userFolder, 'files');
  return {
    userFolder,
    filesFolder,
    run(workflow, folder = filesFolder) {
      const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), ...(folder ? { filesFolder: folder } : {}) });
      return runner.run({ workflow, mode: 'manual', executionId: 'fixture' });
    },
    remove: () => rm(userFolder, { recursive: true, force: true }),
  };
}

/** An input item with one text file in `data`. */
export const textFileItem = (text: string, fileName = 'note.txt', json: IDataObject = { id: 1 }) => ({
  json, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain', fileName, fileExtension: fileName.split('.').pop() } },
});

/** The content of a binary field of an output item, as text. */
export const textOf = (binary: { data?: string } | undefined) => Buffer.from(binary?.data ?? '', 'base64').toString('utf8');
