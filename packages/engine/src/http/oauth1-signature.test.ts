import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCredentialAuth } from './credential-auth.js';
import { performHttpRequest } from './http-request.js';
import {
  oauth1Signature, oauth1SignatureBaseString, oauthPercentEncode, parseOAuth1AuthorizationHeader,
} from './oauth1-signature.js';

describe('OAuth 1 signatures (RFC 5849)', () => {
  it('builds the signature base string of RFC 5849 §3.4.1.1 (query, form body, encoded names, no realm)', () => {
    const base = oauth1SignatureBaseString({
      method: 'post',
      url: 'http://EXAMPLE.COM:80/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      formParameters: [...new URLSearchParams('c2&a3=2+q').entries()],
    }, {
      realm: 'Example', oauth_consumer_key: '9djdj82h48djs9d2', oauth_token: 'kkk9d7dh3k39sjv7',
      oauth_signature_method: 'HMAC-SHA1', oauth_timestamp: '137131201', oauth_nonce: '7d8f3e4a', oauth_signature: 'ignored',
    });
    expect(base).toBe('POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7');
  });

  it('signs the photos example of RFC 5849 §1.2 as the RFC does', () => {
    const base = oauth1SignatureBaseString({ method: 'GET', url: 'http://photos.example.net/photos?file=vacation.jpg&size=original' }, {
      oauth_consumer_key: 'dpf43f3p2l4k3l03', oauth_token: 'nnch734d00sl2jdk', oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '137131202', oauth_nonce: 'chapoH',
    });
    const signature = oauth1Signature(base, { consumerSecret: 'kd94hf93k423kf44', tokenSecret: 'pfkkdhi9sl3r4s00', signatureMethod: 'HMAC-SHA1' });
    expect(signature).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });

  it('percent-encodes as RFC 3986 asks', () => {
    expect(oauthPercentEncode("a b!'()*~-._")).toBe('a%20b%21%27%28%29%2A~-._');
    expect(oauthPercentEncode('ä')).toBe('%C3%A4');
  });
});

describe('OAuth1 credentials on requests', () => {
  const credentials = {
    consumerKey: 'key', consumerSecret: 'consumer secret', signatureMethod: 'HMAC-SHA256',
    oauthTokenData: { oauth_token: 'access', oauth_token_secret: 'token secret' },
  };
  let server: http.Server;
  let base = '';

  // A provider that recomputes the signature from what arrived on the wire.
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const fields = parseOAuth1AuthorizationHeader(request.headers.authorization ?? '') ?? {};
        const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? [...new URLSearchParams(Buffer.concat(chunks).toString()).entries()] : [];
        const expected = oauth1Signature(
          oauth1SignatureBaseString({ method: request.method ?? 'GET', url: `${base}${request.url ?? ''}`, formParameters: form }, fields),
          { consumerSecret: 'consumer secret', tokenSecret: 'token secret', signatureMethod: 'HMAC-SHA256' },
        );
        const valid = fields.oauth_token === 'access' && fields.oauth_consumer_key === 'key' && fields.oauth_signature === expected;
        response.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ valid }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs a GET with its query and a form POST with its fields, and the provider accepts both', async () => {
    const get = await applyCredentialAuth([], 'oAuth1Api', credentials, { url: `${base}/photos?size=original`, qs: { file: 'a b.jpg', tags: ['x', 'y'] } });
    expect(await performHttpRequest(get)).toEqual({ valid: true });
    const post = await applyCredentialAuth([], 'oAuth1Api', credentials, {
      url: `${base}/status`, method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: { status: 'hello, world!' },
    });
    expect(await performHttpRequest(post)).toEqual({ valid: true });
  });

  it('is refused when the consumer secret is wrong, and asks to connect when there is no token', async () => {
    const wrong = await applyCredentialAuth([], 'oAuth1Api', { ...credentials, consumerSecret: 'other' }, { url: `${base}/photos` });
    await expect(performHttpRequest(wrong)).rejects.toMatchObject({ statusCode: 401 });
    await expect(applyCredentialAuth([], 'oAuth1Api', { consumerKey: 'key' }, { url: base })).rejects.toThrow('has no access token');
    await expect(applyCredentialAuth([], 'oAuth1Api', { ...credentials, signatureMethod: 'RSA-SHA1' }, { url: base }))
      .rejects.toThrow('"RSA-SHA1" is not supported');
  });
});
