import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicInviteResult, PublicUser } from '@weft/contracts';
import { useServerWithInbox } from '../test/invitation-fixtures.js';
import { publicApiClient } from '../test/public-api-client.js';
import { createTestServer } from '../test/test-server.js';
import { expectNoSecrets, insertMember, MEMBER_PASSWORD, OWNER, setUpOwner, type TestUser } from '../test/users-fixture.js';

const { server, inbox } = useServerWithInbox();
let ownerKey = '';
let owner: TestUser;
const api = publicApiClient(server, () => ownerKey);

type Page<T> = { data: T[]; nextCursor: string | null };
type Failure = { message: string };

beforeEach(async () => {
  owner = await setUpOwner(server);
  ownerKey = await api.createKey();
});

async function memberKey(email = 'mia@example.com'): Promise<string> {
  await insertMember(server, email);
  return api.createKey(await server.signIn(email, MEMBER_PASSWORD));
}

describe('public API: users', () => {
  it('lists users in n8n shapes, with their roles only when asked', async () => {
    const pendingId = await insertMember(server, 'pending@example.com', { password: null, firstName: null, lastName: null });
    const list = await api.call<Page<PublicUser>>('GET', '/users');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      data: [
        {
          id: owner.id, email: OWNER.email, firstName: OWNER.firstName, lastName: OWNER.lastName, isPending: false,
          createdAt: expect.any(String), updatedAt: expect.any(String),
        },
        {
          id: pendingId, email: 'pending@example.com', firstName: null, lastName: null, isPending: true,
          createdAt: expect.any(String), updatedAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    expectNoSecrets(list.body);

    const withRoles = await api.call<Page<PublicUser>>('GET', '/users?includeRole=true');
    expect(withRoles.body.data.map((user) => user.role)).toEqual(['global:owner', 'global:member']);
  });

  it('pages through users with limit and nextCursor', async () => {
    for (const name of ['a', 'b', 'c', 'd']) await insertMember(server, `${name}@example.com`);
    const first = await api.call<Page<PublicUser>>('GET', '/users?limit=2');
    expect(first.body.data.map((user) => user.email)).toEqual([OWNER.email, 'a@example.com']);
    const second = await api.call<Page<PublicUser>>(`GET`, `/users?cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((user) => user.email)).toEqual(['b@example.com', 'c@example.com']);
    const last = await api.call<Page<PublicUser>>('GET', `/users?cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({ data: [expect.objectContaining({ email: 'd@example.com' })], nextCursor: null });
  });

  it('gets a user by ID or by e-mail, and answers 404 for nobody', async () => {
    const id = await insertMember(server, 'mia@example.com');
    const byId = await api.call<PublicUser>('GET', `/users/${id}?includeRole=true`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id, email: 'mia@example.com', firstName: 'Mia', isPending: false, role: 'global:member' });
    const byEmail = await api.call<PublicUser>('GET', '/users/mia@example.com');
    expect(byEmail.body.id).toBe(id);
    expect(byEmail.body.role).toBeUndefined();
    const missing = await api.call<Failure>('GET', '/users/nobody@example.com');
    expect(missing).toMatchObject({ status: 404, body: { message: 'There is no user with the ID or e-mail nobody@example.com' } });
  });

  it('invites users by e-mail: each gets a mail and is pending; an address taken is answered with an error', async () => {
    const invited = await api.call<PublicInviteResult[]>('POST', '/users', {
      body: [{ email: 'new@example.com', role: 'global:member' }, { email: 'other@example.com' }, { email: OWNER.email }],
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual([
      { user: { id: expect.any(String), email: 'new@example.com', emailSent: true } },
      { user: { id: expect.any(String), email: 'other@example.com', emailSent: true } },
      { user: { email: OWNER.email, emailSent: false }, error: `${OWNER.email} is already a user of this instance` },
    ]);
    const mail = await inbox().waitForMail('new@example.com');
    expect(mail.links.some((link) => link.includes(`inviteeId=${invited.body[0]?.user.id}`))).toBe(true);
    const user = await api.call<PublicUser>('GET', '/users/new@example.com');
    expect(user.body).toMatchObject({ id: invited.body[0]?.user.id, isPending: true });
  });

  it('refuses a bad e-mail, an unknown role and global:admin with 400, inviting nobody', async () => {
    const usersBefore = await server.count('user');
    const badEmail = await api.call<Failure>('POST', '/users', { body: [{ email: 'fine@example.com' }, { email: 'not-an-address' }] });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/1\.email/);
    const unknownRole = await api.call<Failure>('POST', '/users', { body: [{ email: 'fine@example.com', role: 'global:chief' }] });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.message).toMatch(/0\.role: must be global:member/);
    const admin = await api.call<Failure>('POST', '/users', { body: [{ email: 'fine@example.com', role: 'global:admin' }] });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toMatch(/no global:admin role/);
    expect(await server.count('user')).toBe(usersBefore);
    expect(inbox().mails).toHaveLength(0);
  });

  it('answers 400 to an invitation when the instance has no e-mail set up, as the editor does', async () => {
    const plain = await createTestServer();
    try {
      await setUpOwner(plain);
      const plainApi = publicApiClient(plain);
      const key = await plainApi.createKey();
      const answer = await plainApi.call<Failure>('POST', '/users', { key, body: [{ email: 'new@example.com' }] });
      expect(answer).toMatchObject({ status: 400, body: { message: 'Set up e-mail (SMTP) to invite users' } });
      expect(await plain.count('user')).toBe(1);
    } finally {
      await plain.close();
    }
  });

  it('deletes a user by ID or e-mail with 204; the owner cannot delete themselves', async () => {
    const id = await insertMember(server, 'mia@example.com');
    await insertMember(server, 'max@example.com');
    const deleted = await api.call('DELETE', `/users/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await api.call('DELETE', '/users/max@example.com')).status).toBe(204);
    expect(await server.count('user')).toBe(1);
    expect((await api.call('DELETE', `/users/${id}`)).status).toBe(404);

    const self = await api.call<Failure>('DELETE', `/users/${owner.id}`);
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot delete your own account' } });
    expect(await server.count('user')).toBe(1);
  });

  it("sets global:member with 204, refuses other roles with 400 and the owner's role with 403", async () => {
    const id = await insertMember(server, 'mia@example.com');
    expect((await api.call('PATCH', `/users/${id}/role`, { body: { newRoleName: 'global:member' } })).status).toBe(204);
    const admin = await api.call<Failure>('PATCH', `/users/${id}/role`, { body: { newRoleName: 'global:admin' } });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toMatch(/newRoleName: must be global:member/);
    const ownerRole = await api.call<Failure>('PATCH', `/users/${owner.id}/role`, { body: { newRoleName: 'global:member' } });
    expect(ownerRole).toMatchObject({ status: 403, body: { message: "The owner's role cannot be changed" } });
    const roles = await api.call<Page<PublicUser>>('GET', '/users?includeRole=true');
    expect(roles.body.data.map((user) => user.role)).toEqual(['global:owner', 'global:member']);
    expect((await api.call('PATCH', '/users/nobody@example.com/role', { body: { newRoleName: 'global:member' } })).status).toBe(404);
  });

  it("refuses a member's key with 403 on every user route, writing nothing", async () => {
    const key = await memberKey();
    const usersBefore = await server.count('user');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/users'], ['GET', `/users/${owner.id}`], ['POST', '/users', [{ email: 'new@example.com' }]],
      ['DELETE', `/users/${owner.id}`], ['PATCH', `/users/${owner.id}/role`, { newRoleName: 'global:member' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api.call<Failure>(method as 'GET', path, { key, ...(body === undefined ? {} : { body }) });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    }
    expect(await server.count('user')).toBe(usersBefore);
    expect(inbox().mails).toHaveLength(0);
  });

  it('refuses a call without a key with 401', async () => {
    const answer = await api.call<Failure>('GET', '/users', { key: null });
    expect(answer).toMatchObject({ status: 401, body: { message: "'X-N8N-API-KEY' header required" } });
  });
});
