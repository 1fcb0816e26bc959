import { fillCredentialIds, findNodeByName, invalidCredentialReplacements } from '@weft/workflow';
import type { AvailableCredential, INodeCredentials, INodeCredentialsDetails, WorkflowOperation } from '@weft/workflow';
import type { WorkflowStore } from '../stores/workflow/workflow-store';

export interface CredentialSelection {
  nodeName: string;
  type: string;
  chosen: INodeCredentialsDetails;
  /** The user's credentials, to tell whether the one replaced was invalid. */
  available: readonly AvailableCredential[];
}

export interface SelectionResult {
  /** Other nodes that held the same invalid credential and now hold the chosen one. */
  replacedNodes: string[];
  /** The name of the invalid credential they held. */
  replacedName?: string;
}

/**
 * Sets the credential of one type on a node as one undo step; when the node held an invalid one (named
 * without id, deleted, another user's) every other node holding it gets the chosen one in the same step.
 * Throws the store's OperationError when refused (read-only).
 */
export function selectNodeCredential(store: WorkflowStore, selection: CredentialSelection): SelectionResult {
  const { nodes } = store.getState().document;
  const node = findNodeByName(nodes, selection.nodeName);
  if (!node) return { replacedNodes: [] };
  const previous = node.credentials?.[selection.type];
  if (previous && previous.id === selection.chosen.id && previous.name === selection.chosen.name) return { replacedNodes: [] };
  const own: WorkflowOperation = {
    type: 'setNodeCredentials', node: node.name, credentials: { ...node.credentials, [selection.type]: { ...selection.chosen } },
  };
  const others = invalidCredentialReplacements(nodes, node.name, selection.type, previous, selection.chosen, selection.available);
  store.getState().apply(others.length === 0 ? own : { type: 'batch', operations: [own, ...others] });
  return { replacedNodes: others.map((op) => op.node), replacedName: others.length > 0 ? previous?.name : undefined };
}

/** Removes the node's credential of a type (its credential was deleted); nothing when it holds none. */
export function clearNodeCredential(store: WorkflowStore, nodeName: string, type: string, options: { mergeKey?: string } = {}): void {
  const node = findNodeByName(store.getState().document.nodes, nodeName);
  if (!node?.credentials?.[type]) return;
  const rest: INodeCredentials = { ...node.credentials };
  delete rest[type];
  store.getState().apply(
    { type: 'setNodeCredentials', node: nodeName, credentials: Object.keys(rest).length > 0 ? rest : undefined },
    options,
  );
}

/**
 * Gives each credential named without id (an imported n8n workflow) the id of the one credential of
 * its type and name, once the user's credentials are known. On a document not yet edited it counts as
 * loaded that way (clean, no undo step); after edits it is one undo step. Answers whether any changed.
 */
export function fillNamedCredentialIds(store: WorkflowStore, available: readonly AvailableCredential[]): boolean {
  const state = store.getState();
  const operations: WorkflowOperation[] = [];
  const nodes = state.document.nodes.map((node) => {
    const filled = fillCredentialIds(node.credentials, available);
    if (!filled) return node;
    operations.push({ type: 'setNodeCredentials', node: node.name, credentials: filled });
    return { ...node, credentials: filled };
  });
  if (operations.length === 0) return false;
  if (!state.isDirty && state.past.length === 0) state.replaceDocument({ ...state.document, nodes });
  else state.apply({ type: 'batch', operations });
  return true;
}
