import { WorkflowGraph } from '../graph/workflow-graph.js';
import type { IConnections, INode, INodeConnections, INodeParameters, IPinData } from '../model/index.js';
import { uniqueNodeName } from '../naming/unique-node-name.js';
import { nodeIndexByName, requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type { ChangeResult, EditableWorkflow, RenameNodeOperation, WorkflowOperation } from './operation-types.js';
import { NodeReferenceRenamer } from './rename-expressions.js';

function renameTargets(record: INodeConnections, from: string, to: string): INodeConnections {
  const result: INodeConnections = {};
  for (const [type, outputs] of Object.entries(record)) {
    result[type] = (outputs ?? []).map((list) =>
      list ? list.map((connection) => (connection?.node === from ? { ...connection, node: to } : connection)) : list);
  }
  return result;
}

function renameInConnections(connections: IConnections, from: string, to: string): IConnections {
  const sourcesInto = new Set(WorkflowGraph.of(connections).parentEdges(from, 'ALL').map((edge) => edge.source));
  if (sourcesInto.size === 0 && !Object.hasOwn(connections, from)) return connections;
  const result: IConnections = {};
  for (const [source, record] of Object.entries(connections)) {
    const updated = sourcesInto.has(source) ? renameTargets(record, from, to) : record;
    result[source === from ? to : source] = updated;
  }
  return result;
}

function renameKey<T>(map: Record<string, T>, from: string, to: string): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [key, value] of Object.entries(map)) result[key === from ? to : key] = value;
  return result;
}

export function applyRenameNode(workflow: EditableWorkflow, op: RenameNodeOperation): ChangeResult {
  if (typeof op.to !== 'string' || op.to.trim() === '') throw new OperationError('A node name must not be empty');
  const index = requireNodeIndex(workflow.nodes, op.from);
  if (op.to === op.from) return { change: {}, inverse: { type: 'batch', operations: [] } };

  const used = new Set(nodeIndexByName(workflow.nodes).keys());
  used.delete(op.from);
  const to = uniqueNodeName(op.to, used);
  const from = op.from;

  const renamer = op.updateExpressions === false ? undefined : new NodeReferenceRenamer(from, to);
  const restoreParameters: Array<{ node: string; parameters: INodeParameters }> = [];
  const nodes = workflow.nodes.map((node, position) => {
    let updated: INode = position === index ? { ...node, name: to } : node;
    const parameters = renamer && node.parameters ? renamer.renameInParameters(node.parameters) : node.parameters;
    if (parameters !== node.parameters) {
      updated = { ...updated, parameters };
      restoreParameters.push({ node: position === index ? from : node.name, parameters: node.parameters });
    }
    return updated;
  });

  const pinData = workflow.pinData && Object.hasOwn(workflow.pinData, from)
    ? renameKey<IPinData[string]>(workflow.pinData, from, to)
    : workflow.pinData;

  const back: RenameNodeOperation = { type: 'renameNode', from: to, to: from, updateExpressions: false };
  const inverse: WorkflowOperation = restoreParameters.length === 0 ? back : {
    type: 'batch',
    operations: [back, ...restoreParameters.map(({ node, parameters }) => ({ type: 'setNodeParameters' as const, node, parameters }))],
  };
  return {
    change: {
      nodes,
      connections: renameInConnections(workflow.connections, from, to),
      ...(pinData !== workflow.pinData ? { pinData } : {}),
    },
    inverse,
  };
}
