import type { INodeType, INodeTypeDescription, INodeTypes, IVersionedNodeType } from '../model/index.js';
import { isVersionedNodeType } from './versioned-node-type.js';

type AnyNodeType = INodeType | IVersionedNodeType;

/** An `INodeTypes` over a list of node types, keyed by their full type name. */
export class NodeTypeRegistry implements INodeTypes {
  private readonly types = new Map<string, { nodeType: AnyNodeType; sourcePath?: string }>();

  constructor(nodeTypes: AnyNodeType[] = []) {
    for (const nodeType of nodeTypes) this.add(nodeType);
  }

  /** Adds or replaces a node type (a package update replaces its types). */
  add(nodeType: AnyNodeType, sourcePath?: string): void {
    this.types.set(nodeType.description.name, { nodeType, sourcePath });
  }

  remove(name: string): boolean {
    return this.types.delete(name);
  }

  getByName(name: string): AnyNodeType | undefined {
    return this.types.get(name)?.nodeType;
  }

  getByNameAndVersion(name: string, version?: number): INodeType | undefined {
    const nodeType = this.getByName(name);
    if (!nodeType) return undefined;
    return isVersionedNodeType(nodeType) ? nodeType.getNodeType(version) : nodeType;
  }

  getKnownTypes(): Record<string, { className?: string; sourcePath?: string }> {
    return Object.fromEntries([...this.types].map(([name, { sourcePath }]) => [name, sourcePath ? { sourcePath } : {}]));
  }

  getDescriptions(options: { onlyLatest?: boolean } = {}): INodeTypeDescription[] {
    const descriptions: INodeTypeDescription[] = [];
    for (const { nodeType } of this.types.values()) {
      if (!isVersionedNodeType(nodeType)) {
        descriptions.push(nodeType.description);
      } else if (options.onlyLatest) {
        const latest = nodeType.getNodeType();
        if (latest) descriptions.push(latest.description);
      } else {
        // Several versions often share one implementation (Set 1 and 2): list it once.
        for (const implementation of new Set(Object.values(nodeType.nodeVersions))) {
          descriptions.push(implementation.description);
        }
      }
    }
    return descriptions;
  }
}
