import type { IConnections, IDataObject, INode, IWorkflowBase } from '@weft/workflow';

/** A workflow for tests: nodes `[name, type, parameters, extra]` in a chain, left to right. */
export function chainWorkflow(
  nodes: Array<[string, string, IDataObject?, Partial<INode>?]>, settings: IWorkflowBase['settings'] = {},
): IWorkflowBase {
  const connections: IConnections = {};
  nodes.forEach(([name], index) => {
    const next = nodes[index + 1];
    if (next) connections[name] = { main: [[{ node: next[0], type: 'main', index: 0 }]] };
  });
  return {
    id: 'wf1',
    name: 'Test',
    active: false,
    nodes: nodes.map(([name, type, parameters, extra], index) => ({
      id: `n${index}`, name, type: `weft-test.${type}`, typeVersion: 1, position: [index * 200, 0],
      parameters: (parameters ?? {}) as INode['parameters'], ...extra,
    })),
    connections,
    settings,
  };
}
