import type { IConnections, INode } from '@weft/workflow';

/** A stored workflow as the audit reads it. */
export interface AuditWorkflow {
  id: string;
  name: string;
  active: boolean;
  nodes: INode[];
  connections: IConnections;
}

/** A stored credential as the audit reads it (never its data). */
export interface AuditCredential {
  id: string;
  name: string;
}

/** An installed community package and the node types it brings. */
export interface AuditCommunityPackage {
  packageName: string;
  nodeTypes: string[];
}
