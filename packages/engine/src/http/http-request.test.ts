import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IN8nHttpFullResponse } from '@weft/workflow';
import { HttpStatusError, performHttpRequest } from './http-request.js';
import { HttpTransportError } from './http-transport.js';
import { fromLegacyRequest } from './legacy-request.js';
import type { Echo } from './test-http-server.js';
import { startTestHttpServer } from './test-http-server.js';

let server: Awaited<ReturnType<typeof startTestHttpServer>>;
beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());

describe('performHttpRequest', () => {
  it('parses a JSON answer, and gives the full response when asked', async () => {
    expect(await performHttpRequest({ url: `${server.url}/json` })).toEqual({ hello: 'world', list: [1, 2] });
    const full = await performHttpRequest({ url: `${server.url}/json`, returnFullResponse: true }) as IN8nHttpFullResponse;
    expect(full.statusCode).toBe(200);
    expect(full.statusMessage).toBe('OK');
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers text as text, bytes as a Buffer, and unzips gzip', async () => {
    expect(await performHttpRequest({ url: `${server.url}/text` })).toBe('plain text');
    const bytes = await performHttpRequest({ url: `${server.url}/bytes`, encoding: 'arraybuffer' }) as Buffer;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await performHttpRequest({ url: `${server.url}/gzip` })).toEqual({ zipped: true });
  });

  it('sends objects as JSON, with the query string and headers', async () => {
    const echo = await performHttpRequest({
      url: `${server.url}/echo`, method: 'POST', qs: { page: 2, tags: ['a', 'b'] },
      headers: { 'X-Trace': 'abc' }, body: { name: 'Ada' },
    }) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/echo?page=2&tags%5B0%5D=a&tags%5B1%5D=b');
    expect(echo.headers['x-trace']).toBe('abc');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ name: 'Ada' });
  });

  it('sends forms: URL-encoded objects, URLSearchParams and multipart FormData', async () => {
    const urlEncoded = await performHttpRequest({
      url: `${server.url}/echo`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: { a: '1 2', b: 'x&y' },
    }) as Echo;
    expect(urlEncoded.body).toBe('a=1%202&b=x%26y');
    const params = await performHttpRequest({ url: `${server.url}/echo`, method: 'POST', body: new URLSearchParams({ q: 'weft' }) }) as Echo;
    expect(params.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(params.body).toBe('q=weft');
    const form = new FormData();
    form.append('field', 'value');
    form.append('file', new Blob([Buffer.from('file content')], { type: 'text/plain' }), 'notes.txt');
    const multipart = await performHttpRequest({ url: `${server.url}/echo`, method: 'POST', body: form }) as Echo;
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="field"\r\n\r\nvalue');
    expect(multipart.body).toContain('filename="notes.txt"');
    expect(multipart.body).toContain('file content');
  });

  it('follows redirects unless told not to', async () => {
    expect(await performHttpRequest({ url: `${server.url}/redirect` })).toEqual({ hello: 'world', list: [1, 2] });
    const full = await performHttpRequest({
      url: `${server.url}/redirect`, disableFollowRedirect: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
    }) as IN8nHttpFullResponse;
    expect(full.statusCode).toBe(302);
  });

  it('rejects an error status with the answer, unless asked to ignore it', async () => {
    const error = await performHttpRequest({ url: `${server.url}/status/404` }).catch((e: unknown) => e) as HttpStatusError;
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error.statusCode).toBe(404);
    expect(error.body).toEqual({ message: 'Status 404 as asked' });
    expect(await performHttpRequest({ url: `${server.url}/status/500`, ignoreHttpStatusErrors: true })).toEqual({ message: 'Status 500 as asked' });
  });

  it('times out', async () => {
    const error = await performHttpRequest({ url: `${server.url}/slow`, timeout: 50 }).catch((e: unknown) => e) as HttpTransportError;
    expect(error).toBeInstanceOf(HttpTransportError);
    expect(error.code).toBe('ETIMEDOUT');
    expect(error.message).toBe('timeout of 50ms exceeded');
  });

  it('answers a Basic or Digest challenge when auth is not sent at once', async () => {
    expect(await performHttpRequest({ url: `${server.url}/basic`, auth: { username: 'ada', password: 'secret' } })).toEqual({ user: 'ada' });
    expect(await performHttpRequest({
      url: `${server.url}/digest`, auth: { username: 'ada', password: 'secret', sendImmediately: false },
    })).toEqual({ digest: 'ok' });
    const wrong = await performHttpRequest({
      url: `${server.url}/digest`, auth: { username: 'ada', password: 'nope', sendImmediately: false },
    }).catch((e: unknown) => e) as HttpStatusError;
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses URLs that are not http(s), and says when nobody answers', async () => {
    await expect(performHttpRequest({ url: 'file:///etc/passwd' })).rejects.toThrow('Only http and https are supported');
    await expect(performHttpRequest({ url: 'example.com/x' })).rejects.toThrow('URLs must start with "http://" or "https://"');
    const closed = await startTestHttpServer();
    await closed.close();
    await expect(performHttpRequest({ url: `${closed.url}/json` })).rejects.toThrow(/was refused/);
  });
});

describe('legacy request options', () => {
  it('maps uri, form, json, simple and resolveWithFullResponse', async () => {
    const options = fromLegacyRequest({
      uri: `${server.url}/echo`, method: 'POST', form: { a: 'b' }, json: true, simple: false, resolveWithFullResponse: true,
    });
    const full = await performHttpRequest(options) as IN8nHttpFullResponse;
    expect(full.statusCode).toBe(200);
    expect((full.body as Echo).body).toBe('a=b');
    expect((full.body as Echo).headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('answers bytes for encoding null and text without json', async () => {
    const bytes = await performHttpRequest(fromLegacyRequest(`${server.url}/bytes`, { encoding: null }));
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(await performHttpRequest(fromLegacyRequest({ uri: `${server.url}/json` }))).toBe('{"hello":"world","list":[1,2]}');
  });
});
