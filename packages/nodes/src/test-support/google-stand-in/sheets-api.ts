import { parseA1 } from './a1.js';
import type { GridRange } from './a1.js';
import type { Cell, Sheet, Spreadsheet } from './spreadsheets.js';
import {
  ApiError, badRequest, bounds, clearValues, lastUsedRow, rangeText, readValues, sheetOf, sheetProperties, spreadsheetResource, writeValues,
} from './spreadsheets.js';

/*
 * Sheets API v4 (developers.google.com/sheets/api/reference/rest): spreadsheets create/get/batchUpdate and
 * spreadsheets.values get/update/append/clear/batchGet/batchUpdate, on spreadsheets kept in memory.
 */

type Query = URLSearchParams;
export type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

const RENDER = ['FORMATTED_VALUE', 'UNFORMATTED_VALUE', 'FORMULA'];
const INPUT = ['RAW', 'USER_ENTERED'];

function valueRender(query: Query): string {
  const render = query.get('valueRenderOption') ?? 'FORMATTED_VALUE';
  if (!RENDER.includes(render)) throw badRequest(`Invalid value at 'value_render_option' (type.googleapis.com/google.apps.sheets.v4.ValueRenderOption), "${render}"`);
  const date = query.get('dateTimeRenderOption');
  if (date !== null && !['SERIAL_NUMBER', 'FORMATTED_STRING'].includes(date)) throw badRequest(`Invalid value at 'date_time_render_option', "${date}"`);
  return render;
}

function valueInput(option: unknown): string {
  if (option === null || option === undefined || option === '') throw badRequest("'valueInputOption' is required but not specified");
  if (!INPUT.includes(String(option))) throw badRequest(`Invalid value at 'value_input_option', "${String(option)}"`);
  return String(option);
}

export class SheetsApi {
  readonly books = new Map<string, Spreadsheet>();
  private nextId = 1;

  create(title: string, sheetTitles: string[] = ['Sheet1']): Spreadsheet {
    const spreadsheetId = `1${'x'.repeat(10)}${String(this.nextId++).padStart(6, '0')}Sheets${Math.random().toString(36).slice(2, 10)}`;
    const book: Spreadsheet = { spreadsheetId, title, locale: 'en_US', autoRecalc: 'ON_CHANGE', sheets: [], modifiedTime: new Date().toISOString() };
    sheetTitles.forEach((sheetTitle, index) => book.sheets.push(this.newSheet(book, { title: sheetTitle, index })));
    this.books.set(spreadsheetId, book);
    return book;
  }

  /** A sheet's cells as a test sees them (typed values, trailing empties dropped). */
  cells(spreadsheetId: string, title: string): Cell[][] {
    const book = this.books.get(spreadsheetId);
    const sheet = book?.sheets.find((s) => s.title === title);
    return sheet ? readValues(sheet, { sheetTitle: title }, 'UNFORMATTED_VALUE') : [];
  }

  handle(method: string, rest: string, query: Query, body: unknown): Answer {
    if (rest === '' || rest === '/') {
      if (method !== 'POST') throw new ApiError(404, 'Method not found.', 'NOT_FOUND');
      return ok(spreadsheetResource(this.createFrom(body as Record<string, unknown> | undefined)));
    }
    const match = /^\/([^/:]+)(.*)$/.exec(rest);
    const book = this.books.get(decodeURIComponent(match?.[1] ?? ''));
    if (!book) throw new ApiError(404, 'Requested entity was not found.', 'NOT_FOUND');
    const tail = match?.[2] ?? '';
    if (tail === '' && method === 'GET') return ok(spreadsheetResource(book));
    if (tail === ':batchUpdate' && method === 'POST') return ok(this.batchUpdate(book, body));
    if (tail === '/values:batchGet' && method === 'GET') {
      const render = valueRender(query);
      const ranges = query.getAll('ranges');
      if (ranges.length === 0) throw badRequest('Must specify at least one range');
      return ok({ spreadsheetId: book.spreadsheetId, valueRanges: ranges.map((text) => this.valueRange(book, text, render)) });
    }
    if (tail === '/values:batchUpdate' && method === 'POST') return ok(this.batchUpdateValues(book, body));
    const values = /^\/values\/(.*?)(?::(append|clear))?$/.exec(tail);
    if (values) {
      const text = decodeURIComponent(values[1] ?? '');
      const verb = values[2];
      if (verb === undefined && method === 'GET') return ok(this.valueRange(book, text, valueRender(query)));
      if (verb === undefined && method === 'PUT') return ok(this.update(book, text, query, body));
      if (verb === 'append' && method === 'POST') return ok(this.append(book, text, query, body));
      if (verb === 'clear' && method === 'POST') {
        const { sheet, range } = this.locate(book, text);
        clearValues(book, sheet, range);
        return ok({ spreadsheetId: book.spreadsheetId, clearedRange: rangeText(sheet, range) });
      }
    }
    throw new ApiError(404, 'Method not found.', 'NOT_FOUND');
  }

  private locate(book: Spreadsheet, text: string): { sheet: Sheet; range: GridRange } {
    const range = parseA1(text, book.sheets.map((s) => s.title));
    if (!range) throw badRequest(`Unable to parse range: ${text}`);
    return { sheet: sheetOf(book, range, text), range };
  }

  private valueRange(book: Spreadsheet, text: string, render: string) {
    const { sheet, range } = this.locate(book, text);
    const values = readValues(sheet, range, render);
    return { range: rangeText(sheet, range), majorDimension: 'ROWS', ...(values.length > 0 ? { values } : {}) };
  }

  private update(book: Spreadsheet, text: string, query: Query, body: unknown) {
    const input = valueInput(query.get('valueInputOption'));
    const { sheet, range } = this.locate(book, text);
    const values = (body as { values?: unknown } | undefined)?.values;
    if (!Array.isArray(values)) throw badRequest("Invalid JSON payload: 'values' must be a list of rows");
    const { startRow, startColumn } = bounds(sheet, range);
    return writeValues(book, sheet, startRow, startColumn, values as unknown[][], input);
  }

  private append(book: Spreadsheet, text: string, query: Query, body: unknown) {
    const input = valueInput(query.get('valueInputOption'));
    const insert = query.get('insertDataOption') ?? 'OVERWRITE';
    if (!['OVERWRITE', 'INSERT_ROWS'].includes(insert)) throw badRequest(`Invalid value at 'insert_data_option', "${insert}"`);
    const { sheet, range } = this.locate(book, text);
    const values = (body as { values?: unknown } | undefined)?.values;
    if (!Array.isArray(values)) throw badRequest("Invalid JSON payload: 'values' must be a list of rows");
    const b = bounds(sheet, range);
    // The "table" is the data found in the range; the values go on the row after it.
    const last = lastUsedRow(sheet, b.startColumn, b.endColumn);
    const tableStart = sheet.rows.findIndex((cells, row) => row >= b.startRow && cells.slice(b.startColumn, b.endColumn).some((cell) => cell !== '' && cell !== undefined));
    const row = Math.max(last + 1, b.startRow);
    const tableEnd = Math.max(b.startColumn + 1, ...sheet.rows.map((cells) => Math.min(cells.length, b.endColumn)));
    const needed = row + values.length - sheet.rowCount;
    if (needed > 0) sheet.rowCount += needed;
    if (insert === 'INSERT_ROWS') sheet.rows.splice(row, 0, ...values.map(() => [] as Cell[]));
    const updates = writeValues(book, sheet, row, b.startColumn, values as unknown[][], input);
    return {
      spreadsheetId: book.spreadsheetId,
      ...(last >= 0 && tableStart >= 0 ? { tableRange: rangeText(sheet, { sheetTitle: sheet.title, startRow: tableStart, endRow: last + 1, startColumn: b.startColumn, endColumn: tableEnd }) } : {}),
      updates,
    };
  }

  private batchUpdateValues(book: Spreadsheet, body: unknown) {
    const request = (body ?? {}) as { valueInputOption?: unknown; data?: unknown };
    const input = valueInput(request.valueInputOption);
    if (!Array.isArray(request.data)) throw badRequest("Invalid JSON payload: 'data' must be a list of value ranges");
    const responses = (request.data as Array<{ range?: string; values?: unknown[][] }>).map((entry) => {
      if (typeof entry.range !== 'string' || !Array.isArray(entry.values)) throw badRequest('Each value range needs a range and values');
      const { sheet, range } = this.locate(book, entry.range);
      const { startRow, startColumn } = bounds(sheet, range);
      return writeValues(book, sheet, startRow, startColumn, entry.values, input);
    });
    return {
      spreadsheetId: book.spreadsheetId,
      totalUpdatedRows: responses.reduce((sum, r) => sum + r.updatedRows, 0),
      totalUpdatedColumns: Math.max(0, ...responses.map((r) => r.updatedColumns)),
      totalUpdatedCells: responses.reduce((sum, r) => sum + r.updatedCells, 0),
      totalUpdatedSheets: new Set(responses.map((r) => r.updatedRange.split('!')[0])).size,
      responses,
    };
  }

  private createFrom(body: Record<string, unknown> | undefined): Spreadsheet {
    const properties = (body?.properties ?? {}) as Record<string, unknown>;
    const sheets = (Array.isArray(body?.sheets) ? body.sheets : []) as Array<{ properties?: Record<string, unknown> }>;
    const book = this.create(typeof properties.title === 'string' && properties.title !== '' ? properties.title : 'Untitled spreadsheet', []);
    if (typeof properties.locale === 'string' && properties.locale !== '') book.locale = properties.locale;
    if (typeof properties.autoRecalc === 'string') {
      if (!['ON_CHANGE', 'MINUTE', 'HOUR'].includes(properties.autoRecalc)) throw badRequest(`Invalid value at 'spreadsheet.properties.auto_recalc', "${properties.autoRecalc}"`);
      book.autoRecalc = properties.autoRecalc;
    }
    const given = sheets.length > 0 ? sheets : [{ properties: { title: 'Sheet1' } }];
    given.forEach((sheet, index) => book.sheets.push(this.newSheet(book, { index, ...(sheet.properties ?? {}) })));
    return book;
  }

  private newSheet(book: Spreadsheet, properties: Record<string, unknown>): Sheet {
    const title = typeof properties.title === 'string' && properties.title !== '' ? properties.title : `Sheet${book.sheets.length + 1}`;
    if (book.sheets.some((s) => s.title === title)) {
      throw badRequest(`Invalid requests[0].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`);
    }
    const grid = (properties.gridProperties ?? {}) as Record<string, unknown>;
    const sheetId = typeof properties.sheetId === 'number' ? properties.sheetId : book.sheets.length === 0 ? 0 : 100_000_000 + Math.floor(Math.random() * 900_000_000);
    if (book.sheets.some((s) => s.sheetId === sheetId)) throw badRequest(`Invalid requests[0].addSheet: Sheet with id ${sheetId} already exists.`);
    const index = typeof properties.index === 'number' ? Math.min(properties.index, book.sheets.length) : book.sheets.length;
    for (const other of book.sheets) if (other.index >= index) other.index += 1;
    return {
      sheetId, title, index,
      hidden: properties.hidden === true, rightToLeft: properties.rightToLeft === true,
      ...(typeof properties.tabColor === 'object' && properties.tabColor !== null ? { tabColor: properties.tabColor as Sheet['tabColor'] } : {}),
      rowCount: typeof grid.rowCount === 'number' && grid.rowCount > 0 ? grid.rowCount : 1000,
      columnCount: typeof grid.columnCount === 'number' && grid.columnCount > 0 ? grid.columnCount : 26,
      rows: [],
    };
  }

  private batchUpdate(book: Spreadsheet, body: unknown) {
    const requests = (body as { requests?: unknown } | undefined)?.requests;
    if (!Array.isArray(requests) || requests.length === 0) throw badRequest('Must specify at least one request.');
    const replies = (requests as Array<Record<string, Record<string, unknown>>>).map((request, at) => {
      const [kind, args] = Object.entries(request)[0] ?? [];
      const sheetById = (id: unknown) => {
        const sheet = book.sheets.find((s) => s.sheetId === id);
        if (!sheet) throw badRequest(`Invalid requests[${at}].${kind ?? ''}: No grid with id: ${String(id)}`);
        return sheet;
      };
      switch (kind) {
        case 'addSheet': {
          const sheet = this.newSheet(book, (args?.properties ?? {}) as Record<string, unknown>);
          book.sheets.push(sheet);
          return { addSheet: { properties: sheetProperties(sheet) } };
        }
        case 'deleteSheet': {
          const sheet = sheetById(args?.sheetId);
          if (book.sheets.length === 1) throw badRequest(`Invalid requests[${at}].deleteSheet: You can't remove all the sheets in a document.`);
          book.sheets.splice(book.sheets.indexOf(sheet), 1);
          for (const other of book.sheets) if (other.index > sheet.index) other.index -= 1;
          return {};
        }
        case 'deleteDimension':
        case 'insertDimension': {
          const range = (args?.range ?? {}) as { sheetId?: number; dimension?: string; startIndex?: number; endIndex?: number };
          const sheet = sheetById(range.sheetId);
          const start = range.startIndex ?? 0;
          const end = range.endIndex ?? start;
          if (!['ROWS', 'COLUMNS'].includes(String(range.dimension)) || end <= start) throw badRequest(`Invalid requests[${at}].${kind}: the range must name ROWS or COLUMNS with endIndex above startIndex`);
          const count = end - start;
          if (kind === 'deleteDimension') {
            if (range.dimension === 'ROWS') {
              if (end > sheet.rowCount) throw badRequest(`Invalid requests[${at}].deleteDimension: Cannot delete a row that doesn't exist. Tried to delete row index ${end - 1} but there are only ${sheet.rowCount} rows.`);
              sheet.rows.splice(start, count);
              sheet.rowCount -= count;
            } else {
              if (end > sheet.columnCount) throw badRequest(`Invalid requests[${at}].deleteDimension: Cannot delete a column that doesn't exist. Tried to delete column index ${end - 1} but there are only ${sheet.columnCount} columns.`);
              for (const cells of sheet.rows) cells.splice(start, count);
              sheet.columnCount -= count;
            }
          } else if (range.dimension === 'ROWS') {
            sheet.rows.splice(start, 0, ...Array.from({ length: count }, () => [] as Cell[]));
            sheet.rowCount += count;
          } else {
            for (const cells of sheet.rows) if (cells.length > start) cells.splice(start, 0, ...new Array<Cell>(count).fill(''));
            sheet.columnCount += count;
          }
          return {};
        }
        case 'appendDimension': {
          const sheet = sheetById(args?.sheetId);
          const length = Number(args?.length ?? 0);
          if (!(length > 0)) throw badRequest(`Invalid requests[${at}].appendDimension: length must be positive`);
          if (args?.dimension === 'ROWS') sheet.rowCount += length;
          else if (args?.dimension === 'COLUMNS') sheet.columnCount += length;
          else throw badRequest(`Invalid requests[${at}].appendDimension: dimension must be ROWS or COLUMNS`);
          return {};
        }
        default:
          throw badRequest(`Invalid JSON payload received. Unknown name "${kind ?? ''}" at 'requests[${at}]': Cannot find field.`);
      }
    });
    book.modifiedTime = new Date().toISOString();
    return { spreadsheetId: book.spreadsheetId, replies };
  }
}
