import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { manualTriggerNode, noOpNode, sampleWorkflow } from '../test/fixtures.js';
import { activate, chain, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

const TOO_DEEP = { code: 400, message: 'The request body is nested deeper than 100 levels' };

/** JSON text of `{"a":{"a":...1}}` with `levels` objects; written as text, since JSON.stringify itself would overflow. */
function nestedJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** The JSON text of `value` with the marker string replaced by raw JSON text. */
function withRawJson(value: unknown, marker: string, raw: string): string {
  return JSON.stringify(value).replace(JSON.stringify(marker), raw);
}

async function send(method: 'POST' | 'PATCH', path: string, payload: string) {
  const response = await server.inject({
    method, url: `/rest${path}`, payload, headers: { 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const DEEP = '__deep__';
const bodies: Record<string, unknown> = {
  staticData: sampleWorkflow({ staticData: { cursor: DEEP } }),
  meta: { ...sampleWorkflow(), meta: { templateId: DEEP } },
  'node parameters': sampleWorkflow({ nodes: [{ ...noOpNode, parameters: { options: DEEP } }] }),
  'pin data': sampleWorkflow({ pinData: { [noOpNode.name]: [{ json: { page: DEEP } }] } }),
};

describe('a request body nested 10,000 levels deep', () => {
  for (const [where, body] of Object.entries(bodies)) {
    it(`in ${where}: POST /workflows answers 400 and stores nothing`, async () => {
      const answer = await send('POST', '/workflows', withRawJson(body, DEEP, nestedJson(10_000)));
      expect(answer).toEqual({ status: 400, body: expect.objectContaining(TOO_DEEP) });
      expect(await server.count('workflow_entity')).toBe(0);
      expect(await server.count('workflow_history')).toBe(0);
    });
  }

  it('PATCH /workflows/:id answers 400 and leaves the workflow as it was', async () => {
    const created = (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', sampleWorkflow())).body.data;
    const patch = withRawJson({ staticData: { cursor: DEEP }, versionId: created.versionId }, DEEP, nestedJson(10_000));
    const answer = await send('PATCH', `/workflows/${created.id}`, patch);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining(TOO_DEEP) });
    const loaded = (await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${created.id}`)).body.data;
    expect(loaded).toEqual(created);
    expect(await server.count('workflow_history')).toBe(1);
  });

  it('POST /workflows/run answers 400 and runs nothing', async () => {
    const workflowData = { name: 'Deep', nodes: [manualTriggerNode], connections: {}, staticData: { cursor: DEEP } };
    const answer = await send('POST', '/workflows/run', withRawJson({ workflowData }, DEEP, nestedJson(10_000)));
    expect(answer).toEqual({ status: 400, body: expect.objectContaining(TOO_DEEP) });
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('anywhere else (a tag name) answers 400 before the route looks at it', async () => {
    const answer = await send('POST', '/tags', withRawJson({ name: DEEP }, DEEP, nestedJson(10_000)));
    expect(answer).toEqual({ status: 400, body: expect.objectContaining(TOO_DEEP) });
    expect(await server.count('tag_entity')).toBe(0);
  });
});

describe('a webhook call with a JSON body nested 10,000 levels deep', () => {
  it('answers 400 and starts no execution', async () => {
    await activate(server, chain('Hook', [webhookNode({ path: 'deep', httpMethod: 'POST', responseMode: 'onReceived' })]));
    const response = await server.inject({
      method: 'POST', url: '/webhook/deep', headers: { 'content-type': 'application/json' }, payload: nestedJson(10_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(TOO_DEEP);
    expect(await server.count('execution_entity')).toBe(0);
  });
});

describe('the nesting limit', () => {
  it('keeps data nested just within it, and refuses one level more', async () => {
    // The body is one level: staticData nested 99 levels makes 100 in all.
    const withStaticData = (levels: number) => withRawJson({ ...sampleWorkflow(), staticData: DEEP }, DEEP, nestedJson(levels));
    const saved = await send('POST', '/workflows', withStaticData(99));
    expect(saved.status).toBe(200);
    expect(JSON.stringify((saved.body.data as WorkflowResponse).staticData)).toBe(nestedJson(99));

    expect(await send('POST', '/workflows', withStaticData(100))).toEqual({ status: 400, body: expect.objectContaining(TOO_DEEP) });
    expect(await server.count('workflow_entity')).toBe(1);
  });
});

describe('GET /workflows/from-url with a document nested 10,000 levels deep', () => {
  let files: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => files?.close(resolve));
    files = undefined;
  });

  it('answers 400 saying the file is nested too deeply', async () => {
    const document = withRawJson(
      { name: 'Deep', nodes: [{ ...noOpNode, parameters: { options: DEEP } }], connections: {} }, DEEP, nestedJson(10_000),
    );
    files = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(document);
    });
    await new Promise<void>((resolve) => files?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(files.address() as AddressInfo).port}/deep.json`;
    const answer = await server.rest('GET', `/workflows/from-url?url=${encodeURIComponent(url)}`);
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, message: 'The URL did not return a workflow', hint: 'The file is nested deeper than 100 levels.' },
    });
  });
});
