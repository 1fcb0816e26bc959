import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSupabase, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const contacts = () => harness.standIn.tables.get('public.contacts')?.rows ?? [];
const last = () => harness.standIn.requests.at(-1);
const condition = (keyName: string, condition: string, keyValue: string, searchFunction?: string) => ({ keyName, condition, keyValue, ...(searchFunction ? { searchFunction } : {}) });

describe('Supabase rows', () => {
  it('creates a row per item from the fields defined below, and outputs the row PostgREST answers', async () => {
    const { json } = await runSupabase(harness, {
      parameters: { operation: 'create', tableId: 'contacts', fieldsUi: { fieldValues: [{ fieldId: 'name', fieldValue: '={{ $json.who }}' }, { fieldId: 'city', fieldValue: 'Paris' }] } },
      input: [{ json: { who: 'Marie' } }, { json: { who: 'Pierre' } }],
    });
    expect(json).toEqual([
      { id: 4, name: 'Marie', city: 'Paris', age: null, bio: null },
      { id: 5, name: 'Pierre', city: 'Paris', age: null, bio: null },
    ]);
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/v1/contacts', body: { name: 'Pierre', city: 'Paris' } });
    expect(last()?.headers.prefer).toBe('return=representation');
  });

  it('auto-maps the input fields to columns, leaving out the ignored ones', async () => {
    const { json } = await runSupabase(harness, {
      parameters: { operation: 'create', tableId: 'contacts', dataToSend: 'autoMapInputData', inputsToIgnore: 'note, source' },
      input: [{ json: { name: 'Alan', age: 41, note: 'x', source: 'import' } }],
    });
    expect(last()?.body).toEqual({ name: 'Alan', age: 41 });
    expect(json).toEqual([{ id: 4, name: 'Alan', city: null, age: 41, bio: null }]);
  });

  it('gets the rows whose columns equal the conditions', async () => {
    const { json } = await runSupabase(harness, { parameters: { operation: 'get', tableId: 'contacts', filters: { conditions: [{ keyName: 'city', keyValue: 'New York' }] } } });
    expect(json).toEqual([{ id: 2, name: 'Grace', city: 'New York', age: 85, bio: 'found the first bug' }]);
    expect(last()?.query.toString()).toBe('city=eq.New+York');
  });

  it('gets many rows: any or all conditions, full-text search, and the limit', async () => {
    const any = await runSupabase(harness, {
      parameters: { operation: 'getAll', tableId: 'contacts', returnAll: true, matchType: 'anyFilter', filters: { conditions: [condition('name', 'eq', 'Ada'), condition('age', 'gt', '80')] } },
    });
    expect(any.json.map((row) => row.name)).toEqual(['Ada', 'Grace']);
    expect(last()?.query.get('or')).toBe('(name.eq.Ada,age.gt.80)');

    const all = await runSupabase(harness, {
      parameters: { operation: 'getAll', tableId: 'contacts', returnAll: true, matchType: 'allFilters', filters: { conditions: [condition('bio', 'fullText', 'wrote', 'wfts'), condition('age', 'lt', '50')] } },
    });
    expect(all.json.map((row) => row.name)).toEqual(['Ada']);
    expect(last()?.query.getAll('bio')).toEqual(['wfts.wrote']);

    const limited = await runSupabase(harness, { parameters: { operation: 'getAll', tableId: 'contacts', filterType: 'none', limit: 2 } });
    expect(limited.json.map((row) => row.name)).toEqual(['Ada', 'Grace']);
    expect(last()?.query.toString()).toBe('limit=2&offset=0');
  });

  it('returns all rows page by page until PostgREST answers a short page', async () => {
    const table = harness.standIn.tables.get('public.contacts');
    for (let n = 0; n < 1500; n++) table?.rows.push({ id: 100 + n, name: `Bulk ${n}`, city: 'Lyon', age: n, bio: null });
    const { json } = await runSupabase(harness, { parameters: { operation: 'getAll', tableId: 'contacts', returnAll: true, filterType: 'string', filterString: 'city=eq.Lyon' } });
    expect(json).toHaveLength(1500);
    expect(harness.standIn.requests.map((request) => request.query.toString())).toEqual([
      'city=eq.Lyon&limit=1000&offset=0', 'city=eq.Lyon&limit=1000&offset=1000',
    ]);
  });

  it('updates the rows the string filter picks, its $1 parameter URL-encoded, and outputs them', async () => {
    const { json } = await runSupabase(harness, {
      parameters: {
        operation: 'update', tableId: 'contacts', filterType: 'string', filterString: 'name=eq.$1', filterStringParameters: { values: [{ value: 'Ada' }] },
        fieldsUi: { fieldValues: [{ fieldId: 'city', fieldValue: 'Oxford & London' }] },
      },
    });
    expect(json).toEqual([{ id: 1, name: 'Ada', city: 'Oxford & London', age: 36, bio: 'wrote the first program' }]);
    expect(last()).toMatchObject({ method: 'PATCH', body: { city: 'Oxford & London' } });
  });

  it('deletes the rows matching all conditions and outputs the deleted rows', async () => {
    const { json } = await runSupabase(harness, {
      parameters: { operation: 'delete', tableId: 'contacts', matchType: 'allFilters', filters: { conditions: [condition('age', 'gte', '50')] } },
    });
    expect(json.map((row) => row.name)).toEqual(['Grace', 'Linus']);
    expect(contacts().map((row) => row.name)).toEqual(['Ada']);
  });

  it('refuses an update or delete without a condition before asking Supabase', async () => {
    const { error } = await runSupabase(harness, { parameters: { operation: 'delete', tableId: 'contacts', filters: {} } });
    expect(error?.message).toBe('Set at least one condition for Delete');
    expect(harness.standIn.requests).toHaveLength(0);
    expect(contacts()).toHaveLength(3);
  });

  it('reads and writes the custom schema through Accept-Profile and Content-Profile', async () => {
    const read = await runSupabase(harness, { parameters: { useCustomSchema: true, schema: 'sales', operation: 'getAll', tableId: 'deals', returnAll: true, filterType: 'none' } });
    expect(read.json).toEqual([{ id: 1, title: 'Big one' }]);
    expect(last()?.headers['accept-profile']).toBe('sales');
    await runSupabase(harness, { parameters: { useCustomSchema: true, schema: 'sales', operation: 'create', tableId: 'deals', fieldsUi: { fieldValues: [{ fieldId: 'title', fieldValue: 'Next' }] } } });
    expect(last()?.headers['content-profile']).toBe('sales');
    expect(harness.standIn.tables.get('sales.deals')?.rows).toHaveLength(2);
  });
});
