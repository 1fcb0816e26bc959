import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incoming, runOutlook, startHarness } from './harness.js';
import type { Harness } from './harness.js';

/* Who the node acts as (own or shared mailbox), and Graph's refusals: bad token, missing scope, throttling. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

async function withToken<T>(token: string, run: () => Promise<T>): Promise<T> {
  const saved = harness.data.oauthTokenData;
  harness.data.oauthTokenData = { access_token: token, token_type: 'Bearer' };
  try { return await run(); } finally { harness.data.oauthTokenData = saved; }
}

describe('Outlook credential and mailbox', () => {
  it('works in a shared mailbox under /users/{upn} when the credential names one and access was granted', async () => {
    const shared = harness.graph.mailbox('support@contoso.com');
    shared.putMessage({ subject: 'Ticket 7', from: { emailAddress: { name: 'Customer', address: 'c@example.org' } } });
    Object.assign(harness.data, { useShared: true, userPrincipalName: 'support@contoso.com' });
    try {
      const denied = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', returnAll: true } });
      expect(denied.calls[0]?.path).toBe('/users/support%40contoso.com/messages');
      expect(denied.error?.message).toBe('Forbidden - perhaps check your credentials?');
      expect(denied.error?.description).toBe('ErrorAccessDenied: Access is denied. Check credentials and try again.');
      harness.graph.grant('support@contoso.com', 'adele@contoso.com');
      const listed = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', returnAll: true } });
      expect(listed.json.map((message) => message.subject)).toEqual(['Ticket 7']);
    } finally {
      Object.assign(harness.data, { useShared: false, userPrincipalName: '' });
    }
  });

  it('a token Graph does not know is refused with "Authorization failed"; one without mail scopes is forbidden', async () => {
    const unknown = await withToken('not-a-jwt', () => runOutlook(harness, { parameters: { resource: 'folder', operation: 'getAll', returnAll: true } }));
    expect(unknown.error?.message).toBe('Authorization failed - please check your credentials');
    expect(unknown.error?.description).toContain('InvalidAuthenticationToken');
    const calendarsOnly = await withToken(harness.graph.identity.issue(['Calendars.ReadWrite']), () =>
      runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', limit: 1 } }));
    expect(calendarsOnly.error?.description).toBe('ErrorAccessDenied: Access is denied. Check credentials and try again.');
  });

  it('waits out a 429 as Retry-After says and goes on; keeps throttled items as errors with continue on fail', async () => {
    incoming(harness, { subject: 'after the wait' });
    harness.graph.throttleNext(1, 1);
    const waited = await runOutlook(harness, { parameters: { resource: 'message', operation: 'getAll', limit: 1 } });
    expect(waited.error).toBeUndefined();
    expect(waited.json.map((message) => message.subject)).toEqual(['after the wait']);
    expect(waited.calls).toHaveLength(2);

    harness.graph.throttleNext(3, 0);
    const failed = await runOutlook(harness, {
      continueOnFail: true, parameters: { resource: 'folder', operation: 'get', folderId: { __rl: true, mode: 'id', value: '={{ $json.folder }}' } },
      input: [{ json: { folder: 'inbox' } }, { json: { folder: 'sentitems' } }],
    });
    // Three throttled tries use up the first item's attempts; the second item gets through.
    expect(failed.json[0]).toEqual({ error: 'The service is receiving too many requests from you' });
    expect(failed.json[1]).toMatchObject({ displayName: 'Sent Items' });
  });
});
