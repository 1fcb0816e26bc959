import type { IConnections, INode, INodeTypeDescription, IPinData } from '../model/index.js';
import { WorkflowGraph } from '../graph/workflow-graph.js';
import { getNodesOnPath } from '../graph/start-nodes.js';
import { getParameterIssues, PARAMETER_REQUIRED_MESSAGE } from '../parameters/parameter-issues.js';
import { getCredentialIssues } from '../parameters/credential-issues.js';

/** One problem that blocks a run, shown to the user as 'node: issue'. */
export interface PreflightIssue {
  node: string;
  issue: string;
}

export interface PreflightInput {
  workflow: { nodes: readonly INode[]; connections: IConnections; pinData?: IPinData };
  getNodeType(type: string, version: number): INodeTypeDescription | undefined;
  /** The node the run starts from (a trigger, or the start node the run picks). */
  startNode?: string;
  /** A run up to this node: only its path is checked. */
  destinationNode?: string;
  /** The nodes the run executes, when the caller has planned the run (the engine): checked instead of a path. */
  nodeNames?: Iterable<string>;
  /**
   * Only required parameters left empty, as a run checks before it starts: credentials are checked
   * when a node reads them, a node of an unknown type fails when it runs, and an option value a node
   * does not offer is the node's to refuse.
   */
  requiredParametersOnly?: boolean;
}

function issuesOf(node: INode, description: INodeTypeDescription | undefined, requiredOnly: boolean): string[] {
  if (!description) return requiredOnly ? [] : [`The node type "${node.type}" is not known`];
  const byPath = getParameterIssues(description.properties, node.parameters, node.typeVersion);
  const parameters = Object.entries(byPath).flatMap(([path, messages]) => {
    const label = description.properties.find((property) => property.name === path)?.displayName ?? path;
    return messages
      .filter((message) => !requiredOnly || message === PARAMETER_REQUIRED_MESSAGE)
      .map((message) => `${label}: ${message}`);
  });
  if (requiredOnly) return parameters;
  const credentials = Object.values(getCredentialIssues(description.credentials, node, description.properties))
    .map((messages) => messages.join(' '));
  return [...parameters, ...credentials];
}

/**
 * The issues that block a manual run (spec/editor.md §5): only enabled nodes on the path the run takes
 * are checked (from the start node down, or up to the destination node); disabled nodes and nodes with
 * pinned data have none, since the run does not execute them.
 */
export function preflightIssues({
  workflow, getNodeType, startNode, destinationNode, nodeNames, requiredParametersOnly = false,
}: PreflightInput): PreflightIssue[] {
  const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
  let onPath: string[];
  if (nodeNames !== undefined) onPath = [...nodeNames];
  else if (destinationNode !== undefined) onPath = getNodesOnPath(workflow.connections, destinationNode);
  else if (startNode !== undefined) onPath = [startNode, ...WorkflowGraph.of(workflow.connections).getChildNodes(startNode)];
  else onPath = workflow.nodes.map((node) => node.name);
  const issues: PreflightIssue[] = [];
  for (const name of onPath) {
    const node = byName.get(name);
    if (!node || node.disabled || (workflow.pinData?.[name]?.length ?? 0) > 0) continue;
    for (const issue of issuesOf(node, getNodeType(node.type, node.typeVersion), requiredParametersOnly)) issues.push({ node: name, issue });
  }
  return issues;
}

export const WORKFLOW_HAS_ISSUES_MESSAGE = 'The workflow has issues and cannot be executed for that reason. Please fix them first.';

/** The issues as the user reads them under that message, one 'node: issue' line each. */
export function describePreflightIssues(issues: readonly PreflightIssue[]): string {
  return issues.map(({ node, issue }) => `${node}: ${issue}`).join('\n');
}
