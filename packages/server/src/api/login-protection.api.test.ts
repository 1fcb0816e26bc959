import { beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as InjectedResponse } from 'fastify';
import { createTestServer, sessionCookieSet, useTestServer, type TestServer } from '../test/test-server.js';
import { insertMember, MEMBER_PASSWORD, OWNER, setUpOwner } from '../test/users-fixture.js';

interface ErrorAnswer { code: number; message: string; hint?: string }

const START = Date.parse('2026-03-02T09:00:00.000Z');
const clock = { now: START };
const server = useTestServer({ now: () => clock.now });

beforeEach(() => {
  clock.now = START;
});

const ATTACKER = '198.51.100.7';
const HOME = '203.0.113.20';

interface Attempt {
  from?: string;
  /** A `cookie` header to send (a device cookie); none by default. */
  cookie?: string;
  forwardedFor?: string;
}

function signIn(email: string, password: string, { from = ATTACKER, cookie, forwardedFor }: Attempt = {}, target: TestServer = server) {
  return target.inject({
    method: 'POST', url: '/rest/login', payload: { email, password }, remoteAddress: from,
    as: cookie ?? 'signed-out', ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

async function failTimes(times: number, email: string, attempt: Attempt = {}, target: TestServer = server): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const response = await signIn(email, `Wrong${i}guess`, attempt, target);
    expect(response.statusCode).toBe(401);
  }
}

/** The `weft-device=...` pair a response sets, with its attributes. */
function deviceCookie(response: InjectedResponse): { pair: string; attributes: string[] } {
  const header = response.headers['set-cookie'];
  const values = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  const found = values.find((value) => value.startsWith('weft-device='));
  if (!found) throw new Error(`No device cookie set: ${JSON.stringify(header)}`);
  const [pair = '', ...attributes] = found.split(';').map((part) => part.trim());
  return { pair, attributes };
}

function expectDelayed(response: InjectedResponse, seconds: number, message: string): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json<ErrorAnswer>()).toMatchObject({ code: 429, message });
  expect(sessionCookieSet(response)).toBeUndefined();
}

describe('failed sign-ins from one client for one account', () => {
  it('delay that client after five, twice as long after each further failure, even for the right password', async () => {
    await setUpOwner(server);
    await failTimes(5, OWNER.email);
    expectDelayed(await signIn(OWNER.email, OWNER.password), 1, 'Too many sign-in attempts. Try again in 1 second.');
    clock.now += 1000;
    await failTimes(1, OWNER.email);
    expectDelayed(await signIn(OWNER.email, OWNER.password), 2, 'Too many sign-in attempts. Try again in 2 seconds.');
    clock.now += 2000;
    await failTimes(1, OWNER.email);
    expectDelayed(await signIn(OWNER.email, OWNER.password), 4, 'Too many sign-in attempts. Try again in 4 seconds.');
    // The waiting attempts were not counted: after the delay the right password gets in, and clears the count.
    clock.now += 4000;
    expect((await signIn(OWNER.email, OWNER.password)).statusCode).toBe(200);
    await failTimes(4, OWNER.email);
  });

  it('stop growing at 15 minutes', async () => {
    await setUpOwner(server);
    await failTimes(5, OWNER.email);
    for (let delay = 1; delay < 15 * 60; delay *= 2) {
      clock.now += delay * 1000;
      await failTimes(1, OWNER.email);
    }
    expectDelayed(await signIn(OWNER.email, OWNER.password), 15 * 60, 'Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('do not delay that client for another account, nor another client for this one', async () => {
    await setUpOwner(server);
    await insertMember(server, 'mia@example.com');
    await failTimes(5, OWNER.email);
    expect((await signIn('mia@example.com', MEMBER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(OWNER.email, OWNER.password, { from: HOME })).statusCode).toBe(200);
    expect((await signIn(OWNER.email, OWNER.password)).statusCode).toBe(429);
  });

  it('are kept across a restart of the server', async () => {
    await setUpOwner(server);
    await failTimes(5, OWNER.email);
    await server.restart();
    expectDelayed(await signIn(OWNER.email, OWNER.password), 1, 'Too many sign-in attempts. Try again in 1 second.');
    expect(await server.count('login_failure')).toBe(3);
  });

  it('are forgotten an hour after the last one', async () => {
    await setUpOwner(server);
    await failTimes(5, OWNER.email);
    clock.now += 60 * 60_000 + 1;
    await failTimes(1, 'someone@example.com', { from: HOME });
    // Only the counters of that last failure are left: the attacker's ones went with their hour.
    expect(await server.count('login_failure')).toBe(3);
    await failTimes(4, OWNER.email);
  });
});

describe('a known client (one its user signed in from before)', () => {
  it('gets a long-lived HttpOnly device cookie on each sign-in', async () => {
    await setUpOwner(server);
    const { attributes } = deviceCookie(await signIn(OWNER.email, OWNER.password, { from: HOME }));
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=34560000', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
  });

  it('signs in while failures from elsewhere delay everyone else trying the account', async () => {
    await setUpOwner(server);
    const { pair: device } = deviceCookie(await signIn(OWNER.email, OWNER.password, { from: HOME }));
    await failTimes(5, OWNER.email, { from: ATTACKER });
    // Spread over more addresses, 20 failures reach the looser limit for the account.
    for (let i = 0; i < 15; i += 1) await failTimes(1, OWNER.email, { from: `198.51.100.${i + 100}` });
    expectDelayed(await signIn(OWNER.email, OWNER.password, { from: HOME }), 1, 'Too many sign-in attempts. Try again in 1 second.');
    expect((await signIn(OWNER.email, OWNER.password, { from: HOME, cookie: device })).statusCode).toBe(200);
    // Even from the attacker's own address (the same NAT), whose own tries are delayed.
    expect((await signIn(OWNER.email, OWNER.password, { from: ATTACKER, cookie: device })).statusCode).toBe(200);
  });

  it('is delayed by its own failures like any client, and the right password clears them', async () => {
    await setUpOwner(server);
    const { pair: device } = deviceCookie(await signIn(OWNER.email, OWNER.password, { from: HOME }));
    await failTimes(5, OWNER.email, { from: HOME, cookie: device });
    expectDelayed(await signIn(OWNER.email, OWNER.password, { from: HOME, cookie: device }), 1, 'Too many sign-in attempts. Try again in 1 second.');
    // Another browser at the same address is not held by that device's failures.
    expect((await signIn(OWNER.email, OWNER.password, { from: HOME })).statusCode).toBe(200);
    clock.now += 1000;
    expect((await signIn(OWNER.email, OWNER.password, { from: HOME, cookie: device })).statusCode).toBe(200);
    await failTimes(4, OWNER.email, { from: HOME, cookie: device });
  });

  it('is not an address that failed for many accounts (a shared NAT)', async () => {
    await setUpOwner(server);
    await insertMember(server, 'mia@example.com');
    const { pair: device } = deviceCookie(await signIn(OWNER.email, OWNER.password, { from: ATTACKER }));
    for (let i = 0; i < 50; i += 1) await failTimes(1, `guess${i}@example.com`);
    expect((await signIn('mia@example.com', MEMBER_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(OWNER.email, OWNER.password, { cookie: device })).statusCode).toBe(200);
    expect((await signIn('mia@example.com', MEMBER_PASSWORD, { from: HOME })).statusCode).toBe(200);
  });

  it('needs a device cookie of that very account, signed by this instance', async () => {
    await setUpOwner(server);
    await insertMember(server, 'mia@example.com');
    const { pair: miasDevice } = deviceCookie(await signIn('mia@example.com', MEMBER_PASSWORD, { from: HOME }));
    const { pair: ownersDevice } = deviceCookie(await signIn(OWNER.email, OWNER.password, { from: HOME }));
    const [deviceId, , userId] = ownersDevice.slice('weft-device='.length).split('.');
    const forged = `weft-device=${deviceId}.${'A'.repeat(43)}.${userId}`;
    await failTimes(5, OWNER.email);
    for (const cookie of [miasDevice, forged]) {
      expect((await signIn(OWNER.email, OWNER.password, { cookie })).statusCode).toBe(429);
    }
  });
});

describe('the client address', () => {
  it('is the connection\'s by default: X-Forwarded-For is ignored', async () => {
    await setUpOwner(server);
    for (let i = 0; i < 5; i += 1) await failTimes(1, OWNER.email, { forwardedFor: `192.0.2.${i + 1}` });
    expect((await signIn(OWNER.email, OWNER.password, { forwardedFor: '192.0.2.99' })).statusCode).toBe(429);
  });

  it('is read from X-Forwarded-For through as many proxies as WEFT_PROXY_HOPS says', async () => {
    const proxied = await createTestServer({ env: { WEFT_PROXY_HOPS: '1' }, now: () => clock.now });
    try {
      await setUpOwner(proxied);
      const proxy = '10.0.0.2';
      // A client cannot pass for another by adding its own X-Forwarded-For entries: only the proxy's last one counts.
      await failTimes(5, OWNER.email, { from: proxy, forwardedFor: '192.0.2.99, 192.0.2.1' }, proxied);
      expect((await signIn(OWNER.email, OWNER.password, { from: proxy, forwardedFor: '192.0.2.1' }, proxied)).statusCode).toBe(429);
      expect((await signIn(OWNER.email, OWNER.password, { from: proxy, forwardedFor: '192.0.2.2' }, proxied)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
