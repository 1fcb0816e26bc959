import type { IConnections, INode, IPinData, WorkflowOperation } from '@weft/workflow';

export interface RestorableDocument {
  nodes: readonly INode[];
  pinData?: IPinData;
}

export interface RestorableVersion {
  nodes: INode[];
  connections: IConnections;
}

/**
 * One undoable step that puts a version's nodes and connections on the canvas: every current node goes
 * (without reconnecting around it), the version's nodes come in with their connections. Pinned data of
 * nodes that exist under the same name in the version is kept.
 */
export function restoreVersionOperation(document: RestorableDocument, version: RestorableVersion): WorkflowOperation {
  const operations: WorkflowOperation[] = [];
  if (document.nodes.length > 0) {
    operations.push({ type: 'removeNodes', names: document.nodes.map((node) => node.name), reconnect: false });
  }
  const names = new Set(version.nodes.map((node) => node.name));
  const pinData: IPinData = {};
  for (const [name, items] of Object.entries(document.pinData ?? {})) {
    if (names.has(name)) pinData[name] = items;
  }
  if (version.nodes.length > 0) {
    operations.push({
      type: 'addNodes',
      nodes: version.nodes,
      connections: version.connections,
      ...(Object.keys(pinData).length > 0 ? { pinData } : {}),
    });
  }
  return { type: 'batch', operations };
}
