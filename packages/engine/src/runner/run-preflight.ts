import type { INode, INodeTypes, IPinData, IWorkflowBase } from '@weft/workflow';
import {
  describePreflightIssues, preflightIssues, WORKFLOW_HAS_ISSUES_MESSAGE, WorkflowOperationError,
} from '@weft/workflow';
import type { PreflightIssue } from '@weft/workflow';
import { isSealedNode } from '../context/sealed-workflow.js';

/** Issues per sealed node: an active workflow is checked for every call, and its nodes cannot change. */
const sealedIssues = new WeakMap<INode, PreflightIssue[]>();

/**
 * Refuses to start a run whose nodes have a required parameter left empty (for the settings shown),
 * as n8n does: only the enabled nodes the run
 * executes, without pinned data, are checked. Throws WorkflowOperationError listing the issues.
 */
export function refuseWorkflowWithIssues(
  workflow: IWorkflowBase, nodesToRun: Iterable<string>, pinData: IPinData | undefined, nodeTypes: INodeTypes,
): void {
  const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
  const getNodeType = (type: string, version: number) => nodeTypes.getByNameAndVersion(type, version)?.description;
  const issues: PreflightIssue[] = [];
  for (const name of nodesToRun) {
    const node = byName.get(name);
    if (!node) continue;
    let found = isSealedNode(node) ? sealedIssues.get(node) : undefined;
    if (!found) {
      found = preflightIssues({ workflow: { nodes: [node], connections: {}, pinData }, getNodeType, nodeNames: [name], requiredParametersOnly: true });
      if (isSealedNode(node)) sealedIssues.set(node, found);
    }
    issues.push(...found);
  }
  if (issues.length > 0) throw new WorkflowOperationError(WORKFLOW_HAS_ISSUES_MESSAGE, describePreflightIssues(issues));
}
