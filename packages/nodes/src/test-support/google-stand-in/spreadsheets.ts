import { columnLetters, formatRange, quoteTitle } from './a1.js';
import type { GridRange } from './a1.js';

export type Cell = string | number | boolean;

export interface Sheet {
  sheetId: number;
  title: string;
  index: number;
  hidden: boolean;
  rightToLeft: boolean;
  tabColor?: { red?: number; green?: number; blue?: number };
  rowCount: number;
  columnCount: number;
  /** Rows of cells; a missing or '' cell is empty. */
  rows: Cell[][];
}

export interface Spreadsheet {
  spreadsheetId: string;
  title: string;
  locale: string;
  autoRecalc: string;
  sheets: Sheet[];
  modifiedTime: string;
}

/** A Sheets API error: the status and message Google answers with. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly status: string) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message, 'INVALID_ARGUMENT');

export function sheetProperties(sheet: Sheet) {
  return {
    sheetId: sheet.sheetId, title: sheet.title, index: sheet.index, sheetType: 'GRID',
    gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount },
    ...(sheet.hidden ? { hidden: true } : {}),
    ...(sheet.rightToLeft ? { rightToLeft: true } : {}),
    ...(sheet.tabColor ? { tabColor: sheet.tabColor } : {}),
  };
}

export function spreadsheetResource(book: Spreadsheet) {
  return {
    spreadsheetId: book.spreadsheetId,
    properties: { title: book.title, locale: book.locale, autoRecalc: book.autoRecalc, timeZone: 'Etc/GMT' },
    sheets: [...book.sheets].sort((a, b) => a.index - b.index).map((sheet) => ({ properties: sheetProperties(sheet) })),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${book.spreadsheetId}/edit`,
  };
}

const isEmpty = (cell: Cell | undefined | null) => cell === undefined || cell === null || cell === '';

/** Which sheet a range means (its title, or the first sheet); 400 as Google answers for an unknown one. */
export function sheetOf(book: Spreadsheet, range: GridRange, text: string): Sheet {
  const sheet = range.sheetTitle === undefined ? [...book.sheets].sort((a, b) => a.index - b.index)[0] : book.sheets.find((s) => s.title === range.sheetTitle);
  if (!sheet) throw badRequest(`Unable to parse range: ${text}`);
  return sheet;
}

/** The range's bounds clipped to the sheet's grid. */
export function bounds(sheet: Sheet, range: GridRange) {
  return {
    startRow: range.startRow ?? 0,
    endRow: Math.min(range.endRow ?? sheet.rowCount, sheet.rowCount),
    startColumn: range.startColumn ?? 0,
    endColumn: Math.min(range.endColumn ?? sheet.columnCount, sheet.columnCount),
  };
}

export function rangeText(sheet: Sheet, range: GridRange): string {
  const b = bounds(sheet, range);
  return formatRange(sheet.title, b.startRow, b.startColumn, Math.max(b.endRow, b.startRow + 1), Math.max(b.endColumn, b.startColumn + 1));
}

function rendered(cell: Cell, valueRender: string): Cell {
  if (valueRender !== 'FORMATTED_VALUE') return cell;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** The values of a range as the API answers them: trailing empty cells and rows left out. */
export function readValues(sheet: Sheet, range: GridRange, valueRender: string): Cell[][] {
  const b = bounds(sheet, range);
  const values: Cell[][] = [];
  for (let row = b.startRow; row < b.endRow; row += 1) {
    const cells = (sheet.rows[row] ?? []).slice(b.startColumn, b.endColumn);
    while (cells.length > 0 && isEmpty(cells.at(-1))) cells.pop();
    values.push(cells.map((cell) => (isEmpty(cell) ? '' : rendered(cell, valueRender))));
  }
  while (values.length > 0 && values.at(-1)?.length === 0) values.pop();
  return values;
}

/** USER_ENTERED parses what a person would type: numbers and TRUE/FALSE; RAW stores the values as given. */
function entered(value: unknown, input: string): Cell {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  if (input === 'USER_ENTERED') {
    if (/^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
    if (/^(true|false)$/i.test(text.trim())) return text.trim().toUpperCase() === 'TRUE';
  }
  return text;
}

/** Writes values with their top-left at (row, column); null leaves a cell as it is. Answers the UpdateValuesResponse. */
export function writeValues(book: Spreadsheet, sheet: Sheet, row: number, column: number, values: unknown[][], input: string) {
  const width = Math.max(0, ...values.map((cells) => cells.length));
  if (row + values.length > sheet.rowCount || column + width > sheet.columnCount) {
    throw badRequest(`Range (${quoteTitle(sheet.title)}!${columnLetters(column)}${row + 1}:${columnLetters(column + Math.max(width, 1) - 1)}${row + values.length}) exceeds grid limits. Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`);
  }
  let cells = 0;
  for (const [offset, rowValues] of values.entries()) {
    if (!Array.isArray(rowValues)) throw badRequest('Invalid values: each row must be a list of values');
    const target = sheet.rows[row + offset] ?? [];
    sheet.rows[row + offset] = target;
    for (const [at, value] of rowValues.entries()) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') throw badRequest(`Invalid values[${offset}][${at}]: struct_value`);
      target[column + at] = entered(value, input);
      cells += 1;
    }
  }
  for (let index = 0; index < sheet.rows.length; index += 1) if (sheet.rows[index] === undefined) sheet.rows[index] = [];
  book.modifiedTime = new Date().toISOString();
  return {
    spreadsheetId: book.spreadsheetId,
    updatedRange: formatRange(sheet.title, row, column, row + Math.max(values.length, 1), column + Math.max(width, 1)),
    updatedRows: values.length, updatedColumns: width, updatedCells: cells,
  };
}

/** The last row (0-based) holding a value within the columns, or -1. */
export function lastUsedRow(sheet: Sheet, startColumn: number, endColumn: number): number {
  for (let row = sheet.rows.length - 1; row >= 0; row -= 1) {
    if ((sheet.rows[row] ?? []).slice(startColumn, endColumn).some((cell) => !isEmpty(cell))) return row;
  }
  return -1;
}

export function clearValues(book: Spreadsheet, sheet: Sheet, range: GridRange): void {
  const b = bounds(sheet, range);
  for (let row = b.startRow; row < Math.min(b.endRow, sheet.rows.length); row += 1) {
    const cells = sheet.rows[row] ?? [];
    for (let column = b.startColumn; column < Math.min(b.endColumn, cells.length); column += 1) cells[column] = '';
  }
  book.modifiedTime = new Date().toISOString();
}
