import type { IConnections, INode, IPinData } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';

/** What copy puts on the clipboard: the selected nodes and only the connections among them. */
export interface ClipboardData {
  meta: { instanceId: string };
  nodes: INode[];
  connections: IConnections;
  pinData?: IPinData;
}

export function selectionToClipboard(
  document: WorkflowDocument, selectedIds: readonly string[], instanceId: string,
): ClipboardData | null {
  const ids = new Set(selectedIds);
  const nodes = document.nodes.filter((node) => ids.has(node.id));
  if (nodes.length === 0) return null;
  const names = new Set(nodes.map((node) => node.name));

  const connections: IConnections = {};
  for (const [source, byType] of Object.entries(document.connections)) {
    if (!names.has(source)) continue;
    const kept: IConnections[string] = {};
    let any = false;
    for (const [type, outputs] of Object.entries(byType)) {
      kept[type] = outputs.map((list) => (list ?? []).filter((connection) => names.has(connection.node)));
      any ||= kept[type].some((list) => (list ?? []).length > 0);
    }
    if (any) connections[source] = kept;
  }

  const pinned = Object.entries(document.pinData).filter(([name]) => names.has(name));
  return {
    meta: { instanceId },
    nodes,
    connections,
    ...(pinned.length > 0 ? { pinData: Object.fromEntries(pinned) } : {}),
  };
}
