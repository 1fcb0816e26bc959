import { getParameterIssues } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';

const cache = new WeakMap<INode, { description: INodeTypeDescription; issues: string[] }>();

/**
 * The parameter issues the canvas marks on a node, one line each. Disabled nodes and nodes with pinned
 * data have none (spec §5). Cached per node object: operations keep untouched nodes identical, so a
 * thousand-node canvas recomputes only the nodes an edit changed.
 */
export function nodeIssues(node: INode, description: INodeTypeDescription | undefined, pinned: boolean): string[] {
  if (!description || node.disabled || pinned) return [];
  const cached = cache.get(node);
  if (cached?.description === description) return cached.issues;
  let issues: string[] = [];
  try {
    const byPath = getParameterIssues(description.properties, node.parameters, node.typeVersion);
    // Named by the parameter's label where it is a top-level parameter, else by its path.
    issues = Object.entries(byPath).flatMap(([path, messages]) => {
      const label = description.properties.find((property) => property.name === path)?.displayName ?? path;
      return messages.map((message) => `${label}: ${message}`);
    });
  } catch {
    // A description whose parameters cannot be resolved marks nothing rather than breaking the canvas.
    issues = [];
  }
  cache.set(node, { description, issues });
  return issues;
}
