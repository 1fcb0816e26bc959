import { getCredentialIssues, getParameterIssues } from '@weft/workflow';
import type { AvailableCredential, INode, INodeTypeDescription } from '@weft/workflow';

/** What credential issues need beyond the node: labels of credential types and the user's credentials. */
export interface CredentialIssueContext {
  typeLabel: (type: string) => string | undefined;
  /** Undefined until loaded: credentials named without id are then not checked yet. */
  available?: readonly AvailableCredential[];
}

const NO_CREDENTIALS: CredentialIssueContext = { typeLabel: () => undefined };

interface CachedIssues { description: INodeTypeDescription; context: CredentialIssueContext; issues: string[] }
const cache = new WeakMap<INode, CachedIssues>();
/** Per node type and credential context, issues by node content: a canvas has many nodes of one type configured alike. */
const byContent = new WeakMap<INodeTypeDescription, WeakMap<CredentialIssueContext, Map<string, string[]>>>();

/**
 * The parameter and credential issues the canvas marks on a node, one line each. Disabled nodes and
 * nodes with pinned data have none (spec §5). Cached per node object: operations keep untouched nodes
 * identical, so a thousand-node canvas recomputes only the nodes an edit changed.
 */
export function nodeIssues(
  node: INode, description: INodeTypeDescription | undefined, pinned: boolean, credentials: CredentialIssueContext = NO_CREDENTIALS,
): string[] {
  if (!description || node.disabled || pinned) return [];
  const cached = cache.get(node);
  if (cached?.description === description && cached.context === credentials) return cached.issues;
  let byContext = byContent.get(description);
  if (!byContext) byContent.set(description, byContext = new WeakMap());
  let known = byContext.get(credentials);
  if (!known) byContext.set(credentials, known = new Map());
  const key = `${node.typeVersion}\n${JSON.stringify(node.parameters ?? {})}\n${JSON.stringify(node.credentials ?? {})}`;
  let issues = known.get(key);
  if (!issues) {
    issues = [...parameterIssues(node, description), ...credentialIssues(node, description, credentials)];
    known.set(key, issues);
  }
  cache.set(node, { description, context: credentials, issues });
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

function credentialIssues(node: INode, description: INodeTypeDescription, context: CredentialIssueContext): string[] {
  try {
    const byType = getCredentialIssues(description.credentials, node, description.properties, {
      credentialTypeDisplayName: context.typeLabel, availableCredentials: context.available,
    });
    // The first line says what is wrong; a second one (what to do) is for the node's own credential field.
    return Object.values(byType).map((messages) => messages[0] as string);
  } catch {
    return [];
  }
}
