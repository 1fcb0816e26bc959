import { describe, expect, it } from 'vitest';
import { requestUntilClosed } from '../test/raw-http.js';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { activate, chain, respondNode, setNode, webhookNode } from '../test/webhook-fixtures.js';

/** Webhook (answering with the last node's data) -> Edit Fields `seen: 'yes'`. */
async function activateSeen(server: TestServer, name: string, webhook: Record<string, unknown>): Promise<void> {
  await activate(server, chain(name, [webhookNode({ responseMode: 'lastNode', ...webhook }), setNode('Edit Fields', 'seen', 'yes')]));
}

describe('webhook calls ahead of the app', () => {
  const server = useTestServer();

  it('refuses a body larger than 64 MB before reading it, and starts nothing', async () => {
    await activate(server, chain('Big', [webhookNode({ path: 'big', responseMode: 'onReceived' })]));
    const port = await server.listen();
    const answer = await requestUntilClosed(port,
      'POST /webhook/big HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: 70000000\r\n\r\nabc');
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: 'The request body is larger than the 64 MB a webhook call may send' });
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('stops reading a body sent without a length once it passes 64 MB, and starts nothing', async () => {
    await activate(server, chain('Stream', [webhookNode({ path: 'stream', responseMode: 'onReceived' })]));
    const port = await server.listen();
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const chunk = Buffer.concat([Buffer.from(`${megabyte.length.toString(16)}\r\n`), megabyte, Buffer.from('\r\n')]);
    const answer = await requestUntilClosed(port,
      'POST /webhook/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
      ...Array.from({ length: 65 }, () => chunk));
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413 });
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('answers a HEAD call with the status and headers of the workflow\'s answer, without a body', async () => {
    await activateSeen(server, 'Head', { path: 'head', httpMethod: 'HEAD' });
    const answer = await server.inject({ method: 'HEAD', url: '/webhook/head' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(JSON.stringify({ seen: 'yes' }).length));
    expect(answer.body).toBe('');
  });

  it("writes the workflow's headers once each, with the body's own length in place of one the workflow set", async () => {
    await activate(server, chain('Headers', [
      webhookNode({ path: 'headers', responseMode: 'responseNode' }),
      respondNode({
        respondWith: 'text', responseBody: 'hello',
        options: { responseHeaders: { entries: [{ name: 'Content-Length', value: '999' }, { name: 'X-Trace', value: 'abc' }] } },
      }),
    ]));
    const port = await server.listen();
    const answer = await requestUntilClosed(port, 'POST /webhook/headers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.body).toBe('hello');
    expect(answer.headers.filter((line) => /^content-length:/i.test(line))).toEqual(['content-length: 5']);
    expect(answer.headers).toContain('x-trace: abc');
    expect(answer.headers).toContain('content-type: text/plain; charset=utf-8');
  });

  it('decodes the path and reads the query string', async () => {
    await activate(server, chain('Spaces', [
      webhookNode({ path: 'my hook', responseMode: 'lastNode' }), setNode('Edit Fields', 'tags', '={{ $json.query.tag.join(",") }}'),
    ]));
    const answer = await server.inject({ method: 'POST', url: '/webhook/my%20hook?tag=a&tag=b', payload: {} });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ tags: 'a,b' });
  });

  it('decodes the path once: a path with a percent sign can be called', async () => {
    await activateSeen(server, 'Percent', { path: 'discount/100%' });
    const answer = await server.inject({ method: 'POST', url: '/webhook/discount/100%25', payload: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ seen: 'yes' });
  });

  it('leaves methods webhooks do not take, and paths that only look alike, to the app', async () => {
    const trace = await server.inject({ method: 'TRACE', url: '/webhook/anything' });
    expect(trace.statusCode, trace.body).toBe(404);
    const alike = await server.inject({ method: 'POST', url: '/webhooks', payload: {} });
    expect(alike.statusCode).toBe(404);
    expect((await server.rest('GET', '/settings')).status).toBe(200);
  });
});

describe('webhook calls under a base path', () => {
  const server = useTestServer({ env: { WEFT_PATH: '/weft/' } });

  it('serves webhooks under the base path only', async () => {
    await activateSeen(server, 'Based', { path: 'based' });
    const answer = await server.inject({ method: 'POST', url: '/weft/webhook/based', payload: {} });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ seen: 'yes' });
    expect((await server.inject({ method: 'POST', url: '/webhook/based', payload: {} })).statusCode).toBe(404);
  });
});
