import { describe, expect, it } from 'vitest';
import { tokenDigest } from '../services/users/password-reset.service.js';
import { invite, ownerAndMember, useServerWithInbox } from '../test/invitation-fixtures.js';
import type { SmtpInbox } from '../test/smtp-inbox.js';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { MEMBER_PASSWORD, OWNER, setUpOwner } from '../test/users-fixture.js';

const { server, inbox } = useServerWithInbox();

type Failure = { message: string; hint?: string };

const forgot = (target: TestServer, email: string) =>
  target.rest<{ data: { sent: true } } & Failure>('POST', '/forgot-password', { email }, { as: 'signed-out' });

/** The token and user id of the next reset mail to this address. */
async function resetLink(mailbox: SmtpInbox, email: string): Promise<{ token: string; userId: string; url: URL }> {
  const mail = await mailbox.waitForMail(email);
  const link = mail.links.find((l) => l.includes('/change-password?'));
  if (!link) throw new Error(`The mail to ${email} has no reset link: ${mail.text}`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', userId: url.searchParams.get('userId') ?? '', url };
}

const resolve = (token: string, userId: string) =>
  server.rest<Failure>('GET', `/resolve-password-token?token=${encodeURIComponent(token)}&userId=${userId}`, undefined, { as: 'signed-out' });
const change = (token: string, userId: string, password: string) =>
  server.rest<Failure>('POST', '/change-password', { token, userId, password }, { as: 'signed-out' });

const INVALID_LINK = {
  status: 404,
  body: { message: 'The password reset link is invalid or has expired', hint: 'Ask for a new link on the forgot-password page' },
};

describe('password reset', () => {
  it('mails a link that sets a new password once, and ends the sessions opened with the old one', async () => {
    const { member } = await ownerAndMember(server, inbox());
    expect(await forgot(server, ' MIA@example.com ')).toEqual({ status: 200, body: { data: { sent: true } } });

    const mail = inbox().mailsTo('mia@example.com').at(-1);
    expect(mail?.subject).toBe('Reset your Weft password');
    expect(mail?.text).toContain('Hello Mia,');
    const { token, userId, url } = await resetLink(inbox(), 'mia@example.com');
    expect(url.origin + url.pathname).toBe('http://localhost:5678/change-password');
    expect(userId).toBe(member.user.id);
    // Only the token's hash is stored.
    const stored = await server.db.kysely.selectFrom('auth_token').select('token_hash').execute();
    expect(stored).toEqual([{ token_hash: tokenDigest(token) }]);

    expect(await resolve(token, userId)).toEqual({ status: 200, body: { data: { valid: true } } });
    expect(await change(token, userId, 'NewSecret99')).toEqual({ status: 200, body: { data: { success: true } } });

    expect((await server.rest('GET', '/login', undefined, { as: member.cookie })).status).toBe(401);
    await expect(server.signIn('mia@example.com', MEMBER_PASSWORD)).rejects.toThrow(/401/);
    await server.signIn('mia@example.com', 'NewSecret99');

    expect(await resolve(token, userId)).toMatchObject(INVALID_LINK);
    expect(await change(token, userId, 'Another999')).toMatchObject(INVALID_LINK);
    await server.signIn('mia@example.com', 'NewSecret99');
  });

  it('lets a user locked out by wrong passwords sign in again once they reset it', async () => {
    await ownerAndMember(server, inbox());
    for (let i = 0; i < 12; i += 1) {
      await server.rest('POST', '/login', { email: 'mia@example.com', password: 'Wrong12345' }, { as: 'signed-out' });
    }
    const locked = await server.rest('POST', '/login', { email: 'mia@example.com', password: MEMBER_PASSWORD }, { as: 'signed-out' });
    expect(locked.status).toBe(429);
    await forgot(server, 'mia@example.com');
    const { token, userId } = await resetLink(inbox(), 'mia@example.com');
    expect((await change(token, userId, 'NewSecret99')).status).toBe(200);
    await server.signIn('mia@example.com', 'NewSecret99');
  });

  it('answers the same for an unknown address, a pending user and the owner, mailing only the owner', async () => {
    await setUpOwner(server);
    await invite(server, inbox(), 'pending@example.com');
    const mailsBefore = inbox().mails.length;

    const unknown = await forgot(server, 'nobody@example.com');
    const pending = await forgot(server, 'pending@example.com');
    const owner = await forgot(server, OWNER.email);
    expect(unknown).toEqual(owner);
    expect(pending).toEqual(owner);
    expect(inbox().mails.slice(mailsBefore).map((m) => m.to)).toEqual([[OWNER.email]]);
    expect(await server.count('auth_token')).toBe(1);
  });

  it('sends at most one mail a minute per address, and only the newest link works', async () => {
    const { member } = await ownerAndMember(server, inbox());
    await forgot(server, 'mia@example.com');
    await forgot(server, 'mia@example.com');
    expect(inbox().mailsTo('mia@example.com').filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
    const first = await resetLink(inbox(), 'mia@example.com');
    // A minute later (moved back in the database rather than waited for), a new link replaces the first.
    const back = new Date(Date.now() - 61_000 + 20 * 60_000).toISOString();
    await server.db.kysely.updateTable('auth_token').set({ expires_at: back }).execute();
    await forgot(server, 'mia@example.com');
    const second = await resetLink(inbox(), 'mia@example.com');
    expect(second.token).not.toBe(first.token);
    expect(await resolve(first.token, member.user.id)).toMatchObject(INVALID_LINK);
    expect((await resolve(second.token, member.user.id)).status).toBe(200);
  });

  it('refuses links that expired, belong to someone else, or were made up, changing nothing', async () => {
    const { owner, member } = await ownerAndMember(server, inbox());
    await forgot(server, 'mia@example.com');
    const { token } = await resetLink(inbox(), 'mia@example.com');

    expect(await resolve(token, owner.id)).toMatchObject(INVALID_LINK);
    expect(await change(token, owner.id, 'Takeover99')).toMatchObject(INVALID_LINK);
    expect(await resolve('made-up', member.user.id)).toMatchObject(INVALID_LINK);

    await server.db.kysely.updateTable('auth_token').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await resolve(token, member.user.id)).toMatchObject(INVALID_LINK);
    expect(await change(token, member.user.id, 'Expired999')).toMatchObject(INVALID_LINK);
    await server.signIn('mia@example.com', MEMBER_PASSWORD);
    await server.signIn(OWNER.email, OWNER.password);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const { member } = await ownerAndMember(server, inbox());
    await forgot(server, 'mia@example.com');
    const { token } = await resetLink(inbox(), 'mia@example.com');
    const weak = await change(token, member.user.id, 'weakpassword');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('at least 1 number');
    expect((await resolve(token, member.user.id)).status).toBe(200);
    await server.signIn('mia@example.com', MEMBER_PASSWORD);
  });

  it('answers 502 when the mail cannot be sent, and keeps no link', async () => {
    await ownerAndMember(server, inbox());
    inbox().refuse('mia@example.com');
    const failed = await forgot(server, 'mia@example.com');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/^Problem sending email: /);
    expect(failed.body.hint).toContain('SMTP');
    expect(await server.count('auth_token')).toBe(0);
    // Trying again works at once: the failed attempt does not count.
    inbox().accept('mia@example.com');
    expect((await forgot(server, 'mia@example.com')).status).toBe(200);
    await resetLink(inbox(), 'mia@example.com');
  });

  it('refuses an invalid address', async () => {
    expect(await forgot(server, 'not an address')).toMatchObject({ status: 400 });
  });
});

describe('password reset without e-mail set up', () => {
  const plain = useTestServer();

  it('says that no link can be sent', async () => {
    await setUpOwner(plain);
    const { status, body } = await forgot(plain, OWNER.email);
    expect(status).toBe(400);
    expect(body.message).toBe('E-mail is not set up on this instance, so no reset link can be sent');
    expect(body.hint).toContain('WEFT_SMTP_HOST');
  });
});
