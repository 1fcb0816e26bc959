import { describe, expect, it } from 'vitest';
import { useRawConnections } from '../test/raw-http.js';
import { useTestServer } from '../test/test-server.js';
import { activate, chain, webhookNode } from '../test/webhook-fixtures.js';

const connection = useRawConnections();

/** Node's own guards, which every request meets (webhook calls and the REST API alike). */
describe('requests Node refuses', () => {
  const server = useTestServer({ env: { WEFT_REQUEST_TIMEOUT_MS: '1000' } });

  it('answers 400 to an HTTP/1.1 request without a Host header, and starts nothing', async () => {
    await activate(server, chain('Hook', [webhookNode({ path: 'hook', responseMode: 'onReceived' })]));
    const port = await server.listen();
    for (const request of [
      'POST /webhook/hook HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      'GET /rest/settings HTTP/1.1\r\n\r\n',
    ]) {
      const raw = connection(port);
      await raw.send(request);
      await raw.closed;
      expect(raw.unread).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    }
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('answers 408 to a body sent more slowly than WEFT_REQUEST_TIMEOUT_MS allows, and starts nothing', async () => {
    await activate(server, chain('Hook', [webhookNode({ path: 'hook', responseMode: 'onReceived' })]));
    const port = await server.listen();
    const raw = connection(port);
    await raw.send('POST /webhook/hook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n{"a":');
    // A byte now and then keeps the connection busy, but the request is never whole.
    const trickle = setInterval(() => void raw.send(' '), 200);
    try {
      await raw.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(raw.unread).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(await server.count('execution_entity')).toBe(0);
  }, 10_000);

  it('answers 408 to a head that is never finished', async () => {
    const raw = connection(await server.listen());
    await raw.send('GET /rest/settings HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await raw.closed;
    expect(raw.unread).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  }, 10_000);
});
