import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { postJson, RawConnection } from '../test/raw-http.js';
import { activate, chain, respondNode, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';

/** Webhook `echo` answering with Edit Fields' `n`: the `n` of the call's JSON body. */
async function activateEcho(server: TestServer): Promise<void> {
  await activate(server, chain('Echo', [
    webhookNode({ path: 'echo', responseMode: 'lastNode' }), setNode('Edit Fields', 'n', '={{ $json.body.n }}'),
  ]));
}

const connections: RawConnection[] = [];
function connection(port: number): RawConnection {
  const opened = new RawConnection(port);
  connections.push(opened);
  return opened;
}
afterEach(() => {
  for (const opened of connections.splice(0)) opened.destroy();
});

describe('webhook calls read off the connection', () => {
  const server = useTestServer();

  it('answers calls sent back to back in their order, hands an API request on the same connection to the app, and answers webhook calls after it', async () => {
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
    expect(answers[0]?.headers).toContain('Connection: keep-alive');
    expect(await server.count('execution_entity')).toBe(3);
  });

  it("gives the Webhook node the request's headers exactly as Node's own server reads them", async () => {
    await activate(server, chain('Headers', [webhookNode({ path: 'headers', responseMode: 'lastNode' })]));
    const head = (path: string) => [
      `POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'X-Dup: a', 'x-dup: b', 'Cookie: a=1', 'Cookie: b=2', 'Set-Cookie: s=1',
      'Set-Cookie: s=2', 'User-Agent: first', 'User-Agent: second', 'Content-Type: application/json', 'Content-Length: 2',
      'Authorization: Basic one', 'Authorization: Basic two', 'X-Empty: ', '', '{}',
    ].join('\r\n');
    const node = createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    try {
      const plain = connection((node.address() as AddressInfo).port);
      await plain.send(head('/'));
      const expected = JSON.parse((await plain.answer()).body) as IncomingHttpHeaders;
      const raw = connection(await server.listen());
      await raw.send(head('/webhook/headers'));
      const answer = await raw.answer();
      expect(answer.statusLine, answer.body).toBe('HTTP/1.1 200 OK');
      expect(JSON.parse(answer.body).headers).toEqual(expected);
      expect(expected).toMatchObject({ 'x-dup': 'a, b', cookie: 'a=1; b=2', 'set-cookie': ['s=1', 's=2'], 'user-agent': 'first' });
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('reads a body sent in chunks', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(
      'POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      '3\r\n{"n\r\n', '5\r\n":"7"\r\n', '1\r\n}\r\n', '0\r\n\r\n',
    );
    const answer = await raw.answer();
    expect(JSON.parse(answer.body)).toEqual({ n: '7' });
  });

  it('answers a HEAD call with no body, so that the next call on the connection reads cleanly', async () => {
    await activate(server, chain('Head', [webhookNode({ path: 'head', httpMethod: 'HEAD', responseMode: 'lastNode' }), setNode('Edit Fields', 'seen', 'yes')]));
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send('HEAD /webhook/head HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', postJson('/webhook/echo', { n: 2 }));
    const head = await raw.answer(true);
    expect(head.statusLine).toBe('HTTP/1.1 200 OK');
    expect(head.headers).toContain(`content-length: ${JSON.stringify({ seen: 'yes' }).length}`);
    const next = await raw.answer();
    expect(JSON.parse(next.body)).toEqual({ n: '2' });
  });

  it('answers an HTTP/1.0 call and then closes the connection', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(postJson('/webhook/echo', { n: 3 }).replace('HTTP/1.1', 'HTTP/1.0'));
    const answer = await raw.answer();
    expect(JSON.parse(answer.body)).toEqual({ n: '3' });
    expect(answer.headers).toContain('Connection: close');
    await raw.closed;
  });

  it('answers a client that ends its side after the call (Node\'s server would drop the call), then closes', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(postJson('/webhook/echo', { n: 5 }));
    raw.end();
    expect(JSON.parse((await raw.answer()).body)).toEqual({ n: '5' });
    await raw.closed;
  });

  it('leaves a call that expects 100 Continue to the app, which answers it the same', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    const body = JSON.stringify({ n: 6 });
    await raw.send(`POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
    expect((await raw.answer(true)).statusLine).toBe('HTTP/1.1 100 Continue');
    await raw.send(body);
    expect(JSON.parse((await raw.answer()).body)).toEqual({ n: '6' });
  });

  it('answers a request that is not HTTP with 400 and closes, starting nothing', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send('POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: nine\r\n\r\n{}');
    await raw.closed;
    expect(raw.unread).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('answers a workflow whose response header is not valid HTTP with a 500 that says why', async () => {
    await activate(server, chain('Bad header', [
      webhookNode({ path: 'bad-header', responseMode: 'responseNode' }),
      respondNode({ respondWith: 'text', responseBody: 'hi', options: { responseHeaders: { entries: [{ name: 'Bad Name', value: 'x' }] } } }),
    ]));
    const raw = connection(await server.listen());
    await raw.send(postJson('/webhook/bad-header', {}));
    const answer = await raw.answer();
    expect(answer.statusLine).toBe('HTTP/1.1 500 Internal Server Error');
    expect(JSON.parse(answer.body).message).toMatch(/^The workflow's response could not be sent: Header name must be a valid HTTP token/);
    const viaApp = await server.inject({ method: 'POST', url: '/webhook/bad-header', payload: {} });
    expect(`${viaApp.statusCode} ${viaApp.statusMessage}`).toBe('500 Internal Server Error');
    expect(viaApp.json()).toEqual(JSON.parse(answer.body));
  });

  it('closes an idle webhook connection when the server stops', async () => {
    await activateEcho(server);
    const raw = connection(await server.listen());
    await raw.send(postJson('/webhook/echo', { n: 1 }));
    await raw.answer();
    await server.close();
    await raw.closed;
  });

  it('while the server stops, finishes the call it is running and answers 503 to the next one on the connection', async () => {
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

  it('ends a connection idle for longer than the keep-alive timeout, and answers 408 to a head that takes longer than the headers timeout', async () => {
    await activateEcho(server);
    const port = await server.listen();
    server.app.server.keepAliveTimeout = 1000;
    server.app.server.headersTimeout = 1000;
    const idle = connection(port);
    await idle.send(postJson('/webhook/echo', { n: 1 }));
    expect(JSON.parse((await idle.answer()).body)).toEqual({ n: '1' });
    const slow = connection(port);
    await slow.send('POST /webhook/echo HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await Promise.all([idle.closed, slow.closed]);
    expect(slow.unread).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(await server.count('execution_entity')).toBe(1);
  }, 10_000);
});
