import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import type { FilesFolder } from '../test-support/files-folder-run.js';
import { makeFilesFolder, textFileItem, textOf } from '../test-support/files-folder-run.js';

let folder: FilesFolder;
const node = (parameters: IDataObject) => ({ type: 'n8n-nodes-base.readBinaryFile', typeVersion: 1, parameters });

beforeEach(async () => {
  folder = await makeFilesFolder();
  await mkdir(join(folder.filesFolder, 'in'), { recursive: true });
  await writeFile(join(folder.filesFolder, 'in', 'hello.txt'), 'Hello Ada');
});
afterEach(() => folder.remove());

describe('Read Binary File 1', () => {
  it('adds the file to each item, keeping its JSON and its other files', async () => {
    const result = await folder.run(singleNodeWorkflow(node({ filePath: 'in/hello.txt', dataPropertyName: 'greeting' }), [textFileItem('kept', 'old.txt', { name: 'ada' })]));
    expect(result.status).toBe('success');
    const [item] = outputOf(result, 'Node');
    expect(item?.json).toEqual({ name: 'ada' });
    expect(Object.keys(item?.binary ?? {})).toEqual(['data', 'greeting']);
    expect(textOf(item?.binary?.greeting)).toBe('Hello Ada');
    expect(textOf(item?.binary?.data)).toBe('kept');
    expect(item?.binary?.greeting).toMatchObject({ fileName: 'hello.txt', fileExtension: 'txt', mimeType: 'text/plain', directory: 'in', fileSize: '9 B' });
  });

  it('reads an absolute path inside the folder, one file per item from an expression', async () => {
    await writeFile(join(folder.filesFolder, 'in', 'grace.txt'), 'Hello Grace');
    const workflow = singleNodeWorkflow(node({ filePath: `=${folder.filesFolder}/in/{{ $json.name }}.txt`, dataPropertyName: 'data' }),
      [{ json: { name: 'hello' } }, { json: { name: 'grace' } }]);
    const items = outputOf(await folder.run(workflow), 'Node');
    expect(items.map((item) => [textOf(item.binary?.data), item.pairedItem])).toEqual([['Hello Ada', { item: 0 }], ['Hello Grace', { item: 1 }]]);
  });

  it('refuses files outside the folder, ../ and links included', async () => {
    await writeFile(join(folder.userFolder, 'database.sqlite'), 'secret');
    await symlink(join(folder.userFolder, 'database.sqlite'), join(folder.filesFolder, 'db.txt'));
    for (const filePath of ['../database.sqlite', join(folder.userFolder, 'database.sqlite'), 'db.txt', '/etc/passwd']) {
      const error = (await folder.run(singleNodeWorkflow(node({ filePath, dataPropertyName: 'data' })))).data.resultData.error;
      expect(error?.message, filePath).toContain('Access to the file is not allowed');
      expect(error?.description).toContain(`Only files inside "${folder.filesFolder}" can be read or written`);
    }
  });

  it('refuses every file when the instance has no folder for files', async () => {
    const error = (await folder.run(singleNodeWorkflow(node({ filePath: 'in/hello.txt', dataPropertyName: 'data' })), null)).data.resultData.error;
    expect(error?.message).toBe('Access to files is not allowed on this instance');
  });

  it('names a missing file, or puts the error in the item when told to carry on', async () => {
    const workflow = singleNodeWorkflow(node({ filePath: '={{ $json.path }}', dataPropertyName: 'data' }), [{ json: { path: 'in/none.txt' } }, { json: { path: 'in/hello.txt' } }]);
    expect((await folder.run(workflow)).data.resultData.error?.message).toBe('Could not read the file "in/none.txt": it does not exist');
    (workflow.nodes[1] as { onError?: string }).onError = 'continueRegularOutput';
    const items = outputOf(await folder.run(workflow), 'Node');
    expect(items.map((item) => item.json)).toEqual([{ error: 'Could not read the file "in/none.txt": it does not exist' }, { path: 'in/hello.txt' }]);
  });
});
