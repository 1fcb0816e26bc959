import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_BLANK_VALUE, type Credential, type WorkflowCreateBody } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { ownerAndTwoMembers, type TestUser } from '../test/users-fixture.js';
import { chain, manualTrigger } from '../test/webhook-fixtures.js';
import { runToEnd } from '../test/execution-fixtures.js';

const server = useTestServer();

interface Answer<T> {
  data: T;
  message?: string;
}

/** A service on loopback that answers `{ key }` with the X-Api-Key header it received. */
let service: Server;
let serviceUrl: string;
beforeAll(async () => {
  service = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ key: request.headers['x-api-key'] ?? null }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const as = (user: TestUser) => ({ as: user.cookie });

async function createKey(user: TestUser, value: string, extra: Record<string, unknown> = {}): Promise<Credential> {
  const answer = await server.rest<Answer<Credential>>('POST', '/credentials', {
    name: `Key ${value.split('-')[0]}`, type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value }, ...extra,
  }, as(user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Calls the service through HTTP Request with a header credential. */
function callingService(credential: { id: string | null; name: string }): WorkflowCreateBody {
  return chain('Call the service', [manualTrigger(), {
    id: randomUUID(), name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.1, position: [220, 0],
    parameters: { url: `${serviceUrl}/me`, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth', options: {} },
    credentials: { httpHeaderAuth: credential },
  }], { saveManualExecutions: true });
}

/** Saves and runs the workflow as `user`; answers what HTTP Request output, or the error it showed. */
async function runAs(user: TestUser, workflow: WorkflowCreateBody, saved = true): Promise<{ output?: unknown; error?: string }> {
  let workflowData: WorkflowCreateBody & { id?: string } = workflow;
  if (saved) {
    const created = await server.rest<Answer<{ id: string }>>('POST', '/workflows', workflow, as(user));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    workflowData = { ...workflow, id: created.body.data.id };
  }
  const started = await runToEnd<Answer<{ executionId: string }>>(server, { workflowData }, as(user));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await server.services.activeExecutions.whenIdle();
  const execution = await server.services.executions.get(started.body.data.executionId);
  const run = execution.data?.resultData.runData['Call API']?.[0];
  return run?.error ? { error: run.error.message } : { output: run?.data?.main?.[0]?.[0]?.json };
}

describe('whose credentials', () => {
  it('a member lists, reads and changes only their own; the owner lists everyone\'s but reads no one else\'s data', async () => {
    const { owner, mia, max } = await ownerAndTwoMembers(server);
    const ownersKey = await createKey(owner, 'owner-key');
    const miasKey = await createKey(mia, 'mia-key');
    const listed = async (user: TestUser) => (await server.rest<Answer<Credential[]>>('GET', '/credentials', undefined, as(user))).body.data;

    expect((await listed(mia)).map((c) => c.id)).toEqual([miasKey.id]);
    expect(await listed(max)).toEqual([]);
    const everyone = await listed(owner);
    expect(everyone.map((c) => c.id)).toEqual([ownersKey.id, miasKey.id]);
    expect(everyone[1]?.ownedBy).toMatchObject({ id: mia.id, email: 'mia@example.com', firstName: 'Mia' });

    // Answered as a missing one: a member learns nothing of other people's credentials.
    const hidden = await server.rest('GET', `/credentials/${ownersKey.id}`, undefined, as(mia));
    const missing = await server.rest('GET', '/credentials/9999', undefined, as(mia));
    expect(JSON.stringify(hidden).replace(ownersKey.id, 'N')).toBe(JSON.stringify(missing).replace('9999', 'N'));
    expect(hidden.status).toBe(404);
    for (const [method, payload] of [['PATCH', { name: 'Mine now', type: 'httpHeaderAuth' }], ['DELETE', undefined]] as const) {
      expect((await server.rest(method, `/credentials/${ownersKey.id}`, payload, as(mia))).status).toBe(404);
    }

    const seenByOwner = await server.rest<Answer<Credential>>('GET', `/credentials/${miasKey.id}?includeData=true`, undefined, as(owner));
    expect(seenByOwner.status).toBe(200);
    expect(seenByOwner.body.data.data).toBeUndefined();
    const own = await server.rest<Answer<Credential>>('GET', `/credentials/${miasKey.id}?includeData=true`, undefined, as(mia));
    expect(own.body.data.data).toEqual({ name: 'X-Api-Key', value: CREDENTIAL_BLANK_VALUE });
    expect(JSON.stringify([everyone, seenByOwner.body, own.body])).not.toContain('mia-key');
  });

  it('a member cannot fill blanked fields from someone else\'s credential in a test', async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const ownersKey = await createKey(owner, 'owner-key');
    const answer = await server.rest<Answer<{ status: string }>>('POST', '/credentials/test', {
      credentials: { id: ownersKey.id, name: 'x', type: 'httpHeaderAuth', data: { value: CREDENTIAL_BLANK_VALUE } },
    }, as(mia));
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('Error');
  });

  it('refuses everything signed out', async () => {
    const { owner } = await ownerAndTwoMembers(server);
    const key = await createKey(owner, 'k');
    for (const [method, url] of [['GET', '/credentials'], ['GET', `/credentials/${key.id}`], ['POST', '/credentials'], ['GET', '/credential-types']] as const) {
      expect((await server.rest(method, url, method === 'POST' ? { name: 'x', type: 'httpHeaderAuth' } : undefined, { as: 'signed-out' })).status).toBe(401);
    }
  });

  it('deleting a member with a transfer gives their credentials to the other user', async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const miasKey = await createKey(mia, 'mia-key');
    expect((await server.rest('DELETE', `/users/${mia.id}?transferId=${owner.id}`, undefined, as(owner))).status).toBe(200);
    const moved = await server.rest<Answer<Credential>>('GET', `/credentials/${miasKey.id}?includeData=true`, undefined, as(owner));
    expect(moved.body.data.ownedBy?.id).toBe(owner.id);
    expect(moved.body.data.data).toEqual({ name: 'X-Api-Key', value: CREDENTIAL_BLANK_VALUE });
  });
});

describe('credentials in a run', () => {
  it('HTTP Request sends the header of its owner\'s credential', async () => {
    const { mia } = await ownerAndTwoMembers(server);
    const key = await createKey(mia, 'mia-key');
    expect(await runAs(mia, callingService({ id: key.id, name: key.name }))).toEqual({ output: { key: 'mia-key' } });
    expect(await runAs(mia, callingService({ id: key.id, name: key.name }), false)).toEqual({ output: { key: 'mia-key' } });
  });

  it('a member\'s workflow cannot use another user\'s credential, by id or by name; the owner\'s can use a member\'s', async () => {
    const { owner, mia, max } = await ownerAndTwoMembers(server);
    const miasKey = await createKey(mia, 'mia-key');
    expect(await runAs(max, callingService({ id: miasKey.id, name: miasKey.name }))).toEqual({
      error: `Credential with ID "${miasKey.id}" does not exist for type "httpHeaderAuth".`,
    });
    expect((await runAs(max, callingService({ id: null, name: miasKey.name }), false)).error).toBe(
      'Credentials with name "Key mia" do not exist for "httpHeaderAuth". You can create credentials with the exact name and then they get auto-selected on refresh.',
    );
    expect(await runAs(owner, callingService({ id: miasKey.id, name: miasKey.name }))).toEqual({ output: { key: 'mia-key' } });
  });

  it('a node may use a credential only when its type is allowed in the credential\'s node access', async () => {
    const { mia } = await ownerAndTwoMembers(server);
    const key = await createKey(mia, 'mia-key', { nodesAccess: [{ nodeType: 'n8n-nodes-base.webhook' }] });
    expect(await runAs(mia, callingService({ id: key.id, name: key.name }))).toEqual({
      error: 'The node "Call API" (n8n-nodes-base.httpRequest) may not use the credential "Key mia". Allow it in the credential\'s Details tab.',
    });
    await server.rest('PATCH', `/credentials/${key.id}`, {
      name: key.name, type: 'httpHeaderAuth', nodesAccess: [{ nodeType: 'n8n-nodes-base.webhook' }, { nodeType: 'n8n-nodes-base.httpRequest' }],
    }, as(mia));
    expect(await runAs(mia, callingService({ id: key.id, name: key.name }))).toEqual({ output: { key: 'mia-key' } });
  });
});
