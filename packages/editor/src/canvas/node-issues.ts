import { getParameterIssues } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';

const cache = new WeakMap<INode, { description: INodeTypeDescription; issues: string[] }>();
/** Per node type, issues by parameters and version: a canvas has many nodes of one type configured alike. */
const byContent = new WeakMap<INodeTypeDescription, Map<string, string[]>>();

/**
 * The parameter issues the canvas marks on a node, one line each. Disabled nodes and nodes with pinned
 * data have none (spec §5). Cached per node object: operations keep untouched nodes identical, so a
 * thousand-node canvas recomputes only the nodes an edit changed.
 */
export function nodeIssues(node: INode, description: INodeTypeDescription | undefined, pinned: boolean): string[] {
  if (!description || node.disabled || pinned) return [];
  const cached = cache.get(node);
  if (cached?.description === description) return cached.issues;
  let known = byContent.get(description);
  if (!known) byContent.set(description, known = new Map());
  const key = `${node.typeVersion}\n${JSON.stringify(node.parameters ?? {})}`;
  let issues = known.get(key);
  if (!issues) {
    issues = parameterIssues(node, description);
    known.set(key, issues);
  }
  cache.set(node, { description, issues });
  return issues;
}

function parameterIssues(node: INode, description: INodeTypeDescription): string[] {
  try {
    const byPath = getParameterIssues(description.properties, node.parameters, node.typeVersion);
    // Named by the parameter's label where it is a top-level parameter, else by its path.
    return Object.entries(byPath).flatMap(([path, messages]) => {
      const label = description.properties.find((property) => property.name === path)?.displayName ?? path;
      return messages.map((message) => `${label}: ${message}`);
    });
  } catch {
    // A description whose parameters cannot be resolved marks nothing rather than breaking the canvas.
    return [];
  }
}
