import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIZES, runPipedrive, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const last = () => harness.standIn.requests.at(-1);

describe('Pipedrive activities, notes and a deal\'s activities and products', () => {
  it('creates, gets, lists, updates and deletes activities', async () => {
    const created = await runPipedrive(harness, {
      parameters: { resource: 'activity', operation: 'create', subject: 'Demo', done: '1', type: 'meeting', additionalFields: { deal_id: 3, due_date: '2024-07-01T10:00:00.000Z', user_id: '901' } },
    });
    expect(last()?.body).toEqual({ subject: 'Demo', done: 1, type: 'meeting', deal_id: 3, due_date: '2024-07-01', user_id: 901 });
    expect(created.json[0]).toMatchObject({ id: 7, subject: 'Demo', done: 1 });
    expect((await runPipedrive(harness, { parameters: { resource: 'activity', operation: 'get', activityId: 5 } })).json[0]).toMatchObject({ subject: 'Call Homer' });
    const meetings = await runPipedrive(harness, { parameters: { resource: 'activity', operation: 'getAll', returnAll: true, additionalFields: { type: ['meeting'], done: true } } });
    expect(meetings.json.map((activity) => activity.subject)).toEqual(['Demo']);
    expect(last()?.query.get('type')).toBe('meeting');
    const updated = await runPipedrive(harness, { parameters: { resource: 'activity', operation: 'update', activityId: 5, updateFields: { done: '1', busy_flag: true } } });
    expect(updated.json[0]).toMatchObject({ id: 5, done: 1, busy_flag: true });
    expect((await runPipedrive(harness, { parameters: { resource: 'activity', operation: 'delete', activityId: 5 } })).json).toEqual([{ id: 5 }]);
  });

  it('creates, lists, updates and deletes notes', async () => {
    const created = await runPipedrive(harness, { parameters: { resource: 'note', operation: 'create', content: 'Call back Monday', additionalFields: { deal_id: 3 } } });
    expect(created.json[0]).toMatchObject({ content: 'Call back Monday', deal_id: 3 });
    const onDeal = await runPipedrive(harness, { parameters: { resource: 'note', operation: 'getAll', returnAll: true, additionalFields: { deal_id: 3 } } });
    expect(onDeal.json.map((note) => note.content)).toEqual(['Call back Monday']);
    expect((await runPipedrive(harness, { parameters: { resource: 'note', operation: 'update', noteId: 6, updateFields: { content: 'Loves donuts' } } })).json[0]).toMatchObject({ content: 'Loves donuts' });
    expect((await runPipedrive(harness, { parameters: { resource: 'note', operation: 'get', noteId: 6 } })).json[0]).toMatchObject({ person_id: 2 });
    expect((await runPipedrive(harness, { parameters: { resource: 'note', operation: 'delete', noteId: 6 } })).json).toEqual([{ id: 6 }]);
  });

  it('lists a deal\'s activities, and adds, lists, updates and removes its products', async () => {
    const activities = await runPipedrive(harness, { parameters: { resource: 'dealActivity', operation: 'getAll', dealId: '3', returnAll: true, additionalFields: { done: false } } });
    expect(activities.json.map((activity) => activity.subject)).toEqual(['Call Homer']);
    expect(last()?.path).toBe('/v1/deals/3/activities');
    const added = await runPipedrive(harness, { parameters: { resource: 'dealProduct', operation: 'add', dealId: '3', productId: '4', item_price: 9.5, quantity: 3, additionalFields: { discount_percentage: 10 } } });
    expect(last()?.body).toEqual({ product_id: 4, item_price: 9.5, quantity: 3, discount_percentage: 10 });
    const attachment = added.json[0]?.id;
    const updated = await runPipedrive(harness, { parameters: { resource: 'dealProduct', operation: 'update', dealId: '3', productAttachmentId: String(attachment), updateFields: { quantity: 5 } } });
    expect(updated.json[0]).toMatchObject({ id: attachment, quantity: 5, name: 'Widget' });
    expect((await runPipedrive(harness, { parameters: { resource: 'dealProduct', operation: 'getAll', dealId: '3' } })).json).toHaveLength(1);
    expect((await runPipedrive(harness, { parameters: { resource: 'dealProduct', operation: 'remove', dealId: '3', productAttachmentId: String(attachment) } })).json).toEqual([{ id: attachment }]);
    expect(harness.standIn.state.dealProducts).toHaveLength(0);
  });
});

describe('Pipedrive leads, organizations, persons and products', () => {
  it('creates a lead linked to a person with a value, updates it with PATCH, lists, gets and deletes it', async () => {
    const created = await runPipedrive(harness, {
      parameters: { resource: 'lead', operation: 'create', title: 'Donut supply', associateWith: 'person', person_id: 2, additionalFields: { value: { valueProperties: { amount: 300, currency: 'EUR' } }, expected_close_date: '2024-08-15T00:00:00.000Z' } },
    });
    expect(last()?.body).toEqual({ title: 'Donut supply', person_id: 2, value: { amount: 300, currency: 'EUR' }, expected_close_date: '2024-08-15' });
    const id = String(created.json[0]?.id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await runPipedrive(harness, { parameters: { resource: 'lead', operation: 'update', leadId: id, updateFields: { title: 'Donut supply 2025' } } });
    expect(last()?.method).toBe('PATCH');
    expect(updated.json[0]).toMatchObject({ title: 'Donut supply 2025' });
    expect((await runPipedrive(harness, { parameters: { resource: 'lead', operation: 'getAll', returnAll: true, filters: { archived_status: 'not_archived' } } })).json).toHaveLength(1);
    expect((await runPipedrive(harness, { parameters: { resource: 'lead', operation: 'get', leadId: id } })).json[0]).toMatchObject({ id });
    expect((await runPipedrive(harness, { parameters: { resource: 'lead', operation: 'delete', leadId: id } })).json).toEqual([{ id }]);
  });

  it('creates, searches (records or raw items), lists and updates organizations', async () => {
    const created = await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'create', name: 'Initech', additionalFields: { visible_to: '3', label: '1' } } });
    expect(created.json[0]).toMatchObject({ id: 7, name: 'Initech', visible_to: '3', label: 1 });
    expect((await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'search', term: 'glob', returnAll: true } })).json).toEqual([expect.objectContaining({ id: 1, name: 'Globex' })]);
    const raw = await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'search', term: 'Globex', returnAll: true, additionalFields: { exactMatch: true, rawData: true } } });
    expect(raw.json).toEqual([{ result_score: 1, item: expect.objectContaining({ id: 1, type: 'organization' }) }]);
    expect((await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'getAll', returnAll: true, filters: { firstChar: 'i' } } })).json.map((org) => org.name)).toEqual(['Initech']);
    expect((await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'update', organizationId: 7, updateFields: { name: 'Initech Inc' } } })).json[0]).toMatchObject({ name: 'Initech Inc' });
    expect((await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'get', organizationId: 1 } })).json[0]).toMatchObject({ name: 'Globex' });
    expect((await runPipedrive(harness, { parameters: { resource: 'organization', operation: 'delete', organizationId: 7 } })).json).toEqual([{ id: 7 }]);
  });

  it('creates persons with emails and phones, resolves their set fields, searches and deletes them', async () => {
    const created = await runPipedrive(harness, { parameters: { resource: 'person', operation: 'create', name: 'Marge', additionalFields: { email: ['marge@globex.test'], phone: ['555-0101'], org_id: '1' } } });
    expect(last()?.body).toEqual({ name: 'Marge', email: ['marge@globex.test'], phone: ['555-0101'], org_id: 1 });
    expect(created.json[0]).toMatchObject({ name: 'Marge', email: [{ value: 'marge@globex.test', primary: true, label: 'work' }] });
    const homer = await runPipedrive(harness, { parameters: { resource: 'person', operation: 'get', personId: 2, resolveProperties: true } });
    expect(homer.json[0]).toMatchObject({ name: 'Homer Simpson', 'Shirt sizes': 'M,L' });
    expect(homer.json[0]).not.toHaveProperty(SIZES);
    expect((await runPipedrive(harness, { parameters: { resource: 'person', operation: 'search', term: 'marge', returnAll: true } })).json.map((person) => person.name)).toEqual(['Marge']);
    expect((await runPipedrive(harness, { parameters: { resource: 'person', operation: 'getAll', limit: 1 } })).json.map((person) => person.name)).toEqual(['Homer Simpson']);
    expect((await runPipedrive(harness, { parameters: { resource: 'person', operation: 'update', personId: 2, updateFields: { name: 'Homer J. Simpson' } } })).json[0]).toMatchObject({ name: 'Homer J. Simpson' });
    expect((await runPipedrive(harness, { parameters: { resource: 'person', operation: 'delete', personId: 2 } })).json).toEqual([{ id: 2 }]);
  });

  it('lists products', async () => {
    expect((await runPipedrive(harness, { parameters: { resource: 'product', operation: 'getAll', returnAll: true } })).json).toEqual([expect.objectContaining({ id: 4, name: 'Widget', code: 'W-1' })]);
  });
});
