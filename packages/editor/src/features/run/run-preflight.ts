import type { INodeTypeDescription } from '@weft/workflow';
import { getStartNode, preflightIssues } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import type { RunTarget } from './run-request';

/**
 * The preflight of a run from the editor as 'node: issue' lines (spec/editor.md §5), checking the
 * path the run takes: up to the destination, or down from the trigger the run starts at.
 */
export function runIssueLines(
  document: Pick<WorkflowDocument, 'nodes' | 'connections' | 'pinData'>,
  getNodeType: (type: string, version: number) => INodeTypeDescription | undefined,
  target: RunTarget,
): string[] {
  const startNode = target.triggerNode ?? (target.destinationNode === undefined
    ? getStartNode(document, getNodeType)?.name
    : undefined);
  return preflightIssues({
    workflow: document, getNodeType,
    ...(startNode !== undefined ? { startNode } : {}),
    ...(target.destinationNode !== undefined ? { destinationNode: target.destinationNode } : {}),
  }).map(({ node, issue }) => `${node}: ${issue}`);
}
