import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HubspotVersion } from '../HubspotVersion.node.js';
import { hubspotBaseDescription } from '../hubspot.base-description.js';
import { editorContext, reseed, rl, runHubspot, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

/* The editor's pickers (load options and record searches) and how HubSpot's errors reach the user. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => reseed(harness));

const node = new HubspotVersion(hubspotBaseDescription, 2);

/** Runs one of the node's load-options methods in an editor context. */
async function load(method: string, context: unknown, on = node) {
  const loader = on.methods.loadOptions[method];
  if (!loader) throw new Error(`no load-options method ${method}`);
  return await loader.call(context as never);
}

describe('load options', () => {
  it('lists properties (with their type for search filters), custom ones apart, and a property\'s values', async () => {
    const context = editorContext(harness, 2.2);
    const properties = await load('getContactProperties', context);
    expect(properties).toContainEqual({ name: 'Email', value: 'email' });
    const typed = await load('getContactPropertiesWithType', context);
    expect(typed).toContainEqual({ name: 'Annualrevenue', value: 'annualrevenue|number' });
    expect(await load('getContactCustomProperties', context)).toEqual([{ name: 'Favorite color', value: 'favorite_color' }]);
    expect(await load('getContactLeadStatuses', context)).toEqual([
      { name: 'new', value: 'NEW' }, { name: 'open', value: 'OPEN' }, { name: 'in progress', value: 'IN_PROGRESS' },
    ]);
    expect(harness.standIn.requests.map((request) => request.path)).toContain('/crm/v3/properties/contacts/hs_lead_status');
  });

  it('lists owners, deal pipelines and every deal stage, and a ticket pipeline\'s own stages', async () => {
    expect(await load('getOwners', editorContext(harness, 2.2))).toEqual([
      { name: 'ana@acme.test', value: '501' }, { name: 'bo@acme.test', value: '502' },
    ]);
    expect(await load('getDealPipelines', editorContext(harness, 1))).toEqual([
      { name: 'Sales Pipeline', value: 'default' }, { name: 'Renewals', value: 'renewals' },
    ]);
    expect((await load('getDealStages', editorContext(harness, 2.2))).map((stage) => stage.value))
      .toEqual(['appointmentscheduled', 'closedwon', 'renewal_due']);
    expect(await load('getTicketStages', editorContext(harness, 2.2, { pipelineId: '0' }))).toEqual([
      { name: 'New', value: '1' }, { name: 'Closed', value: '4' },
    ]);
  });

  it('lists companies, contacts and forms by name', async () => {
    const context = editorContext(harness, 1);
    expect(await load('getCompanies', context)).toEqual([{ name: 'Acme', value: '104' }, { name: 'Acme Labs', value: '105' }]);
    expect((await load('getContacts', context)).map((contact) => contact.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    const v1 = new HubspotVersion(hubspotBaseDescription, 1);
    expect(await load('getForms', context, v1)).toEqual([{ name: 'Newsletter', value: 'a1b2c3d4-0000-4000-8000-000000000001' }]);
  });
});

describe('record pickers (v2+)', () => {
  it('searches contacts by text and pages through many with the answer\'s cursor', async () => {
    const context = editorContext(harness, 2.2);
    const found = await node.methods.listSearch.searchContacts.call(context as never, 'grace');
    expect(found).toEqual({ results: [{ name: 'Grace Hopper', value: '102' }] });
    for (let index = 0; index < 120; index++) harness.standIn.store.add('companies', { name: `Co ${index}` });
    const first = await node.methods.listSearch.searchCompanies.call(context as never);
    expect(first.results).toHaveLength(100);
    const second = await node.methods.listSearch.searchCompanies.call(context as never, undefined, first.paginationToken as string | undefined);
    expect(second).toEqual({ results: expect.arrayContaining([{ name: 'Co 119', value: expect.any(String) }]) });
    expect(second.results).toHaveLength(22);
  });

  it('lists deals, tickets and owners', async () => {
    const context = editorContext(harness, 2.2);
    expect(await node.methods.listSearch.searchDeals.call(context as never)).toEqual({ results: [{ name: 'Acme renewal', value: '106' }] });
    expect(await node.methods.listSearch.searchTickets.call(context as never)).toEqual({ results: [{ name: 'Login fails', value: '107' }] });
    expect((await node.methods.listSearch.searchOwners.call(context as never, 'bo@acme.test')).results).toEqual([{ name: 'bo@acme.test', value: '502' }]);
  });
});

describe('errors', () => {
  it('a revoked token fails with the authorization message and HubSpot\'s category', async () => {
    const { error } = await runHubspot(harness, { typeVersion: 2.2, credential: 'cred-revoked', parameters: { resource: 'contact', operation: 'get', contactId: rl(101) } });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toContain('category INVALID_AUTHENTICATION');
  });

  it('waits out a 429 (Retry-After) and sends the request again', async () => {
    harness.standIn.throttleNext(1);
    const { json, error } = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'deal', operation: 'get', dealId: rl(106) } });
    expect(error).toBeUndefined();
    expect(json[0]).toMatchObject({ dealId: 106 });
    expect(harness.standIn.requests.map((request) => request.path)).toEqual(['/deals/v1/deal/106', '/deals/v1/deal/106']);
  });

  it('gives up after repeated 429s with the rate-limit message', async () => {
    harness.standIn.throttleNext(5);
    const { error } = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'deal', operation: 'get', dealId: '106' } });
    expect(error?.message).toBe('HubSpot is rate-limiting requests (429)');
    expect(harness.standIn.requests).toHaveLength(3);
  });

  it('with continue on fail, the failed item answers its error and the others their records', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2, continueOnFail: true, input: [{ json: { id: '104' } }, { json: { id: '999' } }],
      parameters: { resource: 'company', operation: 'get', companyId: rl('={{ $json.id }}') },
    });
    expect(json).toEqual([expect.objectContaining({ companyId: 104 }), { error: 'The resource you are requesting could not be found' }]);
  });
});
