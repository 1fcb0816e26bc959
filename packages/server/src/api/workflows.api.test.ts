import { describe, expect, it } from 'vitest';
import type { WorkflowListItem, WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { fullySetNode, manualTriggerNode, sampleWorkflow } from '../test/fixtures.js';

const server = useTestServer();

type Answer<T> = { data: T };

async function create(body: unknown) {
  const { status, body: answer } = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', body);
  expect(status).toBe(200);
  return answer.data;
}

describe('workflows: create and read', () => {
  it('keeps every field through a save and a load', async () => {
    const tagA = await server.services.repositories.tags.create('billing');
    const tagB = await server.services.repositories.tags.create('alpha');
    // An n8n export carries tag objects; only their ids count.
    const exportedTag = { id: tagB.id, name: 'alpha', createdAt: tagB.createdAt };
    const sent = sampleWorkflow({ tags: [tagA.id, exportedTag] });
    const created = await create(sent);

    expect(created.id).toMatch(/^\d+$/);
    const { status, body } = await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`);
    expect(status).toBe(200);
    const loaded = body.data;
    expect(loaded.name).toBe('Greeting');
    expect(loaded.nodes).toEqual(sent.nodes);
    expect(loaded.connections).toEqual(sent.connections);
    expect(loaded.settings).toEqual(sent.settings);
    expect(loaded.staticData).toEqual({ lastId: 42 });
    expect(loaded.pinData).toEqual(sent.pinData);
    expect(loaded.tags).toEqual([{ id: tagB.id, name: 'alpha' }, { id: tagA.id, name: 'billing' }]);
    expect(loaded.versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(loaded).toEqual(created);
    expect(Date.parse(loaded.createdAt)).toBeGreaterThan(0);
  });

  it('fills in what a minimal workflow leaves out', async () => {
    const created = await create({ name: '  Bare  ' });
    expect(created).toMatchObject({
      name: 'Bare', active: false, nodes: [], connections: {}, settings: {}, pinData: {}, tags: [], staticData: null,
    });
  });

  it('never creates an active workflow', async () => {
    const created = await create(sampleWorkflow({ active: true }));
    expect(created.active).toBe(false);
  });

  it('stores a history version with every save', async () => {
    const created = await create(sampleWorkflow());
    const history = await server.services.repositories.workflows.historyOf(created.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ versionId: created.versionId, nodes: created.nodes, authors: 'Default user' });
  });
});

describe('workflows: update', () => {
  it('changes only the fields sent, with a new version', async () => {
    const created = await create(sampleWorkflow());
    const { status, body } = await server.rest<Answer<WorkflowResponse>>('PATCH', `/workflows/${created.id}`, {
      name: 'Renamed',
      versionId: created.versionId,
    });
    expect(status).toBe(200);
    expect(body.data.name).toBe('Renamed');
    expect(body.data.nodes).toEqual(created.nodes);
    expect(body.data.pinData).toEqual(created.pinData);
    expect(body.data.versionId).not.toBe(created.versionId);
    const history = await server.services.repositories.workflows.historyOf(created.id);
    expect(history.map((h) => h.versionId)).toEqual([created.versionId, body.data.versionId]);
  });

  it('replaces nodes, connections and tags', async () => {
    const tag = await server.services.repositories.tags.create('ops');
    const created = await create(sampleWorkflow());
    const { body } = await server.rest<Answer<WorkflowResponse>>('PATCH', `/workflows/${created.id}`, {
      nodes: [manualTriggerNode],
      connections: {},
      tags: [tag.id],
      pinData: {},
    });
    expect(body.data.nodes).toEqual([manualTriggerNode]);
    expect(body.data.connections).toEqual({});
    expect(body.data.tags).toEqual([{ id: tag.id, name: 'ops' }]);
    expect(body.data.pinData).toEqual({});
    expect((await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`)).body.data).toEqual(body.data);
  });

  it('refuses a save based on an older version and keeps the newer one', async () => {
    const created = await create(sampleWorkflow());
    await server.rest('PATCH', `/workflows/${created.id}`, { name: 'First edit', versionId: created.versionId });
    const { status, body } = await server.rest<{ code: number; message: string; hint: string }>(
      'PATCH', `/workflows/${created.id}`, { name: 'Second edit', versionId: created.versionId },
    );
    expect(status).toBe(400);
    expect(body.message).toContain('changed since you opened it');
    expect(body.hint).toBeTruthy();
    const stored = (await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`)).body.data;
    expect(stored.name).toBe('First edit');
    expect(await server.count('workflow_history')).toBe(2);
  });

  it('refuses an unknown tag and writes nothing', async () => {
    const created = await create(sampleWorkflow());
    const { status, body } = await server.rest<{ message: string }>('PATCH', `/workflows/${created.id}`, {
      name: 'Changed', tags: ['999'],
    });
    expect(status).toBe(400);
    expect(body.message).toContain('tags');
    expect(body.message).toContain('"999"');
    expect((await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`)).body.data.name).toBe('Greeting');
    expect(await server.count('workflow_history')).toBe(1);
  });

  it('accepts active: false', async () => {
    const created = await create(sampleWorkflow());
    const { status, body } = await server.rest<Answer<WorkflowResponse>>('PATCH', `/workflows/${created.id}`, { active: false });
    expect(status).toBe(200);
    expect(body.data.active).toBe(false);
  });

  it('refuses to activate a workflow that has only a manual trigger, saying why', async () => {
    const created = await create(sampleWorkflow({ nodes: [manualTriggerNode], connections: {} }));
    const { status, body } = await server.rest('PATCH', `/workflows/${created.id}`, { active: true, name: 'Live' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'Workflow could not be activated',
      hint: 'This workflow has no trigger node that can run on its own',
    });
    const stored = (await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`)).body.data;
    expect(stored).toMatchObject({ active: false, name: 'Greeting', versionId: created.versionId });
  });
});

describe('workflows: delete', () => {
  it('removes the workflow with its history and tags links', async () => {
    const tag = await server.services.repositories.tags.create('gone');
    const created = await create(sampleWorkflow({ tags: [tag.id] }));
    const { status, body } = await server.rest('DELETE', `/workflows/${created.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: true });
    expect((await server.rest('GET', `/workflows/${created.id}`)).status).toBe(404);
    expect(await server.count('workflow_history')).toBe(0);
    expect(await server.count('workflows_tags')).toBe(0);
    expect(await server.count('tag_entity')).toBe(1);
    expect((await server.rest('DELETE', `/workflows/${created.id}`)).status).toBe(404);
  });
});

describe('workflows: list', () => {
  it('lists workflows newest change first, with their tags', async () => {
    const tag = await server.services.repositories.tags.create('ops');
    const first = await create({ name: 'First', tags: [tag.id] });
    const second = await create({ name: 'Second' });
    await server.rest('PATCH', `/workflows/${first.id}`, { name: 'First, edited' });
    const { status, body } = await server.rest<Answer<WorkflowListItem[]>>('GET', '/workflows');
    expect(status).toBe(200);
    expect(body.data.map((w) => w.name)).toEqual(['First, edited', 'Second']);
    expect(body.data[0]).toMatchObject({ id: first.id, active: false, tags: [{ id: tag.id, name: 'ops' }] });
    expect(body.data[1]).toMatchObject({ id: second.id, tags: [] });
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['active', 'createdAt', 'id', 'name', 'tags', 'updatedAt', 'versionId']);
  });

  it('filters by part of the name, ignoring case, and by active', async () => {
    await create({ name: 'Invoice sync' });
    await create({ name: 'Daily INVOICES' });
    await create({ name: 'Slack alerts' });
    await create({ name: '100%_done' });
    const list = async (filter: object) =>
      (await server.rest<Answer<WorkflowListItem[]>>('GET', `/workflows?filter=${encodeURIComponent(JSON.stringify(filter))}`))
        .body.data.map((w) => w.name).sort();
    expect(await list({ name: 'invoice' })).toEqual(['Daily INVOICES', 'Invoice sync']);
    expect(await list({ name: '%_' })).toEqual(['100%_done']);
    expect(await list({ active: true })).toEqual([]);
    expect(await list({ active: false })).toHaveLength(4);
  });

  it('keeps only workflows that have every tag of the filter', async () => {
    const ops = await server.services.repositories.tags.create('ops');
    const prod = await server.services.repositories.tags.create('prod');
    await create({ name: 'Both', tags: [ops.id, prod.id] });
    await create({ name: 'Ops only', tags: [ops.id] });
    await create({ name: 'None' });
    const list = async (filter: object) =>
      (await server.rest<Answer<WorkflowListItem[]>>('GET', `/workflows?filter=${encodeURIComponent(JSON.stringify(filter))}`))
        .body.data.map((w) => w.name).sort();
    expect(await list({ tags: [ops.id] })).toEqual(['Both', 'Ops only']);
    expect(await list({ tags: [ops.id, prod.id] })).toEqual(['Both']);
    expect(await list({ tags: ['12345'] })).toEqual([]);
  });
});

describe('GET /rest/workflows/new', () => {
  const newName = async (query = '') =>
    (await server.rest<Answer<{ name: string; onboardingFlowEnabled: boolean }>>('GET', `/workflows/new${query}`)).body.data;

  it('suggests My workflow, then the lowest free number', async () => {
    expect(await newName()).toEqual({ name: 'My workflow', onboardingFlowEnabled: false });
    await create({ name: 'My workflow' });
    expect((await newName()).name).toBe('My workflow 2');
    await create({ name: 'My workflow 3' });
    await create({ name: 'My workflow copy' });
    expect((await newName()).name).toBe('My workflow 2');
    await create({ name: 'My workflow 2' });
    expect((await newName()).name).toBe('My workflow 4');
  });

  it('numbers a requested name the same way', async () => {
    expect((await newName('?name=Invoice%20sync')).name).toBe('Invoice sync');
    await create({ name: 'Invoice sync' });
    expect((await newName('?name=Invoice%20sync')).name).toBe('Invoice sync 2');
    expect((await newName('?name=invoice%20sync')).name).toBe('invoice sync');
  });
});

describe('node settings', () => {
  it('keep the node exactly as sent', async () => {
    const created = await create({ name: 'One node', nodes: [fullySetNode] });
    expect(created.nodes[0]).toEqual(fullySetNode);
  });
});
