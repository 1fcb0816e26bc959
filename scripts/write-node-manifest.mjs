// Run by `npm run build` after the compile: writes packages/nodes/src/node-manifest.json, the
// descriptions of the built-in nodes that the registry serves without loading their code.
import { writeNodeManifest } from '../packages/nodes/dist/build-node-manifest.js';

const path = await writeNodeManifest();
process.stdout.write(`Wrote ${path}\n`);
