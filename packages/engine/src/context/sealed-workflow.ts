import type { INode, IWorkflowBase } from '@weft/workflow';

const sealedNodes = new WeakSet<INode>();
const sealedWorkflows = new WeakSet<IWorkflowBase>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Promises the engine that the workflow's nodes and connections will never change again (an active
 * workflow, run for every webhook call): they are deep-frozen, and the engine may then keep what it
 * derives from them per object (parameters resolved with defaults, webhook settings and URLs, the
 * graph) instead of deriving it on every run. Static data, settings and the workflow object itself
 * stay writable (nodes change static data in place). Without sealing, everything is derived per run,
 * so callers may change a node's parameters in place between runs.
 */
export function sealWorkflow(workflow: IWorkflowBase): void {
  deepFreeze(workflow.nodes);
  deepFreeze(workflow.connections);
  for (const node of workflow.nodes ?? []) sealedNodes.add(node);
  sealedWorkflows.add(workflow);
}

/** True when the node belongs to a sealed workflow (deep-frozen: cache what is derived from it). */
export function isSealedNode(node: INode): boolean {
  return sealedNodes.has(node);
}

/** True when the workflow's nodes and connections can no longer change. */
export function isSealedWorkflow(workflow: IWorkflowBase): boolean {
  return sealedWorkflows.has(workflow);
}

/**
 * `getNode()` of every context. n8n hands out a deep copy so that a node cannot change the workflow;
 * a sealed node is frozen already, so it is handed out as it is (copying it on every call of every
 * run was a tenth of a webhook call's cost). A node that writes to it gets a TypeError.
 */
export function nodeForContext(node: INode): INode {
  return sealedNodes.has(node) ? node : structuredClone(node);
}
