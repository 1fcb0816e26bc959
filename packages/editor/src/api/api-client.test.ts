import { describe, expect, it } from 'vitest';
import { getLogin, getSettings, getWorkflow, listNodeTypes, newWorkflowName, updateWorkflow } from '@weft/contracts';
import { buildUrl, createApiClient, restBaseUrl } from './api-client';
import type { FetchFunction } from './api-client';
import { ApiError, hasHttpStatus } from './api-error';

const messages = {
  unreachable: 'API-Server can not be reached. It is probably down.',
  requestFailed: (status: number) => `The request failed with status ${status}.`,
  invalidAnswer: 'The server sent an answer the editor does not understand.',
  invalidAnswerHint: 'Make sure the editor and the server are the same version.',
};

interface Call { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown): { fetch: FetchFunction; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

const workflow = {
  id: 'wf 1/2', name: 'My workflow', active: false, nodes: [], connections: {}, settings: {},
  pinData: {}, tags: [], versionId: 'v1', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('REST base and URLs', () => {
  it('puts the REST base under the base path the editor is served from', () => {
    expect(restBaseUrl('/')).toBe('/rest');
    expect(restBaseUrl('/weft/')).toBe('/weft/rest');
    expect(restBaseUrl('/weft')).toBe('/weft/rest');
  });

  it('fills path parameters, encoded', () => {
    expect(buildUrl('/rest', getWorkflow, { id: 'wf 1/2' })).toBe('/rest/workflows/wf%201%2F2');
  });

  it('appends the query, leaving out absent values', () => {
    expect(buildUrl('/weft/rest', newWorkflowName, { }, { name: 'Invoices & more' }))
      .toBe('/weft/rest/workflows/new?name=Invoices+%26+more');
    expect(buildUrl('/rest', newWorkflowName, undefined, { name: undefined })).toBe('/rest/workflows/new');
    expect(buildUrl('/rest', listNodeTypes, undefined, { onlyLatest: 'true' })).toBe('/rest/node-types?onlyLatest=true');
  });

  it('refuses to build a URL with a missing path parameter', () => {
    expect(() => buildUrl('/rest', getWorkflow, {})).toThrow('Missing path parameter "id"');
  });
});

describe('request', () => {
  it('returns the data of the { data } envelope, parsed by the route schema', async () => {
    const { fetch, calls } = fakeFetch(200, { data: workflow });
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    const result = await client.request(getWorkflow, { params: { id: 'wf 1/2' } });
    expect(result.name).toBe('My workflow');
    expect(calls[0]?.url).toBe('/rest/workflows/wf%201%2F2');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('sends the body as JSON for a write', async () => {
    const { fetch, calls } = fakeFetch(200, { data: workflow });
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    await client.request(updateWorkflow, { params: { id: 'abc' }, body: { name: 'Renamed' } });
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Renamed' });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns the server's error answer into an ApiError with message, code, status and hint", async () => {
    const { fetch } = fakeFetch(404, { code: 404, message: 'Could not find workflow with id "x"', hint: 'Check the id.' });
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    const error = await client.request(getWorkflow, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Could not find workflow with id "x"', code: 404, httpStatus: 404, hint: 'Check the id.', kind: 'http',
    });
    expect(hasHttpStatus(error, 404)).toBe(true);
  });

  it('names the status when the error answer is not in the error shape', async () => {
    const { fetch } = fakeFetch(502, '<html>Bad gateway</html>');
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    await expect(client.request(getLogin)).rejects.toMatchObject({
      message: 'The request failed with status 502.', httpStatus: 502,
    });
  });

  it('reports a network failure as the server being unreachable', async () => {
    const fetch: FetchFunction = async () => { throw new TypeError('Failed to fetch'); };
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    const error = await client.request(getSettings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'API-Server can not be reached. It is probably down.', kind: 'network' });
    expect((error as ApiError).httpStatus).toBeUndefined();
  });

  it('lets a cancelled request reject with the abort, not as a network failure', async () => {
    const controller = new AbortController();
    const fetch: FetchFunction = async () => { controller.abort(); throw new DOMException('aborted', 'AbortError'); };
    const client = createApiClient({ baseUrl: '/rest', fetch, messages });
    const error = await client.request(getSettings, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('rejects an answer without the envelope or with data of the wrong shape', async () => {
    const client1 = createApiClient({ baseUrl: '/rest', fetch: fakeFetch(200, workflow).fetch, messages });
    await expect(client1.request(getWorkflow, { params: { id: 'a' } })).rejects.toMatchObject({
      kind: 'invalid-answer', message: messages.invalidAnswer,
    });
    const client2 = createApiClient({ baseUrl: '/rest', fetch: fakeFetch(200, { data: { id: 1 } }).fetch, messages });
    await expect(client2.request(getWorkflow, { params: { id: 'a' } })).rejects.toMatchObject({ kind: 'invalid-answer' });
  });
});

describe('headers of every request', () => {
  it("sends the editor tab's push session with reads and writes alike, next to the JSON headers", async () => {
    const { fetch, calls } = fakeFetch(200, { data: workflow });
    const client = createApiClient({ baseUrl: '/rest', fetch, messages, headers: { 'push-ref': 'tab-1' } });
    await client.request(getWorkflow, { params: { id: 'wf 1/2' } });
    await client.request(updateWorkflow, { params: { id: 'wf 1/2' }, body: { name: 'Renamed' } });
    expect(calls.map((call) => call.init.headers)).toEqual([
      { 'push-ref': 'tab-1', Accept: 'application/json' },
      { 'push-ref': 'tab-1', Accept: 'application/json', 'Content-Type': 'application/json' },
    ]);
  });
});
