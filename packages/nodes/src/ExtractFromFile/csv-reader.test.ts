import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-reader.js';
import { csvToRows } from './spreadsheet-reader.js';

const cells = (text: string, options = {}) => [...readCsvRecords(text, options)].map((record) => record.cells);

describe('readCsvRecords', () => {
  it('reads quoted values with delimiters, doubled quotes and line breaks', () => {
    expect(cells('a,b\r\n"x, y","say ""hi""\nnow"\n')).toEqual([['a', 'b'], ['x, y', 'say "hi"\nnow']]);
  });

  it('uses a delimiter of any length; an empty line is a record of one empty value', () => {
    expect(cells('a||b\n\n1||2', { delimiter: '||' })).toEqual([['a', 'b'], [''], ['1', '2']]);
  });

  it('starts at the given line, counting lines inside quoted values', () => {
    expect(cells('skip me\nheader\n1', { fromLine: 2 })).toEqual([['header'], ['1']]);
    expect([...readCsvRecords('"a\nb",c\nd')].map((record) => record.line)).toEqual([1, 3]);
  });

  it('marks stray quotes as errors unless quotes are relaxed', () => {
    expect([...readCsvRecords('a"b,c')][0]?.error).toBe('Unexpected quote in an unquoted value on line 1');
    expect([...readCsvRecords('"a"b,c')][0]?.error).toBe('Unexpected text after a closing quote on line 1');
    expect([...readCsvRecords('"open,c')][0]?.error).toBe('A quoted value starting on line 1 is never closed');
    expect(cells('a"b,"c"d', { relaxQuotes: true })).toEqual([['a"b', 'cd']]);
  });
});

describe('csvToRows', () => {
  it('keys rows by the header, leaving out empty cells unless asked', () => {
    expect(csvToRows('a,b\n1,\n,2')).toEqual([{ a: '1' }, { b: '2' }]);
    expect(csvToRows('a,b\n1,\n,3', { includeEmptyCells: true })).toEqual([{ a: '1', b: '' }, { a: '', b: '3' }]);
    expect(csvToRows('a,b\n1,2', { headerRow: false })).toEqual([{ row: { 0: 'a', 1: 'b' } }, { row: { 0: '1', 1: '2' } }]);
    expect(csvToRows('a,,c', { headerRow: false })).toEqual([{ row: { 0: 'a', 2: 'c' } }]);
    expect(csvToRows('a,,c', { headerRow: false, includeEmptyCells: true })).toEqual([{ row: { 0: 'a', 1: '', 2: 'c' } }]);
  });

  it('stops after the maximum number of rows', () => {
    expect(csvToRows('a\n1\n2\n3', { maxRowCount: 2 })).toEqual([{ a: '1' }, { a: '2' }]);
    expect(csvToRows('a\n1\n2\n3', { maxRowCount: -1 })).toHaveLength(3);
  });

  it('ends at the first row of another length (an empty line too) or with broken quotes, as n8n does', () => {
    expect(csvToRows('a,b\n1,2\n\n3,4')).toEqual([{ a: '1', b: '2' }]);
    expect(csvToRows('a,b\n1,2\n5\n3,4')).toEqual([{ a: '1', b: '2' }]);
    expect(csvToRows('a,b\n1,2\n5,6,7\n3,4')).toEqual([{ a: '1', b: '2' }]);
    expect(csvToRows('1,2\n\n3,4', { headerRow: false })).toEqual([{ row: { 0: '1', 1: '2' } }]);
    expect(csvToRows('a\n1\n\n2', { includeEmptyCells: true })).toEqual([{ a: '1' }, { a: '' }, { a: '2' }]);
    expect(csvToRows('a,b\n1,2\n"x,3\n')).toEqual([{ a: '1', b: '2' }]);
  });

  it('keys rows by the header names as they are, a repeated name taking its last column', () => {
    expect(csvToRows('a,,a,\n1,2,3,4')).toEqual([{ a: '3', '': '4' }]);
  });

  it('skips rows with errors when told to, up to a limit', () => {
    const text = 'a\n1\nx"y\n2\nz"w';
    expect(csvToRows(text)).toEqual([{ a: '1' }]);
    expect(csvToRows('a,b\n1,2\n5\n3,4', { skipRecordsWithErrors: { enabled: true, maxSkippedRecords: -1 } })).toEqual([{ a: '1', b: '2' }, { a: '3', b: '4' }]);
    expect(csvToRows(text, { skipRecordsWithErrors: { enabled: true, maxSkippedRecords: -1 } })).toEqual([{ a: '1' }, { a: '2' }]);
    expect(() => csvToRows(text, { skipRecordsWithErrors: { enabled: true, maxSkippedRecords: 1 } }))
      .toThrow('More than 1 rows of the file have errors (the last on line 5)');
  });

  it('reads 100,000 rows quickly enough to stay linear', () => {
    const text = `id,name\n${Array.from({ length: 100_000 }, (_, index) => `${index},"name ${index}"`).join('\n')}`;
    const rows = csvToRows(text);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toEqual({ id: '99999', name: 'name 99999' });
  });
});
