import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicTag } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { publicApiClient } from '../test/public-api-client.js';
import { insertMember, MEMBER_PASSWORD, setUpOwner } from '../test/users-fixture.js';

const server = useTestServer();
let ownerKey = '';
const api = publicApiClient(server, () => ownerKey);

type Page<T> = { data: T[]; nextCursor: string | null };

beforeEach(async () => {
  await setUpOwner(server);
  ownerKey = await api.createKey();
});

describe('public API: tags', () => {
  it('creates, reads, renames and deletes a tag in n8n shapes', async () => {
    const created = await api.call<PublicTag>('POST', '/tags', { body: { name: 'Production' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Production', createdAt: expect.any(String), updatedAt: expect.any(String) });

    const got = await api.call<PublicTag>('GET', `/tags/${created.body.id}`);
    expect(got.body).toEqual(created.body);

    const renamed = await api.call<PublicTag>('PUT', `/tags/${created.body.id}`, { body: { name: 'Prod' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Prod');

    const deleted = await api.call<PublicTag>('DELETE', `/tags/${created.body.id}`);
    expect(deleted.body).toMatchObject({ id: created.body.id, name: 'Prod' });
    expect(await server.count('tag_entity')).toBe(0);
    expect((await api.call('GET', `/tags/${created.body.id}`)).status).toBe(404);
  });

  it('pages through tags with limit and nextCursor', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await api.call('POST', '/tags', { body: { name } });
    const first = await api.call<Page<PublicTag>>('GET', '/tags?limit=2');
    expect(first.body.data.map((t) => t.name)).toEqual(['a', 'b']);
    const second = await api.call<Page<PublicTag>>('GET', `/tags?cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((t) => t.name)).toEqual(['c', 'd']);
    const last = await api.call<Page<PublicTag>>('GET', `/tags?cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({ data: [expect.objectContaining({ name: 'e' })], nextCursor: null });

    const bad = await api.call<{ message: string }>('GET', '/tags?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('An invalid cursor was provided');
    expect((await api.call('GET', '/tags?limit=251')).status).toBe(400);
  });

  it('answers a taken name 409 and a bad body 400, writing nothing', async () => {
    await api.call('POST', '/tags', { body: { name: 'ops' } });
    const duplicate = await api.call<{ message: string }>('POST', '/tags', { body: { name: 'OPS' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('A tag with this name already exists');
    const missing = await api.call<{ message: string }>('POST', '/tags', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/name/);
    expect(await server.count('tag_entity')).toBe(1);
  });

  it('refuses a missing, a wrong and a deleted key; a member key may not delete tags', async () => {
    const none = await api.call<{ message: string }>('GET', '/tags', { key: null });
    expect(none).toMatchObject({ status: 401, body: { message: "'X-N8N-API-KEY' header required" } });
    expect((await api.call('GET', '/tags', { key: `${ownerKey}x` })).status).toBe(401);

    const memberEmail = 'mia@example.com';
    await insertMember(server, memberEmail);
    const memberKey = await api.createKey(await server.signIn(memberEmail, MEMBER_PASSWORD));
    const tag = await api.call<PublicTag>('POST', '/tags', { key: memberKey, body: { name: 'shared' } });
    expect(tag.status).toBe(201);
    expect((await api.call('DELETE', `/tags/${tag.body.id}`, { key: memberKey })).status).toBe(403);

    await server.rest('DELETE', '/me/api-key');
    expect((await api.call('GET', '/tags')).status).toBe(401);
  });
});
