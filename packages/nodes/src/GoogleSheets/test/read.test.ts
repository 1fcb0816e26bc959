import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSheets, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const PEOPLE = [
  ['name', 'city', 'age'],
  ['Ann', 'Oslo', 31],
  ['Bob', 'Rome', 42],
  [],
  ['Cid', 'Oslo', 42],
];

describe('Google Sheets > Get Row(s)', () => {
  it('outputs each row keyed by the header row, with its row_number (empty rows skipped)', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    const { json, error } = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName } });
    expect(error).toBeUndefined();
    expect(json).toEqual([
      { row_number: 2, name: 'Ann', city: 'Oslo', age: 31 },
      { row_number: 3, name: 'Bob', city: 'Rome', age: 42 },
      { row_number: 5, name: 'Cid', city: 'Oslo', age: 42 },
    ]);
    const call = harness.google.calls.at(-1);
    expect(call?.path).toMatch(/\/values\/'Sheet1'$/);
    expect(call?.query.get('valueRenderOption')).toBe('UNFORMATTED_VALUE');
  });

  it('stops at the first empty row when asked, and renders formatted values', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    const { json } = await runSheets(harness, {
      parameters: {
        operation: 'read', documentId, sheetName,
        options: { dataLocationOnSheet: { values: { rangeDefinition: 'detectAutomatically', readRowsUntil: 'firstEmptyRow' } }, outputFormatting: { values: { general: 'FORMATTED_VALUE', date: 'FORMATTED_STRING' } } },
      },
    });
    expect(json).toEqual([{ row_number: 2, name: 'Ann', city: 'Oslo', age: '31' }, { row_number: 3, name: 'Bob', city: 'Rome', age: '42' }]);
  });

  it('reads an A1 range whose first row is the header, and given header and data rows', async () => {
    const { documentId, sheetName } = seed(harness, [['title'], ...PEOPLE]);
    const a1 = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName, options: { dataLocationOnSheet: { values: { rangeDefinition: 'specifyRangeA1', range: 'A2:B3' } } } } });
    expect(a1.json).toEqual([{ row_number: 3, name: 'Ann', city: 'Oslo' }]);
    const rows = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName, options: { dataLocationOnSheet: { values: { rangeDefinition: 'specifyRange', headerRow: 2, firstDataRow: 4 } } } } });
    expect(rows.json.map((row) => row.name)).toEqual(['Bob', 'Cid']);
  });

  it('filters rows: AND by default from 4.3, OR before; all matches from 4.5, the first before', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    const filtersUI = { values: [{ lookupColumn: 'city', lookupValue: 'Oslo' }, { lookupColumn: 'age', lookupValue: '42' }] };
    const and = await runSheets(harness, { typeVersion: 4.7, parameters: { operation: 'read', documentId, sheetName, filtersUI } });
    expect(and.json.map((row) => row.name)).toEqual(['Cid']);
    const or = await runSheets(harness, { typeVersion: 4.2, parameters: { operation: 'read', documentId, sheetName, filtersUI, options: { returnAllMatches: 'returnAllMatches' } } });
    expect(or.json.map((row) => row.name)).toEqual(['Ann', 'Bob', 'Cid']);
    const firstOnlyBefore45 = await runSheets(harness, { typeVersion: 4.4, parameters: { operation: 'read', documentId, sheetName, filtersUI: { values: [{ lookupColumn: 'city', lookupValue: 'Oslo' }] } } });
    expect(firstOnlyBefore45.json.map((row) => row.name)).toEqual(['Ann']);
    const all = await runSheets(harness, { typeVersion: 4.5, parameters: { operation: 'read', documentId, sheetName, filtersUI: { values: [{ lookupColumn: 'city', lookupValue: 'Oslo' }] } } });
    expect(all.json.map((row) => row.name)).toEqual(['Ann', 'Cid']);
    const first = await runSheets(harness, { typeVersion: 4.7, parameters: { operation: 'read', documentId, sheetName, filtersUI: { values: [{ lookupColumn: 'city', lookupValue: 'Oslo' }] }, options: { returnFirstMatch: true } } });
    expect(first.json.map((row) => row.name)).toEqual(['Ann']);
  });

  it('reads once per input item, each output paired with its item', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    const { items } = await runSheets(harness, {
      parameters: { operation: 'read', documentId, sheetName, filtersUI: { values: [{ lookupColumn: 'name', lookupValue: '={{ $json.who }}' }] } },
      input: [{ json: { who: 'Bob' } }, { json: { who: 'Ann' } }],
    });
    expect(items.map((item) => [item.json.name, item.pairedItem])).toEqual([['Bob', { item: 0 }], ['Ann', { item: 1 }]]);
  });

  it('names the sheet by title, URL or id, and the document by URL', async () => {
    const { book } = seed(harness, PEOPLE, 'Team', ['Summary', 'People']);
    const people = book.sheets[1];
    if (!people) throw new Error('no sheet');
    people.rows = PEOPLE.map((row) => [...row]);
    const url = `https://docs.google.com/spreadsheets/d/${book.spreadsheetId}/edit#gid=${people.sheetId}`;
    for (const sheetName of [
      { __rl: true, mode: 'name', value: 'People' },
      { __rl: true, mode: 'url', value: url },
      { __rl: true, mode: 'id', value: String(people.sheetId) },
    ]) {
      const { json } = await runSheets(harness, { parameters: { operation: 'read', documentId: { __rl: true, mode: 'url', value: url }, sheetName } });
      expect(json).toHaveLength(3);
    }
  });

  it('says which sheets exist when the named one does not, and passes on Google\'s message for an unknown document', async () => {
    const { documentId } = seed(harness, PEOPLE);
    const missingSheet = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName: { __rl: true, mode: 'name', value: 'Nope' } } });
    expect(missingSheet.error?.message).toBe('Sheet "Nope" not found');
    expect(missingSheet.error?.description).toContain('"Sheet1" (ID 0)');
    const missingDocument = await runSheets(harness, { parameters: { operation: 'read', documentId: { __rl: true, mode: 'id', value: 'no-such-doc' }, sheetName: { __rl: true, mode: 'name', value: 'Sheet1' } } });
    expect(missingDocument.error?.message).toBe('The service could not find what was asked for');
    expect(missingDocument.error?.description).toContain('404');
    expect(missingDocument.error?.description).toContain('Requested entity was not found.');
  });

  it('passes on a rate limit refusal with Google\'s quota message', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    harness.google.rateLimitNext();
    const { error } = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName } });
    expect(error?.message).toBe('The service is receiving too many requests; try again later');
    expect(error?.description).toContain('429');
    expect(error?.description).toContain("Quota exceeded for quota metric 'Read requests'");
    expect(error?.description).toContain('The service asks to wait 30 seconds before trying again.');
  });
});
