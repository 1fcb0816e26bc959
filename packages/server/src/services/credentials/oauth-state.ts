import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WeftConfig } from '../../config.js';
import { editorBaseUrl } from '../mail/user-mails.js';

/** How long a user has to finish connecting a credential in the popup. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

export type OAuthVersion = 'oauth1' | 'oauth2';

/** What the `state` of a connection carries through the service and back to the callback. */
export interface OAuthStateClaims {
  /** The credential being connected. */
  credentialId: string;
  /** The user who asked to connect it (its owner). */
  userId: string;
  version: OAuthVersion;
  /** Unix seconds after which the callback refuses it. */
  expiresAt: number;
  /** Set when the token was already fetched (client credentials): the callback only reports success. */
  connected?: boolean;
  nonce: string;
}

/** Where a service sends the user back: under the editor's public address, as the settings show it. */
export function oauthCallbackUrl(config: WeftConfig, version: OAuthVersion): string {
  return `${editorBaseUrl(config)}rest/${version}-credential/callback`;
}

/**
 * Signs and checks the `state` parameter of OAuth connections with a key derived from the instance's
 * encryption key, so that a callback proves which credential and user started the connection, and
 * derives the PKCE verifier of a state (RFC 7636) so that nothing has to be stored between the two.
 */
export class OAuthStateSigner {
  private readonly stateKey: Buffer;
  private readonly verifierKey: Buffer;

  constructor(encryptionKey: string) {
    this.stateKey = createHmac('sha256', encryptionKey).update('weft oauth state').digest();
    this.verifierKey = createHmac('sha256', encryptionKey).update('weft oauth pkce verifier').digest();
  }

  sign(claims: Omit<OAuthStateClaims, 'expiresAt' | 'nonce'>, nowSeconds = Math.floor(Date.now() / 1000)): string {
    const full: OAuthStateClaims = { ...claims, expiresAt: nowSeconds + OAUTH_STATE_TTL_SECONDS, nonce: randomBytes(12).toString('base64url') };
    const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of an untampered, unexpired state of this version; otherwise why not. */
  verify(state: string, version: OAuthVersion, nowSeconds = Math.floor(Date.now() / 1000)): OAuthStateClaims | 'invalid' | 'expired' {
    const [payload, mac, extra] = state.split('.');
    if (!payload || !mac || extra !== undefined) return 'invalid';
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    let claims: OAuthStateClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthStateClaims;
    } catch {
      return 'invalid';
    }
    if (claims.version !== version || typeof claims.credentialId !== 'string' || typeof claims.userId !== 'string') return 'invalid';
    return claims.expiresAt >= nowSeconds ? claims : 'expired';
  }

  /** RFC 7636 §4.1: 43 characters of the unreserved set, known only to this instance until the token request. */
  pkceVerifier(state: string): string {
    return createHmac('sha256', this.verifierKey).update(state).digest('base64url');
  }

  /** RFC 7636 §4.2, S256. */
  static pkceChallenge(verifier: string): string {
    return createHash('sha256').update(verifier).digest('base64url');
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.stateKey).update(payload).digest('base64url');
  }
}
