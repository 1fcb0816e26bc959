import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX_LENGTH, type TagDetails, type WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { sampleWorkflow } from '../test/fixtures.js';

const server = useTestServer();

type Answer<T> = { data: T };

async function createTag(name: string): Promise<TagDetails> {
  const { status, body } = await server.rest<Answer<TagDetails>>('POST', '/tags', { name });
  expect(status).toBe(200);
  return body.data;
}

async function listTags(withUsageCount = true): Promise<TagDetails[]> {
  const { body } = await server.rest<Answer<TagDetails[]>>('GET', `/tags?withUsageCount=${withUsageCount}`);
  return body.data;
}

describe('tags', () => {
  it('creates a tag with a trimmed name and lists it with its usage', async () => {
    const ops = await createTag('  ops  ');
    expect(ops).toMatchObject({ name: 'ops' });
    expect(ops.id).toMatch(/^\d+$/);
    const billing = await createTag('billing');
    await server.rest('POST', '/workflows', sampleWorkflow({ tags: [ops.id] }));
    await server.rest('POST', '/workflows', sampleWorkflow({ name: 'Second', tags: [ops.id] }));

    const tags = await listTags();
    expect(tags.map((t) => [t.name, t.usageCount])).toEqual([['billing', 0], ['ops', 2]]);
    expect(Date.parse(tags[0]!.createdAt)).toBeGreaterThan(0);
    expect(tags.find((t) => t.id === billing.id)?.updatedAt).toBe(billing.updatedAt);
    expect((await listTags(false))[0]).not.toHaveProperty('usageCount');
  });

  it('refuses an empty, a too long and a duplicate name (ignoring case)', async () => {
    const empty = await server.rest<{ code: number; message: string }>('POST', '/tags', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Tag name cannot be empty');

    const long = await server.rest<{ message: string }>('POST', '/tags', { name: 'x'.repeat(TAG_NAME_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(`at most ${TAG_NAME_MAX_LENGTH} characters`);
    await createTag('x'.repeat(TAG_NAME_MAX_LENGTH));

    await createTag('Prod');
    const duplicate = await server.rest<{ code: number; message: string }>('POST', '/tags', { name: ' prod ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 409, message: 'A tag with this name already exists' });
    expect(await server.count('tag_entity')).toBe(2);
  });

  it('renames a tag, keeping it on its workflows', async () => {
    const tag = await createTag('old');
    const { body } = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', sampleWorkflow({ tags: [tag.id] }));
    const renamed = await server.rest<Answer<TagDetails>>('PATCH', `/tags/${tag.id}`, { name: ' new ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: tag.id, name: 'new' });
    const workflow = await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${body.data.id}`);
    expect(workflow.body.data.tags).toEqual([{ id: tag.id, name: 'new' }]);
  });

  it('accepts renaming to the same name or another case of it, and refuses a name taken by another tag', async () => {
    const tag = await createTag('alpha');
    await createTag('beta');
    expect((await server.rest('PATCH', `/tags/${tag.id}`, { name: 'alpha' })).status).toBe(200);
    const recased = await server.rest<Answer<TagDetails>>('PATCH', `/tags/${tag.id}`, { name: 'Alpha' });
    expect(recased.body.data.name).toBe('Alpha');
    const taken = await server.rest<{ message: string }>('PATCH', `/tags/${tag.id}`, { name: 'BETA' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A tag with this name already exists');
    const missing = await server.rest<{ message: string }>('PATCH', '/tags/9999', { name: 'gamma' });
    expect(missing.status).toBe(404);
  });

  it('deletes a tag and removes it from its workflows', async () => {
    const keep = await createTag('keep');
    const drop = await createTag('drop');
    const { body } = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', sampleWorkflow({ tags: [keep.id, drop.id] }));
    const deleted = await server.rest<Answer<boolean>>('DELETE', `/tags/${drop.id}`);
    expect(deleted).toEqual({ status: 200, body: { data: true } });
    const workflow = await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${body.data.id}`);
    expect(workflow.body.data.tags).toEqual([{ id: keep.id, name: 'keep' }]);
    expect(await server.count('workflows_tags')).toBe(1);
    expect((await listTags()).map((t) => t.name)).toEqual(['keep']);
    const again = await server.rest<{ code: number; message: string }>('DELETE', `/tags/${drop.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toContain(drop.id);
  });
});
