import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server-process.js';

const INITIAL_GOAL_KB = 300;
const dist = join(repoRoot, 'packages/editor/dist');
const assets = join(dist, 'assets');

export interface ChunkSize {
  /** The file name under dist/assets. */
  file: string;
  gzipBytes: number;
}

export interface ChunkSet {
  chunks: ChunkSize[];
  bytes: number;
}

/** A built path as index.html or a chunk names it ('./assets/x.js', '/assets/x.js', './x.js'): its file under dist/assets. */
function assetFile(source: string): string {
  return source.split('/').pop() ?? source;
}

/**
 * The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), which the
 * browser fetches before running it; `import("./x.js")` loads on demand and is not followed.
 */
async function staticImports(file: string): Promise<string[]> {
  const code = await readFile(join(assets, file), 'utf8');
  const imports: string[] = [];
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    if (match[1]) imports.push(assetFile(match[1]));
  }
  return imports;
}

/** The given chunks and every chunk they import statically, each gzipped. */
async function withStaticImports(roots: string[]): Promise<ChunkSet> {
  const seen = new Set<string>();
  const pending = [...roots];
  const chunks: ChunkSize[] = [];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    chunks.push({ file, gzipBytes: gzipSync(await readFile(join(assets, file))).length });
    pending.push(...await staticImports(file));
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, bytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

/** The JavaScript loaded before the first screen: the entry script of the built index.html and its modulepreloads. */
export async function initialJs(): Promise<ChunkSet> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) if (match[1]) sources.add(assetFile(match[1]));
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (match[1]) sources.add(assetFile(match[1]));
  // The preloads already list the entry's static imports; following them too catches one left out.
  return withStaticImports([...sources]);
}

/**
 * The JavaScript a route's lazily loaded screens (its frame and its page, whose chunks are named after
 * their modules) bring on top of the initial JS.
 */
export async function routeJs(screens: string[], initial: ChunkSet): Promise<ChunkSet> {
  const files = await readdir(assets);
  const roots = screens.map((screen) => {
    const chunk = files.find((file) => file.startsWith(`${screen}-`) && file.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk of ${screen} in ${assets}: build the editor first`);
    return chunk;
  });
  const loaded = new Set(initial.chunks.map((entry) => entry.file));
  const all = await withStaticImports(roots);
  const chunks = all.chunks.filter((entry) => !loaded.has(entry.file));
  return { chunks, bytes: chunks.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function printChunks(set: ChunkSet): void {
  for (const chunk of set.chunks) console.log(`    ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
}

/** Prints the initial JS per chunk with its goal, and what opening the canvas (/workflow) adds. */
export async function runEditorBundleBench(): Promise<void> {
  const initial = await initialJs();
  // /workflow (a new workflow): the signed-in frame (sidebar) and the canvas page.
  const canvas = await routeJs(['SignedInArea', 'NodeViewPage'], initial);
  console.log('editor bundle (packages/editor/dist, gzip)');
  console.log(`  initial JS, entry + modulepreloads (${initial.chunks.length} files): ${kb(initial.bytes)} (goal <= ${INITIAL_GOAL_KB} kB)`);
  printChunks(initial);
  console.log(`  canvas route (/workflow, a new workflow), the initial JS + ${canvas.chunks.length} files: ${kb(initial.bytes + canvas.bytes)} (+${kb(canvas.bytes)})`);
  printChunks(canvas);
}

// Run alone (`npm run bench:bundle -w @weft/bench`) after building the editor; `npm run bench` runs it too.
if (process.argv[1] === fileURLToPath(import.meta.url)) await runEditorBundleBench();
