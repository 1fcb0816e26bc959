import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/**
 * Node runs one execution may make, unless the host sets another limit. Every run keeps its output in
 * the run data until the execution ends, so the limit is what bounds the memory of a node connected in
 * an endless loop; 10,000 lets a Loop Over Items go round a few thousand times with a few nodes inside.
 */
export const DEFAULT_MAX_NODE_RUNS = 10_000;

/** The error that ends an execution at its limit, naming the node that would have run once more. */
export function nodeRunLimitError(node: INode, maxNodeRuns: number): NodeOperationError {
  const limit = maxNodeRuns.toLocaleString('en-US');
  return new NodeOperationError(node,
    `The workflow ran its nodes ${limit} times, the most one execution may (EXECUTIONS_MAX_NODE_RUNS). Node "${node.name}" may be connected in an endless loop.`,
    {
      description: `Check the connections that lead back into "${node.name}": a loop needs a node that ends it (an If, or Loop Over Items' "done" output). For a longer loop that is meant, process more items per round or raise EXECUTIONS_MAX_NODE_RUNS.`,
    });
}
