import type { INode, INodeTypeDescription, INodeTypes } from '@weft/workflow';
import type * as WeftEngine from '@weft/engine';
import type * as WeftNodes from '@weft/nodes';

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

interface LoadedNodes {
  nodeTypes: INodeTypes;
  listNodeTypeDescriptions: typeof WeftNodes.listNodeTypeDescriptions;
  isTriggerNodeType: typeof WeftEngine.isTriggerNodeType;
}

/** The built-in node types, loaded on first use so that start-up does not pay for them. */
export class NodeTypesService {
  private loading?: Promise<LoadedNodes>;

  private load(): Promise<LoadedNodes> {
    this.loading ??= Promise.all([import('@weft/nodes'), import('@weft/engine')]).then(([nodes, engine]) => ({
      nodeTypes: nodes.builtinNodeTypes,
      listNodeTypeDescriptions: nodes.listNodeTypeDescriptions,
      isTriggerNodeType: engine.isTriggerNodeType,
    }));
    return this.loading;
  }

  async nodeTypes(): Promise<INodeTypes> {
    return (await this.load()).nodeTypes;
  }

  async descriptions(onlyLatest = false): Promise<INodeTypeDescription[]> {
    const { listNodeTypeDescriptions } = await this.load();
    return listNodeTypeDescriptions({ onlyLatest });
  }

  /** Whether this node can start its workflow on its own once activated (webhook, schedule, poll, event). */
  async startsOnItsOwn(node: Pick<INode, 'type' | 'typeVersion'>): Promise<boolean> {
    if (NOT_SELF_STARTING.has(node.type)) return false;
    const { nodeTypes, isTriggerNodeType } = await this.load();
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    return nodeType !== undefined && isTriggerNodeType(nodeType);
  }
}
