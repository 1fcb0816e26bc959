import { describe, expect, it } from 'vitest';
import type { ICredentialType } from '@weft/workflow';
import { applyCredentialAuth, resolveCredentialTemplate, withOwnFieldDefaults } from './credential-auth.js';

const headerAuth: ICredentialType = {
  name: 'httpHeaderAuth', displayName: 'Header Auth', properties: [],
  authenticate: { type: 'generic', properties: { headers: { '={{$credentials.name}}': '={{$credentials.value}}' } } },
};

describe('credential templates', () => {
  it('resolves whole and mixed $credentials references only', () => {
    const credentials = { token: 'abc', port: 8080, nested: { key: 'k' } };
    expect(resolveCredentialTemplate('={{$credentials.port}}', credentials)).toBe(8080);
    expect(resolveCredentialTemplate('=Bearer {{ $credentials.token }}', credentials)).toBe('Bearer abc');
    expect(resolveCredentialTemplate('={{$credentials.nested.key}}', credentials)).toBe('k');
    expect(resolveCredentialTemplate('={{$credentials["token"]}}', credentials)).toBe('abc');
    // Two expressions joined by text (Telegram's test URL) are not one expression.
    expect(resolveCredentialTemplate('={{$credentials.token}}/bot{{$credentials.port}}', credentials)).toBe('abc/bot8080');
    expect(resolveCredentialTemplate('plain', credentials)).toBe('plain');
    expect(() => resolveCredentialTemplate('={{ process.env.HOME }}', credentials)).toThrow('is not supported');
    expect(resolveCredentialTemplate('={{$credentials.constructor}}', credentials)).toBeUndefined();
  });

  it('resolves a choice on a field\'s value and a trailing slash trimmed, as service credentials write them', () => {
    const choose = '={{ $credentials.authType === "apiKey" ? $credentials.keySid : $credentials.accountSid }}';
    expect(resolveCredentialTemplate(choose, { authType: 'apiKey', keySid: 'SK1', accountSid: 'AC1' })).toBe('SK1');
    expect(resolveCredentialTemplate(choose, { authType: 'authToken', keySid: 'SK1', accountSid: 'AC1' })).toBe('AC1');
    expect(resolveCredentialTemplate("={{ $credentials.mode !== 'a' ? $credentials.x : $credentials.y }}", { mode: 'a', x: 1, y: 2 })).toBe(2);
    const trimmed = '={{$credentials.baseUrl.replace(/\\/$/, "")}}/api/v4';
    expect(resolveCredentialTemplate(trimmed, { baseUrl: 'https://chat.example.com/' })).toBe('https://chat.example.com/api/v4');
    expect(resolveCredentialTemplate(trimmed, { baseUrl: 'https://chat.example.com' })).toBe('https://chat.example.com/api/v4');
    // Anything else stays refused.
    expect(() => resolveCredentialTemplate('={{ $credentials.a === "x" ? process.env.HOME : $credentials.b }}', { a: 'x' })).toThrow('is not supported');
    expect(() => resolveCredentialTemplate('={{ $credentials.a.replace(/a/, "") }}', { a: 'x' })).toThrow('is not supported');
  });
});

describe('applyCredentialAuth', () => {
  it("applies a type's generic authenticate", async () => {
    const options = await applyCredentialAuth([headerAuth], 'httpHeaderAuth', { name: 'X-Key', value: 's3cret' }, { url: 'http://x', headers: { a: '1' } });
    expect(options.headers).toEqual({ a: '1', 'X-Key': 's3cret' });
  });

  it('applies an authenticate function', async () => {
    const custom: ICredentialType = {
      name: 'myApi', displayName: 'My API', properties: [],
      authenticate: async (credentials, request) => ({ ...request, qs: { key: credentials.apiKey } }),
    };
    expect((await applyCredentialAuth([custom], 'myApi', { apiKey: 'k1' }, { url: 'http://x' })).qs).toEqual({ key: 'k1' });
  });

  it('applies the generic types the HTTP Request node offers', async () => {
    const base = { url: 'http://x' };
    expect((await applyCredentialAuth([], 'httpBasicAuth', { user: 'u', password: 'p' }, base)).auth).toEqual({ username: 'u', password: 'p' });
    expect((await applyCredentialAuth([], 'httpDigestAuth', { user: 'u', password: 'p' }, base)).auth?.sendImmediately).toBe(false);
    expect((await applyCredentialAuth([], 'httpBearerAuth', { token: 't0k' }, { url: 'http://x', headers: { a: '1' } })).headers).toEqual({ a: '1', Authorization: 'Bearer t0k' });
    expect((await applyCredentialAuth([], 'httpQueryAuth', { name: 'api_key', value: 'v' }, base)).qs).toEqual({ api_key: 'v' });
    const custom = await applyCredentialAuth([], 'httpCustomAuth', { json: '{"headers":{"X-A":"1"},"qs":{"b":"2"},"body":{"c":3}}' }, { ...base, body: { d: 4 } });
    expect(custom).toMatchObject({ headers: { 'X-A': '1' }, qs: { b: '2' }, body: { d: 4, c: 3 } });
    await expect(applyCredentialAuth([], 'httpCustomAuth', { json: 'nope' }, base)).rejects.toThrow('not valid JSON');
  });

  it('uses the OAuth2 token of a type extending oAuth2Api', async () => {
    const service: ICredentialType = { name: 'someServiceOAuth2Api', displayName: 'Service', extends: ['oAuth2Api'], properties: [] };
    const oauth2: ICredentialType = { name: 'oAuth2Api', displayName: 'OAuth2', properties: [] };
    const options = await applyCredentialAuth([service, oauth2], 'someServiceOAuth2Api', { oauthTokenData: { access_token: 'tok' } }, { url: 'http://x' });
    expect(options.headers).toEqual({ Authorization: 'Bearer tok' });
    await expect(applyCredentialAuth([oauth2], 'oAuth2Api', {}, { url: 'http://x' })).rejects.toThrow('has no access token');
  });
});

describe('a credential\'s fields built from its own fields', () => {
  it('fills the $self templates of its type (a subdomain in the OAuth2 URLs), keeping given fields and unreadable templates out', () => {
    const zendesk: ICredentialType = {
      name: 'zendeskLike', displayName: 'Zendesk-like', properties: [
        { displayName: 'Subdomain', name: 'subdomain', type: 'string', default: '' },
        { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: '=https://{{$self["subdomain"]}}.zendesk.com/oauth/authorizations/new' },
        { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: '=https://{{$self.subdomain}}.zendesk.com/oauth/tokens' },
        { displayName: 'Scope', name: 'scope', type: 'hidden', default: '={{ $self.custom ? $self.enabled : "openid" }}' },
      ],
    };
    expect(withOwnFieldDefaults([zendesk], { subdomain: 'acme', authUrl: '', accessTokenUrl: 'https://proxy.test/token' })).toEqual({
      subdomain: 'acme', authUrl: 'https://acme.zendesk.com/oauth/authorizations/new', accessTokenUrl: 'https://proxy.test/token',
    });
  });
});
