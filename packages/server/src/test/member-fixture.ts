import { randomUUID } from 'node:crypto';
import { hashPassword } from '../services/auth/passwords.js';
import type { TestServer } from './test-server.js';

export const OWNER_DETAILS = { email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner1234' };

/**
 * A member written straight into the database (as a finished sign-up leaves one), for tests of sign-in
 * that are not about invitations. Without a password the user is pending (invited, not signed up).
 */
export async function insertMember(
  server: TestServer, email: string, password: string | null, names: { firstName: string | null; lastName: string | null } = { firstName: 'Mia', lastName: 'Member' },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await server.db.kysely.insertInto('user').values({
    id, email, first_name: names.firstName, last_name: names.lastName,
    password: password === null ? null : await hashPassword(password),
    role: 'member', api_key_hash: null, api_key_hint: null, personalization_answers: null, created_at: now, updated_at: now,
  }).execute();
  return id;
}
