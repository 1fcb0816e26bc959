import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { nowIso } from '../db/codec.js';
import { hashPassword } from '../services/auth/passwords.js';
import type { TestServer } from './test-server.js';

/** A signed-in user of a test: its id, and the `cookie` header to send as it (`rest(..., { as: cookie })`). */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export const TEST_PASSWORD = 'Secret123';

/** Sets up the owner with POST /owner from the server's session (the default user), which is the owner's from then on. */
export async function setUpOwner(server: TestServer, email = 'owner@example.com'): Promise<TestUser> {
  const answer = await server.rest<{ data: { id: string } }>('POST', '/owner', {
    email, firstName: 'Olga', lastName: 'Owner', password: TEST_PASSWORD,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: answer.body.data.id, email, password: TEST_PASSWORD, cookie: server.cookie() };
}

/**
 * A member who has accepted an invitation, written straight into the database (inviting needs
 * SMTP), then signed in with POST /login.
 */
export async function addMember(server: TestServer, email: string, firstName = 'Mia'): Promise<TestUser> {
  const id = randomUUID();
  const now = nowIso();
  await server.db.kysely.insertInto('user').values({
    id, email: email.toLowerCase(), first_name: firstName, last_name: 'Member', password: await hashPassword(TEST_PASSWORD),
    role: 'member', api_key_hash: null, api_key_hint: null, personalization_answers: null, created_at: now, updated_at: now,
  }).execute();
  return { id, email, password: TEST_PASSWORD, cookie: await server.signIn(email, TEST_PASSWORD) };
}
