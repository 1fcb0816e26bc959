import type * as XLSX from '@e965/xlsx';
import type { IDataObject } from '@weft/workflow';
import { readCsvRecords } from './csv-reader.js';
import { loadSheetJs } from '../ConvertToFile/sheetjs-loader.js';

/** A file that cannot be read as asked; the node turns it into a NodeOperationError. */
export class SpreadsheetReadError extends Error {
  constructor(message: string, readonly description?: string) {
    super(message);
  }
}

export interface ReadSpreadsheetOptions {
  headerRow?: boolean;
  includeEmptyCells?: boolean;
  rawData?: boolean;
  readAsString?: boolean;
  sheetName?: string;
  range?: string | number;
  /**
   * Values as SheetJS reads them unless 'RAW Data' is on (numbers, TRUE/FALSE as booleans, dates as day
   * numbers), and rows without a header as lists, an empty cell null: Spreadsheet File 1 reading a CSV
   * file, as n8n's does.
   */
  typedValues?: boolean;
}

export interface ReadCsvOptions {
  headerRow?: boolean;
  includeEmptyCells?: boolean;
  delimiter?: string;
  relaxQuotes?: boolean;
  fromLine?: number;
  /** Rows to read after the header; -1 or undefined: all. */
  maxRowCount?: number;
  skipRecordsWithErrors?: { enabled: boolean; maxSkippedRecords: number };
  /** Drop a leading byte order mark (n8n's 'BOM' option, off by default: the mark then stays in the first header). */
  stripBOM?: boolean;
}

/** A row without a header: its cells keyed by their column number, empty ones left out unless asked for. */
function numberedCells(cells: string[], includeEmptyCells: boolean | undefined): IDataObject {
  const row: IDataObject = {};
  cells.forEach((cell, index) => {
    if (cell !== '' || includeEmptyCells) row[String(index)] = cell;
  });
  return row;
}

/**
 * A row keyed by the header's names as they are (n8n's CSV reader): a repeated name takes the value of its
 * last column, and an empty value is left out unless asked for.
 */
function keyedCells(columns: string[], cells: string[], includeEmptyCells: boolean | undefined): IDataObject {
  const row: Record<string, string> = {};
  columns.forEach((column, index) => {
    row[column] = cells[index] ?? '';
  });
  if (includeEmptyCells) return row;
  for (const [column, value] of Object.entries(row)) if (value === '') delete row[column];
  return row;
}

/**
 * One object per CSV row, keyed by the header row (or `{ row: { 0: ..., 1: ... } }` without one); values stay text.
 * As in n8n, every row must have as many values as the first: the first row that does not (an empty line
 * is a row of one empty value) or whose quotes are broken ends the reading, the rows before it kept and
 * no error raised. "Skip records with errors" passes over such rows instead.
 */
export function csvToRows(text: string, options: ReadCsvOptions = {}): IDataObject[] {
  const rows: IDataObject[] = [];
  const limit = options.maxRowCount !== undefined && options.maxRowCount >= 0 ? options.maxRowCount : Infinity;
  const skip = options.skipRecordsWithErrors;
  let skipped = 0;
  let columns: string[] | undefined;
  let width: number | undefined;
  if (limit === 0 && options.headerRow === false) return rows;
  for (const record of readCsvRecords(options.stripBOM && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, options)) {
    width ??= record.error ? undefined : record.cells.length;
    if (record.error || record.cells.length !== width) {
      if (!skip?.enabled) break;
      skipped++;
      if (skip.maxSkippedRecords >= 0 && skipped > skip.maxSkippedRecords) {
        throw new SpreadsheetReadError(`More than ${skip.maxSkippedRecords} rows of the file have errors (the last on line ${record.line})`);
      }
      continue;
    }
    if (options.headerRow === false) {
      rows.push({ row: numberedCells(record.cells, options.includeEmptyCells) });
    } else if (!columns) {
      columns = record.cells;
      continue;
    } else {
      rows.push(keyedCells(columns, record.cells, options.includeEmptyCells));
    }
    if (rows.length >= limit) break;
  }
  return rows;
}

function rangeOf(range: string | number | undefined): string | number | undefined {
  if (range === undefined || range === '') return undefined;
  if (typeof range === 'number') return range;
  return /^\d+$/.test(range.trim()) ? Number(range) : range.trim();
}

/** The rows of one sheet of a workbook file (xlsx, xls, ods, html, rtf, and csv read by SheetJS). */
export async function workbookToRows(bytes: Buffer, options: ReadSpreadsheetOptions = {}): Promise<IDataObject[]> {
  const sheetJs = await loadSheetJs();
  let workbook: XLSX.WorkBook;
  try {
    workbook = options.readAsString
      ? sheetJs.read(bytes.toString('utf8'), { type: 'string', raw: options.rawData === true })
      : sheetJs.read(bytes, { type: 'buffer', raw: options.rawData === true });
  } catch (error) {
    throw new SpreadsheetReadError(`The file could not be read as a spreadsheet: ${(error as Error).message}`, 'Check that the file has the format of the operation.');
  }
  if (workbook.SheetNames.length === 0) throw new SpreadsheetReadError('The file holds no sheets');
  const name = options.sheetName || (workbook.SheetNames[0] as string);
  const sheet = workbook.Sheets[name];
  if (!sheet) {
    throw new SpreadsheetReadError(`The file has no sheet "${name}"`, `Its sheets are: ${workbook.SheetNames.map((sheetName) => `"${sheetName}"`).join(', ')}.`);
  }
  const headerRow = options.headerRow !== false;
  const range = rangeOf(options.range);
  const rows = sheetJs.utils.sheet_to_json<unknown>(sheet, {
    raw: options.rawData === true || options.typedValues === true,
    ...(headerRow ? {} : { header: 1 }),
    ...(options.includeEmptyCells ? { defval: '' } : {}),
    ...(range !== undefined ? { range } : {}),
    blankrows: false,
  });
  if (headerRow) return rows as IDataObject[];
  // Empty cells inside a row leave holes in its list: they become empty text (null for typed values), so
  // positions keep their meaning.
  const empty = options.typedValues ? null : '';
  return rows.map((row) => ({ row: Array.from(row as unknown[], (cell) => cell ?? empty) as IDataObject[] }));
}
