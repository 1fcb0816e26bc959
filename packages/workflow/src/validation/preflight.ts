import type { IConnections, INode, INodeTypeDescription, IPinData } from '../model/index.js';
import { WorkflowGraph } from '../graph/workflow-graph.js';
import { getNodesOnPath } from '../graph/start-nodes.js';
import { getParameterIssues } from '../parameters/parameter-issues.js';
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
}

function issuesOf(node: INode, description: INodeTypeDescription | undefined): string[] {
  if (!description) return [`The node type "${node.type}" is not known`];
  const byPath = getParameterIssues(description.properties, node.parameters, node.typeVersion);
  const parameters = Object.entries(byPath).flatMap(([path, messages]) => {
    const label = description.properties.find((property) => property.name === path)?.displayName ?? path;
    return messages.map((message) => `${label}: ${message}`);
  });
  const credentials = Object.values(getCredentialIssues(description.credentials, node, description.properties))
    .map((messages) => messages.join(' '));
  return [...parameters, ...credentials];
}

/**
 * The issues that block a manual run (spec/editor.md §5): only enabled nodes on the path the run takes
 * are checked (from the start node down, or up to the destination node); disabled nodes and nodes with
 * pinned data have none, since the run does not execute them.
 */
export function preflightIssues({ workflow, getNodeType, startNode, destinationNode }: PreflightInput): PreflightIssue[] {
  const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
  let onPath: string[];
  if (destinationNode !== undefined) onPath = getNodesOnPath(workflow.connections, destinationNode);
  else if (startNode !== undefined) onPath = [startNode, ...WorkflowGraph.of(workflow.connections).getChildNodes(startNode)];
  else onPath = workflow.nodes.map((node) => node.name);
  const issues: PreflightIssue[] = [];
  for (const name of onPath) {
    const node = byName.get(name);
    if (!node || node.disabled || (workflow.pinData?.[name]?.length ?? 0) > 0) continue;
    for (const issue of issuesOf(node, getNodeType(node.type, node.typeVersion))) issues.push({ node: name, issue });
  }
  return issues;
}
