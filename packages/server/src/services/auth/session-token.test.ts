import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionFingerprint, sessionSecret, signSessionToken, verifySessionToken } from './session-token.js';

const secret = sessionSecret('an encryption key of this instance');
const claims = { id: 'user-1', hash: sessionFingerprint('$argon2id$hash', 'ann@example.com'), iat: 1000, exp: 2000, jti: 'abc' };

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token made by hand, as a client that does not play by the rules would make it. */
function handMade(header: object, payload: object, sign: (content: string) => string): string {
  const content = `${base64url(header)}.${base64url(payload)}`;
  return `${content}.${sign(content)}`;
}

const hmac = (algorithm: string, key: Buffer) => (content: string) => createHmac(algorithm, key).update(content).digest('base64url');

describe('session tokens', () => {
  it('answers the claims of a token it signed, until it expires', async () => {
    const token = await signSessionToken(secret, claims);
    expect(await verifySessionToken(secret, token, 1500)).toEqual(claims);
    expect(await verifySessionToken(secret, token, 1999)).toEqual(claims);
    expect(await verifySessionToken(secret, token, 2000)).toBeUndefined();
    expect(await verifySessionToken(secret, token, 5000)).toBeUndefined();
  });

  it('keeps the sessions of users signed in before an upgrade: a token of the earlier format is accepted', async () => {
    const earlier = handMade({ alg: 'HS256', typ: 'JWT' }, claims, hmac('sha256', secret));
    expect(await verifySessionToken(secret, earlier, 1500)).toEqual(claims);
    expect(await signSessionToken(secret, claims)).toBe(earlier);
  });

  it('refuses a token signed with another instance key', async () => {
    const token = await signSessionToken(sessionSecret('another instance entirely'), claims);
    expect(await verifySessionToken(secret, token, 1500)).toBeUndefined();
  });

  it('refuses a token whose claims were changed', async () => {
    const [header, , sig] = (await signSessionToken(secret, claims)).split('.');
    const forged = base64url({ ...claims, id: 'owner' });
    expect(await verifySessionToken(secret, `${header}.${forged}.${sig}`, 1500)).toBeUndefined();
  });

  it('refuses a token that names another algorithm, even one signed with the right secret', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await verifySessionToken(secret, unsigned, 1500)).toBeUndefined();
    expect(await verifySessionToken(secret, handMade({ alg: 'HS512', typ: 'JWT' }, claims, hmac('sha512', secret)), 1500)).toBeUndefined();
  });

  it('refuses a well-signed token that lacks a claim a session needs', async () => {
    const { jti: _jti, ...withoutJti } = claims;
    expect(await verifySessionToken(secret, handMade({ alg: 'HS256', typ: 'JWT' }, withoutJti, hmac('sha256', secret)), 1500)).toBeUndefined();
    const { id: _id, ...withoutUser } = claims;
    expect(await verifySessionToken(secret, handMade({ alg: 'HS256', typ: 'JWT' }, withoutUser, hmac('sha256', secret)), 1500)).toBeUndefined();
  });

  it('refuses things that are not tokens', async () => {
    for (const junk of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(500)]) {
      expect(await verifySessionToken(secret, junk, 1500)).toBeUndefined();
    }
  });

  it('changes its fingerprint when the password or the e-mail changes', () => {
    const base = sessionFingerprint('$argon2id$one', 'ann@example.com');
    expect(sessionFingerprint('$argon2id$two', 'ann@example.com')).not.toBe(base);
    expect(sessionFingerprint('$argon2id$one', 'bob@example.com')).not.toBe(base);
    expect(sessionFingerprint(null, null)).not.toBe(base);
  });
});
