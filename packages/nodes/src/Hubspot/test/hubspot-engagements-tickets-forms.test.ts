import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_GUID } from '../../test-support/hubspot-stand-in/seed.js';
import { reseed, rl, runHubspot, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

/* Engagements (v1 engagements API), tickets (CRM objects and associations) and forms (version 1 only). */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => reseed(harness));

const ADA = 101;
const ACME = 104;
const TICKET = 107;

describe('engagement', () => {
  it('creates a task with its due date on 2.2 and the associations as id lists', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'engagement', operation: 'create', type: 'task', dueDate: '2024-06-01T09:00:00.000Z',
        metadata: { subject: 'Call back', status: 'NOT_STARTED' }, additionalFields: { associations: { contactIds: `${ADA}`, companyIds: `${ACME}` } },
      },
    });
    const body = harness.standIn.requests[0]?.body as Record<string, Record<string, unknown>>;
    expect(body.engagement).toMatchObject({ type: 'TASK', timestamp: expect.any(Number) });
    expect(body.associations).toEqual({ contactIds: [ADA], companyIds: [ACME], dealIds: [], ownerIds: [], ticketIds: [] });
    expect(body.metadata).toEqual({ status: 'NOT_STARTED', subject: 'Call back', dueDate: Date.parse('2024-06-01T09:00:00.000Z') });
    expect(json[0]).toMatchObject({ engagement: { id: expect.any(Number), type: 'TASK' }, associations: { contactIds: [ADA] } });
  });

  it('creates an email (v1) with from/to in HubSpot\'s metadata shape', async () => {
    await runHubspot(harness, {
      typeVersion: 1,
      parameters: {
        resource: 'engagement', operation: 'create', type: 'email',
        metadata: { fromEmail: 'ana@acme.test', firstName: 'Ana', toEmail: ['ada@acme.test'], subject: 'Hello', html: '<p>Hi</p>' },
      },
    });
    expect((harness.standIn.requests[0]?.body as Record<string, unknown>).metadata).toEqual({
      from: { email: 'ana@acme.test', firstName: 'Ana' }, to: [{ email: 'ada@acme.test' }], cc: [], bcc: [], subject: 'Hello', html: '<p>Hi</p>',
    });
  });

  it('gets, lists (limit) and deletes engagements', async () => {
    for (const type of ['call', 'meeting']) {
      await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'engagement', operation: 'create', type, metadata: { body: type } } });
    }
    const id = [...harness.standIn.store.engagements.keys()][0] as number;
    const got = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'engagement', operation: 'get', engagementId: rl(id) } });
    expect(got.json[0]).toMatchObject({ engagement: { id, type: 'CALL' }, metadata: { body: 'call' } });
    const listed = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'engagement', operation: 'getAll', returnAll: false, limit: 1 } });
    expect(listed.json).toHaveLength(1);
    expect(harness.standIn.requests.at(-1)?.query.get('limit')).toBe('1');
    const deleted = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'engagement', operation: 'delete', engagementId: String(id) } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(harness.standIn.store.engagements.has(id)).toBe(false);
  });
});

describe('ticket', () => {
  it('creates a ticket in a pipeline stage and associates it with a contact and a company', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'ticket', operation: 'create', pipelineId: '0', stageId: '1', ticketName: 'Printer on fire',
        additionalFields: { description: 'Smoke', priority: 'HIGH', associatedContactIds: [String(ADA)], associatedCompanyIds: [String(ACME)] },
      },
    });
    expect(harness.standIn.requests[0]?.body).toEqual([
      { name: 'hs_pipeline', value: '0' }, { name: 'hs_pipeline_stage', value: '1' }, { name: 'subject', value: 'Printer on fire' },
      { name: 'content', value: 'Smoke' }, { name: 'hs_ticket_priority', value: 'HIGH' },
    ]);
    const id = json[0]?.objectId as number;
    expect(json[0]).toMatchObject({ objectType: 'TICKET', properties: { subject: { value: 'Printer on fire' } } });
    expect(harness.standIn.requests.slice(1).map((request) => request.body)).toEqual([
      { fromObjectId: id, toObjectId: ADA, category: 'HUBSPOT_DEFINED', definitionId: 16 },
      { fromObjectId: id, toObjectId: ACME, category: 'HUBSPOT_DEFINED', definitionId: 26 },
    ]);
    expect(harness.standIn.store.records.tickets.get(id)?.associations).toEqual({ contacts: [ADA], companies: [ACME] });
  });

  it('a ticket without its stage is refused with HubSpot\'s message', async () => {
    const { error } = await runHubspot(harness, { typeVersion: 1, input: [{ json: { stage: '' } }], parameters: { resource: 'ticket', operation: 'create', pipelineId: '0', stageId: '={{ $json.stage }}', ticketName: 'X' } });
    expect(error?.message).toBe('Required properties are missing: hs_pipeline_stage');
  });

  it('updates, gets with chosen properties, lists and deletes tickets', async () => {
    const updated = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'ticket', operation: 'update', ticketId: rl(TICKET), updateFields: { stageId: '4' } } });
    expect(updated.json[0]).toMatchObject({ properties: { hs_pipeline_stage: { value: '4' } } });
    const got = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'ticket', operation: 'get', ticketId: String(TICKET), additionalFields: { properties: ['subject'] } } });
    expect(got.json[0]).toEqual({ objectType: 'TICKET', portalId: 62515, objectId: TICKET, isDeleted: false, properties: { subject: expect.objectContaining({ value: 'Login fails' }) } });
    const listed = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'ticket', operation: 'getAll', returnAll: true, additionalFields: { properties: ['content'] } } });
    expect(listed.json).toEqual([expect.objectContaining({ objectId: TICKET, properties: { content: expect.objectContaining({ value: 'Cannot log in' }) } })]);
    const deleted = await runHubspot(harness, { typeVersion: 2.2, parameters: { resource: 'ticket', operation: 'delete', ticketId: rl(TICKET) } });
    expect(deleted.json).toEqual([{ success: true }]);
  });
});

describe('form (version 1)', () => {
  it('gets a form\'s fields', async () => {
    const { json } = await runHubspot(harness, { typeVersion: 1, parameters: { resource: 'form', operation: 'getFields', formId: FORM_GUID } });
    expect(json.map((field) => field.name)).toEqual(['email', 'firstname']);
  });

  it('submits the item\'s fields to the form with context and consent; a missing required field is refused', async () => {
    const { json } = await runHubspot(harness, {
      typeVersion: 1, input: [{ json: { email: 'new@lead.test', firstname: 'Lee' } }],
      parameters: {
        resource: 'form', operation: 'submit', formId: FORM_GUID, contextUi: { contextValue: { pageName: 'Signup' } },
        lengalConsentUi: { lengalConsentValues: { consentToProcess: true, text: 'I agree', communicationsUi: { communicationValues: [{ subscriptionTypeId: '7', value: true, text: 'News' }] } } },
      },
    });
    expect(json).toEqual([{ inlineMessage: 'Thanks for submitting the form.' }]);
    expect(harness.standIn.store.submissions[0]).toEqual({
      portalId: '62515', formGuid: FORM_GUID,
      body: {
        fields: [{ name: 'email', value: 'new@lead.test' }, { name: 'firstname', value: 'Lee' }], context: { pageName: 'Signup' },
        legalConsentOptions: { consent: { consentToProcess: true, text: 'I agree', communications: [{ value: true, subscriptionTypeId: 7, text: 'News' }] } },
      },
    });
    const refused = await runHubspot(harness, { typeVersion: 1, input: [{ json: { firstname: 'No mail' } }], parameters: { resource: 'form', operation: 'submit', formId: FORM_GUID } });
    expect(refused.error?.message).toBe('The request is not valid');
  });
});
