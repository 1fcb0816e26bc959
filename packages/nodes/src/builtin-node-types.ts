import type { INodeType, INodeTypeDescription, IVersionedNodeType } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import { toolVariantOf } from './ai/tool-variant.js';
import { coreNodeModules, subNodeModules, type NodeModule } from './builtin-node-modules.js';
import { lazyNodeType } from './lazy-node-type.js';
import { readNodeManifest } from './node-manifest.js';

type AnyNodeType = INodeType | IVersionedNodeType;

const manifest = new Map(readNodeManifest().map((entry) => [entry.folder, entry]));

function lazyNodes(modules: NodeModule[]): Array<{ folder: string; nodeType: AnyNodeType }> {
  return modules.map(({ folder, load }) => {
    const entry = manifest.get(folder);
    if (!entry) throw new Error(`The node manifest has no entry for ${folder}: run \`npm run build\``);
    return { folder, nodeType: lazyNodeType(entry, load) };
  });
}

const coreNodes = lazyNodes(coreNodeModules);

/**
 * Each built-in node type with the folder holding its files (icons are served from there), then the
 * `<type>Tool` variants of those usable as AI tools (beside their node's files). Their code loads when
 * first used (see `lazyNodeType`).
 */
export const builtinNodes: Array<{ folder: string; nodeType: AnyNodeType }> = [
  ...coreNodes,
  ...coreNodes.flatMap(({ folder, nodeType }) => {
    const variant = toolVariantOf(nodeType);
    return variant ? [{ folder, nodeType: variant }] : [];
  }),
  ...lazyNodes(subNodeModules),
];

/** The built-in node types, by type name and version (without a version: the default one). */
export const builtinNodeTypes = new NodeTypeRegistry(builtinNodes.map(({ nodeType }) => nodeType));

/**
 * What `GET /rest/node-types` answers for the built-in nodes: one description per implementation
 * (a versioned node lists each group of versions, with its `version` list), or with `onlyLatest` only
 * the default version of each node.
 */
export function listNodeTypeDescriptions(options: { onlyLatest?: boolean } = {}): INodeTypeDescription[] {
  return builtinNodeTypes.getDescriptions(options);
}
