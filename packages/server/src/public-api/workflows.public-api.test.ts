import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicTag, PublicWorkflow, WorkflowCreateBody } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { publicApiClient } from '../test/public-api-client.js';
import { insertMember, MEMBER_PASSWORD, setUpOwner } from '../test/users-fixture.js';
import { chain, setNode, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();
let ownerKey = '';
let ownerId = '';
const api = publicApiClient(server, () => ownerKey);

type Page<T> = { data: T[]; nextCursor: string | null };
type ErrorBody = { message: string; description?: string };

const emptyWorkflow = (name: string) => ({ name, nodes: [], connections: {}, settings: {} });

beforeEach(async () => {
  ownerId = (await setUpOwner(server)).id;
  ownerKey = await api.createKey();
});

async function create(body: object, key?: string): Promise<PublicWorkflow> {
  const created = await api.call<PublicWorkflow>('POST', '/workflows', { body, ...(key ? { key } : {}) });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

async function memberWithKey(email = 'mia@example.com'): Promise<{ id: string; key: string }> {
  const id = await insertMember(server, email);
  return { id, key: await api.createKey(await server.signIn(email, MEMBER_PASSWORD)) };
}

async function tag(name: string): Promise<PublicTag> {
  return (await api.call<PublicTag>('POST', '/tags', { body: { name } })).body;
}

async function webhook(path: string): Promise<{ status: number; body: unknown }> {
  const response = await server.inject({ method: 'POST', url: `${server.config.basePath}webhook/${path}`, payload: {}, as: 'signed-out' });
  return { status: response.statusCode, body: response.body === '' ? undefined : response.json() };
}

/** A Webhook answering with its last node's item: `{ greeting }`. */
function greeter(path: string, greeting: string): WorkflowCreateBody {
  return chain('Greeter', [webhookNode({ path, responseMode: 'lastNode' }), setNode('Edit Fields', 'greeting', greeting)]);
}

describe('public API: workflows', () => {
  it('creates a workflow in n8n\'s shape, owned by the key\'s user and inactive', async () => {
    const body = { ...chain('Orders', [webhookNode({ path: 'orders' })]), staticData: { lastId: 3 } };
    const created = await create(body);
    expect(created).toEqual({
      id: expect.any(String), name: 'Orders', active: false,
      createdAt: expect.any(String), updatedAt: expect.any(String),
      nodes: [expect.objectContaining({ name: 'Webhook', type: 'n8n-nodes-base.webhook' })],
      connections: {}, settings: { executionOrder: 'v1' }, staticData: { lastId: 3 }, pinData: {},
      tags: [], versionId: expect.any(String),
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    const row = await server.db.kysely.selectFrom('workflow_entity').select('owner_id').executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(ownerId);
  });

  it('gives nodes sent without an id one, as n8n does', async () => {
    const created = await create({ name: 'No ids', nodes: [{ name: 'Edit Fields', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [0, 0], parameters: {} }], connections: {}, settings: {} });
    expect(created.nodes[0]?.id).toMatch(/.+/);
  });

  it.each([
    ['without a name', { nodes: [], connections: {}, settings: {} }, /\bname\b/],
    ['with nodes that are not a list', { ...emptyWorkflow('A'), nodes: { a: 1 } }, /\bnodes\b/],
    ['with bad settings', { ...emptyWorkflow('A'), settings: { executionOrder: 'v9' } }, /settings\.executionOrder/],
    ['without settings', { name: 'A', nodes: [], connections: {} }, /\bsettings\b/],
    ['with a read-only field (active)', { ...emptyWorkflow('A'), active: true }, /active: is read-only/],
    ['with a read-only field (tags)', { ...emptyWorkflow('A'), tags: [] }, /tags: is read-only/],
    ['with a field n8n does not know', { ...emptyWorkflow('A'), pinData: {} }, /pinData/],
  ])('refuses a workflow %s with a 400 naming the field, writing nothing', async (_case, body, message) => {
    const refused = await api.call<ErrorBody>('POST', '/workflows', { body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('reads a workflow, with its pinned data unless excludePinnedData is true', async () => {
    const created = await create(emptyWorkflow('Pinned'));
    const pinData = { Webhook: [{ json: { a: 1 } }] };
    expect((await server.rest('PATCH', `/workflows/${created.id}`, { pinData })).status).toBe(200);

    const got = await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: created.id, name: 'Pinned', pinData });
    const withoutPins = await api.call<PublicWorkflow>('GET', `/workflows/${created.id}?excludePinnedData=true`);
    expect(withoutPins.body).not.toHaveProperty('pinData');
    expect(withoutPins.body.name).toBe('Pinned');
  });

  it('answers 404 with n8n\'s message for a workflow that does not exist', async () => {
    expect(await api.call<ErrorBody>('GET', '/workflows/999999')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });

  it('replaces a workflow with PUT, keeping its tags and pinned data', async () => {
    const created = await create(emptyWorkflow('Before'));
    const ops = await tag('ops');
    await api.call('PUT', `/workflows/${created.id}/tags`, { body: [{ id: ops.id }] });
    const next = chain('After', [setNode('Edit Fields', 'a', 'b')], { timezone: 'Europe/Berlin' });

    const updated = await api.call<PublicWorkflow>('PUT', `/workflows/${created.id}`, { body: next });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.id, name: 'After', settings: { executionOrder: 'v1', timezone: 'Europe/Berlin' }, tags: [{ id: ops.id, name: 'ops' }],
    });
    expect(updated.body.nodes.map((n) => n.name)).toEqual(['Edit Fields']);
    expect(updated.body.versionId).not.toBe(created.versionId);
    expect((await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`)).body.name).toBe('After');
  });

  it('refuses a bad replacement and leaves the workflow as it was', async () => {
    const created = await create(emptyWorkflow('Kept'));
    const bad = await api.call<ErrorBody>('PUT', `/workflows/${created.id}`, { body: { ...emptyWorkflow('Changed'), nodes: 'none' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/\bnodes\b/);
    const got = await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`);
    expect(got.body).toMatchObject({ name: 'Kept', versionId: created.versionId });
    expect((await api.call('PUT', '/workflows/999999', { body: emptyWorkflow('X') })).status).toBe(404);
  });

  it('deletes a workflow and answers it as it was', async () => {
    const created = await create(emptyWorkflow('Doomed'));
    const deleted = await api.call<PublicWorkflow>('DELETE', `/workflows/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: created.id, name: 'Doomed', active: false });
    expect(await server.count('workflow_entity')).toBe(0);
    expect((await api.call('DELETE', `/workflows/${created.id}`)).status).toBe(404);
  });

  it('activates a workflow with a Webhook trigger, whose production URL then answers, and deactivates it', async () => {
    const created = await create(greeter('public-hello', 'hello'));
    expect((await webhook('public-hello')).status).toBe(404);

    const activated = await api.call<PublicWorkflow>('POST', `/workflows/${created.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ id: created.id, active: true });
    expect(await webhook('public-hello')).toEqual({ status: 200, body: { greeting: 'hello' } });

    const deactivated = await api.call<PublicWorkflow>('POST', `/workflows/${created.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await webhook('public-hello')).status).toBe(404);
  });

  it('keeps an active workflow active with the new version after PUT', async () => {
    const created = await create(greeter('public-swap', 'old'));
    await api.call('POST', `/workflows/${created.id}/activate`);
    const updated = await api.call<PublicWorkflow>('PUT', `/workflows/${created.id}`, { body: greeter('public-swap', 'new') });
    expect(updated.status).toBe(200);
    expect(updated.body.active).toBe(true);
    expect(await webhook('public-swap')).toEqual({ status: 200, body: { greeting: 'new' } });
  });

  it('answers 400 when activating a workflow without a trigger node, and changes nothing', async () => {
    const created = await create(chain('No trigger', [setNode('Edit Fields', 'a', 'b')]));
    const refused = await api.call<ErrorBody>('POST', `/workflows/${created.id}/activate`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Workflow could not be activated');
    expect(refused.body.description).toMatch(/no trigger node/);
    const got = await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`);
    expect(got.body).toMatchObject({ active: false, versionId: created.versionId });
  });

  it('answers 400 when the trigger cannot be activated (its webhook path is taken), and changes nothing', async () => {
    const first = await create(greeter('public-taken', 'first'));
    await api.call('POST', `/workflows/${first.id}/activate`);
    const second = await create(greeter('public-taken', 'second'));
    const refused = await api.call<ErrorBody>('POST', `/workflows/${second.id}/activate`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Workflow could not be activated/);
    expect((await api.call<PublicWorkflow>('GET', `/workflows/${second.id}`)).body.active).toBe(false);
    expect(await webhook('public-taken')).toEqual({ status: 200, body: { greeting: 'first' } });
  });

  it('sets and reads a workflow\'s tags, with their dates', async () => {
    const created = await create(emptyWorkflow('Tagged'));
    const [prod, eu] = [await tag('prod'), await tag('eu')];
    const set = await api.call<PublicTag[]>('PUT', `/workflows/${created.id}/tags`, { body: [{ id: prod.id }, { id: eu.id }] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual([eu, prod]);
    expect((await api.call<PublicTag[]>('GET', `/workflows/${created.id}/tags`)).body).toEqual([eu, prod]);
    expect((await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`)).body.tags).toEqual([eu, prod]);
  });

  it('answers 404 for an unknown tag id and leaves the tags as they were', async () => {
    const created = await create(emptyWorkflow('Tagged'));
    const prod = await tag('prod');
    await api.call('PUT', `/workflows/${created.id}/tags`, { body: [{ id: prod.id }] });
    const refused = await api.call<ErrorBody>('PUT', `/workflows/${created.id}/tags`, { body: [{ id: '424242' }] });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Some tags not found' } });
    expect((await api.call<PublicTag[]>('GET', `/workflows/${created.id}/tags`)).body).toEqual([prod]);
  });

  it('lists workflows with filters over several pages, stable while workflows are added', async () => {
    const prod = await tag('prod');
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const workflow = await create(emptyWorkflow(`Flow ${n}`));
      if (n % 2 === 1) await api.call('PUT', `/workflows/${workflow.id}/tags`, { body: [{ id: prod.id }] });
      ids.push(workflow.id);
    }
    const first = await api.call<Page<PublicWorkflow>>('GET', '/workflows?tags=prod&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((w) => w.name)).toEqual(['Flow 1', 'Flow 3']);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    // Added between two pages: shows up at the end, nothing is repeated or skipped.
    const late = await create(emptyWorkflow('Flow 7'));
    await api.call('PUT', `/workflows/${late.id}/tags`, { body: [{ id: prod.id }] });

    const second = await api.call<Page<PublicWorkflow>>('GET', `/workflows?tags=prod&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((w) => w.name)).toEqual(['Flow 5', 'Flow 7']);
    expect(second.body.nextCursor).toBeNull();

    const all = await api.call<Page<PublicWorkflow>>('GET', '/workflows');
    expect(all.body).toEqual({ data: expect.any(Array), nextCursor: null });
    expect(all.body.data.map((w) => w.id)).toEqual([...ids, late.id]);
  });

  it('filters by name, active, all given tag names and owner (projectId)', async () => {
    const [prod, eu] = [await tag('prod'), await tag('eu')];
    const both = await create(emptyWorkflow('Invoice EU'));
    await api.call('PUT', `/workflows/${both.id}/tags`, { body: [{ id: prod.id }, { id: eu.id }] });
    const onlyProd = await create(emptyWorkflow('Invoice US'));
    await api.call('PUT', `/workflows/${onlyProd.id}/tags`, { body: [{ id: prod.id }] });
    const active = await create(greeter('public-listed', 'hi'));
    await api.call('POST', `/workflows/${active.id}/activate`);
    const member = await memberWithKey();
    const membersOwn = await create(emptyWorkflow('Mine'), member.key);

    const names = async (query: string) =>
      (await api.call<Page<PublicWorkflow>>('GET', `/workflows?${query}`)).body.data.map((w) => w.name);
    expect(await names('tags=prod,eu')).toEqual(['Invoice EU']);
    expect(await names('tags=prod,%20eu')).toEqual(['Invoice EU']);
    expect(await names('tags=prod,nowhere')).toEqual([]);
    expect(await names('name=invoice')).toEqual(['Invoice EU', 'Invoice US']);
    expect(await names('active=true')).toEqual(['Greeter']);
    expect(await names('active=false&name=in')).toEqual(['Invoice EU', 'Invoice US', 'Mine']);
    expect(await names(`projectId=${member.id}`)).toEqual([membersOwn.name]);
    expect(await names(`projectId=${ownerId}&name=invoice`)).toEqual(['Invoice EU', 'Invoice US']);
    expect((await api.call<ErrorBody>('GET', '/workflows?active=yes')).status).toBe(400);
  });

  it('leaves pinned data out of listed workflows with excludePinnedData=true', async () => {
    const created = await create(emptyWorkflow('Pinned'));
    await server.rest('PATCH', `/workflows/${created.id}`, { pinData: { Webhook: [{ json: { a: 1 } }] } });
    const listed = await api.call<Page<PublicWorkflow>>('GET', '/workflows');
    expect(listed.body.data[0]?.pinData).toEqual({ Webhook: [{ json: { a: 1 } }] });
    const without = await api.call<Page<PublicWorkflow>>('GET', '/workflows?excludePinnedData=true');
    expect(without.body.data[0]).not.toHaveProperty('pinData');
  });

  it('shows a member\'s key only the member\'s workflows', async () => {
    const ownersWorkflow = await create(emptyWorkflow('Owner\'s'));
    const member = await memberWithKey();
    const own = await create(emptyWorkflow('Member\'s'), member.key);

    const listed = await api.call<Page<PublicWorkflow>>('GET', '/workflows', { key: member.key });
    expect(listed.body.data.map((w) => w.id)).toEqual([own.id]);
    expect((await api.call<Page<PublicWorkflow>>('GET', `/workflows?projectId=${ownerId}`, { key: member.key })).body.data).toEqual([]);
    expect((await api.call('GET', `/workflows/${own.id}`, { key: member.key })).status).toBe(200);
    // The owner's key sees both.
    expect((await api.call<Page<PublicWorkflow>>('GET', '/workflows')).body.data.map((w) => w.id)).toEqual([ownersWorkflow.id, own.id]);
  });

  it('answers a member\'s key 404 for every route on the owner\'s workflow, changing nothing', async () => {
    const ownersWorkflow = await create(greeter('public-owners', 'hi'));
    const member = await memberWithKey();
    const id = ownersWorkflow.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/workflows/${id}`], ['PUT', `/workflows/${id}`, emptyWorkflow('Taken')], ['DELETE', `/workflows/${id}`],
      ['POST', `/workflows/${id}/activate`], ['POST', `/workflows/${id}/deactivate`], ['GET', `/workflows/${id}/tags`],
      ['PUT', `/workflows/${id}/tags`, []], ['PUT', `/workflows/${id}/transfer`, { destinationProjectId: member.id }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call<ErrorBody>(method as 'GET', path, { key: member.key, ...(body === undefined ? {} : { body }) });
      expect({ method, path, ...answer }).toMatchObject({ method, path, status: 404, body: { message: 'Not Found' } });
    }
    expect((await api.call<PublicWorkflow>('GET', `/workflows/${id}`)).body).toMatchObject({ name: 'Greeter', active: false, versionId: ownersWorkflow.versionId });
    const row = await server.db.kysely.selectFrom('workflow_entity').select('owner_id').executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(ownerId);
  });

  it('lets a member\'s key change its own workflows', async () => {
    const member = await memberWithKey();
    const own = await create(greeter('public-members', 'member'), member.key);
    const activated = await api.call<PublicWorkflow>('POST', `/workflows/${own.id}/activate`, { key: member.key });
    expect(activated.body.active).toBe(true);
    expect(await webhook('public-members')).toEqual({ status: 200, body: { greeting: 'member' } });
    expect((await api.call('DELETE', `/workflows/${own.id}`, { key: member.key })).status).toBe(200);
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('refuses a missing or wrong key with n8n\'s 401', async () => {
    const none = await api.call<ErrorBody>('GET', '/workflows', { key: null });
    expect(none).toMatchObject({ status: 401, body: { message: "'X-N8N-API-KEY' header required" } });
    const wrong = await api.call<ErrorBody>('POST', '/workflows', { key: `${ownerKey}x`, body: emptyWorkflow('A') });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('transfers a workflow to another user, who then owns it', async () => {
    const created = await create(emptyWorkflow('Handed over'));
    const member = await memberWithKey();
    const moved = await api.call('PUT', `/workflows/${created.id}/transfer`, { body: { destinationProjectId: member.id } });
    expect(moved.status).toBe(204);
    expect(moved.body).toBeUndefined();

    const seen = await api.call<PublicWorkflow>('GET', `/workflows/${created.id}`, { key: member.key });
    expect(seen).toMatchObject({ status: 200, body: { name: 'Handed over' } });
    const byOwner = await api.call<Page<PublicWorkflow>>('GET', `/workflows?projectId=${member.id}`);
    expect(byOwner.body.data.map((w) => w.id)).toEqual([created.id]);
  });

  it('refuses to transfer a workflow into the project that already holds it', async () => {
    const created = await create(emptyWorkflow('Staying'));
    const refused = await api.call<ErrorBody>('PUT', `/workflows/${created.id}/transfer`, { body: { destinationProjectId: ownerId } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'The workflow is already in this project' } });
  });

  it('answers 404 for a transfer to a user that does not exist', async () => {
    const created = await create(emptyWorkflow('Nowhere'));
    const nobody = await api.call<ErrorBody>('PUT', `/workflows/${created.id}/transfer`, { body: { destinationProjectId: 'no-such-user' } });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toMatch(/no-such-user/);
  });

  it('lets no member\'s key give its workflow away', async () => {
    const member = await memberWithKey();
    const own = await create(emptyWorkflow('Kept'), member.key);
    const toOwner = await api.call<ErrorBody>('PUT', `/workflows/${own.id}/transfer`, { key: member.key, body: { destinationProjectId: ownerId } });
    expect(toOwner.status).toBe(404);
    const toSelf = await api.call<ErrorBody>('PUT', `/workflows/${own.id}/transfer`, { key: member.key, body: { destinationProjectId: member.id } });
    expect(toSelf.status).toBe(400);
    const row = await server.db.kysely.selectFrom('workflow_entity').select('owner_id').executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(member.id);
  });
});
