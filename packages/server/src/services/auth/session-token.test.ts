import { describe, expect, it } from 'vitest';
import { sessionFingerprint, sessionSecret, signSessionToken, verifySessionToken } from './session-token.js';

const secret = sessionSecret('an encryption key of this instance');
const claims = { id: 'user-1', hash: sessionFingerprint('$argon2id$hash', 'ann@example.com'), iat: 1000, exp: 2000, jti: 'abc' };

describe('session tokens', () => {
  it('answers the claims of a token it signed, until it expires', () => {
    const token = signSessionToken(secret, claims);
    expect(verifySessionToken(secret, token, 1500)).toEqual(claims);
    expect(verifySessionToken(secret, token, 2000)).toBeUndefined();
  });

  it('refuses a token signed with another instance key', () => {
    const token = signSessionToken(sessionSecret('another instance entirely'), claims);
    expect(verifySessionToken(secret, token, 1500)).toBeUndefined();
  });

  it('refuses a token whose claims were changed', () => {
    const [header, , sig] = signSessionToken(secret, claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, id: 'owner' })).toString('base64url');
    expect(verifySessionToken(secret, `${header}.${forged}.${sig}`, 1500)).toBeUndefined();
  });

  it('refuses things that are not tokens', () => {
    for (const junk of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(500)]) {
      expect(verifySessionToken(secret, junk, 1500)).toBeUndefined();
    }
  });

  it('changes its fingerprint when the password or the e-mail changes', () => {
    const base = sessionFingerprint('$argon2id$one', 'ann@example.com');
    expect(sessionFingerprint('$argon2id$two', 'ann@example.com')).not.toBe(base);
    expect(sessionFingerprint('$argon2id$one', 'bob@example.com')).not.toBe(base);
    expect(sessionFingerprint(null, null)).not.toBe(base);
  });
});
