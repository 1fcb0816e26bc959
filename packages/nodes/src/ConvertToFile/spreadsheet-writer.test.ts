import { describe, expect, it } from 'vitest';
import { workbookToRows } from '../ExtractFromFile/spreadsheet-reader.js';
import { flattenRow, writeSpreadsheet } from './spreadsheet-writer.js';

describe('flattenRow', () => {
  it('turns nested objects into dotted columns and arrays into JSON text', () => {
    expect(flattenRow({ a: 1, b: { c: { d: 'x' } }, tags: ['p', 'q'], none: null })).toEqual({ a: 1, 'b.c.d': 'x', tags: '["p","q"]', none: null });
  });
});

describe('writeSpreadsheet', () => {
  it('writes the header from every row, in the order fields first appear', async () => {
    expect((await writeSpreadsheet([{ a: 1 }, { b: 2, a: 3 }], 'csv')).toString()).toBe('a,b\n1,\n3,2');
    expect((await writeSpreadsheet([{ a: 1 }], 'csv', { headerRow: false })).toString()).toBe('1');
  });

  it('keeps line breaks of HTML cells readable by the HTML reader', async () => {
    const html = await writeSpreadsheet([{ text: 'one\ntwo' }], 'html');
    expect(await workbookToRows(html)).toEqual([{ text: 'one\ntwo' }]);
  });

  it('cuts sheet names to the 31 characters Excel allows', async () => {
    const file = await writeSpreadsheet([{ a: 1 }], 'xlsx', { sheetName: 'x'.repeat(40) });
    expect(await workbookToRows(file, { sheetName: 'x'.repeat(31) })).toEqual([{ a: '1' }]);
  });

  it('writes 100,000 rows as CSV', async () => {
    const rows = Array.from({ length: 100_000 }, (_, id) => ({ id, name: `n${id}` }));
    expect((await writeSpreadsheet(rows, 'csv')).toString().split('\n')).toHaveLength(100_001);
  });
});
