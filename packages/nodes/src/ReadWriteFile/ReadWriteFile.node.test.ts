import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';

let userFolder: string;
let filesFolder: string;

function run(workflow: IWorkflowBase, folder: string | null = filesFolder) {
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), ...(folder ? { filesFolder: folder } : {}) });
  return runner.run({ workflow, mode: 'manual', executionId: 'fixture' });
}

const node = (parameters: IDataObject) => ({ type: 'n8n-nodes-base.readWriteFile', typeVersion: 1, parameters });
const fileItem = (text: string) => ({ json: { id: 1 }, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain' } } });
const errorOf = async (workflow: IWorkflowBase) => (await run(workflow)).data.resultData.error;

beforeEach(async () => {
  userFolder = await mkdtemp(join(tmpdir(), 'weft-user-'));
  filesFolder = join(userFolder, 'files');
});
afterEach(() => rm(userFolder, { recursive: true, force: true }));

describe('Read/Write Files from Disk', () => {
  it('writes files inside the folder (creating it) and reads them back by pattern', async () => {
    const result = await run(loadFixture('./test/write-then-read.workflow.json', import.meta.url));
    expect(result.status).toBe('success');
    expect(jsonOf(result, 'Write File')).toEqual([{ name: 'ada', fileName: 'reports/ada.txt' }, { name: 'alan', fileName: 'reports/alan.txt' }]);
    expect(await readFile(join(filesFolder, 'reports', 'ada.txt'), 'utf8')).toBe('Hello Ada');
    const read = outputOf(result, 'Read Files');
    expect(read.map((item) => item.json)).toEqual([
      { mimeType: 'text/plain', fileType: 'text', fileName: 'ada.txt', directory: join(filesFolder, 'reports'), fileExtension: 'txt', fileSize: '9 B' },
      { mimeType: 'text/plain', fileType: 'text', fileName: 'alan.txt', directory: join(filesFolder, 'reports'), fileExtension: 'txt', fileSize: '10 B' },
    ]);
    expect(Buffer.from(read[1]?.binary?.file?.data ?? '', 'base64').toString()).toBe('Hello Alan');
    expect(read.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
  });

  it('reads one file by absolute path inside the folder, with the output options', async () => {
    await mkdir(filesFolder, { recursive: true });
    await writeFile(join(filesFolder, 'data.bin'), 'PK');
    const result = await run(singleNodeWorkflow(node({ fileSelector: join(filesFolder, 'data.bin'), options: { fileName: 'x.zip', fileExtension: 'zip', mimeType: 'application/zip' } })));
    expect(jsonOf(result, 'Node')).toEqual([{ mimeType: 'application/zip', fileName: 'x.zip', fileExtension: 'zip', directory: filesFolder, fileSize: '2 B' }]);
  });

  it('appends when asked', async () => {
    const workflow = singleNodeWorkflow(node({ operation: 'write', fileName: 'log.txt', options: { append: true } }), [fileItem('one\n'), fileItem('two\n')]);
    expect((await run(workflow)).status).toBe('success');
    expect(await readFile(join(filesFolder, 'log.txt'), 'utf8')).toBe('one\ntwo\n');
  });

  it('says which file is missing, and reads nothing for a pattern without matches', async () => {
    const missing = await errorOf(singleNodeWorkflow(node({ fileSelector: 'nope.txt' })));
    expect(missing?.message).toBe('The file "nope.txt" does not exist');
    expect(missing?.description).toBe(`Relative paths are taken from the folder for files, "${filesFolder}".`);
    const none = await run(singleNodeWorkflow(node({ fileSelector: '*.none' })));
    expect(none.status).toBe('success');
    expect(outputOf(none, 'Node')).toEqual([]);
  });

  it('refuses ../, absolute paths outside the folder and links leading outside it', async () => {
    await mkdir(filesFolder, { recursive: true });
    await writeFile(join(userFolder, 'database.sqlite'), 'secret');
    await symlink(join(userFolder, 'database.sqlite'), join(filesFolder, 'db.txt'));
    await symlink(userFolder, join(filesFolder, 'up'));
    const refused = `Access to the file is not allowed`;
    for (const fileSelector of ['../database.sqlite', join(userFolder, 'database.sqlite'), 'db.txt', 'up/database.sqlite', '*.txt', '../*', '/etc/*']) {
      const error = await errorOf(singleNodeWorkflow(node({ fileSelector })));
      expect(error?.message, fileSelector).toContain(refused);
      expect(error?.description).toContain(`Only files inside "${filesFolder}" can be read or written`);
    }
    for (const fileName of ['../evil.txt', join(userFolder, 'evil.txt'), 'db.txt', 'up/evil.txt']) {
      const error = await errorOf(singleNodeWorkflow(node({ operation: 'write', fileName }), [fileItem('x')]));
      expect(error?.message, fileName).toContain(refused);
    }
    expect(await readFile(join(userFolder, 'database.sqlite'), 'utf8')).toBe('secret');
    await expect(readFile(join(userFolder, 'evil.txt'))).rejects.toThrow();
  });

  it('refuses all file access when the engine was given no folder', async () => {
    const error = (await run(singleNodeWorkflow(node({ fileSelector: 'a.txt' })), null)).data.resultData.error;
    expect(error?.message).toBe('Access to files is not allowed on this instance');
  });

  it('fails clearly without the binary field, or carries on when told to', async () => {
    const error = await errorOf(singleNodeWorkflow(node({ operation: 'write', fileName: 'a.txt', dataPropertyName: 'file' }), [fileItem('x')]));
    expect(error?.message).toBe('The input item has no binary field "file"');
    const workflow = singleNodeWorkflow(node({ operation: 'write', fileName: '=out/{{ $json.id }}.txt' }), [{ json: { id: 1 } }, fileItem('ok')]);
    const writer = workflow.nodes[1];
    if (writer) writer.onError = 'continueRegularOutput';
    const result = await run(workflow);
    expect(outputOf(result, 'Node').map((item) => [item.json, item.pairedItem])).toEqual([
      [{ error: 'The input item has no binary data' }, { item: 0 }],
      [{ id: 1, fileName: 'out/1.txt' }, { item: 1 }],
    ]);
  });

  it('outputs nothing for no input items', async () => {
    const result = await run(singleNodeWorkflow(node({ operation: 'write', fileName: 'a.txt' }), []));
    expect(result.status).toBe('success');
    expect(outputOf(result, 'Node')).toEqual([]);
  });
});
