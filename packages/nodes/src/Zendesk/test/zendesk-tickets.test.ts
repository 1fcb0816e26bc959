import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runZendesk, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const last = () => harness.standIn.requests.at(-1);
const ticket = (id: number) => harness.standIn.state.tickets.get(id);

describe('Zendesk tickets', () => {
  it('creates a ticket from the description and fields, custom fields and group in Zendesk\'s names', async () => {
    const { json } = await runZendesk(harness, {
      parameters: {
        resource: 'ticket', operation: 'create', description: 'The app crashes on start',
        additionalFields: { subject: 'Crash', type: 'incident', status: 'open', group: '11', tags: ['vip'], externalId: 'ext-9', customFieldsUi: { customFieldsValues: [{ id: '360001', value: 'A-77' }] } },
      },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/v2/tickets' });
    expect(last()?.body).toEqual({ ticket: {
      subject: 'Crash', type: 'incident', status: 'open', group_id: 11, tags: ['vip'], external_id: 'ext-9',
      custom_fields: [{ id: 360001, value: 'A-77' }], comment: { body: 'The app crashes on start' },
    } });
    expect(json).toEqual([expect.objectContaining({ id: 1007, subject: 'Crash', description: 'The app crashes on start', group_id: 11, requester_id: 1000 })]);
  });

  it('creates and updates from JSON parameters', async () => {
    const created = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'create', description: 'Hi', jsonParameters: true, additionalFieldsJson: '{"subject":"From JSON","priority":"high"}' } });
    expect(created.json[0]).toMatchObject({ subject: 'From JSON', priority: 'high' });
    const updated = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'update', id: '1004', jsonParameters: true, updateFieldsJson: '{"status":"solved"}' } });
    expect(updated.json[0]).toMatchObject({ id: 1004, status: 'solved' });
    const broken = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'create', description: 'Hi', jsonParameters: true, additionalFieldsJson: '{subject' } });
    expect(broken.error?.message).toBe('Additional Fields is not a JSON object');
  });

  it('updates a ticket: assignee by email, an internal note, the status', async () => {
    const { json } = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'update', id: '1004', updateFields: { assigneeEmail: 'agent@acme.test', internalNote: 'Calling the fire brigade', status: 'hold' } } });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/v2/tickets/1004', body: { ticket: { assignee_email: 'agent@acme.test', comment: { body: 'Calling the fire brigade', public: false }, status: 'hold' } } });
    expect(json[0]).toMatchObject({ id: 1004, assignee_id: 1000, status: 'hold' });
    expect(ticket(1004)?.comments).toContainEqual({ body: 'Calling the fire brigade', public: false });
  });

  it('gets regular and suspended tickets', async () => {
    const regular = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'get', id: '1005' } });
    expect(regular.json).toEqual([expect.objectContaining({ id: 1005, subject: 'Refund please', status: 'pending' })]);
    const held = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'get', ticketType: 'suspended', id: '1006' } });
    expect(held.json).toEqual([expect.objectContaining({ id: 1006, subject: 'Buy cheap pills', cause: 'Detected as spam' })]);
    expect(last()?.path).toBe('/api/v2/suspended_tickets/1006');
  });

  it('gets many tickets through the search API, its options as search terms', async () => {
    const { json } = await runZendesk(harness, {
      parameters: { resource: 'ticket', operation: 'getAll', returnAll: true, options: { status: 'open', group: '11', query: 'printer', sortBy: 'created_at', sortOrder: 'desc' } },
    });
    expect(last()?.path).toBe('/api/v2/search');
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({ query: 'type:ticket printer status:open group:11', sort_by: 'created_at', sort_order: 'desc', per_page: '100' });
    expect(json).toEqual([expect.objectContaining({ id: 1004, subject: 'Printer on fire', result_type: 'ticket' })]);
  });

  it('returns all tickets following next_page, or one page of the limit', async () => {
    for (let n = 0; n < 120; n++) harness.standIn.state.addTicket({ subject: `Bulk ${n}`, comment: { body: 'x' } }, 1002);
    const all = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'getAll', returnAll: true } });
    expect(all.json).toHaveLength(122);
    expect(harness.standIn.requests.map((request) => request.query.get('page'))).toEqual([null, '2']);
    const some = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'getAll', limit: 5 } });
    expect(some.json).toHaveLength(5);
    expect(last()?.query.get('per_page')).toBe('5');
  });

  it('lists suspended tickets with their sort', async () => {
    harness.standIn.state.addSuspended('Another', 'Sender blocked', 'x@junk.test');
    const { json } = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'getAll', ticketType: 'suspended', returnAll: true, options: { sortBy: 'created_at', sortOrder: 'asc' } } });
    expect(json.map((held) => held.subject)).toEqual(['Buy cheap pills', 'Another']);
    expect(last()?.path).toBe('/api/v2/suspended_tickets');
  });

  it('deletes regular and suspended tickets, and recovers a suspended one as a ticket', async () => {
    expect((await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'delete', id: '1005' } })).json).toEqual([{ success: true }]);
    expect(ticket(1005)).toBeUndefined();
    const recovered = await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'recover', id: '1006' } });
    expect(last()).toMatchObject({ method: 'PUT', path: '/api/v2/suspended_tickets/1006/recover' });
    expect(recovered.json).toEqual([expect.objectContaining({ subject: 'Buy cheap pills', status: 'new' })]);
    expect(harness.standIn.state.suspended.size).toBe(0);
    harness.standIn.state.addSuspended('Spam again', 'Detected as spam', 'x@junk.test');
    expect((await runZendesk(harness, { parameters: { resource: 'ticket', operation: 'delete', ticketType: 'suspended', id: '={{ 1009 }}' } })).json).toEqual([{ success: true }]);
    expect(harness.standIn.state.suspended.size).toBe(0);
  });

  it('gets a ticket field and the account\'s ticket fields', async () => {
    const one = await runZendesk(harness, { parameters: { resource: 'ticketField', operation: 'get', ticketFieldId: '360002' } });
    expect(one.json).toEqual([{ id: 360002, title: 'Product', type: 'tagger', removable: true }]);
    const two = await runZendesk(harness, { parameters: { resource: 'ticketField', operation: 'getAll', limit: 2 } });
    expect(two.json.map((field) => field.title)).toEqual(['Subject', 'Description']);
  });
});
