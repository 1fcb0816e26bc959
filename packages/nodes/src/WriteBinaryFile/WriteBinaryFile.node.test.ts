import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import type { FilesFolder } from '../test-support/files-folder-run.js';
import { makeFilesFolder, textFileItem, textOf } from '../test-support/files-folder-run.js';

let folder: FilesFolder;
const node = (parameters: IDataObject) => ({ type: 'n8n-nodes-base.writeBinaryFile', typeVersion: 1, parameters: { dataPropertyName: 'data', ...parameters } });

beforeEach(async () => {
  folder = await makeFilesFolder();
});
afterEach(() => folder.remove());

describe('Write Binary File 1', () => {
  it('writes each item\'s file (creating folders) and passes the item on with the file name', async () => {
    const workflow = singleNodeWorkflow(node({ fileName: '=out/{{ $json.name }}.txt' }), [textFileItem('Hello Ada', 'a.txt', { name: 'ada' }), textFileItem('Hello Alan', 'b.txt', { name: 'alan' })]);
    const result = await folder.run(workflow);
    expect(result.status).toBe('success');
    expect(await readFile(join(folder.filesFolder, 'out', 'ada.txt'), 'utf8')).toBe('Hello Ada');
    expect(await readFile(join(folder.filesFolder, 'out', 'alan.txt'), 'utf8')).toBe('Hello Alan');
    const items = outputOf(result, 'Node');
    expect(items.map((item) => [item.json, textOf(item.binary?.data), item.pairedItem])).toEqual([
      [{ name: 'ada', fileName: 'out/ada.txt' }, 'Hello Ada', { item: 0 }],
      [{ name: 'alan', fileName: 'out/alan.txt' }, 'Hello Alan', { item: 1 }],
    ]);
  });

  it('replaces a file by default and appends with the Append option', async () => {
    await folder.run(singleNodeWorkflow(node({ fileName: 'log.txt' }), [textFileItem('first\n')]));
    await folder.run(singleNodeWorkflow(node({ fileName: 'log.txt' }), [textFileItem('one\n')]));
    expect(await readFile(join(folder.filesFolder, 'log.txt'), 'utf8')).toBe('one\n');
    await folder.run(singleNodeWorkflow(node({ fileName: 'log.txt', options: { append: true } }), [textFileItem('two\n'), textFileItem('three\n')]));
    expect(await readFile(join(folder.filesFolder, 'log.txt'), 'utf8')).toBe('one\ntwo\nthree\n');
  });

  it('refuses to write outside the folder and leaves nothing there', async () => {
    for (const fileName of ['../evil.txt', join(folder.userFolder, 'evil.txt')]) {
      const error = (await folder.run(singleNodeWorkflow(node({ fileName }), [textFileItem('x')]))).data.resultData.error;
      expect(error?.message, fileName).toContain('Access to the file is not allowed');
    }
    await expect(readFile(join(folder.userFolder, 'evil.txt'))).rejects.toThrow();
  });

  it('names the missing binary field, and the parameter to fill when a file name comes out empty', async () => {
    const error = (await folder.run(singleNodeWorkflow(node({ fileName: 'a.txt', dataPropertyName: 'file' }), [textFileItem('x')]))).data.resultData.error;
    expect(error?.message).toBe('The input item has no binary field "file"');
    const empty = (await folder.run(singleNodeWorkflow(node({ fileName: '={{ $json.missing }}' }), [textFileItem('x')]))).data.resultData.error;
    expect(empty?.message).toBe('No file name was given');
    expect(empty?.description).toBe('Fill in "File Name".');
  });
});
