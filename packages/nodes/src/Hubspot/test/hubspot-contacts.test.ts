import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIST_ID } from '../../test-support/hubspot-stand-in/seed.js';
import { calls, reseed, rl, runHubspot, startHarness, stopHarness, API_KEY, TOKEN } from './harness.js';
import type { Harness } from './harness.js';

/* Contacts and contact lists on version 1 (plain ids) and 2.2 (record pickers) against the stand-in. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => reseed(harness));

const ADA = 101;

describe('contact: create or update', () => {
  it('v2.2 creates a new contact from the email and fields (HubSpot names, dates as epoch ms) and answers vid and isNew', async () => {
    const { json, error } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'contact', operation: 'upsert', email: 'linus@kernel.test',
        additionalFields: { firstName: 'Linus', jobTitle: 'Maintainer', dateOfBirth: '1969-12-28T00:00:00.000Z', buyingRole: ['CHAMPION', 'END_USER'] },
      },
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ vid: expect.any(Number), isNew: true }]);
    const request = harness.standIn.requests[0];
    expect(`${request?.method} ${request?.path}`).toBe('POST /contacts/v1/contact/createOrUpdate/email/linus%40kernel.test');
    expect(request?.auth).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toEqual({
      // In the order the fields are listed in the editor.
      properties: [
        { property: 'hs_buying_role', value: 'CHAMPION;END_USER' }, { property: 'date_of_birth', value: Date.parse('1969-12-28T00:00:00.000Z') },
        { property: 'firstname', value: 'Linus' }, { property: 'jobtitle', value: 'Maintainer' },
      ],
    });
    const stored = harness.standIn.store.records.contacts.get(json[0]?.vid as number);
    expect(stored?.properties).toMatchObject({ email: 'linus@kernel.test', firstname: 'Linus', hs_buying_role: 'CHAMPION;END_USER' });
  });

  it('v2.2 with Resolve Data reads the profile back; an existing email updates that contact', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: { resource: 'contact', operation: 'upsert', email: 'ada@acme.test', additionalFields: { city: 'Paris' }, options: { resolveData: true } },
    });
    expect(calls(harness)).toEqual(['POST /contacts/v1/contact/createOrUpdate/email/ada%40acme.test', `GET /contacts/v1/contact/vid/${ADA}/profile`]);
    expect(json[0]).toMatchObject({ vid: ADA, 'is-contact': true, properties: { city: { value: 'Paris' }, email: { value: 'ada@acme.test' } } });
  });

  it('v1 resolves the profile by default and sends the legacy API key as hapikey', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 1, credential: 'cred-key',
      parameters: { resource: 'contact', operation: 'upsert', email: 'new@one.test', additionalFields: { lastName: 'One' } },
    });
    expect(harness.standIn.requests.map((request) => request.auth)).toEqual([`hapikey ${API_KEY}`, `hapikey ${API_KEY}`]);
    expect(json[0]).toMatchObject({ properties: { lastname: { value: 'One' } }, 'identity-profiles': [{ identities: [{ type: 'EMAIL', value: 'new@one.test' }] }] });
  });

  it('a custom property the portal does not have fails with HubSpot\'s validation message', async () => {
    const { error } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'contact', operation: 'upsert', email: 'x@y.test',
        additionalFields: { customPropertiesUi: { customPropertiesValues: [{ property: 'shoe_size', value: '42' }] } },
      },
    });
    expect(error?.message).toBe('Property values were not valid');
    expect(error?.description).toContain('category VALIDATION_ERROR');
  });
});

describe('contact: get, get many, recent, delete, search', () => {
  it('v2.2 gets a contact by locator id with the chosen properties and list memberships', async () => {
    harness.standIn.store.lists.get(LIST_ID)?.add(ADA);
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'contact', operation: 'get', contactId: rl(ADA),
        additionalFields: { listMemberships: true, propertiesCollection: { propertiesValues: { properties: ['email', 'city'], propertyMode: 'valueOnly' } } },
      },
    });
    const query = harness.standIn.requests[0]?.query;
    expect(query?.getAll('property')).toEqual(['email', 'city']);
    expect(query?.get('showListMemberships')).toBe('true');
    expect(query?.get('propertyMode')).toBe('value_only');
    expect(json[0]).toMatchObject({ vid: ADA, properties: { email: { value: 'ada@acme.test' }, city: { value: 'London' } }, 'list-memberships': [{ 'static-list-id': LIST_ID }] });
    expect(Object.keys(json[0]?.properties as object)).toEqual(['email', 'city']);
  });

  it('v1 gets by plain id; an unknown id answers the not-found message', async () => {
    const found = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'contact', operation: 'get', contactId: String(ADA) } });
    expect(found.json[0]).toMatchObject({ vid: ADA });
    const missing = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'contact', operation: 'get', contactId: '999' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('get many pages with vid-offset when returning all, and stops at the limit', async () => {
    for (let index = 0; index < 120; index++) harness.standIn.store.add('contacts', { email: `bulk${index}@x.test` });
    const all = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'contact', operation: 'getAll', returnAll: true } });
    expect(all.json).toHaveLength(123);
    const pages = harness.standIn.requests.map((request) => request.query.get('vidOffset'));
    // The second page starts after the hundredth contact of the first.
    expect(pages).toEqual([null, String(all.json[99]?.vid)]);
    harness.standIn.requests.length = 0;
    const some = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'contact', operation: 'getAll', returnAll: false, limit: 2 } });
    expect(some.json.map((contact) => contact.vid)).toEqual([ADA, ADA + 1]);
    expect(harness.standIn.requests[0]?.query.get('count')).toBe('2');
  });

  it('recently created/updated lists the last changed first (v1 reads its Filters)', async () => {
    harness.standIn.store.update('contacts', harness.standIn.store.records.contacts.get(ADA + 1)!, { city: 'Arlington' });
    const v2 = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'contact', operation: 'getRecentlyCreatedUpdated', returnAll: true } });
    expect(v2.json.map((contact) => contact.vid)).toEqual([ADA + 1, ADA + 2, ADA]);
    const v1 = await runHubspot(harness, {
      typeVersion: 1, parameters: { resource: 'contact', operation: 'getRecentlyCreatedUpdated', returnAll: false, limit: 1, filters: { properties: ['city'] } },
    });
    expect(v1.json).toEqual([expect.objectContaining({ vid: ADA + 1, properties: { city: expect.objectContaining({ value: 'Arlington' }) } })]);
  });

  it('deletes a contact and outputs HubSpot\'s answer', async () => {
    const { json } = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'contact', operation: 'delete', contactId: rl(ADA) } });
    expect(json).toEqual([{ vid: ADA, deleted: true, reason: 'OK' }]);
    expect(harness.standIn.store.records.contacts.has(ADA)).toBe(false);
  });

  it('searches with filter groups, sort and properties, following paging.next.after', async () => {
    for (let index = 0; index < 150; index++) harness.standIn.store.add('contacts', { email: `s${index}@acme.test`, company: 'Acme' });
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'contact', operation: 'search', returnAll: true,
        filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [{ propertyName: 'company|string', operator: 'EQ', value: 'acme' }] } }] },
        additionalFields: { properties: ['email'], sortBy: 'email', direction: 'ASCENDING' },
      },
    });
    expect(json).toHaveLength(151);
    expect(json[0]).toMatchObject({ id: String(ADA), properties: { email: 'ada@acme.test' } });
    const bodies = harness.standIn.requests.map((request) => request.body as Record<string, unknown>);
    expect(bodies[0]).toEqual({
      filterGroups: [{ filters: [{ propertyName: 'company', operator: 'EQ', value: 'acme' }] }],
      properties: ['email'], sorts: [{ propertyName: 'email', direction: 'ASCENDING' }], limit: 100,
    });
    expect(bodies[1]).toMatchObject({ after: '100' });
  });
});

describe('contact list', () => {
  it('adds a contact by email (v2.2) and by id (v1), then removes it', async () => {
    const byEmail = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'contactList', operation: 'add', by: 'email', email: 'ada@acme.test', listId: LIST_ID } });
    expect(byEmail.json).toEqual([{ updated: [ADA], discarded: [], invalidVids: [], invalidEmails: [] }]);
    expect(harness.standIn.requests[0]?.body).toEqual({ emails: ['ada@acme.test'] });
    const byId = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'contactList', operation: 'add', by: 'id', id: String(ADA + 1), listId: String(LIST_ID) } });
    expect(byId.json[0]).toMatchObject({ updated: [ADA + 1] });
    const removed = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'contactList', operation: 'remove', id: ADA, listId: LIST_ID } });
    expect(removed.json[0]).toMatchObject({ updated: [ADA] });
    expect([...harness.standIn.store.lists.get(LIST_ID)!]).toEqual([ADA + 1]);
  });
});
