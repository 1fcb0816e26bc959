import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { INodeType, INodeTypeDescription, INodeTypes, IVersionedNodeType } from '@weft/workflow';
import { isVersionedNodeType, NodeTypeRegistry } from '@weft/workflow';

interface Loaded {
  registry: NodeTypeRegistry;
}

/** A node type added after start (a community package's), with the file it came from. */
interface AddedType {
  nodeType: INodeType | IVersionedNodeType;
  sourcePath?: string;
  /** Icon files must be inside this folder (the package's). */
  iconRoot?: string;
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** `file:x.svg` or `{ light: 'file:x.svg', dark: ... }` (newer packages): the light file. */
function iconFileName(icon: unknown): string | undefined {
  const value = typeof icon === 'object' && icon !== null ? (icon as { light?: unknown }).light : icon;
  return typeof value === 'string' && value.startsWith('file:') ? value.slice('file:'.length) : undefined;
}

/**
 * The node types this instance knows: the built-in ones, loaded on first use so that start-up does not
 * pay for them, plus those of community packages (kept aside until then).
 */
export class NodeTypesService {
  private loading?: Promise<Loaded>;
  private registry?: NodeTypeRegistry;
  private readonly added = new Map<string, AddedType>();
  private readonly beforeFirstUse: Array<() => Promise<void>> = [];
  /** Goes up with every type added or removed, so that what is derived from the list knows when it is stale. */
  private changes = 0;

  get revision(): number {
    return this.changes;
  }

  /** Work that adds types before they are first used (community packages: loaded then, not at start). */
  addBeforeFirstUse(task: () => Promise<void>): void {
    this.beforeFirstUse.push(task);
  }

  private load(): Promise<Loaded> {
    this.loading ??= (async () => {
      const [nodes] = await Promise.all([import('@weft/nodes'), ...this.beforeFirstUse.map((task) => task())]);
      // A registry of this instance's own, so that added types never leak into another instance.
      const registry = new NodeTypeRegistry(nodes.builtinNodes.map((n) => n.nodeType));
      for (const { nodeType, sourcePath } of this.added.values()) registry.add(nodeType, sourcePath);
      this.registry = registry;
      return { registry };
    })();
    return this.loading;
  }

  async nodeTypes(): Promise<INodeTypes> {
    return (await this.load()).registry;
  }

  /** Adds or replaces a node type (a community package's: `iconRoot` is its folder). */
  async add(nodeType: INodeType | IVersionedNodeType, source: { sourcePath?: string; iconRoot?: string } = {}): Promise<void> {
    this.added.set(nodeType.description.name, { nodeType, ...source });
    this.registry?.add(nodeType, source.sourcePath);
    this.changes++;
  }

  /** Removes a node type added with `add` (an uninstalled package's). */
  async remove(name: string): Promise<void> {
    this.added.delete(name);
    this.registry?.remove(name);
    this.changes++;
  }

  /** Every description (each version group), or with `onlyLatest` the default version of each type. */
  async descriptions(onlyLatest = false): Promise<INodeTypeDescription[]> {
    return (await this.load()).registry.getDescriptions({ onlyLatest });
  }

  /** The node types that have a docs page: the built-in ones with their `docs.md`, unless a package replaced them. */
  async documentedTypes(): Promise<string[]> {
    const { nodeDocsEntries, nodeDocsPath } = await import('@weft/nodes');
    // A community package's type of the same name replaces the built-in one, and is not what the page describes.
    return nodeDocsEntries().map(({ type }) => type).filter((type) => !this.added.has(type) && nodeDocsPath(type) !== undefined);
  }

  /** The icon file of a node type, when it has one. */
  async icon(nodeType: string, version?: number): Promise<{ content: Buffer; mimeType: string } | undefined> {
    const added = this.added.get(nodeType);
    if (added) return this.addedIcon(added, version);
    const { readNodeIcon } = await import('@weft/nodes');
    return readNodeIcon(nodeType, version);
  }

  /** A package's icon: a path beside its node file, never out of the package's folder. */
  private async addedIcon(added: AddedType, version?: number): Promise<{ content: Buffer; mimeType: string } | undefined> {
    const { nodeType, sourcePath, iconRoot } = added;
    if (!sourcePath || !iconRoot) return undefined;
    const description = isVersionedNodeType(nodeType)
      ? (nodeType.getNodeType(version)?.description ?? nodeType.description)
      : nodeType.description;
    const file = iconFileName(description.icon) ?? iconFileName(nodeType.description.icon);
    const mimeType = ICON_TYPES[file?.split('.').pop() ?? ''];
    if (!file || !mimeType) return undefined;
    const path = resolve(dirname(sourcePath), file);
    if (!path.startsWith(iconRoot + sep) || !existsSync(path)) return undefined;
    return { content: await readFile(path), mimeType };
  }
}
