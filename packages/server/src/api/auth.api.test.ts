import { describe, expect, it } from 'vitest';
import type { User } from '@weft/contracts';
import { createTestServer, sessionCookieSet, useTestServer } from '../test/test-server.js';
import { insertMember, OWNER, setUpOwner } from '../test/users-fixture.js';

type Answer<T> = { data: T };
interface ErrorAnswer { code: number; message: string; hint?: string }

const server = useTestServer();

function setCookieHeader(headers: Record<string, unknown>): string {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.join('\n') : String(value ?? '');
}

describe('signing in before the owner is set up', () => {
  it('signs any visitor in as the default user on GET /login, with a session cookie', async () => {
    const response = await server.inject({ method: 'GET', url: '/rest/login', as: 'signed-out' });
    expect(response.statusCode).toBe(200);
    const user = response.json<Answer<User>>().data;
    expect(user).toMatchObject({ isDefaultUser: true, globalRole: { name: 'default' } });
    const cookie = setCookieHeader(response.headers);
    expect(cookie).toMatch(/^weft-auth=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');

    const me = await server.rest<Answer<User>>('GET', '/me', undefined, { as: sessionCookieSet(response) ?? '' });
    expect(me.body.data.id).toBe(user.id);
  });
});

describe('the session cookie', () => {
  it('is Secure when the instance is reached over https, and its path is the base path', async () => {
    const secure = await createTestServer({ env: { WEFT_PROTOCOL: 'https', WEFT_PATH: '/weft/' } });
    try {
      const response = await secure.inject({ method: 'GET', url: '/weft/rest/login', as: 'signed-out' });
      const cookie = setCookieHeader(response.headers);
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/weft/;');
      // The public routes are found under the base path too.
      expect((await secure.rest('GET', '/settings', undefined, { as: 'signed-out' })).status).toBe(200);
      expect((await secure.rest('GET', '/me', undefined, { as: 'signed-out' })).status).toBe(401);
      expect((await secure.rest('GET', '/me', undefined, { as: sessionCookieSet(response) ?? '' })).status).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it('is found among the other cookies a browser sends for the same host', async () => {
    const session = server.cookie();
    const crowded = `theme=dark; ${session}; weft-auth-hint=1; tracking=%E2%9C%93`;
    expect((await server.rest('GET', '/me', undefined, { as: crowded })).status).toBe(200);
    expect((await server.rest('GET', '/me', undefined, { as: 'theme=dark; weft-auth-hint=1' })).status).toBe(401);
  });

  it('is refused when forged or signed by another instance', async () => {
    const other = await createTestServer();
    try {
      const foreign = other.cookie();
      expect((await server.rest('GET', '/me', undefined, { as: foreign })).status).toBe(401);
      const [name, token] = server.cookie().split('=') as [string, string];
      const [header, , signature] = token.split('.');
      const claims = Buffer.from(JSON.stringify({ id: 'someone-else', hash: 'x', iat: 0, exp: 4_000_000_000 })).toString('base64url');
      expect((await server.rest('GET', '/me', undefined, { as: `${name}=${header}.${claims}.${signature}` })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('signed-out requests', () => {
  it('answer 401 with a message and a hint on protected routes, and change nothing', async () => {
    for (const [method, path] of [['GET', '/me'], ['GET', '/workflows'], ['GET', '/executions'], ['POST', '/workflows'], ['GET', '/me/api-key'], ['GET', '/push']] as const) {
      const { status, body } = await server.rest<ErrorAnswer>(method, path, method === 'POST' ? { name: 'x', nodes: [], connections: {} } : undefined, { as: 'signed-out' });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ code: 401, message: 'You are not signed in', hint: 'Sign in and try again' });
    }
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('reach the public routes', async () => {
    const settings = await server.rest('GET', '/settings', undefined, { as: 'signed-out' });
    expect(settings.status).toBe(200);
    const logout = await server.rest('POST', '/logout', undefined, { as: 'signed-out' });
    expect(logout.status).toBe(200);
    const wrong = await server.rest('POST', '/login', { email: 'nobody@example.com', password: 'Nope12345' }, { as: 'signed-out' });
    expect(wrong.status).toBe(401);
    // Answered by the route (a bad request), not refused by the sign-in check.
    const forgot = await server.rest('POST', '/forgot-password', { email: 'not an address' }, { as: 'signed-out' });
    expect(forgot.status).toBe(400);
    const resolve = await server.rest('GET', '/resolve-password-token', undefined, { as: 'signed-out' });
    expect(resolve.status).toBe(400);
  });

  it('are refused on the webhooks never: those are public outside /rest', async () => {
    const response = await server.inject({ method: 'GET', url: '/webhook/not-registered', as: 'signed-out' });
    expect(response.statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/healthz', as: 'signed-out' })).statusCode).toBe(200);
  });
});

describe('after the owner is set up', () => {
  it('GET /login without a session answers 401, and with one answers the user', async () => {
    await setUpOwner(server);
    expect((await server.rest('GET', '/login', undefined, { as: 'signed-out' })).status).toBe(401);
    const { status, body } = await server.rest<Answer<User>>('GET', '/login');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ email: OWNER.email, isOwner: true });
  });

  it('signs in with e-mail and password, in any letter case of the e-mail', async () => {
    await setUpOwner(server);
    const response = await server.inject({
      method: 'POST', url: '/rest/login', payload: { email: ' Olivia@Example.com ', password: OWNER.password }, as: 'signed-out',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer<User>>().data).toMatchObject({ email: OWNER.email, firstName: 'Olivia' });
    const cookie = sessionCookieSet(response);
    expect((await server.rest<Answer<User>>('GET', '/me', undefined, { as: cookie })).body.data.email).toBe(OWNER.email);
  });

  it('refuses a wrong password and an unknown e-mail alike, without saying which', async () => {
    await setUpOwner(server);
    const wrongPassword = await server.rest<ErrorAnswer>('POST', '/login', { email: OWNER.email, password: 'Wrong1234' }, { as: 'signed-out' });
    const unknown = await server.rest<ErrorAnswer>('POST', '/login', { email: 'nobody@example.com', password: OWNER.password }, { as: 'signed-out' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Wrong e-mail address or password. Do you have caps lock on?');
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('does not sign in an invited user who has not signed up (no password yet)', async () => {
    await setUpOwner(server);
    await insertMember(server, 'pending@example.com', { password: null, firstName: null, lastName: null });
    const { status } = await server.rest('POST', '/login', { email: 'pending@example.com', password: 'Anything1' }, { as: 'signed-out' });
    expect(status).toBe(401);
  });

  it('signs out: the cookie is cleared, and a copy of it is refused afterwards', async () => {
    await setUpOwner(server);
    const cookie = await server.signIn(OWNER.email, OWNER.password);
    const logout = await server.inject({ method: 'POST', url: '/rest/logout', as: cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { loggedOut: true } });
    expect(setCookieHeader(logout.headers)).toMatch(/^weft-auth=; Max-Age=0;/);
    expect((await server.rest('GET', '/me', undefined, { as: cookie })).status).toBe(401);
    // Other sessions of the same user go on.
    expect((await server.rest('GET', '/me')).status).toBe(200);
    expect(await server.count('invalid_auth_token')).toBe(1);
  });

  it('keeps a session across a restart of the server', async () => {
    await setUpOwner(server);
    await server.restart();
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.email).toBe(OWNER.email);
  });
});
