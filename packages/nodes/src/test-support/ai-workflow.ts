import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';

/** A node of a test workflow: its type (without n8n's langchain prefix when it is one), version and parameters. */
export interface TestNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters?: IDataObject;
  credentials?: INode['credentials'];
  /** The node this one feeds, and how: `main` or an AI connection type. */
  to?: { node: string; type: string };
}

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';

/**
 * A workflow for AI node tests: a manual trigger whose output is pinned to `input`, then the nodes
 * given; each node's `to` names the node it connects into (the trigger feeds the first main node).
 */
export function aiWorkflow(nodes: TestNode[], input: IDataObject[], name = 'AI test'): IWorkflowBase {
  const all: INode[] = [{ id: 'trigger', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }];
  const connections: IWorkflowBase['connections'] = {};
  nodes.forEach((node, index) => {
    all.push({
      id: `n${index}`, name: node.name, type: node.type.includes('.') ? node.type : `${LANGCHAIN}${node.type}`,
      typeVersion: node.typeVersion, position: [200 + index * 100, 200], parameters: (node.parameters ?? {}) as never,
      ...(node.credentials ? { credentials: node.credentials } : {}),
    });
    if (node.to) {
      const byType = (connections[node.name] ??= {});
      (byType[node.to.type] ??= [[]])[0]?.push({ node: node.to.node, type: node.to.type, index: 0 });
    }
  });
  const first = nodes.find((node) => !node.to || node.to.type === 'main');
  if (first) connections.Trigger = { main: [[{ node: first.name, type: 'main', index: 0 }]] };
  return { id: 'wf-ai', name, active: false, nodes: all, connections, pinData: { Trigger: input.map((json) => ({ json })) } };
}
