import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie's value: a JWT (HS256) made with node:crypto. It names the user and carries a
 * short fingerprint of what signing in depended on (password hash and e-mail), so a session ends
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

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(secret: Buffer, content: string): Buffer {
  return createHmac('sha256', secret).update(content).digest();
}

/** The secret that signs sessions, derived from the instance's encryption key (never the key itself). */
export function sessionSecret(encryptionKey: string): Buffer {
  return createHmac('sha256', encryptionKey).update('weft session cookie').digest();
}

/** What a session stays valid for: the stored password hash (null for a user without one) and e-mail. */
export function sessionFingerprint(passwordHash: string | null, email: string | null): string {
  return createHash('sha256').update(`${passwordHash ?? ''}\n${email ?? ''}`).digest('base64url').slice(0, 12);
}

export function signSessionToken(secret: Buffer, claims: SessionClaims): string {
  const content = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${content}.${signature(secret, content).toString('base64url')}`;
}

/** The claims of a token signed with `secret` that has not expired at `nowSeconds`; undefined otherwise. */
export function verifySessionToken(secret: Buffer, token: string, nowSeconds: number): SessionClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, sent] = parts as [string, string, string];
  if (header !== HEADER) return undefined;
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return undefined;
  return claims;
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
