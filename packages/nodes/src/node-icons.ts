import { readFile } from 'node:fs/promises';
import { isVersionedNodeType } from '@weft/workflow';
import { builtinNodes } from './builtin-node-types.js';
import { locateSourceFile } from './source-file.js';

export interface NodeIcon {
  path: string;
  mimeType: string;
}

const MIME_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** The icon file named by a description (`file:set.svg`), or undefined for font icons and the like. */
function iconFileOf(icon: string | undefined): string | undefined {
  if (!icon?.startsWith('file:')) return undefined;
  const file = icon.slice('file:'.length);
  // Only plain file names beside the node: never a path out of its folder.
  return /^[\w.-]+\.(svg|png)$/.test(file) && !file.includes('..') ? file : undefined;
}

/** Where the icon of a built-in node type is on disk, for `GET /rest/node-icon/:nodeType`. */
export function getNodeIcon(nodeTypeName: string, version?: number): NodeIcon | undefined {
  const entry = builtinNodes.find(({ nodeType }) => nodeType.description.name === nodeTypeName);
  if (!entry) return undefined;
  const { nodeType } = entry;
  const description = isVersionedNodeType(nodeType)
    ? (nodeType.getNodeType(version)?.description ?? nodeType.description)
    : nodeType.description;
  const file = iconFileOf(description.icon);
  if (!file) return undefined;
  const path = locateSourceFile(`${entry.folder}/${file}`);
  if (!path) return undefined;
  return { path, mimeType: MIME_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' };
}

/** The icon's bytes and type, or undefined when the node type has no icon file. */
export async function readNodeIcon(nodeTypeName: string, version?: number): Promise<{ content: Buffer; mimeType: string } | undefined> {
  const icon = getNodeIcon(nodeTypeName, version);
  if (!icon) return undefined;
  return { content: await readFile(icon.path), mimeType: icon.mimeType };
}
