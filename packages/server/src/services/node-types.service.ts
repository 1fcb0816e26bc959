import type { INodeType, INodeTypeDescription, INodeTypes, IVersionedNodeType } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';

interface Loaded {
  registry: NodeTypeRegistry;
}

/**
 * The node types this instance knows: the built-in ones, loaded on first use so that start-up does not
 * pay for them, plus any added later (community packages).
 */
export class NodeTypesService {
  private loading?: Promise<Loaded>;

  private load(): Promise<Loaded> {
    this.loading ??= import('@weft/nodes').then((nodes) => ({
      // A registry of this instance's own, so that added types never leak into another instance.
      registry: new NodeTypeRegistry(nodes.builtinNodes.map((n) => n.nodeType)),
    }));
    return this.loading;
  }

  async nodeTypes(): Promise<INodeTypes> {
    return (await this.load()).registry;
  }

  /** Adds or replaces a node type. */
  async add(nodeType: INodeType | IVersionedNodeType): Promise<void> {
    (await this.load()).registry.add(nodeType);
  }

  /** Every description (each version group), or with `onlyLatest` the default version of each type. */
  async descriptions(onlyLatest = false): Promise<INodeTypeDescription[]> {
    return (await this.load()).registry.getDescriptions({ onlyLatest });
  }

  /** The icon file of a built-in node type, when it has one. */
  async icon(nodeType: string, version?: number): Promise<{ content: Buffer; mimeType: string } | undefined> {
    const { readNodeIcon } = await import('@weft/nodes');
    return readNodeIcon(nodeType, version);
  }
}
