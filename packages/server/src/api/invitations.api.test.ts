import { beforeAll, describe, expect, it } from 'vitest';
import type { InviteResult, User } from '@weft/contracts';
import { invitationLink, invite, ownerAndMember, signUp, useServerWithInbox } from '../test/invitation-fixtures.js';
import { SmtpInbox } from '../test/smtp-inbox.js';
import { useTestServer } from '../test/test-server.js';
import { expectNoSecrets, MEMBER_PASSWORD, OWNER, setUpOwner } from '../test/users-fixture.js';

const { server, inbox } = useServerWithInbox();

type Answer<T> = { data: T };
type Failure = { message: string; hint?: string };

describe('invitations', () => {
  it('mails a sign-up link; the invitee sees who invited them, signs up and is signed in as a member', async () => {
    const settings = await server.rest<Answer<{ userManagement: { smtpSetup: boolean } }>>('GET', '/settings');
    expect(settings.body.data.userManagement.smtpSetup).toBe(true);
    const owner = await setUpOwner(server);
    const invited = await server.rest<Answer<InviteResult[]>>('POST', '/users', [{ email: ' New.Person@Example.com ' }]);
    expect(invited.status).toBe(200);
    expect(invited.body.data).toEqual([{ user: { id: expect.any(String), email: 'new.person@example.com' } }]);

    const mail = await inbox().waitForMail('new.person@example.com');
    expect(mail.subject).toBe('Olivia Owner has invited you to Weft');
    const link = await invitationLinkOf(mail.links);
    expect(link.origin + link.pathname).toBe('http://localhost:5678/signup');
    expect(link.searchParams.get('inviterId')).toBe(owner.id);
    expect(link.searchParams.get('inviteeId')).toBe(invited.body.data[0]?.user?.id);

    const query = `inviterId=${owner.id}&inviteeId=${link.searchParams.get('inviteeId')}`;
    const resolved = await server.rest('GET', `/resolve-signup-token?${query}`, undefined, { as: 'signed-out' });
    expect(resolved).toEqual({
      status: 200,
      body: { data: { inviter: { firstName: 'Olivia', lastName: 'Owner' }, invitee: { email: 'new.person@example.com' } } },
    });

    const { user, cookie } = await signUp(server, {
      url: link, inviterId: owner.id, inviteeId: link.searchParams.get('inviteeId') ?? '',
    }, { firstName: ' Nia ', lastName: 'Person' });
    expect(user).toMatchObject({
      email: 'new.person@example.com', firstName: 'Nia', lastName: 'Person', fullName: 'Nia Person',
      globalRole: { name: 'member' }, isOwner: false, isDefaultUser: false, isPending: false,
    });
    expectNoSecrets(user);
    const me = await server.rest<Answer<User>>('GET', '/login', undefined, { as: cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
    // The new member signs in with the password they chose.
    expect(await server.signIn('new.person@example.com', MEMBER_PASSWORD)).toMatch(/^weft-auth=/);
  });

  it('invites what it can and says why for each address it cannot', async () => {
    await setUpOwner(server);
    await invite(server, inbox(), 'pending@example.com');
    inbox().refuse('bounce@example.com');
    const usersBefore = await server.count('user');

    const { status, body } = await server.rest<Answer<InviteResult[]>>('POST', '/users', [
      { email: 'fine@example.com' }, { email: 'not-an-address' }, { email: OWNER.email },
      { email: 'pending@example.com' }, { email: 'bounce@example.com' }, { email: 'FINE@example.com' },
      { email: 'Ada Lovelace <Ada@Example.com>' },
    ]);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { user: { id: expect.any(String), email: 'fine@example.com' } },
      { error: 'not-an-address is not a valid email' },
      { error: `${OWNER.email} is already a user of this instance` },
      { error: 'pending@example.com has already been invited; send the invitation again from the users list' },
      { error: expect.stringMatching(/^The invitation to bounce@example.com could not be sent: .*550.*Check the e-mail \(SMTP\) settings/) },
      { error: 'fine@example.com has already been invited; send the invitation again from the users list' },
      { user: { id: expect.any(String), email: 'ada@example.com' } },
    ]);
    expect(inbox().mailsTo('fine@example.com')).toHaveLength(1);
    // Only the addresses whose mail went out are on the list.
    expect(await server.count('user')).toBe(usersBefore + 2);
    const users = await server.rest<Answer<User[]>>('GET', '/users');
    expect(users.body.data.map((u) => u.email)).not.toContain('bounce@example.com');
  });

  it('refuses an empty list, and invitations before the owner account is set up', async () => {
    expect(await server.rest('POST', '/users', [])).toMatchObject({ status: 400 });
    const early = await server.rest<Failure>('POST', '/users', [{ email: 'a@example.com' }]);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Set up the owner account before inviting users');
    expect(await server.count('user')).toBe(1);
  });

  it('sends the invitation again to a pending user only', async () => {
    const { member } = await ownerAndMember(server, inbox());
    const first = await invite(server, inbox(), 'later@example.com');

    expect(await server.rest('POST', `/users/${first.inviteeId}/reinvite`)).toEqual({ status: 200, body: { data: { success: true } } });
    const again = await invitationLink(inbox(), 'later@example.com');
    expect(again.url.href).toBe(first.url.href);

    const signedUp = await server.rest<Failure>('POST', `/users/${member.user.id}/reinvite`);
    expect(signedUp).toMatchObject({ status: 400, body: { message: 'mia@example.com has already accepted the invitation' } });
    expect(await server.rest('POST', '/users/no-such-user/reinvite')).toMatchObject({ status: 404 });
  });

  it('answers a reinvite the mail server refuses with 502 and what to check', async () => {
    await setUpOwner(server);
    const link = await invite(server, inbox(), 'later@example.com');
    inbox().refuse('later@example.com');
    const { status, body } = await server.rest<Failure>('POST', `/users/${link.inviteeId}/reinvite`);
    expect(status).toBe(502);
    expect(body.message).toMatch(/^Problem sending email: .*550/);
    expect(body.hint).toContain('SMTP');
  });

  it('refuses invitation links that are wrong, and one that was used already', async () => {
    const { owner, member } = await ownerAndMember(server, inbox());
    const pending = await invite(server, inbox(), 'pending@example.com');
    const resolve = (inviterId: string, inviteeId: string) =>
      server.rest<Failure>('GET', `/resolve-signup-token?inviterId=${inviterId}&inviteeId=${inviteeId}`, undefined, { as: 'signed-out' });

    const invalid = { status: 400, body: { message: 'This invitation link is not valid', hint: 'Ask the owner of this instance to send you a new invitation' } };
    expect(await resolve(member.user.id, pending.inviteeId)).toMatchObject(invalid);
    expect(await resolve(owner.id, 'no-such-user')).toMatchObject(invalid);
    expect(await resolve(owner.id, owner.id)).toMatchObject(invalid);
    expect(await resolve(owner.id, member.user.id)).toMatchObject({
      status: 400, body: { message: 'This invitation has already been accepted', hint: 'Sign in with your e-mail and password' },
    });
    expect(await server.rest('GET', `/resolve-signup-token?inviterId=${owner.id}`, undefined, { as: 'signed-out' })).toMatchObject({ status: 400 });

    const twice = await server.inject({
      method: 'POST', url: `/rest/users/${member.user.id}`, as: 'signed-out',
      payload: { inviterId: owner.id, firstName: 'Eve', lastName: 'Again', password: 'Another123' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.headers['set-cookie']).toBeUndefined();
    // The member's own password still works: the second sign-up changed nothing.
    await server.signIn('mia@example.com', MEMBER_PASSWORD);
  });

  it('refuses a sign-up with a weak password or missing names, and keeps the invitation open', async () => {
    await setUpOwner(server);
    const link = await invite(server, inbox(), 'new@example.com');
    const attempt = (payload: Record<string, unknown>) => server.inject({
      method: 'POST', url: `/rest/users/${link.inviteeId}`, as: 'signed-out', payload: { inviterId: link.inviterId, ...payload },
    });
    const weak = await attempt({ firstName: 'N', lastName: 'P', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<Failure>().message).toContain('at least 8 characters');
    expect((await attempt({ firstName: '', lastName: 'P', password: 'Good12345' })).statusCode).toBe(400);
    expect((await attempt({ firstName: 'N'.repeat(33), lastName: 'P', password: 'Good12345' })).statusCode).toBe(400);

    const users = await server.rest<Answer<User[]>>('GET', '/users');
    expect(users.body.data.find((u) => u.email === 'new@example.com')).toMatchObject({ isPending: true, firstName: null });
    await signUp(server, link);
  });

  it('makes one account of an invitation used twice at once', async () => {
    await setUpOwner(server);
    const link = await invite(server, inbox(), 'new@example.com');
    const attempt = (firstName: string) => server.inject({
      method: 'POST', url: `/rest/users/${link.inviteeId}`, as: 'signed-out',
      payload: { inviterId: link.inviterId, firstName, lastName: 'Racer', password: `${firstName}12345` },
    });
    const answers = await Promise.all([attempt('Ann'), attempt('Bob')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<Answer<User>>().data;
    await server.signIn('new@example.com', `${winner.firstName}12345`);
    expect(await server.count('user')).toBe(2);
  });

  it('lets only the owner manage users: members get 403, visitors 401', async () => {
    const { member, owner } = await ownerAndMember(server, inbox());
    const pending = await invite(server, inbox(), 'pending@example.com');
    const as = { as: member.cookie };
    const forbidden = { status: 403, body: { message: 'Only the owner of this instance may do this' } };
    expect(await server.rest('GET', '/users', undefined, as)).toMatchObject(forbidden);
    expect(await server.rest('POST', '/users', [{ email: 'x@example.com' }], as)).toMatchObject(forbidden);
    expect(await server.rest('POST', `/users/${pending.inviteeId}/reinvite`, undefined, as)).toMatchObject(forbidden);
    expect(await server.rest('DELETE', `/users/${pending.inviteeId}`, undefined, as)).toMatchObject(forbidden);
    expect(await server.rest('DELETE', `/users/${owner.id}`, undefined, as)).toMatchObject(forbidden);
    expect(inbox().mailsTo('x@example.com')).toHaveLength(0);
    expect(inbox().mailsTo('pending@example.com')).toHaveLength(1);

    const signedOut = { as: 'signed-out' };
    expect(await server.rest('GET', '/users', undefined, signedOut)).toMatchObject({ status: 401 });
    expect(await server.rest('POST', '/users', [{ email: 'x@example.com' }], signedOut)).toMatchObject({ status: 401 });
    expect(await server.rest('DELETE', `/users/${pending.inviteeId}`, undefined, signedOut)).toMatchObject({ status: 401 });
    expect(await server.count('user')).toBe(3);
  });
});

describe('invitations without e-mail set up', () => {
  const plain = useTestServer();

  it('refuses to invite or reinvite and says to set up SMTP', async () => {
    const settings = await plain.rest<Answer<{ userManagement: { smtpSetup: boolean } }>>('GET', '/settings');
    expect(settings.body.data.userManagement.smtpSetup).toBe(false);
    await setUpOwner(plain);
    const { status, body } = await plain.rest<Failure>('POST', '/users', [{ email: 'a@example.com' }]);
    expect(status).toBe(400);
    expect(body.message).toBe('Set up e-mail (SMTP) to invite users');
    expect(body.hint).toContain('WEFT_SMTP_HOST');
    expect(await plain.count('user')).toBe(1);
  });
});

describe('invitations while the mail server is down', () => {
  // The address of an inbox that has been closed: nothing listens there.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    const gone = await SmtpInbox.start();
    Object.assign(env, gone.env());
    await gone.close();
  });
  const down = useTestServer({ env });

  it('invites nobody and says why for every address', async () => {
    await setUpOwner(down);
    const { status, body } = await down.rest<Answer<InviteResult[]>>('POST', '/users', [
      { email: 'a@example.com' }, { email: 'b@example.com' }, { email: OWNER.email }, { email: 'c@example.com' },
    ]);
    expect(status).toBe(200);
    const unreachable = expect.stringMatching(/could not be sent: the mail server could not be reached .*Check the e-mail \(SMTP\) settings/);
    expect(body.data).toEqual([
      { error: unreachable }, { error: unreachable }, { error: `${OWNER.email} is already a user of this instance` }, { error: unreachable },
    ]);
    expect(await down.count('user')).toBe(1);
  });
});

function invitationLinkOf(links: string[]): URL {
  const link = links.find((l) => l.includes('/signup?'));
  if (!link) throw new Error('no sign-up link');
  return new URL(link);
}
