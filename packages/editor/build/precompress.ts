import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// index.html is left out: the server answers it itself, with the base path's tag written in.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|wasm)$/;
// Below this a compressed answer saves less than its headers cost.
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text asset of a build, once, at build time: the
 * server sends them to browsers that accept them (and the file itself to the rest), so the editor
 * loads a third of its bytes over a real network without the server compressing on each request.
 * A variant that would not be smaller is not written. Answers how many files got variants.
 */
export async function precompressAssets(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(files.map(async (file) => {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) return false;
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const variants = [[`${file}.br`, br], [`${file}.gz`, gz]] as const;
    const smaller = variants.filter(([, bytes]) => bytes.length < content.length);
    await Promise.all(smaller.map(([path, bytes]) => writeFile(path, bytes)));
    return smaller.length > 0;
  }));
  return written.filter(Boolean).length;
}

/** Vite plugin: precompresses the written build (see precompressAssets). */
export function precompressPlugin(): Plugin {
  return {
    name: 'weft-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressAssets(options.dir);
    },
  };
}
