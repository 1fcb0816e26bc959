import type {
  INodeCredentialDescription, INodeCredentials, INodeParameters, INodeProperties,
} from '../model/index.js';
import { displayedCredentialTypes } from './node-credentials.js';
import type { AvailableCredential } from './node-credentials.js';

export type { AvailableCredential } from './node-credentials.js';

export interface CredentialIssuesOptions {
  /** The label of a credential type, for messages; the type name when not given. */
  credentialTypeDisplayName?: (type: string) => string | undefined;
  /** The user's credentials; needed to check credentials a node names without an id. */
  availableCredentials?: readonly AvailableCredential[];
}

/** Per credential type, the problems with the node's credentials. */
export type CredentialIssues = Record<string, string[]>;

/**
 * The credential problems the editor marks on a node: a required credential that is displayed for the
 * current parameters (or named by a displayed credential-type select) but not set, and a credential given only by name that matches no stored
 * credential or several of them.
 */
export function getCredentialIssues(
  descriptions: readonly INodeCredentialDescription[] | undefined,
  node: { parameters: INodeParameters; credentials?: INodeCredentials; typeVersion: number },
  properties: readonly INodeProperties[],
  options: CredentialIssuesOptions = {},
): CredentialIssues {
  const issues: CredentialIssues = {};
  for (const description of displayedCredentialTypes(descriptions, node, properties)) {
    const label = options.credentialTypeDisplayName?.(description.name) ?? description.displayName ?? description.name;
    const selected = node.credentials?.[description.name];
    if (!selected) {
      if (description.required) issues[description.name] = [`Credentials for "${label}" are not set.`];
      continue;
    }
    if (selected.id || !options.availableCredentials) continue;
    const matches = options.availableCredentials.filter(
      (credential) => credential.type === description.name && credential.name === selected.name,
    );
    if (matches.length === 0) {
      issues[description.name] = [
        `Credentials with name "${selected.name}" do not exist for "${label}".`,
        'You can create credentials with the exact name and then they get auto-selected on refresh.',
      ];
    } else if (matches.length > 1) {
      issues[description.name] = [
        `Credentials with name "${selected.name}" exist for "${label}"`,
        'Credentials are not clearly identified. Please select the correct credentials.',
      ];
    }
  }
  return issues;
}
