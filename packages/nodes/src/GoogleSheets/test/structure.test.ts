import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rl, runSheets, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const GRID = [['a', 'b', 'c'], [1, 2, 3], [4, 5, 6], [7, 8, 9]];
const cells = (book: { spreadsheetId: string }, title = 'Sheet1') => harness.google.sheets.cells(book.spreadsheetId, title);

describe('Google Sheets > Clear', () => {
  it('clears the whole sheet, or all but the first row, and passes the items on', async () => {
    const whole = seed(harness, GRID);
    const { json } = await runSheets(harness, { parameters: { operation: 'clear', documentId: whole.documentId, sheetName: whole.sheetName }, input: [{ json: { keep: 1 } }] });
    expect(json).toEqual([{ keep: 1 }]);
    expect(cells(whole.book)).toEqual([]);
    const header = seed(harness, GRID);
    await runSheets(harness, { parameters: { operation: 'clear', documentId: header.documentId, sheetName: header.sheetName, keepFirstRow: true } });
    expect(cells(header.book)).toEqual([['a', 'b', 'c']]);
  });

  it('clears given rows, columns or an A1 range', async () => {
    const rows = seed(harness, GRID);
    await runSheets(harness, { parameters: { operation: 'clear', documentId: rows.documentId, sheetName: rows.sheetName, clear: 'specificRows', startIndex: 2, rowsToDelete: 2 } });
    expect(cells(rows.book)).toEqual([['a', 'b', 'c'], [], [], [7, 8, 9]]);
    const columns = seed(harness, GRID);
    await runSheets(harness, { parameters: { operation: 'clear', documentId: columns.documentId, sheetName: columns.sheetName, clear: 'specificColumns', startIndex: 'B', columnsToDelete: 2 } });
    expect(cells(columns.book)).toEqual([['a'], [1], [4], [7]]);
    const range = seed(harness, GRID);
    await runSheets(harness, { parameters: { operation: 'clear', documentId: range.documentId, sheetName: range.sheetName, clear: 'specificRange', range: 'B2:C3' } });
    expect(cells(range.book)).toEqual([['a', 'b', 'c'], [1], [4], [7, 8, 9]]);
  });
});

describe('Google Sheets > Delete Rows or Columns, Create and Delete (a sheet)', () => {
  it('deletes rows (from a 1-based row) and columns (from a letter); later ones move up or left', async () => {
    const rows = seed(harness, GRID);
    const { json } = await runSheets(harness, { parameters: { operation: 'delete', documentId: rows.documentId, sheetName: rows.sheetName, toDelete: 'rows', startIndex: 2, numberToDelete: 2 } });
    expect(json).toEqual([{ success: true }]);
    expect(cells(rows.book)).toEqual([['a', 'b', 'c'], [7, 8, 9]]);
    const columns = seed(harness, GRID);
    await runSheets(harness, { parameters: { operation: 'delete', documentId: columns.documentId, sheetName: columns.sheetName, toDelete: 'columns', startIndex: 'A', numberToDelete: 1 } });
    expect(cells(columns.book)).toEqual([['b', 'c'], [2, 3], [5, 6], [8, 9]]);
  });

  it('creates a sheet with its options and outputs its properties; Google refuses a taken title', async () => {
    const { book, documentId } = seed(harness, GRID);
    const { json } = await runSheets(harness, { parameters: { resource: 'sheet', operation: 'create', documentId, title: 'Q3', options: { hidden: true, tabColor: '#ff0000', index: 0 } } });
    expect(json).toEqual([expect.objectContaining({ title: 'Q3', index: 0, hidden: true, sheetType: 'GRID', tabColor: { red: 1, green: 0, blue: 0 }, gridProperties: { rowCount: 1000, columnCount: 26 } })]);
    expect(book.sheets.map((sheet) => sheet.title)).toEqual(['Sheet1', 'Q3']);
    const again = await runSheets(harness, { parameters: { resource: 'sheet', operation: 'create', documentId, title: 'Q3' } });
    expect(again.error?.description).toContain('A sheet with the name \\"Q3\\" already exists');
  });

  it('deletes the chosen sheet', async () => {
    const { book, documentId } = seed(harness, GRID, 'Two', ['Keep', 'Drop']);
    const { json } = await runSheets(harness, { parameters: { operation: 'remove', documentId, sheetName: rl('Drop', 'name') } });
    expect(json).toEqual([{ success: true }]);
    expect(book.sheets.map((sheet) => sheet.title)).toEqual(['Keep']);
  });
});

describe('Google Sheets > Document', () => {
  it('creates a spreadsheet with its sheets and options, outputs Google\'s resource; deletes it through Drive', async () => {
    const { json } = await runSheets(harness, {
      parameters: {
        resource: 'spreadsheet', operation: 'create', title: 'Budget',
        sheetsUi: { sheetValues: [{ title: 'Income' }, { title: 'Costs', hidden: true }] }, options: { locale: 'de_DE', autoRecalc: 'HOUR' },
      },
    });
    const created = json[0] as { spreadsheetId: string; properties: Record<string, unknown>; sheets: Array<{ properties: Record<string, unknown> }>; spreadsheetUrl: string };
    expect(created.properties).toMatchObject({ title: 'Budget', locale: 'de_DE', autoRecalc: 'HOUR' });
    expect(created.sheets.map((sheet) => [sheet.properties.title, sheet.properties.hidden ?? false])).toEqual([['Income', false], ['Costs', true]]);
    expect(created.spreadsheetUrl).toBe(`https://docs.google.com/spreadsheets/d/${created.spreadsheetId}/edit`);
    const deleted = await runSheets(harness, { parameters: { resource: 'spreadsheet', operation: 'deleteSpreadsheet', documentId: rl(created.spreadsheetUrl, 'url') } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(harness.google.sheets.books.has(created.spreadsheetId)).toBe(false);
    expect(harness.google.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/drive/v3/files/${created.spreadsheetId}` });
  });
});
