import type { INodeType, INodeTypeDescription, INodeTypes, IVersionedNodeType } from '@weft/workflow';
import type * as WeftEngine from '@weft/engine';
import { loadEngine } from './executions/engine-module.js';

interface Loaded {
  registry: WeftEngine.NodeTypeRegistry;
}

/**
 * The node types this instance knows: the built-in ones, loaded on first use so that start-up does not
 * pay for them, plus any added later (community packages).
 */
export class NodeTypesService {
  private loading?: Promise<Loaded>;

  private load(): Promise<Loaded> {
    this.loading ??= Promise.all([import('@weft/nodes'), loadEngine()]).then(([nodes, engine]) => ({
      // A registry of this instance's own, so that added types never leak into another instance.
      registry: new engine.NodeTypeRegistry(nodes.builtinNodes.map((n) => n.nodeType)),
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
