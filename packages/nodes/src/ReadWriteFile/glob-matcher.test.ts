import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFiles, hasGlob, segmentPattern } from './glob-matcher.js';

describe('segmentPattern', () => {
  it('matches *, ? and sets within one segment', () => {
    expect(segmentPattern('*.csv').test('a.csv')).toBe(true);
    expect(segmentPattern('*.csv').test('a.csv.bak')).toBe(false);
    expect(segmentPattern('file?.txt').test('file1.txt')).toBe(true);
    expect(segmentPattern('file?.txt').test('file10.txt')).toBe(false);
    expect(segmentPattern('[ab]*.txt').test('b1.txt')).toBe(true);
    expect(segmentPattern('[!ab]*.txt').test('b1.txt')).toBe(false);
    expect(segmentPattern('[a-c].txt').test('c.txt')).toBe(true);
    expect(segmentPattern('a+(b).txt').test('a+(b).txt')).toBe(true);
    expect(hasGlob('reports/a.txt')).toBe(false);
    expect(hasGlob('reports/*.txt')).toBe(true);
  });
});

describe('findFiles', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'weft-glob-'));
    await mkdir(join(root, 'a', 'b'), { recursive: true });
    await mkdir(join(root, '.hidden'));
    for (const file of ['top.txt', 'top.csv', 'a/one.txt', 'a/b/two.txt', '.hidden/three.txt', 'a/.dot.txt']) {
      await writeFile(join(root, file), file);
    }
    await symlink(join(root, 'a'), join(root, 'loop'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const find = async (pattern: string) => (await findFiles(root, pattern)).map((path) => relative(root, path).split('\\').join('/'));

  it('matches names in one folder', async () => {
    expect(await find('*.txt')).toEqual(['top.txt']);
    expect(await find('a/*.txt')).toEqual(['a/one.txt']);
    expect(await find('a/.*.txt')).toEqual(['a/.dot.txt']);
  });

  it('matches any depth with **, without hidden folders or links to folders', async () => {
    expect(await find('**/*.txt')).toEqual(['a/b/two.txt', 'a/one.txt', 'top.txt']);
    expect(await find('a/**')).toEqual(['a/b/two.txt', 'a/one.txt']);
    expect(await find('**/**/two.txt')).toEqual(['a/b/two.txt']);
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await find('missing/*.txt')).toEqual([]);
  });
});
