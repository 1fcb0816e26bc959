import { describe, expect, it } from 'vitest';
import type { User } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { addMember, OWNER, setUpOwner } from '../test/users-fixture.js';

type Answer<T> = { data: T };

const server = useTestServer();

async function createKey(as?: string): Promise<string> {
  const { status, body } = await server.rest<Answer<{ apiKey: string }>>('POST', '/me/api-key', undefined, as ? { as } : {});
  expect(status).toBe(200);
  return body.data.apiKey;
}

describe('the API key', () => {
  it('is shown in full once when created, masked afterwards, and authenticates REST calls', async () => {
    await setUpOwner(server);
    expect((await server.rest('GET', '/me/api-key')).body).toEqual({ data: { apiKey: null } });
    const key = await createKey();
    expect(key).toMatch(/^weft_api_[\w-]{43}$/);
    const shown = await server.rest<Answer<{ apiKey: string }>>('GET', '/me/api-key');
    expect(shown.body.data.apiKey).toBe(`weft_api_****${key.slice(-4)}`);

    const me = await server.inject({ method: 'GET', url: '/rest/me', headers: { 'x-n8n-api-key': key }, as: 'signed-out' });
    expect(me.statusCode).toBe(200);
    expect(me.json<Answer<User>>().data.email).toBe(OWNER.email);
    const wrong = await server.inject({ method: 'GET', url: '/rest/me', headers: { 'x-n8n-api-key': `${key}x` }, as: 'signed-out' });
    expect(wrong.statusCode).toBe(401);
    // Only its hash is stored.
    const row = await server.db.kysely.selectFrom('user').select(['api_key_hash', 'api_key_hint']).where('email', '=', OWNER.email).executeTakeFirstOrThrow();
    expect(row.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('is replaced by a new one: the old key stops working', async () => {
    await setUpOwner(server);
    const first = await createKey();
    const second = await createKey();
    expect(second).not.toBe(first);
    const withKey = (key: string) => server.inject({ method: 'GET', url: '/rest/me', headers: { 'x-n8n-api-key': key }, as: 'signed-out' });
    expect((await withKey(first)).statusCode).toBe(401);
    expect((await withKey(second)).statusCode).toBe(200);
  });

  it('is deleted: it stops working and none is shown', async () => {
    await setUpOwner(server);
    const key = await createKey();
    expect((await server.rest('DELETE', '/me/api-key')).body).toEqual({ data: { success: true } });
    expect((await server.rest('GET', '/me/api-key')).body).toEqual({ data: { apiKey: null } });
    const me = await server.inject({ method: 'GET', url: '/rest/me', headers: { 'x-n8n-api-key': key }, as: 'signed-out' });
    expect(me.statusCode).toBe(401);
  });

  it('belongs to its user: a member\'s key acts as the member', async () => {
    await setUpOwner(server);
    const member = (await addMember(server, 'mia@example.com')).cookie;
    const key = await createKey(member);
    expect((await server.rest('GET', '/me/api-key')).body).toEqual({ data: { apiKey: null } });
    const me = await server.inject({ method: 'GET', url: '/rest/me', headers: { 'x-n8n-api-key': key }, as: 'signed-out' });
    expect(me.json<Answer<User>>().data.email).toBe('mia@example.com');
  });
});

describe('answers of the account routes', () => {
  it('never carry a password hash, an API key hash or a session token', async () => {
    const answers: string[] = [];
    const record = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) => {
      const response = await server.inject({ method, url: `/rest${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });
      answers.push(response.body);
      return response;
    };
    await record('GET', '/login');
    await record('POST', '/owner', OWNER);
    await record('GET', '/me');
    await record('PATCH', '/me', { email: 'liv@example.com', firstName: 'Liv', lastName: 'Owner' });
    await record('PATCH', '/me/password', { currentPassword: OWNER.password, newPassword: 'Changed5678' });
    await record('POST', '/me/survey', { version: 'v3' });
    await record('POST', '/me/api-key');
    await record('GET', '/me/api-key');
    await record('GET', '/settings');
    const login = await server.inject({ method: 'POST', url: '/rest/login', payload: { email: 'liv@example.com', password: 'Changed5678' }, as: 'signed-out' });
    expect(login.statusCode).toBe(200);
    answers.push(login.body);

    const row = await server.db.kysely.selectFrom('user').select(['password', 'api_key_hash']).where('email', '=', 'liv@example.com').executeTakeFirstOrThrow();
    const token = server.cookie().replace(/^weft-auth=/, '');
    const secrets = [row.password ?? 'no hash', row.api_key_hash ?? 'no hash', token, 'argon2'];
    for (const answer of answers) {
      for (const secret of secrets) expect(answer).not.toContain(secret);
      expect(answer).not.toMatch(/"(password|passwordHash|apiKeyHash|api_key_hash)"/);
    }
  });
});
