import type {
  INode, INodeCredentialDescription, INodeCredentials, INodeCredentialsDetails, INodeParameters, INodeProperties,
} from '../model/index.js';
import type { SetNodeCredentialsOperation } from '../operations/operation-types.js';
import { displayParameter } from './display-parameter.js';
import { resolveNodeParameters } from './resolve-parameters.js';

/** A stored credential as the editor lists them (no secrets). */
export interface AvailableCredential {
  id: string;
  name: string;
  type: string;
}

type CredentialNode = Pick<INode, 'parameters' | 'typeVersion'> & { credentials?: INodeCredentials };

/**
 * The credential types a node shows a field for with its current parameters: those of the type's
 * description whose displayOptions match, and the type named by a displayed `credentialsSelect`
 * parameter (HTTP Request's Generic Auth Type and Credential Type), which the node then needs.
 */
export function displayedCredentialTypes(
  descriptions: readonly INodeCredentialDescription[] | undefined,
  node: CredentialNode,
  properties: readonly INodeProperties[],
): INodeCredentialDescription[] {
  const selects = properties.filter((property) => property.type === 'credentialsSelect');
  if ((!descriptions || descriptions.length === 0) && selects.length === 0) return [];
  const parameters: INodeParameters = resolveNodeParameters(
    properties, node.parameters, { returnDefaults: true, nodeTypeVersion: node.typeVersion },
  );
  const shown: INodeCredentialDescription[] = [];
  for (const select of selects) {
    if (!displayParameter(parameters, select, parameters, node.typeVersion)) continue;
    const type = parameters[select.name];
    // An expression cannot name a type the editor could offer credentials of.
    if (typeof type !== 'string' || type === '' || type.startsWith('=')) continue;
    if (!shown.some((entry) => entry.name === type)) shown.push({ name: type, required: true });
  }
  for (const description of descriptions ?? []) {
    if (shown.some((entry) => entry.name === description.name)) continue;
    if (displayParameter(parameters, description, parameters, node.typeVersion)) shown.push(description);
  }
  return shown;
}

/**
 * The node's credentials as saved: only those of the types its current parameters display (spec
 * editor §3); undefined when none is left.
 */
export function savedNodeCredentials(
  descriptions: readonly INodeCredentialDescription[] | undefined,
  node: CredentialNode,
  properties: readonly INodeProperties[],
): INodeCredentials | undefined {
  if (!node.credentials) return undefined;
  const shown = new Set(displayedCredentialTypes(descriptions, node, properties).map((entry) => entry.name));
  const kept = Object.entries(node.credentials).filter(([type]) => shown.has(type));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * The node's credentials with an id filled in for each one named without id (an imported n8n
 * workflow) that exactly one of the user's credentials of its type and name matches; null when none
 * changes. Several matches stay unset: they are a credential issue for the user to settle.
 */
export function fillCredentialIds(
  credentials: INodeCredentials | undefined, available: readonly AvailableCredential[],
): INodeCredentials | null {
  if (!credentials) return null;
  let changed = false;
  const filled: INodeCredentials = {};
  for (const [type, selected] of Object.entries(credentials)) {
    filled[type] = selected;
    if (selected.id) continue;
    const matches = available.filter((credential) => credential.type === type && credential.name === selected.name);
    if (matches.length !== 1) continue;
    filled[type] = { id: (matches[0] as AvailableCredential).id, name: selected.name };
    changed = true;
  }
  return changed ? filled : null;
}

/**
 * Whether a node's credential of a type cannot be used as it is: named without id, or its id is none
 * of the user's credentials (deleted, or another user's).
 */
export function isInvalidCredential(
  selected: INodeCredentialsDetails | undefined, type: string, available: readonly AvailableCredential[],
): boolean {
  if (!selected) return false;
  if (!selected.id) return true;
  return !available.some((credential) => credential.type === type && credential.id === selected.id);
}

function sameReference(a: INodeCredentialsDetails, b: INodeCredentialsDetails): boolean {
  return a.id ? a.id === b.id : !b.id && a.name === b.name;
}

/**
 * The operations that give `chosen` to every other node holding the same invalid credential of `type`
 * as `previous` (spec admin §4: an invalid credential is replaced across nodes). Empty when `previous`
 * was valid.
 */
export function invalidCredentialReplacements(
  nodes: readonly INode[], except: string, type: string, previous: INodeCredentialsDetails | undefined,
  chosen: INodeCredentialsDetails, available: readonly AvailableCredential[],
): SetNodeCredentialsOperation[] {
  if (!previous || !isInvalidCredential(previous, type, available)) return [];
  return nodes
    .filter((node) => node.name !== except && node.credentials?.[type] && sameReference(previous, node.credentials[type]))
    .map((node) => ({
      type: 'setNodeCredentials', node: node.name, credentials: { ...node.credentials, [type]: { ...chosen } },
    }));
}
