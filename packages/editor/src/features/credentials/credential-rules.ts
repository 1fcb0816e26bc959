import { CREDENTIAL_NAME_MAX_LENGTH } from '@weft/contracts';
import type { CredentialTypeDescription, NodeAccess } from '@weft/contracts';
import {
  credentialLineage as lineageOf, extendsCredentialType, getParameterIssues, isExpression, lineageProperties, PARAMETER_REQUIRED_MESSAGE, resolveNodeParameters,
} from '@weft/workflow';
import type { INodeParameters, INodeProperties, INodeTypeDescription } from '@weft/workflow';

/** Credential types have no versions; their properties resolve as a node's at version 1. */
export const CREDENTIAL_PROPERTIES_VERSION = 1;
/** Where the OAuth callback leaves the tokens; the answer blanks them, and only their presence matters here. */
export const OAUTH_TOKEN_DATA = 'oauthTokenData';
/** The node that calls any API with a generic credential (spec: genericAuth types). */
export const HTTP_REQUEST_NODE_TYPE = 'n8n-nodes-base.httpRequest';

/** The type and every type it extends, nearest first (a missing parent is skipped, never loops). */
export function credentialLineage(types: readonly CredentialTypeDescription[], name: string): CredentialTypeDescription[] {
  const byName = new Map(types.map((type) => [type.name, type]));
  return lineageOf({ getByName: (typeName) => byName.get(typeName) }, name);
}

/** The type's fields: its own over those it inherits, by name (GET /credential-types lists only a type's own). */
export function credentialProperties(types: readonly CredentialTypeDescription[], name: string): INodeProperties[] {
  return lineageProperties(credentialLineage(types, name)) as unknown as INodeProperties[];
}

/** 1 or 2 for a type that is (or extends) the OAuth 1 or OAuth 2 API type; undefined otherwise. */
export function oauthVersion(types: readonly CredentialTypeDescription[], name: string): 1 | 2 | undefined {
  const lineage = credentialLineage(types, name);
  if (extendsCredentialType(name, lineage, 'oAuth2Api')) return 2;
  if (extendsCredentialType(name, lineage, 'oAuth1Api')) return 1;
  return undefined;
}

/** Whether the user connects the account in a popup: OAuth, except OAuth 2's client credentials (the server fetches that token itself). */
export function needsOAuthConnect(version: 1 | 2 | undefined, data: INodeParameters): boolean {
  if (version === undefined) return false;
  return !(version === 2 && data.grantType === 'clientCredentials');
}

export function isOAuthConnected(data: Record<string, unknown> | undefined): boolean {
  const tokens = data?.[OAUTH_TOKEN_DATA];
  return tokens !== undefined && tokens !== null && tokens !== '';
}

/** What is saved: every shown field with its value or default; fields hidden by displayOptions are left out. */
export function credentialDataToSave(properties: readonly INodeProperties[], values: INodeParameters): Record<string, unknown> {
  const resolved = resolveNodeParameters(properties, values, { returnDefaults: true, nodeTypeVersion: CREDENTIAL_PROPERTIES_VERSION });
  for (const property of properties) {
    if (property.type === 'notice') delete resolved[property.name];
  }
  return resolved;
}

/** The paths of shown required fields left empty (spec admin §5: a string non-empty, a number a number). */
export function missingRequiredFields(properties: readonly INodeProperties[], values: INodeParameters): string[] {
  let issues: Record<string, string[]>;
  try {
    issues = getParameterIssues(properties, values, CREDENTIAL_PROPERTIES_VERSION);
  } catch {
    return [];
  }
  return Object.entries(issues).filter(([, messages]) => messages.includes(PARAMETER_REQUIRED_MESSAGE)).map(([path]) => path);
}

/**
 * Spec admin §5: a credential is tested after save only if it is not OAuth, its required fields are
 * filled, no value is an expression (known only in a run), and the type or a node defines a test.
 */
export function isCredentialTestable(
  type: Pick<CredentialTypeDescription, 'testable'> | undefined,
  oauth: boolean,
  properties: readonly INodeProperties[],
  values: INodeParameters,
): boolean {
  if (!type?.testable || oauth) return false;
  if (missingRequiredFields(properties, values).length > 0) return false;
  return !Object.values(credentialDataToSave(properties, values)).some((value) => isExpression(value));
}

export interface NameEdit {
  name: string;
  /** Set when the name was emptied and replaced: the warning to show. */
  emptied: boolean;
}

/** An edited name: trimmed, at most 64 characters; empty becomes the untitled name (spec admin §5). */
export function nameAfterEdit(input: string, untitledName: string): NameEdit {
  const trimmed = input.trim().slice(0, CREDENTIAL_NAME_MAX_LENGTH);
  return trimmed === '' ? { name: untitledName, emptied: true } : { name: trimmed, emptied: false };
}

/** The name asked of GET /credentials/new for a new credential, which numbers it when taken: '{display name} account'. */
export function suggestedCredentialName(type: Pick<CredentialTypeDescription, 'displayName'>): string {
  return `${type.displayName} account`;
}

export interface NodeAccessOption {
  nodeType: string;
  displayName: string;
}

/**
 * The node types that can use a credential of this type (spec admin §6, per-node access): those whose
 * description names it or a type it extends, and HTTP Request for generic types. One entry per node type.
 */
export function nodeAccessOptions(
  nodeTypes: readonly INodeTypeDescription[],
  types: readonly CredentialTypeDescription[],
  typeName: string,
): NodeAccessOption[] {
  const lineage = credentialLineage(types, typeName);
  const names = new Set(lineage.map((type) => type.name));
  const generic = lineage.some((type) => type.genericAuth === true || type.authenticate !== undefined);
  const found = new Map<string, string>();
  for (const description of nodeTypes) {
    const uses = description.credentials?.some((credential) => names.has(credential.name)) === true
      || (generic && description.name === HTTP_REQUEST_NODE_TYPE);
    if (uses) found.set(description.name, description.displayName);
  }
  return [...found].map(([nodeType, displayName]) => ({ nodeType, displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** A new credential may be used by every node that can (as the server's default does). */
export function defaultNodesAccess(options: readonly NodeAccessOption[]): NodeAccess[] {
  return options.map((option) => ({ nodeType: option.nodeType }));
}
