import { describe, expect, it } from 'vitest';
import { publicApiClient } from '../test/public-api-client.js';
import { useTestServer } from '../test/test-server.js';
import { insertMember, MEMBER_PASSWORD, setUpOwner } from '../test/users-fixture.js';

const server = useTestServer({ env: { WEFT_PUBLIC_API_RATE_LIMIT: '3' } });
const api = publicApiClient(server);

describe('public API: rate limit per key (WEFT_PUBLIC_API_RATE_LIMIT=3)', () => {
  it('answers the fourth call of a minute with one key 429 and Retry-After, and still serves another key', async () => {
    await setUpOwner(server);
    const ownerKey = await api.createKey();
    await insertMember(server, 'mia@example.com');
    const memberKey = await api.createKey(await server.signIn('mia@example.com', MEMBER_PASSWORD));

    for (let call = 1; call <= 3; call++) expect((await api.call('GET', '/tags', { key: ownerKey })).status, `call ${call}`).toBe(200);
    const refused = await api.call<{ message: string }>('GET', '/tags', { key: ownerKey });
    expect(refused.status).toBe(429);
    expect(Object.keys(refused.body)).toEqual(['message']);
    expect(refused.body.message).toMatch(/at most 3 a minute/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`).toBe(true);
    // Any route: the limit is the key's, not the route's.
    expect((await api.call('POST', '/workflows', { key: ownerKey, body: { name: 'x', nodes: [], connections: {}, settings: {} } })).status).toBe(429);
    expect(await server.count('workflow_entity')).toBe(0);

    expect((await api.call('GET', '/tags', { key: memberKey })).status).toBe(200);
  });
});
