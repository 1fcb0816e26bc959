import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { testCredential } from '../../test-support/credential-test.js';
import { AGENT, OAUTH, TOKEN, editorContext, runZendesk, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

describe('Zendesk errors and authentication', () => {
  it('sends the API token as Basic email/token, and the OAuth2 token as Bearer', async () => {
    await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'get', id: '1004' } });
    expect(harness.standIn.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${AGENT}/token:${TOKEN}`).toString('base64')}`);
    const { json } = await runZendesk(harness, { credential: 'cred-oauth', parameters: { resource: 'ticket', operation: 'get', id: '1004' } });
    expect(json[0]).toMatchObject({ id: 1004 });
    expect(harness.standIn.requests.at(-1)?.authorization).toBe(`Bearer ${OAUTH}`);
  });

  it('words Zendesk\'s errors: a wrong token, a missing record, a validation error with its details', async () => {
    expect((await runZendesk(harness, { credential: 'cred-bad', parameters: { resource: 'ticket', operation: 'get', id: '1004' } })).error?.message)
      .toBe('Authorization failed - please check your credentials');
    const missing = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'get', id: '999' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    const taken = await runZendesk(harness, { parameters: { resource: 'organization', operation: 'create', name: 'Globex' } });
    expect(taken.error?.message).toBe('Zendesk answered 422: Record validation errors: Name: Globex has already been taken');
    const kept = await runZendesk(harness, { continueOnFail: true, parameters: { resource: 'user', operation: 'get', id: '={{ $json.id }}' }, input: [{ json: { id: 1 } }, { json: { id: 1002 } }] });
    expect(kept.json).toEqual([{ error: 'The resource you are requesting could not be found' }, expect.objectContaining({ name: 'Homer' })]);
  });

  it('waits out a 429\'s Retry-After and sends again', async () => {
    harness.standIn.rateLimit(1, 0);
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'count' } })).json).toEqual([{ value: 1, refreshed_at: '2024-06-01T09:00:00Z' }]);
    expect(harness.standIn.requests).toHaveLength(2);
  });

  it('tests the credential on the ticket fields: 200 with the right token, 401 with another', async () => {
    const good = await testCredential('zendeskApi', { subdomain: 'acme', email: AGENT, apiToken: TOKEN });
    expect(good).toMatchObject({ status: 200, url: 'https://acme.zendesk.com/api/v2/ticket_fields.json' });
    expect((await testCredential('zendeskApi', { subdomain: 'acme', email: AGENT, apiToken: 'nope' })).status).toBe(401);
  });
});

describe('Zendesk editor lists', () => {
  const methods = () => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.zendesk', 1)?.methods as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  const list = async (name: string) => await methods().loadOptions?.[name]?.call(editorContext(harness));

  it('offers custom ticket fields (not system ones), groups, tags, locales, user and organization fields, organizations', async () => {
    expect(await list('getCustomFields')).toEqual([
      { name: 'Order number', value: '360001', description: 'Type: text' }, { name: 'Product', value: '360002', description: 'Type: tagger' },
    ]);
    expect(await list('getGroups')).toEqual([{ name: 'Billing', value: '12' }, { name: 'Support', value: '11' }]);
    expect(await list('getTags')).toEqual([{ name: 'vip', value: 'vip' }, { name: 'refund', value: 'refund' }]);
    expect(await list('getLocales')).toEqual([{ name: 'Deutsch', value: 'de' }, { name: 'English', value: 'en-US' }]);
    expect(await list('getUserFields')).toEqual([{ name: 'Plan', value: 'plan' }]);
    expect(await list('getOrganizationFields')).toEqual([{ name: 'Region', value: 'region' }]);
    expect(await list('getOrganizations')).toEqual([{ name: 'Globex', value: '1001' }]);
  });
});
