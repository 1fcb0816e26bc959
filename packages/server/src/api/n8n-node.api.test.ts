import { createServer } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { serviceRunner } from '@weft/nodes/test-support/service-node-run';
import { useTestServer } from '../test/test-server.js';
import { publicApiClient } from '../test/public-api-client.js';
import { setUpOwner } from '../test/users-fixture.js';
import { failing, runToEnd, save, succeeding } from '../test/execution-fixtures.js';
import { chain, webhookNode } from '../test/webhook-fixtures.js';

/*
 * The n8n node (n8n-nodes-base.n8n 1) against a real Weft instance listening on a port: every
 * operation through the public API v1 with an API key of the owner, as a user's workflow would run it.
 */
const server = useTestServer();
const api = publicApiClient(server, () => apiKey);
let apiKey = '';
let baseUrl = '';

beforeEach(async () => {
  await setUpOwner(server);
  apiKey = await api.createKey();
  baseUrl = `http://127.0.0.1:${await server.listen()}${server.config.basePath}api/v1`;
});

interface RunOptions { key?: string; url?: string; input?: IDataObject[]; continueOnFail?: boolean }

function runNode(parameters: IDataObject, options: RunOptions = {}) {
  const runner = serviceRunner({ instance: { type: 'n8nApi', data: { apiKey: options.key ?? apiKey, baseUrl: options.url ?? baseUrl } } });
  return runner.run({
    type: 'n8n-nodes-base.n8n', typeVersion: 1, parameters, uses: { n8nApi: 'instance' },
    ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
    ...(options.continueOnFail ? { continueOnFail: true } : {}),
  });
}

const byId = (id: string) => ({ __rl: true, mode: 'id', value: id });

/** Saves the workflow and runs it to its end; answers the execution's id. */
async function runSaved(workflowId: string, workflow: ReturnType<typeof succeeding>): Promise<string> {
  const { status, body } = await runToEnd<{ data: { executionId: string } }>(server, { workflowData: { ...workflow, id: workflowId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.executionId;
}

describe('n8n node: workflows', () => {
  it('creates a workflow from JSON, keeping only the fields the API takes, and gets it back', async () => {
    const downloaded = { ...succeeding('Made by the node'), id: 'old-id', active: true, tags: [{ name: 'x' }] };
    const created = await runNode({ resource: 'workflow', operation: 'create', workflowObject: JSON.stringify(downloaded) });
    expect(created.error).toBeUndefined();
    expect(created.json).toEqual([expect.objectContaining({ id: expect.any(String), name: 'Made by the node', active: false, tags: [] })]);
    const id = String(created.json[0]?.id);
    expect(id).not.toBe('old-id');

    const got = await runNode({ resource: 'workflow', operation: 'get', workflowId: byId(id) });
    expect(got.json).toEqual([expect.objectContaining({ id, name: 'Made by the node', nodes: (downloaded.nodes ?? []).map((node) => expect.objectContaining({ name: node.name })) })]);
  });

  it('reads the workflow ID from an editor URL', async () => {
    const id = await save(server, succeeding('By URL'));
    const got = await runNode({ resource: 'workflow', operation: 'get', workflowId: { __rl: true, mode: 'url', value: `http://localhost:5678/workflow/${id}` } });
    expect(got.json).toEqual([expect.objectContaining({ id, name: 'By URL' })]);
  });

  it('updates the name and nodes, activates, deactivates and deletes, each answering the workflow', async () => {
    const id = await save(server, succeeding('Before'));
    const hook = chain('After', [webhookNode({ path: `n8n-node-${id}` })]);
    const updated = await runNode({ resource: 'workflow', operation: 'update', workflowId: byId(id), workflowObject: JSON.stringify(hook) });
    expect(updated.error).toBeUndefined();
    expect(updated.json).toEqual([expect.objectContaining({ id, name: 'After', nodes: [expect.objectContaining({ type: 'n8n-nodes-base.webhook' })] })]);

    const activated = await runNode({ resource: 'workflow', operation: 'activate', workflowId: byId(id) });
    expect(activated.json).toEqual([expect.objectContaining({ id, active: true })]);
    expect((await api.call<{ active: boolean }>('GET', `/workflows/${id}`)).body.active).toBe(true);

    const deactivated = await runNode({ resource: 'workflow', operation: 'deactivate', workflowId: byId(id) });
    expect(deactivated.json).toEqual([expect.objectContaining({ id, active: false })]);

    const deleted = await runNode({ resource: 'workflow', operation: 'delete', workflowId: byId(id) });
    expect(deleted.json).toEqual([expect.objectContaining({ id, name: 'After' })]);
    expect((await api.call('GET', `/workflows/${id}`)).status).toBe(404);
  });

  it('lists every workflow over several pages with Return All, and the first ones with a Limit', async () => {
    const names = Array.from({ length: 103 }, (_, index) => `Flow ${String(index).padStart(3, '0')}`);
    for (const name of names) await save(server, succeeding(name));

    const all = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: {} });
    expect(all.error).toBeUndefined();
    expect(all.json.map((workflow) => workflow.name).sort()).toEqual(names);
    expect(new Set(all.json.map((workflow) => workflow.id)).size).toBe(103);

    const two = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: false, limit: 2, filters: {} });
    expect(two.json).toHaveLength(2);
  });

  it('filters the list by active state, name and tags', async () => {
    const active = await save(server, chain('Live hook', [webhookNode({ path: 'n8n-node-live' })]));
    await save(server, succeeding('Idle greeting'));
    expect((await api.call('POST', `/workflows/${active}/activate`)).status).toBe(200);

    const onlyActive = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: { activeWorkflows: true } });
    expect(onlyActive.json.map((workflow) => workflow.name)).toEqual(['Live hook']);
    const inactive = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: { activeWorkflows: false } });
    expect(inactive.json.map((workflow) => workflow.name)).toEqual(['Idle greeting']);
    const named = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: { name: 'greet' } });
    expect(named.json.map((workflow) => workflow.name)).toEqual(['Idle greeting']);
    const tagged = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: { tags: 'no-such-tag' } });
    expect(tagged.json).toEqual([]);
  });

  it('lists the workflows for the Workflow picker, filtered by name', async () => {
    const first = await save(server, succeeding('Invoices'));
    const second = await save(server, succeeding('Reminders'));
    const credential = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Instance', type: 'n8nApi', data: { apiKey, baseUrl } });
    expect(credential.status).toBe(200);
    const search = (filter?: string) => {
      const params = new URLSearchParams({
        nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.n8n', version: 1 }), path: 'parameters.workflowId', methodName: 'searchWorkflows',
        currentNodeParameters: JSON.stringify({ resource: 'workflow', operation: 'get' }),
        credentials: JSON.stringify({ n8nApi: { id: credential.body.data.id, name: 'Instance' } }),
      });
      if (filter !== undefined) params.set('filter', filter);
      return server.rest<{ data: { results: Array<{ name: string; value: string }> } }>('GET', `/node-parameter-options/resource-locator-results?${params.toString()}`);
    };
    const all = await search();
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.results).toEqual([{ name: `Reminders (#${second})`, value: second }, { name: `Invoices (#${first})`, value: first }]);
    expect((await search('invo')).body.data.results).toEqual([{ name: `Invoices (#${first})`, value: first }]);
  });
});

describe('n8n node: executions', () => {
  it('gets, lists with filters and pages, and deletes executions', async () => {
    const okFlow = succeeding('Fine');
    const okId = await save(server, okFlow);
    const brokenFlow = failing('Broken');
    const brokenId = await save(server, brokenFlow);
    const first = await runSaved(okId, okFlow);
    const second = await runSaved(okId, okFlow);
    const broken = await runSaved(brokenId, brokenFlow);

    const got = await runNode({ resource: 'execution', operation: 'get', executionId: first, options: {} });
    expect(got.json).toEqual([expect.objectContaining({ id: Number(first), status: 'success', workflowId: Number(okId) })]);
    expect(got.json[0]).not.toHaveProperty('data');
    const detailed = await runNode({ resource: 'execution', operation: 'get', executionId: first, options: { activeWorkflows: true } });
    expect(detailed.json[0]).toHaveProperty('data.resultData.runData');

    const all = await runNode({ resource: 'execution', operation: 'getAll', returnAll: true, filters: {}, options: {} });
    expect(all.json.map((execution) => execution.id)).toEqual([Number(broken), Number(second), Number(first)]);
    const limited = await runNode({ resource: 'execution', operation: 'getAll', returnAll: false, limit: 1, filters: {}, options: {} });
    expect(limited.json.map((execution) => execution.id)).toEqual([Number(broken)]);
    const errors = await runNode({ resource: 'execution', operation: 'getAll', returnAll: true, filters: { status: 'error' }, options: {} });
    expect(errors.json.map((execution) => execution.id)).toEqual([Number(broken)]);
    const ofWorkflow = await runNode({
      resource: 'execution', operation: 'getAll', returnAll: true, filters: { workflowId: { __rl: true, mode: 'list', value: okId } }, options: {},
    });
    expect(ofWorkflow.json.map((execution) => execution.id)).toEqual([Number(second), Number(first)]);

    const deleted = await runNode({ resource: 'execution', operation: 'delete', executionId: first });
    expect(deleted.json).toEqual([expect.objectContaining({ id: Number(first), status: 'success' })]);
    expect((await api.call('GET', `/executions/${first}`)).status).toBe(404);
  });
});

describe('n8n node: credentials and audit', () => {
  it('creates a credential from JSON data, gets a type\'s schema and deletes the credential', async () => {
    const created = await runNode({
      resource: 'credential', operation: 'create', name: 'Shop API', credentialTypeName: 'httpHeaderAuth', data: '{ "name": "X-Key", "value": "s3cret" }',
    });
    expect(created.error).toBeUndefined();
    expect(created.json).toEqual([expect.objectContaining({ id: expect.any(String), name: 'Shop API', type: 'httpHeaderAuth' })]);
    expect(JSON.stringify(created.json)).not.toContain('s3cret');

    const schema = await runNode({ resource: 'credential', operation: 'getSchema', credentialTypeName: 'httpHeaderAuth' });
    expect(schema.json).toEqual([expect.objectContaining({ type: 'object', properties: expect.objectContaining({ name: expect.any(Object), value: expect.any(Object) }) })]);

    const id = String(created.json[0]?.id);
    const deleted = await runNode({ resource: 'credential', operation: 'delete', credentialId: id });
    expect(deleted.json).toEqual([expect.objectContaining({ id, name: 'Shop API' })]);
    expect(await server.count('credentials_entity')).toBe(0);
  });

  it('names a Data field that is not JSON, sending nothing', async () => {
    const created = await runNode({ resource: 'credential', operation: 'create', name: 'Shop API', credentialTypeName: 'httpHeaderAuth', data: '{ name: ' });
    expect(created.error?.message).toBe('\'Data\' is not valid JSON');
    expect(await server.count('credentials_entity')).toBe(0);
  });

  it('passes the API\'s 400 message on: an unknown credential type', async () => {
    const created = await runNode({ resource: 'credential', operation: 'create', name: 'X', credentialTypeName: 'noSuchApi', data: '{}' });
    expect(created.error?.message).toBe('The n8n API answered 400: type: "noSuchApi" is not a known credential type');
  });

  it('generates the security audit for the chosen categories', async () => {
    await server.rest('POST', '/credentials', { name: 'Never used', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'v' } });
    const audit = await runNode({ resource: 'audit', operation: 'generate', additionalOptions: { categories: ['credentials'] } });
    expect(audit.error).toBeUndefined();
    expect(audit.json).toHaveLength(1);
    expect(Object.keys(audit.json[0] ?? {})).toEqual(['Credentials Risk Report']);
  });
});

describe('n8n node: errors', () => {
  it('says the API key was refused (401), with what to check', async () => {
    const result = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: {} }, { key: 'not-a-key' });
    expect(result.error?.message).toBe('The n8n API answered 401: Unauthorized');
    expect(result.error?.description).toMatch(/API key of the n8n API credential/);
  });

  it('says what was not found (404)', async () => {
    const result = await runNode({ resource: 'workflow', operation: 'get', workflowId: byId('999999') });
    expect(result.error?.message).toMatch(/^The n8n API answered 404: /);
    expect(result.error?.httpCode).toBe('404');
  });

  it('says the instance could not be reached when nothing listens at the Base URL', async () => {
    const port = await closedPort();
    const result = await runNode({ resource: 'workflow', operation: 'getAll', returnAll: true, filters: {} }, { url: `http://127.0.0.1:${port}/api/v1` });
    expect(result.error?.message).toBe(`The n8n API at http://127.0.0.1:${port}/api/v1 could not be reached`);
    expect(result.error?.description).toMatch(/refused/);
  });

  it('gives an error item per failing input with Continue On Fail, and goes on with the next', async () => {
    const id = await save(server, succeeding('Present'));
    const result = await runNode({ resource: 'workflow', operation: 'get', workflowId: { __rl: true, mode: 'id', value: '={{ $json.id }}' } }, {
      continueOnFail: true, input: [{ id: '999999' }, { id }],
    });
    expect(result.json).toEqual([{ error: expect.stringMatching(/404/) }, expect.objectContaining({ id, name: 'Present' })]);
  });
});

describe('n8n API credential', () => {
  const test = async (data: IDataObject) =>
    (await server.rest<{ data: { status: string; message: string } }>('POST', '/credentials/test', { credentials: { name: 'Instance', type: 'n8nApi', data } })).body.data;

  it('tests the key against the instance: accepted, refused, unreachable', async () => {
    expect(await test({ apiKey, baseUrl })).toMatchObject({ status: 'OK' });
    expect(await test({ apiKey: 'wrong', baseUrl })).toMatchObject({ status: 'Error' });
    expect(await test({ apiKey, baseUrl: `http://127.0.0.1:${await closedPort()}/api/v1` })).toMatchObject({ status: 'Error' });
  });
});

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
