import { describe, expect, it } from 'vitest';
import type { Settings, User } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { addMember, insertMember, OWNER } from '../test/users-fixture.js';

type Answer<T> = { data: T };
interface ErrorAnswer { code: number; message: string; hint?: string }

const server = useTestServer();

async function showSetup(): Promise<boolean> {
  const { body } = await server.rest<Answer<Settings>>('GET', '/settings', undefined, { as: 'signed-out' });
  return body.data.userManagement.showSetupOnFirstLoad;
}

describe('POST /rest/owner', () => {
  it('turns the default user into the owner, who keeps its workflows and is signed in', async () => {
    const before = await server.rest<Answer<User>>('GET', '/me');
    const workflow = await server.rest<Answer<{ id: string }>>('POST', '/workflows', { name: 'Made before setup', nodes: [], connections: {} });
    expect(workflow.status).toBe(200);
    const oldSession = server.cookie();
    expect(await showSetup()).toBe(true);

    const { status, body } = await server.rest<Answer<User>>('POST', '/owner', { ...OWNER, email: 'Olivia@Example.com' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: before.body.data.id, email: OWNER.email, firstName: 'Olivia', lastName: 'Owner', fullName: 'Olivia Owner',
      isOwner: true, isDefaultUser: false, isPending: false, globalRole: { name: 'owner' },
    });
    expect(await showSetup()).toBe(false);
    // The answer set the owner's session; the default user's session is over.
    expect(server.cookie()).not.toBe(oldSession);
    expect((await server.rest('GET', '/me', undefined, { as: oldSession })).status).toBe(401);
    const list = await server.rest<Answer<Array<{ id: string }>>>('GET', '/workflows');
    expect(list.body.data.map((w) => w.id)).toContain(workflow.body.data.id);
    // The password was stored as argon2id.
    const row = await server.db.kysely.selectFrom('user').select('password').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(await server.signIn(OWNER.email, OWNER.password)).toMatch(/^weft-auth=/);
  });

  it('is refused once an owner exists, even to the owner, and changes nothing', async () => {
    expect((await server.rest('POST', '/owner', OWNER)).status).toBe(200);
    const again = await server.rest<ErrorAnswer>('POST', '/owner', { ...OWNER, email: 'other@example.com' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 400, message: 'The owner account is already set up' });
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.email).toBe(OWNER.email);
  });

  it('is refused to a member invited before setup', async () => {
    const { cookie } = await addMember(server, 'mia@example.com');
    const { status } = await server.rest('POST', '/owner', OWNER, { as: cookie });
    expect(status).toBe(400);
    expect(await showSetup()).toBe(true);
  });

  it('needs the default user\'s session', async () => {
    expect((await server.rest('POST', '/owner', OWNER, { as: 'signed-out' })).status).toBe(401);
  });

  it('refuses an e-mail address another user has', async () => {
    await insertMember(server, 'mia@example.com');
    const { status, body } = await server.rest<ErrorAnswer>('POST', '/owner', { ...OWNER, email: 'mia@example.com' });
    expect(status).toBe(400);
    expect(body.message).toBe('The e-mail address mia@example.com is already used by another user');
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.isDefaultUser).toBe(true);
  });

  it('validates the fields: names, e-mail and the password rules', async () => {
    const cases: Array<[object, string]> = [
      [{ firstName: 'x'.repeat(33) }, 'firstName'],
      [{ lastName: '' }, 'lastName'],
      [{ email: 'not-an-address' }, 'email'],
      [{ password: 'short1A' }, 'password'],
      [{ password: 'nocapitals123' }, 'password'],
      [{ password: 'NoNumbersHere' }, 'password'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await server.rest<ErrorAnswer>('POST', '/owner', { ...OWNER, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.message).toContain(field);
    }
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.isDefaultUser).toBe(true);
  });
});

describe('POST /rest/owner/skip-setup', () => {
  it('stops sending everybody to setup, for good, and the default user stays', async () => {
    expect(await showSetup()).toBe(true);
    const { status, body } = await server.rest('POST', '/owner/skip-setup');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { success: true } });
    expect(await showSetup()).toBe(false);
    await server.restart();
    expect(await showSetup()).toBe(false);
    expect((await server.rest<Answer<User>>('GET', '/login', undefined, { as: 'signed-out' })).body.data.isDefaultUser).toBe(true);
    // Setting up the owner later still works.
    expect((await server.rest('POST', '/owner', OWNER)).status).toBe(200);
  });

  it('is refused once the owner is set up', async () => {
    await server.rest('POST', '/owner', OWNER);
    expect((await server.rest('POST', '/owner/skip-setup')).status).toBe(400);
  });
});
