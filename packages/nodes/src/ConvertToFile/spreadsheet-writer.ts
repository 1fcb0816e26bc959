import type * as XLSX from '@e965/xlsx';
import type { IDataObject } from '@weft/workflow';
import { loadSheetJs } from './sheetjs-loader.js';

export const SPREADSHEET_FORMATS = ['csv', 'html', 'ods', 'rtf', 'xls', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export const SPREADSHEET_MIME_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv',
  html: 'text/html',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOOK_TYPES: Record<Exclude<SpreadsheetFormat, 'csv'>, XLSX.BookType> = {
  html: 'html', ods: 'ods', rtf: 'rtf', xls: 'xls', xlsx: 'xlsx',
};

export interface WriteSpreadsheetOptions {
  headerRow?: boolean;
  sheetName?: string;
  compression?: boolean;
  delimiter?: string;
  /** Start a CSV file with the UTF-8 byte order mark (Convert to File does, as n8n's). */
  csvBOM?: boolean;
}

function isPlainObject(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * A row of cells from an item: nested objects become dotted columns (`address.city`), arrays their JSON
 * text, so that every cell holds one plain value.
 */
export function flattenRow(json: IDataObject): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const visit = (value: IDataObject, prefix: string) => {
    for (const [key, cell] of Object.entries(value)) {
      const column = prefix + key;
      if (isPlainObject(cell)) visit(cell, `${column}.`);
      else if (Array.isArray(cell)) row[column] = JSON.stringify(cell);
      else row[column] = cell;
    }
  };
  visit(json, '');
  return row;
}

/**
 * SheetJS writes a line break in a value as `<br/>` in the cell's `data-v` attribute too, which its own
 * HTML reader then misreads; a character reference keeps the value intact for every reader.
 */
function htmlWithoutBreaksInAttributes(html: string): string {
  return html.replace(/data-v="([^"]*)"/g, (_attribute, value: string) => `data-v="${value.replaceAll('<br/>', '&#10;')}"`);
}

/** The rows as a file of `format`: one sheet, the columns in the order fields first appear. */
export async function writeSpreadsheet(rows: IDataObject[], format: SpreadsheetFormat, options: WriteSpreadsheetOptions = {}): Promise<Buffer> {
  const sheetJs = await loadSheetJs();
  const headerRow = options.headerRow !== false;
  const sheet = sheetJs.utils.json_to_sheet(rows.map(flattenRow), { skipHeader: !headerRow });
  if (format === 'csv') {
    const text = sheetJs.utils.sheet_to_csv(sheet, { FS: options.delimiter || ',' });
    return Buffer.from(options.csvBOM ? `\uFEFF${text}` : text, 'utf8');
  }
  const workbook = sheetJs.utils.book_new();
  // Sheet names are at most 31 characters long in Excel files.
  sheetJs.utils.book_append_sheet(workbook, sheet, (options.sheetName || 'Sheet').slice(0, 31));
  if (format === 'html') return Buffer.from(htmlWithoutBreaksInAttributes(sheetJs.write(workbook, { bookType: 'html', type: 'string' }) as string), 'utf8');
  const written: unknown = sheetJs.write(workbook, {
    bookType: BOOK_TYPES[format], type: 'buffer', bookSST: false, compression: options.compression === true,
  });
  return Buffer.isBuffer(written) ? written : Buffer.from(written as string, 'utf8');
}
