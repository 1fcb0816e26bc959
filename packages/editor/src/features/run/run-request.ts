import type { RunWorkflowBody } from '@weft/contracts';
import type { IConnections, IRunData } from '@weft/workflow';
import { WorkflowGraph } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import { isNewWorkflow } from '../workflow/save-body';
import { partialRunTo, runDataKeptDuring } from './partial-run';

function startsAtRoot(startNodes: string[], connections: IConnections): boolean {
  const graph = WorkflowGraph.of(connections);
  return startNodes.some((name) => !graph.hasParents(name, 'main'));
}

export interface RunTarget {
  /** Run up to this node only (run one node), reusing data the editor has. */
  destinationNode?: string;
  /** Run the whole workflow from this trigger. */
  triggerNode?: string;
}

/**
 * The run request of spec/editor.md §3 for the working copy, the same fields a save sends (so unsaved
 * edits run), its pinned data, and for a run of one node the start nodes and earlier run data.
 */
export function buildRunRequest(document: WorkflowDocument, currentRunData: IRunData | undefined, target: RunTarget = {}): RunWorkflowBody {
  const { name, nodes, connections, settings, pinData } = document;
  const workflowData = {
    ...(isNewWorkflow(document) ? {} : { id: document.id }),
    name, nodes, connections, settings, pinData, active: document.active,
  };
  if (target.destinationNode !== undefined) {
    const partial = partialRunTo(target.destinationNode, connections, currentRunData ?? {}, pinData);
    // A path that starts at a root (a trigger without data) runs whole: the server picks its start,
    // and waits for a call when that is a webhook.
    if (startsAtRoot(partial.startNodes, connections)) return { workflowData, pinData, destinationNode: target.destinationNode };
    return { workflowData, pinData, runData: partial.runData, startNodes: partial.startNodes, destinationNode: target.destinationNode };
  }
  if (target.triggerNode !== undefined) return { workflowData, pinData, startNodes: [target.triggerNode] };
  return { workflowData, pinData };
}

/**
 * What the canvas and node details keep showing of the last run while this one goes on: for a run of
 * one node, the data of the nodes it does not run again; for a whole run, nothing.
 */
export function shownDuringRun(document: Pick<WorkflowDocument, 'nodes' | 'connections'>, previous: IRunData | undefined, request: RunWorkflowBody): IRunData | undefined {
  if (request.destinationNode === undefined || !previous) return undefined;
  const startNodes = request.startNodes?.map((start) => (typeof start === 'string' ? start : start.name));
  // Without start nodes the run begins at the roots leading to the destination.
  const starts = startNodes && startNodes.length > 0
    ? startNodes
    : [request.destinationNode, ...WorkflowGraph.of(document.connections).getParentNodes(request.destinationNode)];
  return runDataKeptDuring(previous, starts, document.connections);
}
