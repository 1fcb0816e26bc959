import { describe, expect, it } from 'vitest';
import { OAUTH_STATE_TTL_SECONDS, OAuthStateSigner } from './oauth-state.js';

describe('OAuth state', () => {
  const signer = new OAuthStateSigner('instance key');
  const claims = { credentialId: '7', userId: 'u1', version: 'oauth2' as const };

  it('comes back with its claims until it expires', () => {
    const state = signer.sign(claims, 1_000);
    expect(signer.verify(state, 'oauth2', 1_000 + OAUTH_STATE_TTL_SECONDS)).toMatchObject(claims);
    expect(signer.verify(state, 'oauth2', 1_001 + OAUTH_STATE_TTL_SECONDS)).toBe('expired');
  });

  it('is refused when changed, signed by another instance, or made for the other OAuth version', () => {
    const state = signer.sign(claims, 1_000);
    const [payload, mac] = state.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), credentialId: '8' })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`, 'oauth2', 1_000)).toBe('invalid');
    expect(new OAuthStateSigner('other key').verify(state, 'oauth2', 1_000)).toBe('invalid');
    expect(signer.verify(state, 'oauth1', 1_000)).toBe('invalid');
    expect(signer.verify('garbage', 'oauth2', 1_000)).toBe('invalid');
  });

  it('gives each state its own PKCE verifier in the RFC 7636 alphabet, which another instance cannot derive', () => {
    const first = signer.sign(claims);
    const second = signer.sign(claims);
    expect(signer.pkceVerifier(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.pkceVerifier(first)).not.toBe(signer.pkceVerifier(second));
    expect(new OAuthStateSigner('other key').pkceVerifier(first)).not.toBe(signer.pkceVerifier(first));
  });
});
