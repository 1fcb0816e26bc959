import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicRoute } from '../services/auth/auth-hook.js';
import { MATRIX, type Guard } from '../test/authorization-matrix.js';
import { buildWorld, type Answer, type World } from '../test/authorization-world.js';
import { createTestServer, type TestServer } from '../test/test-server.js';

/**
 * A route with its parameters unnamed: the route tree shows one node for `/users/:id` and
 * `/users/:inviteeId` (as `:id|:inviteeId`), without saying which method uses which name.
 */
const unnamed = (route: string) => route.replace(/:[^/]+/g, ':');

/** Every REST route of the app as `METHOD /path`, read from Fastify's route tree (HEAD left out: it follows GET). */
function restRoutes(server: TestServer): string[] {
  const prefix = `${server.config.basePath}rest/`;
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│]*)[└├]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] as string);
    parents.length = depth;
    parents.push(path);
    if (!path.startsWith(prefix)) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(unnamed(`${method} ${path.slice(prefix.length - 1)}`));
    }
  }
  return routes.sort();
}

const rows = (kind: Guard['kind']) => Object.entries(MATRIX).filter(([, guard]) => guard.kind === kind).map(([route]) => route);
function guard<K extends Guard['kind']>(route: string, kind: K): Extract<Guard, { kind: K }> {
  const found = MATRIX[route];
  if (found?.kind !== kind) throw new Error(`${route} is not a ${kind} route`);
  return found as Extract<Guard, { kind: K }>;
}
const shown = (answer: Answer) => JSON.stringify(answer.body).slice(0, 300);

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await createTestServer();
  world = await buildWorld(server);
}, 60_000);

afterAll(async () => {
  await world?.close();
  await server?.close();
});

describe('the role × endpoint matrix', () => {
  it('has one row for every REST route, and no row without a route', () => {
    expect(Object.keys(MATRIX).map(unnamed).sort()).toEqual(restRoutes(server));
  });

  it('agrees with the auth hook on which routes a signed-out visitor may call', () => {
    for (const [route, { kind }] of Object.entries(MATRIX)) {
      const [method, path] = route.split(' ') as [string, string];
      expect(isPublicRoute(method, path), route).toBe(kind === 'public');
    }
  });
});

describe('signed out', () => {
  it.each(Object.keys(MATRIX))('%s', async (route) => {
    const row = MATRIX[route] as Guard;
    if (row.kind === 'stream') {
      const answer = await world.send({ method: 'GET', url: '/push?sessionId=tab-1' }, 'signed-out');
      expect(answer.status).toBe(401);
      return;
    }
    const call = row.kind === 'public' || row.kind === 'owner-only' ? await row.call(world)
      : row.kind === 'scoped-list' ? row.call(world)
        : row.kind === 'owned' || row.kind === 'scoped-bulk' ? await row.call(world, 'owner')
          : await row.call(world, world.member);
    const answer = await world.send(call, 'signed-out');
    if (row.kind !== 'public') {
      expect(answer.status, shown(answer)).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, message: expect.any(String) });
    } else if (row.signedOut === 'answered') {
      expect(answer.status, shown(answer)).not.toBe(401);
      expect(answer.status, shown(answer)).toBeLessThan(500);
    } else {
      expect(answer.status, shown(answer)).toBe(row.signedOut);
    }
  });
});

describe('a route for everyone signed in', () => {
  it.each(rows('signed-in'))('%s answers a member and the owner', async (route) => {
    const row = guard(route, 'signed-in');
    for (const as of [world.member, world.owner]) {
      const answer = await world.send(await row.call(world, as), as);
      expect(answer.status, `${as.email}: ${shown(answer)}`).toBe(row.status ?? 200);
    }
  });

  it.each(rows('self'))('%s answers a member about their own account', async (route) => {
    const as = await world.newMember();
    const answer = await world.send(await guard(route, 'self').call(world, as), as);
    expect(answer.status, shown(answer)).toBe(200);
  });

  it('GET /push opens the live connection for a member', async () => {
    const port = await server.listen();
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/rest/push?sessionId=tab-1', headers: { cookie: world.member.cookie } }, (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
  });
});

describe("the owner's routes", () => {
  it.each(rows('owner-only'))('%s refuses a member with 403', async (route) => {
    const row = guard(route, 'owner-only');
    const refused = await world.send(await row.call(world), world.member);
    expect(refused.status, shown(refused)).toBe(row.refused ?? 403);
    if (row.ownerCall) {
      const answer = await world.send(await row.ownerCall(world), world.owner);
      expect(answer.status, shown(answer)).toBe(200);
    }
  });
});

describe("a user's workflows and executions", () => {
  it.each(rows('owned'))("%s: 404 for a member on the owner's, answered on their own, and for the owner on the member's", async (route) => {
    const row = guard(route, 'owned');
    const hidden = await world.send(await row.call(world, 'owner'), world.member);
    expect(hidden.status, shown(hidden)).toBe(404);
    expect(hidden.body).toMatchObject({ code: 404, message: expect.any(String) });
    const reached = (answer: Answer) => {
      if (row.status !== 'reached') expect(answer.status, shown(answer)).toBe(row.status ?? 200);
      else expect([401, 403, 404], shown(answer)).not.toContain(answer.status);
    };
    reached(await world.send(await row.call(world, 'member'), world.member));
    reached(await world.send(await row.call(world, 'member'), world.owner));
  });

  it.each(rows('scoped-list'))("%s lists a member's own items only, and everyone's to the owner", async (route) => {
    const row = guard(route, 'scoped-list');
    const members = await world.send(row.call(world), world.member);
    expect(members.status, shown(members)).toBe(200);
    expect(row.ids(members.body.data)).toContain(row.item(world, 'member'));
    expect(row.ids(members.body.data)).not.toContain(row.item(world, 'owner'));
    const owners = await world.send(row.call(world), world.owner);
    expect(row.ids(owners.body.data)).toEqual(expect.arrayContaining([row.item(world, 'member'), row.item(world, 'owner')]));
  });

  it.each(rows('scoped-bulk'))("%s changes none of the owner's items for a member", async (route) => {
    const row = guard(route, 'scoped-bulk');
    const hidden = await world.send(await row.call(world, 'owner'), world.member);
    expect(hidden.status, shown(hidden)).toBe(200);
    expect(row.changed(hidden.body.data)).toBe(0);
    const own = await world.send(await row.call(world, 'member'), world.member);
    expect(row.changed(own.body.data)).toBe(1);
    const owners = await world.send(await row.call(world, 'member'), world.owner);
    expect(row.changed(owners.body.data)).toBe(1);
  });
});

describe('secrets', () => {
  it('no answer holds a password hash or an API key hash', async () => {
    const created = await world.send({ method: 'POST', url: '/me/api-key' }, world.member);
    expect(created.status, shown(created)).toBe(200);
    // The answers where a user's row is most likely to leak, once more after the key exists.
    for (const as of [world.owner, world.member]) {
      for (const url of ['/me', '/login', '/users', '/me/api-key']) await world.send({ method: 'GET', url }, as);
    }
    const rows = await server.db.kysely.selectFrom('user').select(['password', 'api_key_hash']).execute();
    const secrets = rows.flatMap((row) => [row.password, row.api_key_hash]).filter((value): value is string => Boolean(value));
    const key = (created.body.data as { apiKey: string }).apiKey;
    secrets.push(createHash('sha256').update(key).digest('hex'));
    expect(world.bodies.length).toBeGreaterThan(100);
    for (const body of world.bodies) {
      expect(body).not.toContain('$argon2');
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
  });
});
