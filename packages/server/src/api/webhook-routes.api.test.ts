import { describe, expect, it } from 'vitest';
import { postJson, requestUntilClosed, useRawConnections } from '../test/raw-http.js';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { activate, chain, respondNode, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';

/** Webhook (answering with the last node's data) -> Edit Fields `seen: 'yes'`. */
async function activateSeen(server: TestServer, name: string, webhook: Record<string, unknown>): Promise<void> {
  await activate(server, chain(name, [webhookNode({ responseMode: 'lastNode', ...webhook }), setNode('Edit Fields', 'seen', 'yes')]));
}

/** Webhook `echo` answering with Edit Fields' `n`: the `n` of the call's JSON body. */
async function activateEcho(server: TestServer): Promise<void> {
  await activate(server, chain('Echo', [
    webhookNode({ path: 'echo', responseMode: 'lastNode' }), setNode('Edit Fields', 'n', '={{ $json.body.n }}'),
  ]));
}

const connection = useRawConnections();

describe('webhook routes', () => {
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

  it('answers a CORS preflight for any webhook URL', async () => {
    const answer = await server.inject({ method: 'OPTIONS', url: '/webhook-test/anything' });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE, HEAD');
  });

  it('takes a body of any content type (no 415), gives the node a form as fields, and refuses broken JSON with 400', async () => {
    await activate(server, chain('Bodies', [
      webhookNode({ path: 'bodies', responseMode: 'lastNode' }),
      setNode('Edit Fields', 'seen', '={{ JSON.stringify($json.body) }}'),
    ]));
    const form = await server.inject({
      method: 'POST', url: '/webhook/bodies', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&a=2&b=x',
    });
    expect(form.json()).toEqual({ seen: JSON.stringify({ a: ['1', '2'], b: 'x' }) });
    const text = await server.inject({ method: 'POST', url: '/webhook/bodies', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json()).toEqual({ seen: '{}' });
    const broken = await server.inject({ method: 'POST', url: '/webhook/bodies', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, message: 'The request body is not valid JSON' });
  });

  it('answers calls sent back to back on one connection in their order, API requests among them', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(
      postJson('/webhook/echo', { n: 1 }),
      postJson('/webhook/echo', { n: 2 }),
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      postJson('/webhook/echo', { n: 4 }),
    );
    const answers = [await raw.answer(), await raw.answer(), await raw.answer(), await raw.answer()];
    expect(answers.map((answer) => answer.statusLine)).toEqual(Array(4).fill('HTTP/1.1 200 OK'));
    expect(answers.map((answer) => JSON.parse(answer.body))).toEqual([{ n: '1' }, { n: '2' }, { status: 'ok' }, { n: '4' }]);
    expect(await server.count('execution_entity')).toBe(3);
  });

  it('reads a body sent in chunks', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(
      'POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      '3\r\n{"n\r\n', '5\r\n":"7"\r\n', '1\r\n}\r\n', '0\r\n\r\n',
    );
    expect(JSON.parse((await raw.answer()).body)).toEqual({ n: '7' });
  });

  it('answers a HEAD call with no body, so that the next call on the connection reads cleanly', async () => {
    await activateSeen(server, 'Head', { path: 'head', httpMethod: 'HEAD' });
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send('HEAD /webhook/head HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', postJson('/webhook/echo', { n: 2 }));
    const head = await raw.answer(true);
    expect(head.statusLine).toBe('HTTP/1.1 200 OK');
    expect(head.headers).toContain(`content-length: ${JSON.stringify({ seen: 'yes' }).length}`);
    expect(JSON.parse((await raw.answer()).body)).toEqual({ n: '2' });
  });

  it('answers a call that expects 100 Continue', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    const body = JSON.stringify({ n: 6 });
    await raw.send(`POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
    expect((await raw.answer(true)).statusLine).toBe('HTTP/1.1 100 Continue');
    await raw.send(body);
    expect(JSON.parse((await raw.answer()).body)).toEqual({ n: '6' });
  });

  it('answers a workflow whose response header is not valid HTTP with a 500 that says why', async () => {
    await activate(server, chain('Bad header', [
      webhookNode({ path: 'bad-header', responseMode: 'responseNode' }),
      respondNode({ respondWith: 'text', responseBody: 'hi', options: { responseHeaders: { entries: [{ name: 'Bad Name', value: 'x' }] } } }),
    ]));
    const answer = await server.inject({ method: 'POST', url: '/webhook/bad-header', payload: {} });
    expect(`${answer.statusCode} ${answer.statusMessage}`).toBe('500 Internal Server Error');
    expect(answer.json().message).toMatch(/^The workflow's response could not be sent: Header name must be a valid HTTP token/);
  });

  it('while the server stops, finishes the call it is running and answers 503 to the next one', async () => {
    await activate(server, chain('Slow', [
      webhookNode({ path: 'slow', responseMode: 'lastNode' }), waitNode({ resume: 'timeInterval', amount: 1, unit: 'seconds' }),
      setNode('Edit Fields', 'done', 'yes'),
    ]));
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(postJson('/webhook/slow', {}));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = server.close();
    await raw.send(postJson('/webhook/echo', { n: 1 }));
    const slow = await raw.answer();
    expect(slow.statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(slow.body)).toEqual({ done: 'yes' });
    const refused = await raw.answer();
    expect(refused.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    await raw.closed;
    await stopped;
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
