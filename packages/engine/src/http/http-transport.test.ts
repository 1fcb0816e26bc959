import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHttp, type TransportRequest } from './http-transport.js';
import { TEST_TLS_CERTIFICATE, TEST_TLS_KEY } from './test-tls-certificate.js';

/** What the server saw of each request, by path. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function handler(seen: Seen[]): http.RequestListener {
  return (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const url = new URL(request.url ?? '/', 'http://localhost');
      switch (url.pathname) {
        case '/loop':
          response.writeHead(302, { location: `/loop?hop=${Number(url.searchParams.get('hop') ?? 0) + 1}` });
          return response.end();
        case '/see-other':
          response.writeHead(303, { location: '/landed' });
          return response.end();
        case '/elsewhere':
          // Same server, another host name: credentials must not follow.
          response.writeHead(307, { location: `http://localhost:${(request.socket.address() as AddressInfo).port}/landed` });
          return response.end();
        case '/teapot':
          response.writeHead(418, 'Short And Stout', { 'content-type': 'text/plain' });
          return response.end('tea');
        case '/reset':
          return request.socket.destroy();
        case '/cookies':
          response.setHeader('set-cookie', ['a=1', 'b=2']);
          return response.end('ok');
        default:
          response.writeHead(200, { 'content-type': 'text/plain' });
          return response.end('landed');
      }
    });
  };
}

const seen: Seen[] = [];
let plain: http.Server;
let secure: https.Server;
let plainUrl: string;
let secureUrl: string;

const listen = (server: http.Server | https.Server) => new Promise<number>((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
});

beforeAll(async () => {
  plain = http.createServer(handler(seen));
  secure = https.createServer({ cert: TEST_TLS_CERTIFICATE, key: TEST_TLS_KEY }, handler(seen));
  plainUrl = `http://127.0.0.1:${await listen(plain)}`;
  secureUrl = `https://127.0.0.1:${await listen(secure)}`;
});

afterAll(async () => {
  for (const server of [plain, secure]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function request(url: string, extra: Partial<TransportRequest> = {}): TransportRequest {
  return { url: new URL(url), method: 'GET', headers: {}, rejectUnauthorized: true, followRedirects: true, ...extra };
}

const lastSeen = () => seen[seen.length - 1] as Seen;

describe('sendHttp', () => {
  it('refuses a server whose certificate it cannot trust, unless told to ignore SSL issues', async () => {
    await expect(sendHttp(request(`${secureUrl}/`))).rejects.toMatchObject({
      name: 'HttpTransportError', message: expect.stringMatching(/self[- ]signed certificate/),
    });
    const answer = await sendHttp(request(`${secureUrl}/`, { rejectUnauthorized: false }));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.toString()).toBe('landed');
  });

  it('gives up after the maximum number of redirects, and follows none when told not to', async () => {
    await expect(sendHttp(request(`${plainUrl}/loop`, { maxRedirects: 3 }))).rejects.toMatchObject({
      code: 'ERR_FR_TOO_MANY_REDIRECTS', message: 'Too many redirects (more than 3)',
    });
    const first = await sendHttp(request(`${plainUrl}/loop`, { followRedirects: false }));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/loop?hop=1');
  });

  it('turns a POST into a GET without body on 303, and keeps credentials from another host', async () => {
    const answer = await sendHttp(request(`${plainUrl}/see-other`, {
      method: 'POST', body: Buffer.from('{"a":1}'), headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    }));
    expect(answer.url.pathname).toBe('/landed');
    expect(lastSeen()).toMatchObject({ method: 'GET', body: '' });
    expect(lastSeen().headers.authorization).toBe('Bearer t');
    expect(lastSeen().headers['content-type']).toBeUndefined();
    await sendHttp(request(`${plainUrl}/elsewhere`, { headers: { authorization: 'Bearer t' } }));
    expect(lastSeen().headers.host).toMatch(/^localhost:/);
    expect(lastSeen().headers.authorization).toBeUndefined();
  });

  it('answers the status line as the server wrote it, and repeated headers as a list', async () => {
    const teapot = await sendHttp(request(`${plainUrl}/teapot`));
    expect([teapot.statusCode, teapot.statusMessage, teapot.body.toString()]).toEqual([418, 'Short And Stout', 'tea']);
    expect((await sendHttp(request(`${plainUrl}/cookies`))).headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('sends credentials written in the URL as Basic, and the headers the caller set', async () => {
    const url = new URL(`${plainUrl}/`);
    url.username = 'ada';
    url.password = 'p@ss word';
    await sendHttp(request(url.toString(), { headers: { 'x-trace': 'abc', connection: 'keep-alive', expect: '100-continue' } }));
    expect(lastSeen().headers.authorization).toBe(`Basic ${Buffer.from('ada:p@ss word').toString('base64')}`);
    expect(lastSeen().headers['x-trace']).toBe('abc');
  });

  it('says when the connection closes before an answer, and when the caller cancels', async () => {
    await expect(sendHttp(request(`${plainUrl}/reset`))).rejects.toMatchObject({
      message: `The connection to ${new URL(plainUrl).host} was closed before an answer arrived`, code: 'ECONNRESET',
    });
    const cancel = new AbortController();
    cancel.abort();
    await expect(sendHttp(request(`${plainUrl}/`, { signal: cancel.signal }))).rejects.toMatchObject({
      message: 'The request was aborted', code: 'ECONNABORTED',
    });
  });
});
