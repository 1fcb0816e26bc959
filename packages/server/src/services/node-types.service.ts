import type { INode, INodeType, INodeTypeDescription, INodeTypes, IVersionedNodeType } from '@weft/workflow';
import type * as WeftEngine from '@weft/engine';

/**
 * Trigger types that only start a workflow when something else asks for it (a person, another
 * workflow, an error elsewhere), so they do not make a workflow worth activating.
 */
const NOT_SELF_STARTING = new Set([
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.start',
  'n8n-nodes-base.executeWorkflowTrigger',
  'n8n-nodes-base.errorTrigger',
]);

interface Loaded {
  registry: WeftEngine.NodeTypeRegistry;
  isTriggerNodeType: typeof WeftEngine.isTriggerNodeType;
}

/**
 * The node types this instance knows: the built-in ones, loaded on first use so that start-up does not
 * pay for them, plus any added later (community packages).
 */
export class NodeTypesService {
  private loading?: Promise<Loaded>;

  private load(): Promise<Loaded> {
    this.loading ??= Promise.all([import('@weft/nodes'), import('@weft/engine')]).then(([nodes, engine]) => ({
      // A registry of this instance's own, so that added types never leak into another instance.
      registry: new engine.NodeTypeRegistry(nodes.builtinNodes.map((n) => n.nodeType)),
      isTriggerNodeType: engine.isTriggerNodeType,
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

  /** Whether this node can start its workflow on its own once activated (webhook, schedule, poll, event). */
  async startsOnItsOwn(node: Pick<INode, 'type' | 'typeVersion'>): Promise<boolean> {
    if (NOT_SELF_STARTING.has(node.type)) return false;
    const { registry, isTriggerNodeType } = await this.load();
    const nodeType = registry.getByNameAndVersion(node.type, node.typeVersion);
    return nodeType !== undefined && isTriggerNodeType(nodeType);
  }
}
