import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { coreNodeModules, subNodeModules } from './builtin-node-modules.js';
import { describeNodeType, NODE_MANIFEST_FILE, nodeManifestText, type NodeManifestEntry } from './node-manifest.js';

/** The manifest of the built-in nodes, from their live implementations (every node module is loaded). */
export async function buildNodeManifest(): Promise<NodeManifestEntry[]> {
  const modules = [...coreNodeModules, ...subNodeModules];
  return Promise.all(modules.map(async ({ folder, load }) => describeNodeType(folder, await load())));
}

/** Writes `src/node-manifest.json` (run by `npm run build`, from dist/ or src/ alike). */
export async function writeNodeManifest(): Promise<string> {
  const path = fileURLToPath(new URL(`../src/${NODE_MANIFEST_FILE}`, import.meta.url));
  await writeFile(path, nodeManifestText(await buildNodeManifest()));
  return path;
}
