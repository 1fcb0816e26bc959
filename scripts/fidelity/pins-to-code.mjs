#!/usr/bin/env node
// Turns workflows whose data is pinned into fidelity fixtures n8n's CLI can run (`n8n execute` ignores
// pinned data): every pinned node becomes a Code node of the same name that returns the pinned items,
// and a pinned trigger gets a Manual Trigger in front of it.
//
//   node scripts/fidelity/pins-to-code.mjs <out folder> <workflow.json ...>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const [outFolder, ...files] = process.argv.slice(2);
if (!outFolder || files.length === 0) {
  console.error('usage: pins-to-code.mjs <out folder> <workflow.json ...>');
  process.exit(1);
}
mkdirSync(outFolder, { recursive: true });

for (const file of files) {
  const workflow = JSON.parse(readFileSync(file, 'utf8'));
  const converted = pinsToCode(workflow);
  const name = basename(file).replace(/\.workflow\.json$|\.json$/, '');
  writeFileSync(join(outFolder, `${name}.workflow.json`), `${JSON.stringify(converted, null, 2)}\n`);
}

function pinsToCode(workflow) {
  const pinData = workflow.pinData ?? {};
  const nodes = [];
  const connections = structuredClone(workflow.connections ?? {});
  for (const node of workflow.nodes) {
    const items = pinData[node.name];
    if (!items) {
      nodes.push(node);
      continue;
    }
    nodes.push({
      id: node.id,
      name: node.name,
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: node.position,
      parameters: { jsCode: `return ${JSON.stringify(items.map(asItem), null, 2)};` },
    });
    const isTrigger = /trigger|manual|webhook|start$/i.test(node.type);
    if (isTrigger) {
      const trigger = `${node.name} (trigger)`;
      nodes.push({ id: `${node.id}-t`, name: trigger, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [node.position[0] - 200, node.position[1]], parameters: {} });
      connections[trigger] = { main: [[{ node: node.name, type: 'main', index: 0 }]] };
    }
  }
  const { pinData: _dropped, ...rest } = workflow;
  return { ...rest, nodes, connections, settings: { executionOrder: 'v1', ...(workflow.settings ?? {}) } };
}

function asItem(pinned) {
  return pinned.json !== undefined || pinned.binary !== undefined ? pinned : { json: pinned };
}
