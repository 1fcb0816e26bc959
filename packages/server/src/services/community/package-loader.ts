import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ICredentialType, INodeType, INodeTypeBaseDescription, IVersionedNodeType } from '@weft/workflow';
import { isVersionedNodeType } from '@weft/workflow';

/** A node type a package brings, under its full name. */
export interface PackageNodeType {
  /** `<package>.<node>` (`n8n-nodes-foo.foo`, `@acme/n8n-nodes-foo.foo`), as n8n names it in workflows. */
  type: string;
  displayName: string;
  /** The highest version it has. */
  latestVersion: number;
  nodeType: INodeType | IVersionedNodeType;
  /** The file it was loaded from: its icon files are found from there. */
  sourcePath: string;
}

export interface LoadedPackage {
  packageName: string;
  version: string;
  authorName?: string;
  authorEmail?: string;
  /** Where the package is on disk. */
  folder: string;
  nodeTypes: PackageNodeType[];
  credentialTypes: ICredentialType[];
}

interface PackageJson {
  name?: string;
  version?: string;
  author?: string | { name?: string; email?: string };
  n8n?: { nodes?: unknown; credentials?: unknown };
}

/** A package that cannot be used: the message says why, for the install dialog and the server log. */
export class PackageLoadError extends Error {}

/** `Name <mail> (url)` or `{ name, email }`, as package.json allows. */
function authorOf(author: PackageJson['author']): { authorName?: string; authorEmail?: string } {
  if (author === undefined) return {};
  if (typeof author === 'object') {
    return { ...(author.name ? { authorName: author.name } : {}), ...(author.email ? { authorEmail: author.email } : {}) };
  }
  const match = /^([^<(]*)(?:<([^>]*)>)?/.exec(author);
  const name = match?.[1]?.trim();
  const email = match?.[2]?.trim();
  return { ...(name ? { authorName: name } : {}), ...(email ? { authorEmail: email } : {}) };
}

function fileList(value: unknown, field: string, packageName: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw new PackageLoadError(`${packageName} is not a valid community node package: "n8n.${field}" in its package.json is not a list of files`);
  }
  return value as string[];
}

/** A file named in package.json, refused when it points out of the package. */
function fileInPackage(folder: string, file: string, packageName: string): string {
  const path = resolve(folder, file);
  if (path !== folder && !path.startsWith(folder + sep)) {
    throw new PackageLoadError(`${packageName} names a file outside of its folder: ${file}`);
  }
  return path;
}

/** Instances of the classes a file exports (n8n packages export one class per node or credential file). */
function instancesIn(load: NodeJS.Require, path: string, packageName: string): unknown[] {
  let exported: unknown;
  try {
    exported = load(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PackageLoadError(`${packageName} could not be loaded: ${relative(dirname(path), path)} failed with "${reason}"`);
  }
  const instances: unknown[] = [];
  for (const value of Object.values((exported ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'function') continue;
    try {
      instances.push(new (value as new () => unknown)());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PackageLoadError(`${packageName} could not be loaded: creating ${(value as { name?: string }).name ?? 'a class'} failed with "${reason}"`);
    }
  }
  return instances;
}

function isNodeType(value: unknown): value is INodeType | IVersionedNodeType {
  const description = (value as { description?: { name?: unknown } } | null)?.description;
  return typeof description?.name === 'string';
}

function isCredentialType(value: unknown): value is ICredentialType {
  const type = value as Partial<ICredentialType> | null;
  return typeof type?.name === 'string' && Array.isArray(type.properties);
}

/** Names the type (and each of its versions) `<package>.<node>`, as n8n shows community nodes. */
function renameNodeType(nodeType: INodeType | IVersionedNodeType, fullName: string): number {
  const rename = (description: INodeTypeBaseDescription) => {
    description.name = fullName;
  };
  rename(nodeType.description);
  if (!isVersionedNodeType(nodeType)) {
    const version = nodeType.description.version;
    return Array.isArray(version) ? Math.max(...version) : (version ?? 1);
  }
  let latest = 1;
  for (const [version, implementation] of Object.entries(nodeType.nodeVersions)) {
    rename(implementation.description);
    latest = Math.max(latest, Number(version));
  }
  return latest;
}

/** Drops the package's modules from require's cache (an update or an uninstall). */
export function forgetModulesUnder(load: NodeJS.Require, folder: string): void {
  for (const path of Object.keys(load.cache)) {
    if (path.startsWith(folder + sep)) delete load.cache[path];
  }
}

/**
 * Loads an installed package from `<nodes folder>/node_modules/<name>`: the node and credential classes
 * its package.json lists under `n8n`. Throws a `PackageLoadError` saying why a package cannot be used.
 */
export function loadPackage(nodesFolder: string, packageName: string): LoadedPackage {
  const folder = join(nodesFolder, 'node_modules', ...packageName.split('/'));
  let manifest: PackageJson;
  try {
    manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    throw new PackageLoadError(`${packageName} is not installed in the nodes folder (its package.json cannot be read)`);
  }
  const nodeFiles = fileList(manifest.n8n?.nodes, 'nodes', packageName);
  const credentialFiles = fileList(manifest.n8n?.credentials, 'credentials', packageName);
  if (nodeFiles.length === 0) {
    throw new PackageLoadError(`${packageName} is not a community node package: its package.json lists no nodes under "n8n.nodes"`);
  }
  const load = createRequire(join(folder, 'package.json'));
  // An update puts new files at the same paths: without this, require would answer the old version's.
  forgetModulesUnder(load, folder);

  const credentialTypes: ICredentialType[] = [];
  for (const file of credentialFiles) {
    const path = fileInPackage(folder, file, packageName);
    credentialTypes.push(...instancesIn(load, path, packageName).filter(isCredentialType));
  }
  const nodeTypes: PackageNodeType[] = [];
  for (const file of nodeFiles) {
    const path = fileInPackage(folder, file, packageName);
    for (const nodeType of instancesIn(load, path, packageName).filter(isNodeType)) {
      const type = `${packageName}.${nodeType.description.name}`;
      const latestVersion = renameNodeType(nodeType, type);
      nodeTypes.push({ type, displayName: nodeType.description.displayName, latestVersion, nodeType, sourcePath: path });
    }
  }
  if (nodeTypes.length === 0) {
    throw new PackageLoadError(`${packageName} is not a community node package: the files under "n8n.nodes" export no node classes`);
  }
  return {
    packageName, version: manifest.version ?? '0.0.0', folder, nodeTypes, credentialTypes, ...authorOf(manifest.author),
  };
}
