import { describe, expect, it } from 'vitest';
import { PUBLIC_API_ROUTES, type PublicRouteDefinition } from '@weft/contracts';
import { ROLE_ROWS } from '../test/public-api-role-rows.js';
import { createPublicApiWorld, deletedKey, type Role } from '../test/public-api-world.js';
import { useServerWithInbox } from '../test/invitation-fixtures.js';

// With an SMTP inbox, so that the owner's key can invite users.
const { server } = useServerWithInbox();

/** Fastify's path with its parameters filled in by the row's request (`/tags/:id` against `/tags/7`). */
function matchesRoute(route: PublicRouteDefinition, path: string): boolean {
  const pattern = route.path.replace(/:[A-Za-z0-9_]+/g, '[^/?]+');
  return new RegExp(`^${pattern}(\\?.*)?$`).test(path);
}

describe('public API: what each key may do', () => {
  it('has a row for every route, and none for a route that does not exist', () => {
    const operations = PUBLIC_API_ROUTES.map((route) => route.operationId);
    expect(operations.filter((id) => !ROLE_ROWS[id]), 'routes without a row').toEqual([]);
    expect(Object.keys(ROLE_ROWS).filter((id) => !operations.includes(id)), 'rows without a route').toEqual([]);
  });

  it.each(PUBLIC_API_ROUTES.map((route) => [route.operationId, route] as const))('%s', async (operationId, route) => {
    const row = ROLE_ROWS[operationId];
    if (!row) throw new Error(`${operationId} has no row in ROLE_ROWS`);
    const world = await createPublicApiWorld(server);
    const call = async (caller: Role, item: Role, key: string | null) => {
      const request = await row.request(world, caller, item);
      expect(matchesRoute(route, request.path), `${request.path} is not ${route.path}`).toBe(true);
      const answer = await world.api.call(route.method, request.path, { key, ...(request.body === undefined ? {} : { body: request.body }) });
      return answer.status;
    };
    const { owner, member } = world.users;

    expect(await call('owner', 'owner', null), 'no key').toBe(401);
    expect(await call('owner', 'owner', await deletedKey(server, world.api)), 'a deleted key').toBe(401);
    expect(await call('owner', 'owner', owner.key), 'the owner\'s key').toBe(row.owner);
    expect(await call('member', 'member', member.key), 'a member\'s key').toBe(row.member);
    if (route.path.includes(':')) {
      expect(row.memberOnOwners, 'a route naming an item needs memberOnOwners').toBeDefined();
      expect(await call('member', 'owner', member.key), 'a member\'s key on the owner\'s item').toBe(row.memberOnOwners);
    }
  });
});
