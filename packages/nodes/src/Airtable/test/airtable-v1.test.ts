import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASE, TABLE, rl, runAirtable, seedTasks, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seedTasks(harness.standIn));

const at = { authentication: 'airtableTokenApi', application: rl(`https://airtable.com/${BASE}/${TABLE}`, 'url'), table: rl(TABLE) };
const records = () => [...(harness.standIn.bases.get(BASE)?.tables[0]?.records.values() ?? [])];

describe('Airtable 1', () => {
  it('appends items in batches of the bulk size and outputs Airtable\'s records', async () => {
    const input = [1, 2, 3].map((n) => ({ json: { id: 'ignored', Name: `Task ${n}`, Hours: n } }));
    const { json } = await runAirtable(harness, { typeVersion: 1, parameters: { ...at, operation: 'append', options: { bulkSize: 2 } }, input });
    expect(json.map((record) => record.fields)).toEqual([1, 2, 3].map((n) => expect.objectContaining({ Name: `Task ${n}`, Hours: n })));
    expect(harness.standIn.requests.map((request) => (request.body as { records: unknown[] }).records.length)).toEqual([2, 1]);

    const chosen = await runAirtable(harness, { typeVersion: 1, parameters: { ...at, operation: 'append', addAllFields: false, fields: ['Name'] }, input: [{ json: { Name: 'Only name', Hours: 5 } }] });
    expect(chosen.json[0]?.fields).toEqual({ Name: 'Only name', Modified: '2024-05-01T10:00:00.000Z' });
  });

  it('lists records as Airtable sends them, with formula, sort and limit', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 1,
      parameters: { ...at, operation: 'list', returnAll: false, limit: 2, additionalOptions: { filterByFormula: '{Hours} > 0', sort: { property: [{ field: 'Name', direction: 'asc' }] }, fields: ['Name'] } },
    });
    expect(json).toEqual([
      { id: expect.stringMatching(/^rec/), createdTime: '2024-05-01T10:00:00.000Z', fields: { Name: 'Plan sprint' } },
      { id: expect.stringMatching(/^rec/), createdTime: '2024-05-01T10:00:00.000Z', fields: { Name: 'Review budget' } },
    ]);
  });

  it('reads, updates and deletes records by id', async () => {
    const [first, second] = records();
    const read = await runAirtable(harness, { typeVersion: 1, parameters: { ...at, operation: 'read', id: first?.id } });
    expect(read.json[0]).toMatchObject({ id: first?.id, fields: { Name: 'Write report' } });

    const updated = await runAirtable(harness, {
      typeVersion: 1, parameters: { ...at, operation: 'update', id: '={{ $json.id }}', options: { ignoreFields: 'id,note' } },
      input: [{ json: { id: first?.id, Hours: 12, note: 'n' } }],
    });
    expect(updated.json[0]?.fields).toMatchObject({ Name: 'Write report', Hours: 12 });

    const deleted = await runAirtable(harness, { typeVersion: 1, parameters: { ...at, operation: 'delete', id: '={{ $json.id }}' }, input: [{ json: { id: first?.id } }, { json: { id: second?.id } }] });
    expect(deleted.json).toEqual([{ id: first?.id, deleted: true }, { id: second?.id, deleted: true }]);
    expect(records()).toHaveLength(1);
  });

  it('refuses the legacy API key before asking Airtable', async () => {
    const { error } = await runAirtable(harness, { typeVersion: 1, credentialType: 'airtableApi', credential: 'cred-key', parameters: { ...at, authentication: 'airtableApi', operation: 'list' } });
    expect(error?.message).toBe('Airtable no longer accepts API keys');
    expect(harness.standIn.requests).toHaveLength(0);
  });
});
