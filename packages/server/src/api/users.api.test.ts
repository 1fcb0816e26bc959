import { describe, expect, it } from 'vitest';
import type { User, WorkflowResponse } from '@weft/contracts';
import { nowIso } from '../db/codec.js';
import { invite, ownerAndMember, signUp, useServerWithInbox } from '../test/invitation-fixtures.js';
import { fileReceiver } from '../test/execution-fixtures.js';
import type { TestServer } from '../test/test-server.js';
import { expectNoSecrets, OWNER, setUpOwner } from '../test/users-fixture.js';

const { server, inbox } = useServerWithInbox();

type Answer<T> = { data: T };
type Failure = { message: string; hint?: string };

/** A workflow the member saves and activates (a webhook that stores what it receives), called once. */
async function memberWorkflowWithExecution(member: { cookie: string }, path: string): Promise<string> {
  const as = { as: member.cookie };
  const created = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', fileReceiver(path), as);
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  expect((await server.rest('PATCH', `/workflows/${id}`, { active: true }, as)).status).toBe(200);
  const call = await server.inject({ method: 'POST', url: `/webhook/${path}`, payload: Buffer.from('bytes'), headers: { 'content-type': 'application/octet-stream' } });
  expect(call.statusCode).toBe(200);
  await server.services.activeExecutions.whenIdle();
  expect(await server.count('execution_entity')).toBe(1);
  return id;
}

/** A credential row owned by the user (stored directly: only ownership matters here). */
async function credentialOf(target: TestServer, ownerId: string): Promise<void> {
  const now = nowIso();
  await target.db.kysely.insertInto('credentials_entity')
    .values({ name: 'Member API', type: 'httpBasicAuth', data: 'x', owner_id: ownerId, created_at: now, updated_at: now } as never)
    .execute();
}

async function credentialOwners(): Promise<Array<string | null>> {
  const rows = await server.db.kysely.selectFrom('credentials_entity').select('owner_id').execute();
  return rows.map((r) => r.owner_id);
}

describe('users list', () => {
  it('lists the owner first, then members and pending invitations, without secrets', async () => {
    const { owner, member } = await ownerAndMember(server, inbox());
    const pending = await invite(server, inbox(), 'pending@example.com');
    const { status, body } = await server.rest<Answer<User[]>>('GET', '/users');
    expect(status).toBe(200);
    expect(body.data.map((u) => [u.email, u.globalRole.name, u.isPending])).toEqual([
      [OWNER.email, 'owner', false],
      ['mia@example.com', 'member', false],
      ['pending@example.com', 'member', true],
    ]);
    expect(body.data.map((u) => u.id)).toEqual([owner.id, member.user.id, pending.inviteeId]);
    expect(body.data[2]).toMatchObject({ firstName: null, lastName: null, isOwner: false });
    expectNoSecrets(body);
  });

  it('shows the default user its own row before setup', async () => {
    const { status, body } = await server.rest<Answer<User[]>>('GET', '/users');
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ isDefaultUser: true, email: null })]);
  });
});

describe('deleting users', () => {
  it('hands the workflows and credentials to another user, in one step; active workflows keep running', async () => {
    const { owner, member } = await ownerAndMember(server, inbox());
    const workflowId = await memberWorkflowWithExecution(member, 'member-hook');
    await credentialOf(server, member.user.id);

    expect(await server.rest('DELETE', `/users/${member.user.id}?transferId=${owner.id}`))
      .toEqual({ status: 200, body: { data: { success: true } } });

    const workflow = await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${workflowId}`);
    expect(workflow.body.data).toMatchObject({ id: workflowId, active: true });
    const row = await server.db.kysely.selectFrom('workflow_entity').select('owner_id').executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
    expect(await credentialOwners()).toEqual([owner.id]);
    expect(await server.count('execution_entity')).toBe(1);
    const call = await server.inject({ method: 'POST', url: '/webhook/member-hook', payload: Buffer.from('x'), headers: { 'content-type': 'application/octet-stream' } });
    expect(call.statusCode).toBe(200);
    // The deleted member's session is over.
    expect((await server.rest('GET', '/login', undefined, { as: member.cookie })).status).toBe(401);
    expect((await server.rest<Answer<User[]>>('GET', '/users')).body.data.map((u) => u.email)).toEqual([OWNER.email]);
  });

  it('deletes the workflows, their executions and the credentials with the user when nothing is transferred', async () => {
    const { member } = await ownerAndMember(server, inbox());
    const workflowId = await memberWorkflowWithExecution(member, 'member-hook');
    await credentialOf(server, member.user.id);
    await credentialOf(server, (await server.rest<Answer<User>>('GET', '/login')).body.data.id);

    expect((await server.rest('DELETE', `/users/${member.user.id}`)).status).toBe(200);

    expect((await server.rest('GET', `/workflows/${workflowId}`)).status).toBe(404);
    expect(await server.count('workflow_entity')).toBe(0);
    expect(await server.count('execution_entity')).toBe(0);
    expect(await server.count('webhook_entity')).toBe(0);
    expect(await credentialOwners()).toHaveLength(1);
    // The active workflow was stopped: its webhook is gone.
    const call = await server.inject({ method: 'POST', url: '/webhook/member-hook', payload: Buffer.from('x'), headers: { 'content-type': 'application/octet-stream' } });
    expect(call.statusCode).toBe(404);
    expect(await server.count('user')).toBe(1);
  });

  it('deletes a pending user, with or without a transfer', async () => {
    const { owner } = await ownerAndMember(server, inbox());
    const first = await invite(server, inbox(), 'first@example.com');
    const second = await invite(server, inbox(), 'second@example.com');
    expect((await server.rest('DELETE', `/users/${first.inviteeId}`)).status).toBe(200);
    expect((await server.rest('DELETE', `/users/${second.inviteeId}?transferId=${owner.id}`)).status).toBe(200);
    // Their invitation links are dead.
    const resolved = await server.rest('GET', `/resolve-signup-token?inviterId=${owner.id}&inviteeId=${first.inviteeId}`, undefined, { as: 'signed-out' });
    expect(resolved.status).toBe(400);
    expect(await server.count('user')).toBe(2);
  });

  it('refuses deleting yourself, transferring to the deleted user or to a pending one, and unknown users', async () => {
    const { owner, member } = await ownerAndMember(server, inbox());
    const pending = await invite(server, inbox(), 'pending@example.com');
    await memberWorkflowWithExecution(member, 'member-hook');

    const self = await server.rest<Failure>('DELETE', `/users/${owner.id}?transferId=${member.user.id}`);
    expect(self).toMatchObject({ status: 400, body: { message: 'You cannot delete your own account' } });
    const toSelf = await server.rest<Failure>('DELETE', `/users/${member.user.id}?transferId=${member.user.id}`);
    expect(toSelf).toMatchObject({ status: 400, body: { message: 'The workflows and credentials cannot be transferred to the user being deleted' } });
    const toPending = await server.rest<Failure>('DELETE', `/users/${member.user.id}?transferId=${pending.inviteeId}`);
    expect(toPending).toMatchObject({ status: 400, body: { message: 'Workflows and credentials can only be transferred to a user who has signed up' } });
    const toNobody = await server.rest<Failure>('DELETE', `/users/${member.user.id}?transferId=nobody`);
    expect(toNobody).toMatchObject({ status: 400, body: { message: 'The user to transfer the workflows and credentials to does not exist' } });
    expect(await server.rest('DELETE', '/users/nobody')).toMatchObject({ status: 404, body: { message: 'There is no user with this ID' } });
    expect(await server.rest('DELETE', `/users/${member.user.id}?transferId=`)).toMatchObject({ status: 400 });

    expect(await server.count('user')).toBe(3);
    expect(await server.count('workflow_entity')).toBe(1);
    expect((await server.rest('GET', '/login', undefined, { as: member.cookie })).status).toBe(200);
  });

  it('keeps a second sign-up with the same invitation from reviving a deleted user', async () => {
    await setUpOwner(server);
    const link = await invite(server, inbox(), 'gone@example.com');
    expect((await server.rest('DELETE', `/users/${link.inviteeId}`)).status).toBe(200);
    const attempt = await server.inject({
      method: 'POST', url: `/rest/users/${link.inviteeId}`, as: 'signed-out',
      payload: { inviterId: link.inviterId, firstName: 'G', lastName: 'One', password: 'Gone12345' },
    });
    expect(attempt.statusCode).toBe(400);
    expect(await server.count('user')).toBe(1);
    // Invited again, the address gets a new, working link.
    await signUp(server, await invite(server, inbox(), 'gone@example.com'));
  });
});
