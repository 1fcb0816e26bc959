import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, reseed, rl, runHubspot, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

/* Companies (v2 companies API) and deals (v1 deals API, CRM v3 search) on versions 1 and 2.2. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => reseed(harness));

const ADA = 101;
const ACME = 104;
const ACME_LABS = 105;
const DEAL = 106;

describe('company', () => {
  it('creates a company with its name and fields as `[{ name, value }]` (v2.2 and v1 alike)', async () => {
    for (const typeVersion of [2.2, 1]) {
      harness.standIn.requests.length = 0;
      const { json } = await runHubspot(harness, {
        typeVersion, parameters: { resource: 'company', operation: 'create', name: 'Initech', additionalFields: { city: 'Austin', companyDomainName: 'initech.test' } },
      });
      expect(harness.standIn.requests[0]?.body).toEqual({
        properties: [{ name: 'name', value: 'Initech' }, { name: 'city', value: 'Austin' }, { name: 'domain', value: 'initech.test' }],
      });
      expect(json[0]).toMatchObject({ companyId: expect.any(Number), isDeleted: false, properties: { name: { value: 'Initech' }, domain: { value: 'initech.test' } } });
    }
  });

  it('updates, gets and deletes by id (a locator on v2.2, a plain id on v1)', async () => {
    const updated = await runHubspot(harness, {
      typeVersion: 2.2, parameters: { resource: 'company', operation: 'update', companyId: rl(ACME), updateFields: { description: 'Anvils', numberOfEmployees: 40 } },
    });
    expect(updated.json[0]).toMatchObject({ properties: { description: { value: 'Anvils' }, numberofemployees: { value: '40' } } });
    const got = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'company', operation: 'get', companyId: String(ACME), additionalFields: { includeMergeAudits: true } } });
    expect(got.json[0]).toMatchObject({ companyId: ACME, mergeAudits: [] });
    const deleted = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'company', operation: 'delete', companyId: rl(ACME) } });
    expect(deleted.json).toEqual([{ companyId: ACME, deleted: true }]);
    expect(calls(harness)).toEqual([`PUT /companies/v2/companies/${ACME}`, `GET /companies/v2/companies/${ACME}`, `DELETE /companies/v2/companies/${ACME}`]);
  });

  it('get many follows `has-more` and `offset` and sends the picked properties', async () => {
    for (let index = 0; index < 260; index++) harness.standIn.store.add('companies', { name: `Co ${index}` });
    const all = await runHubspot(harness, {
      typeVersion: 2.2, parameters: { resource: 'company', operation: 'getAll', returnAll: true, options: { propertiesCollection: { propertiesValues: { properties: ['name', 'city'] } } } },
    });
    expect(all.json).toHaveLength(262);
    expect(harness.standIn.requests.map((request) => [request.query.get('offset'), request.query.getAll('properties')])).toEqual([
      [null, ['name', 'city']], [String(all.json[249]?.companyId), ['name', 'city']],
    ]);
    const limited = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'company', operation: 'getAll', returnAll: false, limit: 3, options: { properties: ['city'] } } });
    expect(limited.json.map((company) => company.companyId)).toEqual([ACME, ACME_LABS, expect.any(Number)]);
  });

  it('recently created (v1) and recently modified since a date (v2.2: created/updated together)', async () => {
    harness.standIn.store.update('companies', harness.standIn.store.records.companies.get(ACME)!, { city: 'Leeds' });
    const created = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'company', operation: 'getRecentlyCreated', returnAll: true } });
    expect(created.json.map((company) => company.companyId)).toEqual([ACME_LABS, ACME]);
    const modified = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: { resource: 'company', operation: 'getRecentlyCreatedUpdated', returnAll: false, limit: 1, additionalFields: { since: '2024-05-01T10:00:08.000Z' } },
    });
    expect(modified.json.map((company) => company.companyId)).toEqual([ACME]);
    expect(harness.standIn.requests.at(-1)?.path).toBe('/companies/v2/companies/recent/modified');
    expect(harness.standIn.requests.at(-1)?.query.get('since')).toBe(String(Date.parse('2024-05-01T10:00:08.000Z')));
  });

  it('searches companies by domain with the offset object HubSpot pages with', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2, parameters: { resource: 'company', operation: 'searchByDomain', domain: 'acme.test', returnAll: false, limit: 1, options: { properties: ['name'] } },
    });
    expect(json).toEqual([expect.objectContaining({ companyId: ACME, properties: { name: expect.objectContaining({ value: 'Acme' }) } })]);
    expect(harness.standIn.requests[0]?.body).toEqual({ limit: 1, requestOptions: { properties: ['name'] }, offset: { isPrimary: true, companyId: 0 } });
  });
});

describe('deal', () => {
  it('creates a deal in a stage with associations and fields', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'deal', operation: 'create', stage: 'closedwon',
        additionalFields: { dealName: 'Big one', amount: '5000', associatedCompany: [String(ACME)], associatedVids: [String(ADA)], dealOwner: rl('501', 'list') },
      },
    });
    expect(harness.standIn.requests[0]?.body).toEqual({
      associations: { associatedCompanyIds: [ACME], associatedVids: [ADA] },
      properties: [{ name: 'dealstage', value: 'closedwon' }, { name: 'amount', value: '5000' }, { name: 'dealname', value: 'Big one' }, { name: 'hubspot_owner_id', value: '501' }],
    });
    expect(json[0]).toMatchObject({ dealId: expect.any(Number), associations: { associatedCompanyIds: [ACME], associatedVids: [ADA] }, properties: { dealname: { value: 'Big one' } } });
  });

  it('updates a deal\'s stage, gets it and deletes it (204 answered as deleted)', async () => {
    const updated = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'deal', operation: 'update', dealId: String(DEAL), updateFields: { stage: 'closedwon' } } });
    expect(updated.json[0]).toMatchObject({ properties: { dealstage: { value: 'closedwon' } } });
    const got = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'deal', operation: 'get', dealId: rl(DEAL), filters: { includePropertyVersions: true } } });
    expect(got.json[0]).toMatchObject({ dealId: DEAL, properties: { amount: { value: '1200' } } });
    expect(harness.standIn.requests.at(-1)?.query.get('includePropertyVersions')).toBe('true');
    const deleted = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'deal', operation: 'delete', dealId: rl(DEAL) } });
    expect(deleted.json).toEqual([{ dealId: String(DEAL), deleted: true }]);
    expect(harness.standIn.store.records.deals.size).toBe(0);
  });

  it('get many with associations, recent created/modified, and search', async () => {
    harness.standIn.store.add('deals', { dealname: 'Second', dealstage: 'closedwon', amount: '10' });
    const all = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'deal', operation: 'getAll', returnAll: true, filters: { includeAssociations: true, properties: ['dealname'] } } });
    expect(all.json).toEqual([
      expect.objectContaining({ dealId: DEAL, associations: expect.objectContaining({ associatedVids: [ADA] }), properties: { dealname: expect.objectContaining({ value: 'Acme renewal' }) } }),
      expect.objectContaining({ properties: { dealname: expect.objectContaining({ value: 'Second' }) } }),
    ]);
    const recent = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'deal', operation: 'getRecentlyCreated', returnAll: false, limit: 1 } });
    expect(recent.json[0]).toMatchObject({ properties: { dealname: { value: 'Second' } } });
    const found = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'deal', operation: 'search', returnAll: true,
        filterGroupsUi: { filterGroupsValues: [{ filtersUi: { filterValues: [{ propertyName: 'amount', operator: 'GT', value: 100 }] } }] },
      },
    });
    expect(found.json).toEqual([expect.objectContaining({ id: String(DEAL), properties: expect.objectContaining({ dealname: 'Acme renewal', amount: '1200' }) })]);
  });
});
