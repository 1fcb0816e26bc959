import { readFileSync } from 'node:fs';
import type { INodeType, INodeTypeBaseDescription, INodeTypeDescription, IVersionedNodeType } from '@weft/workflow';
import { isVersionedNodeType } from '@weft/workflow';
import { locateSourceFile } from './source-file.js';

/**
 * The functions an implementation has, by name (`true`), and the objects holding more of them
 * (`methods.loadOptions`, `webhookMethods.default`): enough to answer, before loading it, which of
 * `execute`, `trigger`, `webhook`, ... a node type has (its kind depends on that).
 */
export interface MemberShape {
  [name: string]: true | MemberShape;
}

export interface ImplementationEntry {
  description: INodeTypeDescription;
  members: MemberShape;
}

/** What the registry knows of a built-in node type without loading its code. */
export type NodeManifestEntry = { folder: string } & (
  | ({ kind: 'node' } & ImplementationEntry)
  | {
    kind: 'versioned';
    description: INodeTypeBaseDescription;
    /** Each type version's index in `implementations` (versions often share one). */
    versions: Record<string, number>;
    implementations: ImplementationEntry[];
  }
);

export const NODE_MANIFEST_FILE = 'node-manifest.json';

function memberShape(value: object, path: string): MemberShape {
  const shape: MemberShape = {};
  const names = new Set<string>();
  for (let level: object | null = value; level && level !== Object.prototype; level = Object.getPrototypeOf(level) as object | null) {
    for (const name of Object.getOwnPropertyNames(level)) names.add(name);
  }
  for (const name of names) {
    if (name === 'constructor' || (path === '' && name === 'description')) continue;
    const member: unknown = (value as Record<string, unknown>)[name];
    if (typeof member === 'function') shape[name] = true;
    else if (typeof member === 'object' && member !== null) shape[name] = memberShape(member, `${path}${name}.`);
    // Data members other than the description would be lost until the module loads.
    else if (member !== undefined) throw new Error(`Node member "${path}${name}" is data, which the node manifest cannot hold`);
  }
  return shape;
}

function implementationEntry(nodeType: INodeType): ImplementationEntry {
  return { description: nodeType.description, members: memberShape(nodeType, '') };
}

/** A node type's manifest entry, from its live implementation (what `npm run build` writes). */
export function describeNodeType(folder: string, nodeType: INodeType | IVersionedNodeType): NodeManifestEntry {
  if (!isVersionedNodeType(nodeType)) return { folder, kind: 'node', ...implementationEntry(nodeType) };
  const implementations: INodeType[] = [];
  const versions: Record<string, number> = {};
  for (const [version, implementation] of Object.entries(nodeType.nodeVersions)) {
    if (!implementations.includes(implementation)) implementations.push(implementation);
    versions[version] = implementations.indexOf(implementation);
  }
  return {
    folder,
    kind: 'versioned',
    description: nodeType.description,
    versions,
    implementations: implementations.map(implementationEntry),
  };
}

/**
 * JSON, except that a RegExp in a description (a resource locator mode's `extractValue.regex`, which
 * n8n allows) is kept as `{"$regexp": [source, flags]}`; a function or another class's object, which
 * JSON would drop or empty without a word, stops the build instead.
 */
function encode(this: unknown, key: string, value: unknown): unknown {
  if (value instanceof RegExp) return { $regexp: [value.source, value.flags] };
  if (typeof value === 'function') throw new Error(`A node description holds a function at "${key}": the node manifest cannot hold it`);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) {
    throw new Error(`A node description holds a ${value.constructor.name} at "${key}": the node manifest cannot hold it`);
  }
  return value;
}

function decode(this: unknown, _key: string, value: unknown): unknown {
  const regexp = typeof value === 'object' && value !== null ? (value as { $regexp?: unknown }).$regexp : undefined;
  return Array.isArray(regexp) ? new RegExp(String(regexp[0]), String(regexp[1])) : value;
}

/** The manifest's text: one node per line, so that a change to a node shows as a change to its line. */
export function nodeManifestText(manifest: NodeManifestEntry[]): string {
  return `[\n${manifest.map((entry) => JSON.stringify(entry, encode)).join(',\n')}\n]\n`;
}

export function parseNodeManifest(text: string): NodeManifestEntry[] {
  return JSON.parse(text, decode) as NodeManifestEntry[];
}

/** The manifest written by the build (kept under src/, beside the nodes' icons and docs). */
export function readNodeManifest(): NodeManifestEntry[] {
  const path = locateSourceFile(NODE_MANIFEST_FILE);
  if (!path) throw new Error(`${NODE_MANIFEST_FILE} is missing from @weft/nodes: run \`npm run build\``);
  return parseNodeManifest(readFileSync(path, 'utf8'));
}
