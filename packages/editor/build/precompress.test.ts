import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('precompressAssets', () => {
  it('writes brotli and gzip variants that unpack to each script and stylesheet, in subfolders too', async () => {
    dir = await mkdtemp(join(tmpdir(), 'weft-precompress-'));
    await mkdir(join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
    const style = '.node { color: #333; border: 1px solid #ccc; }\n'.repeat(60);
    await writeFile(join(dir, 'assets', 'index-1a2b.js'), script);
    await writeFile(join(dir, 'assets', 'index-1a2b.css'), style);

    expect(await precompressAssets(dir)).toBe(2);
    for (const [file, content] of [['index-1a2b.js', script], ['index-1a2b.css', style]] as const) {
      const br = await readFile(join(dir, 'assets', `${file}.br`));
      const gz = await readFile(join(dir, 'assets', `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(content.length / 3);
    }
  });

  it('leaves index.html, small files and files compression would not shrink as they are', async () => {
    dir = await mkdtemp(join(tmpdir(), 'weft-precompress-'));
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<div></div>'.repeat(500)}`);
    await writeFile(join(dir, 'tiny.js'), 'export {};\n');
    await writeFile(join(dir, 'random.js'), randomBytes(4096));

    expect(await precompressAssets(dir)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['index.html', 'random.js', 'tiny.js']);
  });
});
