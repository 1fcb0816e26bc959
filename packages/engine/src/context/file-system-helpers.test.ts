import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { createFileSystemHelpers, isInsideFolder, realPathOf } from './file-system-helpers.js';

const node: INode = { id: 'n', name: 'Files', type: 'n8n-nodes-base.readWriteFile', typeVersion: 1, position: [0, 0], parameters: {} };

describe('isInsideFolder', () => {
  it('accepts the folder and what lies below it, nothing else', () => {
    expect(isInsideFolder('/data/files', '/data/files')).toBe(true);
    expect(isInsideFolder('/data/files', '/data/files/a/b.txt')).toBe(true);
    expect(isInsideFolder('/data/files', '/data/files/..hidden')).toBe(true);
    expect(isInsideFolder('/data/files', '/data/files2/a')).toBe(false);
    expect(isInsideFolder('/data/files', '/data')).toBe(false);
    expect(isInsideFolder('/data/files', '/etc/passwd')).toBe(false);
  });
});

describe('file-system helpers', () => {
  let root: string;
  let folder: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'weft-files-'));
    folder = join(root, 'files');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('creates the folder and reads and writes inside it', async () => {
    const helpers = createFileSystemHelpers({ node, filesFolder: folder });
    expect(await helpers.getFilesFolder()).toBe(folder);
    await helpers.writeContentToFile('notes/a.txt', 'one');
    await helpers.writeContentToFile(join(folder, 'notes/a.txt'), '+two', 'a');
    expect(await readFile(join(folder, 'notes/a.txt'), 'utf8')).toBe('one+two');
    const chunks: Uint8Array[] = [];
    for await (const chunk of await helpers.createReadStream('notes/a.txt')) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('one+two');
  });

  it('refuses paths outside the folder, by ../, absolute path or link', async () => {
    const helpers = createFileSystemHelpers({ node, filesFolder: folder });
    await mkdir(folder, { recursive: true });
    await writeFile(join(root, 'secret.txt'), 'secret');
    await symlink(join(root, 'secret.txt'), join(folder, 'link.txt'));
    await symlink(root, join(folder, 'up'));
    await symlink(join(root, 'nowhere.txt'), join(folder, 'dangling.txt'));
    for (const path of ['../secret.txt', join(root, 'secret.txt'), 'link.txt', 'up/secret.txt', 'up/new.txt', 'dangling.txt']) {
      expect(await helpers.isFilePathBlocked(path)).toBe(true);
    }
    await expect(helpers.resolvePath('../secret.txt')).rejects.toThrow(`Access to the file is not allowed: "../secret.txt" is outside the folder "${folder}"`);
    await expect(helpers.writeContentToFile('dangling.txt', 'x')).rejects.toThrow('Access to the file is not allowed');
    await expect(helpers.resolvePath('link.txt')).rejects.toThrow(`Access to the file is not allowed: "link.txt" leads outside the folder "${folder}"`);
    await expect(readFile(join(root, 'nowhere.txt'))).rejects.toThrow();
    expect(await helpers.isFilePathBlocked('new/file.txt')).toBe(false);
  });

  it('refuses every file when the host gave no folder', async () => {
    const helpers = createFileSystemHelpers({ node });
    await expect(helpers.getFilesFolder()).rejects.toThrow('Access to files is not allowed on this instance');
  });

  it('finds the real path of a path that does not exist yet', async () => {
    await mkdir(folder, { recursive: true });
    expect(await realPathOf(join(folder, 'a', 'b.txt'))).toMatch(/files[/\\]a[/\\]b\.txt$/);
  });
});
