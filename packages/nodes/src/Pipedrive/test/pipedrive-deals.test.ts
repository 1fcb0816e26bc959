import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUDGET, PRIORITY, runPipedrive, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const last = () => harness.standIn.requests.at(-1);
const deal = { resource: 'deal' };

describe('Pipedrive deals', () => {
  it('creates a deal linked to an organization, custom properties spread in, the token in the query', async () => {
    const { json } = await runPipedrive(harness, {
      parameters: { ...deal, operation: 'create', title: 'New deal', associateWith: 'organization', org_id: 1, additionalFields: { value: 1200, currency: 'EUR', stage_id: '2', customProperties: { property: [{ name: BUDGET, value: 'B-9' }] } } },
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/deals', body: { title: 'New deal', org_id: 1, value: 1200, currency: 'EUR', stage_id: 2, [BUDGET]: 'B-9' } });
    expect(last()?.query.get('api_token')).toBe('pd-token-good');
    expect(json).toEqual([expect.objectContaining({ id: 7, title: 'New deal', org_id: 1, stage_id: 2, status: 'open' })]);
  });

  it('gets a deal, its custom fields resolved to names and option labels when asked', async () => {
    const raw = await runPipedrive(harness, { parameters: { ...deal, operation: 'get', dealId: 3 } });
    expect(raw.json[0]).toMatchObject({ id: 3, title: 'Big deal', [PRIORITY]: '11', [BUDGET]: 'B-7' });
    const resolved = await runPipedrive(harness, { parameters: { ...deal, operation: 'get', dealId: 3, resolveProperties: true } });
    expect(resolved.json[0]).toMatchObject({ id: 3, title: 'Big deal', Priority: 'High', 'Budget code': 'B-7' });
    expect(resolved.json[0]).not.toHaveProperty(PRIORITY);
  });

  it('updates a deal, encoding field names and option labels into Pipedrive\'s keys and ids', async () => {
    const { json } = await runPipedrive(harness, {
      parameters: { ...deal, operation: 'update', dealId: 3, encodeProperties: true, updateFields: { title: 'Bigger deal', customProperties: { property: [{ name: 'Priority', value: 'Low' }] } } },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: '/v1/deals/3', body: { title: 'Bigger deal', [PRIORITY]: 12 } });
    expect(json[0]).toMatchObject({ title: 'Bigger deal', [PRIORITY]: 12 });
  });

  it('duplicates and deletes a deal', async () => {
    const copy = await runPipedrive(harness, { parameters: { ...deal, operation: 'duplicate', dealId: 3 } });
    expect(copy.json[0]).toMatchObject({ id: 7, title: 'Big deal (copy)' });
    const gone = await runPipedrive(harness, { parameters: { ...deal, operation: 'delete', dealId: 3 } });
    expect(gone.json).toEqual([{ id: 3 }]);
    expect(harness.standIn.state.of('deals').has('3')).toBe(false);
  });

  it('gets many deals with filters, following start/limit pagination for Return All', async () => {
    for (let n = 0; n < 600; n++) harness.standIn.state.add('deals', { title: `Bulk ${n}`, status: n % 2 ? 'won' : 'open', user_id: 901 });
    const won = await runPipedrive(harness, { parameters: { ...deal, operation: 'getAll', returnAll: true, filters: { status: 'won', user_id: '901' } } });
    expect(won.json).toHaveLength(300);
    const all = await runPipedrive(harness, { parameters: { ...deal, operation: 'getAll', returnAll: true } });
    expect(all.json).toHaveLength(601);
    expect(harness.standIn.requests.slice(-2).map((request) => [request.query.get('start'), request.query.get('limit')])).toEqual([['0', '500'], ['500', '500']]);
    const few = await runPipedrive(harness, { parameters: { ...deal, operation: 'getAll', limit: 3 } });
    expect(few.json.map((found) => found.title)).toEqual(['Big deal', 'Bulk 0', 'Bulk 1']);
    expect(last()?.query.get('limit')).toBe('3');
  });

  it('searches deals and outputs each found item\'s record', async () => {
    const { json } = await runPipedrive(harness, { parameters: { ...deal, operation: 'search', term: 'big', returnAll: true, additionalFields: { fields: ['title'], status: 'open' } } });
    expect(last()?.path).toBe('/v1/deals/search');
    expect(Object.fromEntries(last()?.query ?? [])).toMatchObject({ term: 'big', exact_match: 'false', fields: 'title', status: 'open' });
    expect(json).toEqual([expect.objectContaining({ id: 3, title: 'Big deal', type: 'deal' })]);
  });
});
