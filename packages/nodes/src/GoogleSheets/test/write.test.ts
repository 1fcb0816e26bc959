import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSheets, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const auto = { mappingMode: 'autoMapInputData', value: null };
const cells = (book: { spreadsheetId: string }, title = 'Sheet1') => harness.google.sheets.cells(book.spreadsheetId, title);

describe('Google Sheets > Append Row', () => {
  it('auto-maps item fields to the header row, adds columns for new fields, outputs the items', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name', 'city'], ['Ann', 'Oslo']]);
    const input = [{ json: { name: 'Bob', city: 'Rome', age: '42' } }, { json: { city: 'Lima', name: 'Cid', row_number: 9 } }];
    const { json, error } = await runSheets(harness, { parameters: { operation: 'append', documentId, sheetName, columns: auto }, input });
    expect(error).toBeUndefined();
    expect(json).toEqual(input.map((item) => item.json));
    // 4.7 writes as a user would type: "42" becomes a number.
    expect(cells(book)).toEqual([['name', 'city', 'age'], ['Ann', 'Oslo'], ['Bob', 'Rome', 42], ['Cid', 'Lima']]);
  });

  it('writes the header from the first items when the sheet is empty, and RAW before 4.1', async () => {
    const { book, documentId, sheetName } = seed(harness, []);
    await runSheets(harness, { typeVersion: 4, parameters: { operation: 'append', documentId, sheetName, columns: auto }, input: [{ json: { id: '7', ok: true } }] });
    expect(cells(book)).toEqual([['id', 'ok'], ['7', true]]);
    expect(harness.google.calls.at(-1)?.body).toMatchObject({ valueInputOption: 'RAW' });
  });

  it('writes the mapped columns and outputs them (defineBelow)', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name', 'city']]);
    const { json } = await runSheets(harness, {
      parameters: { operation: 'append', documentId, sheetName, columns: { mappingMode: 'defineBelow', value: { name: '={{ $json.who }}', city: 'Paris' } } },
      input: [{ json: { who: 'Dee' } }],
    });
    expect(json).toEqual([{ name: 'Dee', city: 'Paris' }]);
    expect(cells(book)).toEqual([['name', 'city'], ['Dee', 'Paris']]);
  });

  it('refuses fields the sheet lacks when told to, ignores them when told to', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name']]);
    const refused = await runSheets(harness, { parameters: { operation: 'append', documentId, sheetName, columns: auto, options: { handlingExtraData: 'error' } }, input: [{ json: { name: 'Eve', mood: 'ok' } }] });
    expect(refused.error?.message).toBe('Unexpected fields in node input');
    expect(refused.error?.description).toContain('"mood"');
    await runSheets(harness, { parameters: { operation: 'append', documentId, sheetName, columns: auto, options: { handlingExtraData: 'ignoreIt' } }, input: [{ json: { name: 'Eve', mood: 'ok' } }] });
    expect(cells(book)).toEqual([['name'], ['Eve']]);
  });

  it('appends with the API\'s append call when minimising calls, past the end of the grid too', async () => {
    const { book, documentId, sheetName } = seed(harness, [['n']]);
    const sheet = book.sheets[0];
    if (sheet) sheet.rowCount = 2;
    await runSheets(harness, { parameters: { operation: 'append', documentId, sheetName, columns: auto }, input: [{ json: { n: 1 } }, { json: { n: 2 } }] });
    const appended = await runSheets(harness, { parameters: { operation: 'append', documentId, sheetName, columns: auto, options: { useAppend: true } }, input: [{ json: { n: 3 } }] });
    expect(appended.error).toBeUndefined();
    expect(harness.google.calls.at(-1)?.path).toMatch(/:append$/);
    expect(cells(book)).toEqual([['n'], [1], [2], [3]]);
  });

  it('version 3: the field list, and auto-map', async () => {
    const { book, documentId, sheetName } = seed(harness, [['name', 'city']]);
    await runSheets(harness, {
      typeVersion: 3,
      parameters: { operation: 'append', documentId, sheetName, dataMode: 'defineBelow', fieldsUi: { fieldValues: [{ fieldId: 'city', fieldValue: 'Kyiv' }] } },
    });
    await runSheets(harness, { typeVersion: 3, parameters: { operation: 'append', documentId, sheetName, dataMode: 'autoMapInputData' }, input: [{ json: { name: 'Fay' } }] });
    expect(cells(book)).toEqual([['name', 'city'], ['', 'Kyiv'], ['Fay']]);
  });
});

describe('Google Sheets > Update Row and Append or Update Row', () => {
  const PEOPLE = [['id', 'name', 'city'], [1, 'Ann', 'Oslo'], [2, 'Bob', 'Rome'], [2, 'Bob2', 'Rome']];

  it('updates every row whose match column equals the item\'s value, leaving other cells alone', async () => {
    const { book, documentId, sheetName } = seed(harness, PEOPLE);
    const { json } = await runSheets(harness, {
      parameters: { operation: 'update', documentId, sheetName, columns: { mappingMode: 'defineBelow', matchingColumns: ['id'], value: { id: 2, city: 'Bern' } } },
    });
    expect(json).toEqual([{ id: 2, city: 'Bern' }]);
    expect(cells(book)).toEqual([['id', 'name', 'city'], [1, 'Ann', 'Oslo'], [2, 'Bob', 'Bern'], [2, 'Bob2', 'Bern']]);
  });

  it('before 4.7 an empty mapped value leaves the cell; from 4.7 it empties it', async () => {
    const { book, documentId, sheetName } = seed(harness, PEOPLE);
    const columns = { mappingMode: 'defineBelow', matchingColumns: ['id'], value: { id: 1, name: '', city: 'Nice' } };
    await runSheets(harness, { typeVersion: 4.6, parameters: { operation: 'update', documentId, sheetName, columns } });
    expect(cells(book)[1]).toEqual([1, 'Ann', 'Nice']);
    await runSheets(harness, { typeVersion: 4.7, parameters: { operation: 'update', documentId, sheetName, columns } });
    expect(cells(book)[1]).toEqual([1, '', 'Nice']);
  });

  it('update changes nothing for an item matching no row; append or update appends it', async () => {
    const { book, documentId, sheetName } = seed(harness, PEOPLE);
    const input = [{ json: { id: 3, name: 'Cid', city: 'Lima', row_number: 4 } }, { json: { id: 1, city: 'Oslo2' } }];
    await runSheets(harness, { parameters: { operation: 'update', documentId, sheetName, columns: { mappingMode: 'autoMapInputData', matchingColumns: ['id'], value: null } }, input });
    expect(cells(book)).toHaveLength(4);
    const { json } = await runSheets(harness, { parameters: { operation: 'appendOrUpdate', documentId, sheetName, columns: { mappingMode: 'autoMapInputData', matchingColumns: ['id'], value: null } }, input });
    expect(json).toEqual(input.map((item) => item.json));
    expect(cells(book)).toEqual([['id', 'name', 'city'], [1, 'Ann', 'Oslo2'], [2, 'Bob', 'Rome'], [2, 'Bob2', 'Rome'], [3, 'Cid', 'Lima']]);
  });

  it('says so when the column to match on is not in the sheet', async () => {
    const { documentId, sheetName } = seed(harness, PEOPLE);
    const { error } = await runSheets(harness, { parameters: { operation: 'update', documentId, sheetName, columns: { mappingMode: 'defineBelow', matchingColumns: ['email'], value: { email: 'x' } } } });
    expect(error?.message).toBe('The column to match on ("email") is not in the sheet\'s header row');
    expect(error?.description).toContain('"id", "name", "city"');
  });

  it('version 3: column to match on with its value and the field list (a new column too)', async () => {
    const { book, documentId, sheetName } = seed(harness, PEOPLE);
    await runSheets(harness, {
      typeVersion: 3,
      parameters: {
        operation: 'appendOrUpdate', documentId, sheetName, dataMode: 'defineBelow', columnToMatchOn: 'name', valueToMatchOn: 'Ann',
        fieldsUi: { values: [{ column: 'city', fieldValue: 'Graz' }, { column: 'newColumn', columnName: 'note', fieldValue: 'moved' }] },
      },
    });
    expect(cells(book).slice(0, 2)).toEqual([['id', 'name', 'city', 'note'], [1, 'Ann', 'Graz', 'moved']]);
  });
});
