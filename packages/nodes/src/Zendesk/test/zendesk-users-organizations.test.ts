import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runZendesk, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const last = () => harness.standIn.requests.at(-1);

describe('Zendesk users', () => {
  it('creates a user with its fields and user fields, and updates it', async () => {
    const created = await runZendesk(harness, {
      parameters: { resource: 'user', operation: 'create', name: 'Bart', additionalFields: { email: 'bart@globex.test', role: 'end-user', organization_id: '1001', userFieldsUi: { userFieldValues: [{ field: 'plan', value: 'gold' }] } } },
    });
    expect(last()?.body).toEqual({ user: { name: 'Bart', email: 'bart@globex.test', role: 'end-user', organization_id: '1001', user_fields: { plan: 'gold' } } });
    expect(created.json).toEqual([expect.objectContaining({ id: 1007, name: 'Bart', user_fields: { plan: 'gold' } })]);
    const updated = await runZendesk(harness, { parameters: { resource: 'user', operation: 'update', id: '1007', updateFields: { phone: '+1 555 0100', suspended: true } } });
    expect(updated.json[0]).toMatchObject({ id: 1007, phone: '+1 555 0100', suspended: true, user_fields: { plan: 'gold' } });
  });

  it('gets, lists by role, searches and deletes users', async () => {
    expect((await runZendesk(harness, { parameters: { resource: 'user', operation: 'get', id: '1002' } })).json[0]).toMatchObject({ name: 'Homer' });
    const agents = await runZendesk(harness, { parameters: { resource: 'user', operation: 'getAll', returnAll: true, filters: { role: ['agent', 'admin'] } } });
    expect(agents.json.map((user) => user.name)).toEqual(['Agent Smith']);
    expect(last()?.query.getAll('role[]')).toEqual(['agent', 'admin']);
    const found = await runZendesk(harness, { parameters: { resource: 'user', operation: 'search', returnAll: true, filters: { external_id: 'crm-42' } } });
    expect(found.json.map((user) => user.name)).toEqual(['Marge']);
    expect(last()?.path).toBe('/api/v2/users/search');
    const deleted = await runZendesk(harness, { parameters: { resource: 'user', operation: 'delete', id: '1003' } });
    expect(deleted.json[0]).toMatchObject({ id: 1003, active: false });
  });

  it('gets a user\'s organizations and related data', async () => {
    const organizations = await runZendesk(harness, { parameters: { resource: 'user', operation: 'getOrganizations', id: '1002' } });
    expect(organizations.json).toEqual([expect.objectContaining({ id: 1001, name: 'Globex' })]);
    const related = await runZendesk(harness, { parameters: { resource: 'user', operation: 'getRelatedData', id: '1002' } });
    expect(related.json[0]).toMatchObject({ requested_tickets: 2, assigned_tickets: 0 });
  });
});

describe('Zendesk organizations', () => {
  it('counts, creates (domain names split), updates, gets, lists, relates and deletes', async () => {
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'count' } })).json).toEqual([{ value: 1, refreshed_at: '2024-06-01T09:00:00Z' }]);
    const created = await runZendesk(harness, {
      parameters: { resource: 'organization', operation: 'create', name: 'Initech', additionalFields: { domain_names: 'initech.test, initrode.test', tags: ['vip'], organizationFieldsUi: { organizationFieldValues: [{ field: 'region', value: 'EMEA' }] } } },
    });
    expect(last()?.body).toEqual({ organization: { name: 'Initech', domain_names: ['initech.test', 'initrode.test'], tags: ['vip'], organization_fields: { region: 'EMEA' } } });
    expect(created.json[0]).toMatchObject({ id: 1007, name: 'Initech' });
    const updated = await runZendesk(harness, { parameters: { resource: 'organization', operation: 'update', id: '1007', updateFields: { notes: 'Big client' } } });
    expect(updated.json[0]).toMatchObject({ notes: 'Big client', organization_fields: { region: 'EMEA' } });
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'get', id: '1001' } })).json[0]).toMatchObject({ name: 'Globex' });
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'getAll', limit: 1 } })).json.map((org) => org.name)).toEqual(['Globex']);
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'getRelatedData', id: '1001' } })).json).toEqual([{ users_count: 1, tickets_count: 2 }]);
    expect((await runZendesk(harness, { parameters: { resource: 'organization', operation: 'delete', id: '1007' } })).json).toEqual([{ success: true }]);
    expect(harness.standIn.state.organizations.has(1007)).toBe(false);
  });
});
