import type { AuditNodeLocation } from '@weft/contracts';
import type { INode } from '@weft/workflow';
import type { AuditWorkflow } from './audit-input.js';

export function nodeLocation(workflow: AuditWorkflow, node: INode): AuditNodeLocation {
  return {
    kind: 'node', workflowId: workflow.id, workflowName: workflow.name, nodeId: node.id, nodeName: node.name, nodeType: node.type,
  };
}

/** Every node of these workflows that `test` picks, in workflow and node order. */
export function nodesWhere(
  workflows: readonly AuditWorkflow[], test: (node: INode, workflow: AuditWorkflow) => boolean,
): AuditNodeLocation[] {
  return workflows.flatMap((workflow) => workflow.nodes.filter((node) => test(node, workflow)).map((node) => nodeLocation(workflow, node)));
}

/** "This node is" or "These nodes are", as many as there are. */
export function countedSubject(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
