import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSheets, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const PEOPLE = [['id', 'name', 'city'], [1, 'Ann', 'Oslo'], [2, 'Bob', 'Rome']];
const cells = (book: { spreadsheetId: string }, title = 'Sheet1') => harness.google.sheets.cells(book.spreadsheetId, title);

describe('Google Sheets 1 and 2', () => {
  it('reads the range as objects keyed by the key row, or raw under the data property', async () => {
    const { book } = seed(harness, PEOPLE);
    const base = { sheetId: book.spreadsheetId, range: 'Sheet1!A:C' };
    const rows = await runSheets(harness, { typeVersion: 2, parameters: { operation: 'read', ...base } });
    expect(rows.json).toEqual([{ id: 1, name: 'Ann', city: 'Oslo' }, { id: 2, name: 'Bob', city: 'Rome' }]);
    const raw = await runSheets(harness, { typeVersion: 2, parameters: { operation: 'read', ...base, rawData: true, dataProperty: 'cells' } });
    expect(raw.json).toEqual([{ cells: PEOPLE }]);
  });

  it('version 1 authenticates with a service account by default', async () => {
    const { book } = seed(harness, PEOPLE);
    const { json } = await runSheets(harness, { typeVersion: 1, credential: 'sa', parameters: { operation: 'read', sheetId: book.spreadsheetId, range: 'A:C', authentication: undefined } });
    expect(json).toHaveLength(2);
  });

  it('looks rows up (first match, or all), and continues with an empty item when asked', async () => {
    const { book } = seed(harness, [...PEOPLE, [3, 'Cid', 'Oslo']]);
    const base = { operation: 'lookup', sheetId: book.spreadsheetId, range: 'A:C', lookupColumn: 'city', lookupValue: 'Oslo' };
    expect((await runSheets(harness, { typeVersion: 2, parameters: base })).json.map((row) => row.name)).toEqual(['Ann']);
    expect((await runSheets(harness, { typeVersion: 2, parameters: { ...base, options: { returnAllMatches: true } } })).json.map((row) => row.name)).toEqual(['Ann', 'Cid']);
    expect((await runSheets(harness, { typeVersion: 2, parameters: { ...base, lookupValue: 'Paris', options: { continue: true } } })).json).toEqual([{}]);
  });

  it('appends items by the key row, updates and upserts by the key column', async () => {
    const { book } = seed(harness, PEOPLE);
    const base = { sheetId: book.spreadsheetId, range: 'Sheet1!A:C' };
    const appended = await runSheets(harness, { typeVersion: 2, parameters: { operation: 'append', ...base }, input: [{ json: { name: 'Cid', id: 3, extra: 'x' } }] });
    expect(appended.json).toEqual([{ name: 'Cid', id: 3, extra: 'x' }]);
    await runSheets(harness, { typeVersion: 2, parameters: { operation: 'update', ...base }, input: [{ json: { id: 2, city: 'Bern' } }] });
    await runSheets(harness, { typeVersion: 2, parameters: { operation: 'upsert', ...base, key: 'name' }, input: [{ json: { name: 'Ann', city: 'Nice' } }, { json: { id: 4, name: 'Dee', city: 'Lima' } }] });
    expect(cells(book)).toEqual([['id', 'name', 'city'], [1, 'Ann', 'Nice'], [2, 'Bob', 'Bern'], [3, 'Cid'], [4, 'Dee', 'Lima']]);
    // RAW by default: the API was asked not to parse the values.
    expect(harness.google.calls.at(-1)?.query.get('valueInputOption')).toBe('RAW');
  });

  it('clears the range, deletes rows and columns by sheet id, creates and removes sheets', async () => {
    const { book } = seed(harness, [...PEOPLE, [3, 'Cid', 'Lima']]);
    await runSheets(harness, { typeVersion: 2, parameters: { operation: 'clear', sheetId: book.spreadsheetId, range: 'C2:C3' } });
    expect(cells(book)).toEqual([['id', 'name', 'city'], [1, 'Ann'], [2, 'Bob'], [3, 'Cid', 'Lima']]);
    await runSheets(harness, {
      typeVersion: 2,
      parameters: { operation: 'delete', sheetId: book.spreadsheetId, toDelete: { rows: [{ sheetId: 0, startIndex: 1, amount: 2 }], columns: [{ sheetId: 0, startIndex: 0, amount: 1 }] } },
    });
    expect(cells(book)).toEqual([['name', 'city'], ['Cid', 'Lima']]);
    const created = await runSheets(harness, { typeVersion: 2, parameters: { operation: 'create', sheetId: book.spreadsheetId, options: { title: 'Extra', gridProperties: { rowCount: 10, columnCount: 5 } } } });
    expect(created.json[0]).toMatchObject({ title: 'Extra', gridProperties: { rowCount: 10, columnCount: 5 } });
    const removed = await runSheets(harness, { typeVersion: 2, parameters: { operation: 'remove', sheetId: book.spreadsheetId, id: String(created.json[0]?.sheetId) } });
    expect(removed.json).toEqual([{ spreadsheetId: book.spreadsheetId }]);
    expect(book.sheets.map((sheet) => sheet.title)).toEqual(['Sheet1']);
  });

  it('creates a spreadsheet with its sheets\' properties', async () => {
    const { json } = await runSheets(harness, {
      typeVersion: 2, parameters: { resource: 'spreadsheet', operation: 'create', title: 'Old style', sheetsUi: { sheetValues: [{ propertiesUi: { title: 'Only', hidden: false } }] } },
    });
    expect(json[0]).toMatchObject({ properties: { title: 'Old style' }, sheets: [{ properties: { title: 'Only' } }] });
  });
});
