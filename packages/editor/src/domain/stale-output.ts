import type { INode } from '@weft/workflow';

/**
 * Nodes whose parameters are a different object in `next` than in `previous`. Every edit goes through
 * a typed operation that copies what it changes, so an unchanged node keeps its parameters object.
 */
export function nodesWithChangedParameters(previous: readonly INode[], next: readonly INode[]): string[] {
  const before = new Map(previous.map((node) => [node.name, node.parameters]));
  return next.filter((node) => before.has(node.name) && before.get(node.name) !== node.parameters).map((node) => node.name);
}

/** Output is stale when the node's parameters changed after its run started (spec/editor.md §4 'Stale data'). */
export function isOutputStale(parametersChangedAt: number | undefined, runStartTime: number | undefined): boolean {
  return parametersChangedAt !== undefined && runStartTime !== undefined && parametersChangedAt > runStartTime;
}
