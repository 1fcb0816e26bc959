import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { User } from '@weft/contracts';
import { sessionCookieSet, useTestServer, type TestServer } from './test-server.js';
import { SmtpInbox } from './smtp-inbox.js';
import { MEMBER_NAMES, MEMBER_PASSWORD, setUpOwner, type TestUser } from './users-fixture.js';

/**
 * A test server per test that sends its mail to a real SMTP inbox (one per file, emptied after each
 * test). The server's own session starts as the default user.
 */
export function useServerWithInbox(): { server: TestServer; inbox: () => SmtpInbox } {
  let inbox: SmtpInbox | undefined;
  // Filled before the first server starts: beforeAll runs before useTestServer's beforeEach.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    Object.assign(env, inbox.env());
  });
  const server = useTestServer({ env });
  afterEach(() => inbox?.clear());
  afterAll(async () => {
    await inbox?.close();
  });
  return {
    server,
    inbox: () => {
      if (!inbox) throw new Error('The inbox exists only while the tests of the file run');
      return inbox;
    },
  };
}

export interface InvitationLink {
  url: URL;
  inviterId: string;
  inviteeId: string;
}

/** The sign-up link of the next invitation mail to this address. */
export async function invitationLink(inbox: SmtpInbox, email: string): Promise<InvitationLink> {
  const mail = await inbox.waitForMail(email);
  const link = mail.links.find((l) => l.includes('/signup?'));
  if (!link) throw new Error(`The mail to ${email} has no sign-up link: ${mail.text}`);
  const url = new URL(link);
  return { url, inviterId: url.searchParams.get('inviterId') ?? '', inviteeId: url.searchParams.get('inviteeId') ?? '' };
}

/** Invites an address as the server's session (the owner) and answers the invitation's link. */
export async function invite(server: TestServer, inbox: SmtpInbox, email: string): Promise<InvitationLink> {
  const { status, body } = await server.rest<{ data: Array<{ user?: { id: string }; error?: string }> }>('POST', '/users', [{ email }]);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data[0]?.error).toBeUndefined();
  return invitationLink(inbox, email);
}

/** Completes an invitation as a signed-out visitor, with MEMBER_PASSWORD; answers the member, signed in. */
export async function signUp(
  server: TestServer, link: InvitationLink, names = MEMBER_NAMES,
): Promise<TestUser & { user: User }> {
  const response = await server.inject({
    method: 'POST',
    url: `${server.config.basePath}rest/users/${link.inviteeId}`,
    payload: { inviterId: link.inviterId, ...names, password: MEMBER_PASSWORD },
    as: 'signed-out',
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookieSet(response);
  if (!cookie) throw new Error('Signing up set no session cookie');
  const user = response.json<{ data: User }>().data;
  return { id: user.id, email: user.email ?? '', password: MEMBER_PASSWORD, cookie, user };
}

/** An owner, and a member invited by mail who has signed up. */
export async function ownerAndMember(server: TestServer, inbox: SmtpInbox, email = 'mia@example.com') {
  const owner = await setUpOwner(server);
  const member = await signUp(server, await invite(server, inbox, email));
  return { owner, member };
}
