import type { INodeType, INodeTypeBaseDescription, IVersionedNodeType } from '../model/index.js';

/** One node type name served by several implementations, one per group of type versions. */
export class VersionedNodeType implements IVersionedNodeType {
  readonly currentVersion: number;

  constructor(
    readonly nodeVersions: Record<number, INodeType>,
    readonly description: INodeTypeBaseDescription,
  ) {
    const versions = Object.keys(nodeVersions).map(Number);
    if (versions.length === 0) throw new Error(`Node type "${description.name}" has no versions`);
    this.currentVersion = description.defaultVersion ?? Math.max(...versions);
  }

  /** The implementation of exactly `version`; without one, the current (default) version. */
  getNodeType(version?: number): INodeType | undefined {
    return this.nodeVersions[version ?? this.currentVersion];
  }
}

export function isVersionedNodeType(nodeType: INodeType | IVersionedNodeType): nodeType is IVersionedNodeType {
  return 'nodeVersions' in nodeType;
}
