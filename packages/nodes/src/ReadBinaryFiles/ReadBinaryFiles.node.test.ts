import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import type { FilesFolder } from '../test-support/files-folder-run.js';
import { makeFilesFolder, textOf } from '../test-support/files-folder-run.js';

let folder: FilesFolder;
const node = (parameters: IDataObject) => ({ type: 'n8n-nodes-base.readBinaryFiles', typeVersion: 1, parameters: { dataPropertyName: 'data', ...parameters } });

beforeEach(async () => {
  folder = await makeFilesFolder();
  await mkdir(join(folder.filesFolder, 'photos', 'old'), { recursive: true });
  await writeFile(join(folder.filesFolder, 'photos', 'b.jpg'), 'JPEG-B');
  await writeFile(join(folder.filesFolder, 'photos', 'a.jpg'), 'JPEG-A');
  await writeFile(join(folder.filesFolder, 'photos', 'notes.txt'), 'not a photo');
  await writeFile(join(folder.filesFolder, 'photos', 'old', 'c.jpg'), 'JPEG-C');
});
afterEach(() => folder.remove());

describe('Read Binary Files 1', () => {
  it('outputs one item per file matching the pattern, sorted, each paired with every input item', async () => {
    const result = await folder.run(singleNodeWorkflow(node({ fileSelector: 'photos/*.jpg', dataPropertyName: 'photo' }), [{ json: { a: 1 } }, { json: { a: 2 } }]));
    const items = outputOf(result, 'Node');
    expect(items.map((item) => [item.json, item.binary?.photo?.fileName, textOf(item.binary?.photo)])).toEqual([
      [{}, 'a.jpg', 'JPEG-A'], [{}, 'b.jpg', 'JPEG-B'],
    ]);
    expect(items[0]?.binary?.photo?.mimeType).toBe('image/jpeg');
    expect(items[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('goes into sub-folders with **, and takes one named file', async () => {
    const deep = outputOf(await folder.run(singleNodeWorkflow(node({ fileSelector: 'photos/**/*.jpg' }))), 'Node');
    expect(deep.map((item) => item.binary?.data?.fileName)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    const one = outputOf(await folder.run(singleNodeWorkflow(node({ fileSelector: `${folder.filesFolder}/photos/notes.txt` }))), 'Node');
    expect(one.map((item) => textOf(item.binary?.data))).toEqual(['not a photo']);
  });

  it('finds nothing for a pattern or a name that matches no file, as n8n', async () => {
    for (const fileSelector of ['photos/*.png', 'photos/none.jpg']) {
      const result = await folder.run(singleNodeWorkflow(node({ fileSelector })));
      expect(result.status, fileSelector).toBe('success');
      expect(outputOf(result, 'Node')).toEqual([]);
    }
  });

  it('refuses patterns and links that lead outside the folder', async () => {
    await writeFile(join(folder.userFolder, 'database.sqlite'), 'secret');
    await symlink(folder.userFolder, join(folder.filesFolder, 'up'));
    await symlink(join(folder.userFolder, 'database.sqlite'), join(folder.filesFolder, 'db.sqlite'));
    for (const fileSelector of ['../*', '/etc/*', join(folder.userFolder, '*.sqlite'), '*.sqlite']) {
      const error = (await folder.run(singleNodeWorkflow(node({ fileSelector })))).data.resultData.error;
      expect(error?.message, fileSelector).toContain('Access to the file is not allowed');
    }
    // The search does not follow a linked folder: nothing of what lies behind it is read.
    const behindLink = await folder.run(singleNodeWorkflow(node({ fileSelector: 'up/*.sqlite' })));
    expect(outputOf(behindLink, 'Node')).toEqual([]);
  });
});
