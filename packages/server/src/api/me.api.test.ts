import { describe, expect, it } from 'vitest';
import type { User } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { insertMember, OWNER, setUpOwner } from '../test/users-fixture.js';

type Answer<T> = { data: T };
interface ErrorAnswer { code: number; message: string; hint?: string }

const server = useTestServer();
const DETAILS = { email: OWNER.email, firstName: OWNER.firstName, lastName: OWNER.lastName };

describe('GET /rest/me', () => {
  it('answers the signed-in user', async () => {
    const owner = await setUpOwner(server);
    const { status, body } = await server.rest<Answer<User>>('GET', '/me');
    expect(status).toBe(200);
    expect(body.data).toEqual(owner.user);
  });
});

describe('PATCH /rest/me', () => {
  it('changes the names and e-mail, and the session goes on with the new address', async () => {
    const owner = await setUpOwner(server);
    const { status, body } = await server.rest<Answer<User>>('PATCH', '/me', {
      id: owner.id, email: 'Olivia.New@Example.com', firstName: ' Liv ', lastName: 'Owner-Smith',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email: 'olivia.new@example.com', firstName: 'Liv', lastName: 'Owner-Smith', fullName: 'Liv Owner-Smith' });
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.email).toBe('olivia.new@example.com');
    expect(await server.signIn('olivia.new@example.com', OWNER.password)).toMatch(/^weft-auth=/);
  });

  it('refuses names over 32 characters, empty names and a bad e-mail, and changes nothing', async () => {
    await setUpOwner(server);
    for (const change of [{ firstName: 'x'.repeat(33) }, { lastName: 'y'.repeat(40) }, { firstName: '  ' }, { email: 'olivia at example' }, { email: '' }]) {
      const { status, body } = await server.rest<ErrorAnswer>('PATCH', '/me', { ...DETAILS, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.message).toMatch(/^The request body is not valid\. (firstName|lastName|email): /);
    }
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data).toMatchObject(DETAILS);
  });

  it('accepts names of exactly 32 characters', async () => {
    await setUpOwner(server);
    const { status } = await server.rest('PATCH', '/me', { ...DETAILS, firstName: 'x'.repeat(32) });
    expect(status).toBe(200);
  });

  it('refuses an e-mail address another user has', async () => {
    await setUpOwner(server);
    await insertMember(server, 'mia@example.com');
    const { status, body } = await server.rest<ErrorAnswer>('PATCH', '/me', { ...DETAILS, email: 'MIA@example.com' });
    expect(status).toBe(400);
    expect(body.message).toBe('The e-mail address mia@example.com is already used by another user');
  });

  it('refuses changes to another user\'s details', async () => {
    await setUpOwner(server);
    const memberId = await insertMember(server, 'mia@example.com');
    const { status } = await server.rest('PATCH', '/me', { ...DETAILS, id: memberId });
    expect(status).toBe(400);
  });

  it('is refused to the default user before setup', async () => {
    const { status, body } = await server.rest<ErrorAnswer>('PATCH', '/me', DETAILS);
    expect(status).toBe(400);
    expect(body.message).toBe('Set up the owner account first');
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.email).toBeNull();
  });
});

describe('PATCH /rest/me/password', () => {
  it('changes the password: this session goes on, every other one ends', async () => {
    await setUpOwner(server);
    const otherSession = await server.signIn(OWNER.email, OWNER.password);
    const { status, body } = await server.rest('PATCH', '/me/password', { currentPassword: OWNER.password, newPassword: 'Changed5678' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { success: true } });
    expect((await server.rest('GET', '/me')).status).toBe(200);
    expect((await server.rest('GET', '/me', undefined, { as: otherSession })).status).toBe(401);
    await expect(server.signIn(OWNER.email, OWNER.password)).rejects.toThrow('answered 401');
    expect(await server.signIn(OWNER.email, 'Changed5678')).toMatch(/^weft-auth=/);
  });

  it('refuses a wrong current password and a new one that breaks the rules, and keeps the old one', async () => {
    await setUpOwner(server);
    const wrong = await server.rest<ErrorAnswer>('PATCH', '/me/password', { currentPassword: 'NotMine123', newPassword: 'Changed5678' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Provided current password is incorrect.');
    const weak = await server.rest<ErrorAnswer>('PATCH', '/me/password', { currentPassword: OWNER.password, newPassword: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('newPassword');
    expect(await server.signIn(OWNER.email, OWNER.password)).toMatch(/^weft-auth=/);
  });
});

describe('POST /rest/me/survey', () => {
  it('stores the personalization answers with their version on the user', async () => {
    await setUpOwner(server);
    const answers = { version: 'v3', companyType: 'saas', companySize: '20-99', automationGoal: ['dev-ops'] };
    const { status } = await server.rest('POST', '/me/survey', answers);
    expect(status).toBe(200);
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.personalizationAnswers).toEqual(answers);
  });

  it('refuses answers that are not an object, or far too long', async () => {
    await setUpOwner(server);
    expect((await server.rest('POST', '/me/survey', ['v3'])).status).toBe(400);
    expect((await server.rest('POST', '/me/survey', { version: 'v3', other: 'x'.repeat(20_000) })).status).toBe(400);
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.personalizationAnswers).toBeNull();
  });
});
