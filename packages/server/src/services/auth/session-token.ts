import { createHash, createHmac } from 'node:crypto';
import type * as Jose from 'jose';

/**
 * The session cookie's value: a JWT (HS256, signed and checked by jose). It names the user and carries
 * a short fingerprint of what signing in depended on (password hash and e-mail), so a session ends
 * when either changes without a list of sessions to keep.
 */
export interface SessionClaims {
  /** The user's id. */
  id: string;
  /** `sessionFingerprint` of the user when the token was issued. */
  hash: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Random: two sign-ins in the same second must still be two sessions, so that signing out ends one. */
  jti: string;
}

let jose: Promise<typeof Jose> | undefined;
/** The JWT library, loaded with the first session signed or checked rather than at start. */
function loadJose(): Promise<typeof Jose> {
  jose ??= import('jose');
  return jose;
}

/** The only algorithm a session token may name: anything else (`none`, another HMAC, a key pair) is refused. */
const ALGORITHM = 'HS256';

/** The secret that signs sessions, derived from the instance's encryption key (never the key itself). */
export function sessionSecret(encryptionKey: string): Buffer {
  return createHmac('sha256', encryptionKey).update('weft session cookie').digest();
}

/** What a session stays valid for: the stored password hash (null for a user without one) and e-mail. */
export function sessionFingerprint(passwordHash: string | null, email: string | null): string {
  return createHash('sha256').update(`${passwordHash ?? ''}\n${email ?? ''}`).digest('base64url').slice(0, 12);
}

export async function signSessionToken(secret: Buffer, claims: SessionClaims): Promise<string> {
  const { SignJWT } = await loadJose();
  // `typ: JWT` and the claims in this order: tokens read the same as those of earlier versions.
  return new SignJWT({ id: claims.id, hash: claims.hash, iat: claims.iat, exp: claims.exp, jti: claims.jti })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(secret);
}

/** The claims of a token signed with `secret` that has not expired at `nowSeconds`; undefined otherwise. */
export async function verifySessionToken(secret: Buffer, token: string, nowSeconds: number): Promise<SessionClaims | undefined> {
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM], currentDate: new Date(nowSeconds * 1000), requiredClaims: ['exp', 'iat', 'jti'],
    });
    return isClaims(payload) ? { id: payload.id, hash: payload.hash, iat: payload.iat, exp: payload.exp, jti: payload.jti } : undefined;
  } catch {
    // Malformed, forged, expired, or another algorithm: all the same to the caller, no session.
    return undefined;
  }
}

function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.hash === 'string' && typeof v.iat === 'number' && typeof v.exp === 'number'
    && typeof v.jti === 'string';
}

/** How a token is kept in the list of ended sessions: never the token itself. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
