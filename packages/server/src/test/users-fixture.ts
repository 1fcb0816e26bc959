import { randomUUID } from 'node:crypto';
import type { User } from '@weft/contracts';
import { expect } from 'vitest';
import { nowIso } from '../db/codec.js';
import { hashPassword } from '../services/auth/passwords.js';
import type { TestServer } from './test-server.js';

/** The owner account tests set up (POST /owner takes exactly these fields). */
export const OWNER = { email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner1234' };
/** Members' names and password, whether written into the database or signed up from an invitation. */
export const MEMBER_NAMES = { firstName: 'Mia', lastName: 'Member' };
export const MEMBER_PASSWORD = 'Member1234';

/** A signed-in user of a test: its id, and the `cookie` header to send as it (`rest(..., { as: cookie })`). */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Sets up the owner with POST /owner from the server's session (the default user), which is the owner's from then on. */
export async function setUpOwner(server: TestServer): Promise<TestUser & { user: User }> {
  const { status, body } = await server.rest<{ data: User }>('POST', '/owner', OWNER);
  expect(status, JSON.stringify(body)).toBe(200);
  return { id: body.data.id, email: OWNER.email, password: OWNER.password, cookie: server.cookie(), user: body.data };
}

/**
 * A member written straight into the database, as a finished sign-up leaves one (inviting needs SMTP);
 * answers its id. With `password: null` and no names the user is pending (invited, not signed up).
 */
export async function insertMember(
  server: TestServer, email: string,
  { password = MEMBER_PASSWORD, firstName = MEMBER_NAMES.firstName, lastName = MEMBER_NAMES.lastName }:
  { password?: string | null; firstName?: string | null; lastName?: string | null } = {},
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await server.db.kysely.insertInto('user').values({
    id, email: email.toLowerCase(), first_name: firstName, last_name: lastName,
    password: password === null ? null : await hashPassword(password),
    role: 'member', api_key_hash: null, api_key_hint: null, personalization_answers: null, created_at: now, updated_at: now,
  }).execute();
  return id;
}

/** A member written into the database (`insertMember`), then signed in with POST /login. */
export async function addMember(server: TestServer, email: string, firstName = MEMBER_NAMES.firstName): Promise<TestUser> {
  const id = await insertMember(server, email, { firstName });
  return { id, email, password: MEMBER_PASSWORD, cookie: await server.signIn(email, MEMBER_PASSWORD) };
}

/** The owner and two members, Mia and Max, each signed in: whose data is whose. */
export async function ownerAndTwoMembers(server: TestServer): Promise<{ owner: TestUser; mia: TestUser; max: TestUser }> {
  const owner = await setUpOwner(server);
  const mia = await addMember(server, 'mia@example.com', 'Mia');
  const max = await addMember(server, 'max@example.com', 'Max');
  return { owner, mia, max };
}

/** Fails the test if a response body holds something only the database or a mail may hold. */
export function expectNoSecrets(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/"password/i);
  expect(text).not.toMatch(/token_hash|tokenHash|api_key_hash/i);
}
