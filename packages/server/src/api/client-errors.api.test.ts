import { afterEach, describe, expect, it } from 'vitest';
import type { WorkflowResponse } from '@weft/contracts';
import { RawConnection } from '../test/raw-http.js';
import { useTestServer } from '../test/test-server.js';
import { fullySetNode, sampleWorkflow } from '../test/fixtures.js';
import { chain, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

interface ErrorBody {
  code: number;
  message: string;
  hint?: string;
}

describe('names with the NUL character', () => {
  it('refuses a workflow named with NUL, and stores nothing', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows', sampleWorkflow({ name: 'Invoices\u0000' }));
    expect(status).toBe(400);
    expect(body.message).toBe('The request body is not valid. name: A workflow name cannot contain the NUL character (\\u0000)');
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('refuses a node named with NUL, and stores nothing', async () => {
    const workflow = sampleWorkflow({ nodes: [{ ...fullySetNode, name: 'Edit\u0000Fields' }], connections: {}, pinData: {} });
    const { status, body } = await server.rest<ErrorBody>('POST', '/workflows', workflow);
    expect(status).toBe(400);
    expect(body.message).toBe('The request body is not valid. nodes.0.name: A node name cannot contain the NUL character (\\u0000)');
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('refuses a rename to a name with NUL, and keeps the workflow as it was', async () => {
    const created = (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', sampleWorkflow())).body.data;
    const { status, body } = await server.rest<ErrorBody>('PATCH', `/workflows/${created.id}`, { name: '\u0000' });
    expect(status).toBe(400);
    expect(body.message).toContain('A workflow name cannot contain the NUL character (\\u0000)');
    expect((await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${created.id}`)).body.data).toEqual(created);
  });

  it('refuses a tag named or renamed with NUL', async () => {
    const created = await server.rest<ErrorBody>('POST', '/tags', { name: 'billing\u0000' });
    expect(created).toEqual({
      status: 400, body: { code: 400, message: 'Tag name cannot contain the NUL character (\\u0000)', hint: 'Remove it from the name' },
    });
    expect(await server.count('tag_entity')).toBe(0);

    const tag = (await server.rest<{ data: { id: string } }>('POST', '/tags', { name: 'billing' })).body.data;
    const renamed = await server.rest<ErrorBody>('PATCH', `/tags/${tag.id}`, { name: 'bill\u0000ing' });
    expect(renamed.status).toBe(400);
    const tags = (await server.rest<{ data: Array<{ name: string }> }>('GET', '/tags')).body.data;
    expect(tags.map((t) => t.name)).toEqual(['billing']);
  });

  it('refuses a credential named with NUL, and stores nothing', async () => {
    const { status, body } = await server.rest<ErrorBody>('POST', '/credentials', { name: 'Mail\u0000', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'secret' } });
    expect(status).toBe(400);
    expect(body.message).toBe('The request body is not valid. name: A credential name cannot contain the NUL character (\\u0000)');
    expect(await server.count('credentials_entity')).toBe(0);
  });

  it('refuses to activate a webhook whose path holds NUL, registering nothing', async () => {
    const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', chain('Hook', [webhookNode({ path: 'orders\u0000' })]));
    const { status, body } = await server.rest<ErrorBody>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: 'Workflow could not be activated: the webhook path of "Webhook" cannot contain the NUL character (\\u0000)',
    });
    expect(await server.count('webhook_entity')).toBe(0);
    expect((await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${created.body.data.id}`)).body.data.active).toBe(false);
  });

  it('answers 404 for a workflow version asked for with NUL in its id', async () => {
    const created = (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', sampleWorkflow())).body.data;
    const { status } = await server.rest('GET', `/workflow-history/workflow/${created.id}/version/${created.versionId}%00`);
    expect(status).toBe(404);
  });

  it('refuses NUL in the names a query looks for', async () => {
    const filter = encodeURIComponent(JSON.stringify({ name: 'a\u0000' }));
    const listed = await server.rest<ErrorBody>('GET', `/workflows?filter=${filter}`);
    expect(listed).toEqual({ status: 400, body: { code: 400, message: 'filter.name: A name cannot contain the NUL character (\\u0000)' } });
    const proposed = await server.rest<ErrorBody>('GET', '/workflows/new?name=%00');
    expect(proposed.status).toBe(400);
    expect(proposed.body.message).toContain('A workflow name cannot contain the NUL character (\\u0000)');
  });
});

/**
 * Sends `body` as raw JSON text: a `\ud800` escape in it parses to half of a UTF-16 pair, which the
 * database drivers would store as U+FFFD.
 */
async function sendJson<T>(method: 'POST' | 'PATCH', path: string, body: string): Promise<{ status: number; body: T }> {
  expect(body).toMatch(/\\ud[89a-f][0-9a-f]{2}/);
  const response = await server.inject({ method, url: `/rest${path}`, headers: { 'content-type': 'application/json' }, payload: body });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('names with an unpaired surrogate', () => {
  const surrogateMessage = (what: string) => `${what} cannot contain an unpaired surrogate character (\\ud800-\\udfff without its partner)`;

  it('refuses a workflow named with one, and stores nothing', async () => {
    const body = JSON.stringify(sampleWorkflow({ name: 'PLACEHOLDER' })).replace('PLACEHOLDER', 'Invoices \\ud800');
    const { status, body: answer } = await sendJson<ErrorBody>('POST', '/workflows', body);
    expect(status).toBe(400);
    expect(answer.message).toBe(`The request body is not valid. name: ${surrogateMessage('A workflow name')}`);
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('refuses a node named with a low surrogate alone, and stores nothing', async () => {
    const workflow = sampleWorkflow({ nodes: [{ ...fullySetNode, name: 'PLACEHOLDER' }], connections: {}, pinData: {} });
    const { status, body } = await sendJson<ErrorBody>('POST', '/workflows', JSON.stringify(workflow).replace('PLACEHOLDER', '\\udc00Edit Fields'));
    expect(status).toBe(400);
    expect(body.message).toBe(`The request body is not valid. nodes.0.name: ${surrogateMessage('A node name')}`);
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('keeps a name whose surrogates come in pairs (an emoji sent escaped)', async () => {
    const body = JSON.stringify(sampleWorkflow({ name: 'PLACEHOLDER' })).replace('PLACEHOLDER', 'Invoices \\ud83d\\udcb8');
    const { status, body: answer } = await sendJson<{ data: WorkflowResponse }>('POST', '/workflows', body);
    expect(status).toBe(200);
    expect(answer.data.name).toBe('Invoices \u{1F4B8}');
  });

  it('refuses a rename to a name with one, and keeps the workflow as it was', async () => {
    const created = (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', sampleWorkflow())).body.data;
    const { status, body } = await sendJson<ErrorBody>('PATCH', `/workflows/${created.id}`, '{"name":"Invoices \\udfff"}');
    expect(status).toBe(400);
    expect(body.message).toContain(surrogateMessage('A workflow name'));
    expect((await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${created.id}`)).body.data).toEqual(created);
  });

  it('refuses a tag named or renamed with one', async () => {
    const created = await sendJson<ErrorBody>('POST', '/tags', '{"name":"billing\\ud800"}');
    expect(created).toEqual({ status: 400, body: { code: 400, message: surrogateMessage('Tag name'), hint: 'Remove it from the name' } });
    expect(await server.count('tag_entity')).toBe(0);

    const tag = (await server.rest<{ data: { id: string } }>('POST', '/tags', { name: 'billing' })).body.data;
    const renamed = await sendJson<ErrorBody>('PATCH', `/tags/${tag.id}`, '{"name":"bill\\ud800ing"}');
    expect(renamed.status).toBe(400);
    const tags = (await server.rest<{ data: Array<{ name: string }> }>('GET', '/tags')).body.data;
    expect(tags.map((t) => t.name)).toEqual(['billing']);
  });

  it('refuses a credential named with one, and stores nothing', async () => {
    const body = '{"name":"Mail \\ud800","type":"httpHeaderAuth","data":{"name":"X-Key","value":"secret"}}';
    const { status, body: answer } = await sendJson<ErrorBody>('POST', '/credentials', body);
    expect(status).toBe(400);
    expect(answer.message).toBe(`The request body is not valid. name: ${surrogateMessage('A credential name')}`);
    expect(await server.count('credentials_entity')).toBe(0);
  });

  it('refuses one in the names a query looks for', async () => {
    const listed = await server.rest<ErrorBody>('GET', `/workflows?filter=${encodeURIComponent('{"name":"a\\ud800"}')}`);
    expect(listed).toEqual({ status: 400, body: { code: 400, message: `filter.name: ${surrogateMessage('A name')}` } });
  });
});

describe('client errors answered by Fastify, in the {code, message} shape', () => {
  it('a content type the API does not read: 415', async () => {
    const response = await server.inject({ method: 'POST', url: '/rest/tags', headers: { 'content-type': 'application/xml' }, payload: '<tag/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: expect.stringMatching(/media type/i) });
  });

  it('a body over the 16 MB limit: 413, and nothing stored', async () => {
    const response = await server.inject({
      method: 'POST', url: '/rest/workflows', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Big', staticData: { padding: 'x'.repeat(16 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: expect.stringMatching(/too large/i) });
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('a URL with a broken %-escape: 400', async () => {
    const response = await server.inject({ method: 'GET', url: '/rest/workflows/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The URL is not valid: it holds a malformed %-escape' });
  });

  it('an unknown REST route: 404', async () => {
    const response = await server.inject({ method: 'DELETE', url: '/rest/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: expect.stringContaining('/nothing-here') });
  });
});

describe('requests Node cannot read, answered in the {code, message} shape', () => {
  const connections: RawConnection[] = [];
  afterEach(() => {
    for (const opened of connections.splice(0)) opened.destroy();
  });

  async function sendRaw(...parts: string[]) {
    const raw = new RawConnection(await server.listen());
    connections.push(raw);
    await raw.send(...parts);
    const answer = await raw.answer();
    await raw.closed;
    return { statusLine: answer.statusLine, body: JSON.parse(answer.body) as ErrorBody };
  }

  it('a URL longer than Node reads (16 KB): 414', async () => {
    const url = `/rest/workflows?filter=${'a'.repeat(20_000)}`;
    expect(await sendRaw(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`)).toEqual({
      statusLine: 'HTTP/1.1 414 URI Too Long',
      body: { code: 414, message: 'The URL is too long', hint: 'Keep the URL and its query under 16 KB' },
    });
  });

  it('a URL sent in pieces that grows past 16 KB: 414', async () => {
    const answer = await sendRaw(`GET /rest/workflows?filter=${'a'.repeat(10_000)}`, `${'a'.repeat(10_000)} HTTP/1.1\r\n\r\n`);
    expect(answer.statusLine).toBe('HTTP/1.1 414 URI Too Long');
  });

  it('headers over 16 KB: 431', async () => {
    expect(await sendRaw(`GET /rest/settings HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'b'.repeat(20_000)}\r\n\r\n`)).toEqual({
      statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: { code: 431, message: 'The request headers are too large', hint: 'Send at most 16 KB of headers' },
    });
  });

  it('an HTTP/1.1 request without a Host header: 400', async () => {
    expect(await sendRaw('GET /rest/settings HTTP/1.1\r\n\r\n')).toEqual({
      statusLine: 'HTTP/1.1 400 Bad Request',
      body: { code: 400, message: 'The request has no Host header', hint: 'An HTTP/1.1 request must name the host it is sent to' },
    });
  });

  it('bytes that are not HTTP: 400', async () => {
    expect(await sendRaw('HELLO THERE\r\n\r\n')).toEqual({
      statusLine: 'HTTP/1.1 400 Bad Request',
      body: { code: 400, message: 'The request is not valid HTTP', hint: 'Check the request line and the headers' },
    });
  });
});
