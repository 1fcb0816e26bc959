import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtinNodeTypes } from '@weft/nodes';

/**
 * How many n8n workflow exports in a folder (searched recursively) use only node types and versions
 * Weft has, and which missing types would cover the most: `npx tsx bench/src/workflow-coverage.ts <folder>`
 * (after `npm run build`). Not part of `npm run bench`: the corpus is not ours to ship; the figures of
 * issue 18 were read off the public collection github.com/Zie619/n8n-workflows (its `workflows/` folder).
 */
function jsonFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

interface ExportedNode { type?: unknown; typeVersion?: unknown }

const folder = process.argv[2];
if (!folder) {
  console.log('usage: npx tsx bench/src/workflow-coverage.ts <folder of n8n workflow exports>');
  process.exit(1);
}
const known = new Set(Object.keys(builtinNodeTypes.getKnownTypes()));
let workflows = 0;
let covered = 0;
const missingTypes = new Map<string, number>();
const missingVersions = new Map<string, number>();
for (const file of jsonFiles(folder)) {
  let nodes: ExportedNode[];
  try {
    nodes = (JSON.parse(readFileSync(file, 'utf8')) as { nodes?: ExportedNode[] }).nodes ?? [];
  } catch {
    continue;
  }
  if (!Array.isArray(nodes) || nodes.length === 0) continue;
  workflows++;
  let runnable = true;
  for (const type of new Set(nodes.map((node) => String(node.type)))) {
    if (known.has(type)) continue;
    runnable = false;
    missingTypes.set(type, (missingTypes.get(type) ?? 0) + 1);
  }
  for (const node of nodes) {
    const type = String(node.type);
    const version = typeof node.typeVersion === 'number' ? node.typeVersion : 1;
    if (known.has(type) && !builtinNodeTypes.getByNameAndVersion(type, version)) {
      runnable = false;
      missingVersions.set(`${type}@${version}`, (missingVersions.get(`${type}@${version}`) ?? 0) + 1);
    }
  }
  if (runnable) covered++;
}
const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, count]) => `${key.replace('n8n-nodes-base.', '')} ${count}`).join(', ');
console.log(`workflow coverage (${folder})`);
console.log(`  ${covered} of ${workflows} workflows (${((100 * covered) / Math.max(1, workflows)).toFixed(1)} %) use only node types and versions Weft has`);
console.log(`  missing versions of known types: ${top(missingVersions, 10) || 'none'}`);
console.log(`  most used missing core types (workflows): ${top(new Map([...missingTypes].filter(([type]) => type.startsWith('n8n-nodes-base.'))), 15)}`);
