import { extendsCredentialType, lineageDefaults, type IDataObject } from '@weft/workflow';
import type { TokenRequestSender } from '@weft/engine';
import type { WeftConfig } from '../../config.js';
import { loadEngine } from '../executions/engine-module.js';
import type { StoredUser } from '../../db/users.repository.js';
import { BadRequestError } from '../../errors.js';
import { ForbiddenError, seesEverything } from '../auth/request-user.js';
import { credentialNotFound, credentialsScopeOf } from './credential-management.service.js';
import type { CredentialTypesCatalog } from './credential-types.js';
import type { CredentialsService, DecryptedCredentials } from './credentials.service.js';
import { failed, type OAuthOutcome } from './oauth-callback-page.js';
import { type OAuthStateClaims, type OAuthStateSigner, type OAuthVersion } from './oauth-state.js';

/** What both OAuth flows need. */
export interface OAuthFlowDeps {
  config: WeftConfig;
  credentials: CredentialsService;
  types: CredentialTypesCatalog;
  signer: OAuthStateSigner;
  /** How requests to the service's token endpoints are sent (a plain HTTP request by default). */
  send?: TokenRequestSender;
}

export const sender = (deps: OAuthFlowDeps): TokenRequestSender => deps.send ?? (async (options) => (await loadEngine()).performHttpRequest(options));

/** What the flows read: the stored fields over the type's defaults (a service's type fixes its URLs as hidden defaults, some built from its other fields). */
export async function effectiveData(types: CredentialTypesCatalog, credential: DecryptedCredentials): Promise<IDataObject> {
  const [{ withOwnFieldDefaults }, lineage] = await Promise.all([loadEngine(), types.lineage(credential.type)]);
  return withOwnFieldDefaults(lineage, { ...lineageDefaults(lineage), ...credential.data });
}

/** Whether a credential type is OAuth 1 or 2 (the generic type or one extending it). */
export async function oauthVersionOf(types: CredentialTypesCatalog, typeName: string): Promise<OAuthVersion | undefined> {
  const [lineage, { isOAuth2Credential }] = await Promise.all([types.lineage(typeName), loadEngine()]);
  if (isOAuth2Credential(typeName, lineage)) return 'oauth2';
  if (extendsCredentialType(typeName, lineage, 'oAuth1Api')) return 'oauth1';
  return undefined;
}

/**
 * The credential a signed-in user asks to connect: it must be theirs (a credential older than accounts
 * is the instance owner's); others' are missing (404) or, for the owner who sees them, forbidden.
 */
export async function credentialToConnect(deps: OAuthFlowDeps, user: StoredUser, id: string, version: OAuthVersion): Promise<DecryptedCredentials> {
  const credential = await deps.credentials.get(id, credentialsScopeOf(user));
  if (!credential) throw credentialNotFound(id);
  const owns = credential.ownerId === null ? seesEverything(user) : credential.ownerId === user.id;
  if (!owns) throw new ForbiddenError('Only the owner of this credential may connect it', 'Ask its owner to connect it.');
  if (await oauthVersionOf(deps.types, credential.type) !== version) {
    throw new BadRequestError(`The credential "${credential.name}" is not an ${version === 'oauth2' ? 'OAuth2' : 'OAuth1'} credential`,
      'Only OAuth credentials are connected to their service.');
  }
  return credential;
}

/** Checks a URL field before sending the user or a request to it. */
export function requireUrl(data: IDataObject, field: string, label: string): string {
  const value = typeof data[field] === 'string' ? data[field].trim() : '';
  if (!/^https?:\/\/\S+$/i.test(value)) {
    throw new BadRequestError(value === '' ? `The credential has no ${label}` : `The ${label} of the credential is not an http:// or https:// address`,
      `Enter the ${label} of the service in the credential, save it and connect again.`);
  }
  return value;
}

const RETRY = 'Close this window and connect the credential again.';

/** The credential a callback's state names, still owned by whoever started the connection; or why not. */
export async function credentialOfState(
  deps: OAuthFlowDeps, state: string | undefined, version: OAuthVersion,
): Promise<{ claims: OAuthStateClaims; credential: DecryptedCredentials } | OAuthOutcome> {
  if (!state) return failed(400, 'The service sent no state back, so the connection cannot be matched to a credential.', RETRY);
  const claims = deps.signer.verify(state, version);
  if (claims === 'expired') return failed(400, 'This connection took too long and has expired.', RETRY);
  if (claims === 'invalid') return failed(400, 'The state the service sent back is not valid.', RETRY);
  const credential = await deps.credentials.get(claims.credentialId);
  if (!credential) return failed(404, 'The credential no longer exists.', 'Create the credential again and connect it.');
  if (credential.ownerId !== null && credential.ownerId !== claims.userId) {
    return failed(403, 'The credential now belongs to another user.', 'Its owner can connect it.');
  }
  return { claims, credential };
}

/** Stores the service's tokens with the credential (encrypted with it); the other fields stay as they are. */
export async function storeTokens(deps: OAuthFlowDeps, credential: DecryptedCredentials, tokens: IDataObject): Promise<void> {
  const current = await deps.credentials.get(credential.id) ?? credential;
  await deps.credentials.updateData(credential.id, { ...current.data, oauthTokenData: tokens });
}
