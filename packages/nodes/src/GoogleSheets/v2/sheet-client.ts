import type { IDataObject, IHttpRequestMethods } from '@weft/workflow';
import { googleApiRequest } from '../../google/google-api-request.js';
import type { GoogleAuth, GoogleContext } from '../../google/google-api-request.js';

export type CellValue = string | number | boolean;

export const SHEETS_API = 'https://sheets.googleapis.com/v4/spreadsheets';
export const DRIVE_FILES = 'https://www.googleapis.com/drive/v3/files';
/** What a service account asks for: the same access the OAuth2 credential's scopes give. */
export const SHEETS_SCOPES = ['https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/drive.metadata'];

export function sheetsAuth(authentication: string): GoogleAuth {
  return {
    authentication,
    oAuth2Type: authentication === 'triggerOAuth2' ? 'googleSheetsTriggerOAuth2Api' : 'googleSheetsOAuth2Api',
    scopes: authentication === 'triggerOAuth2' ? ['https://www.googleapis.com/auth/drive', ...SHEETS_SCOPES] : SHEETS_SCOPES,
  };
}

export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

export function columnNumber(letters: string): number {
  let index = 0;
  for (const char of letters.trim().toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

/** A sheet title as A1 notation needs it: always quoted, quotes doubled. */
export const quoted = (title: string) => `'${title.replace(/'/g, "''")}'`;

export interface SheetInfo { sheetId: number; title: string; rowCount: number; columnCount: number }

/** One spreadsheet seen through the Sheets API v4. */
export class GoogleSheet {
  constructor(private readonly context: GoogleContext, private readonly auth: GoogleAuth, readonly spreadsheetId: string) {}

  async request(method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
    return await googleApiRequest(this.context, this.auth, {
      method, url: `${SHEETS_API}/${encodeURIComponent(this.spreadsheetId)}${path}`,
      ...(body !== undefined ? { body } : {}), ...(qs !== undefined ? { qs } : {}),
    }) as IDataObject;
  }

  async sheets(): Promise<SheetInfo[]> {
    const answer = await this.request('GET', '', undefined, { fields: 'sheets.properties' });
    return ((answer.sheets ?? []) as Array<{ properties: IDataObject }>).map(({ properties }) => {
      const grid = (properties.gridProperties ?? {}) as IDataObject;
      return {
        sheetId: Number(properties.sheetId), title: String(properties.title),
        rowCount: Number(grid.rowCount ?? 1000), columnCount: Number(grid.columnCount ?? 26),
      };
    });
  }

  async values(range: string, valueRenderOption = 'UNFORMATTED_VALUE', dateTimeRenderOption = 'FORMATTED_STRING'): Promise<CellValue[][]> {
    const answer = await this.request('GET', `/values/${encodeURIComponent(range)}`, undefined, { valueRenderOption, dateTimeRenderOption });
    return (answer.values ?? []) as CellValue[][];
  }

  async writeRanges(data: Array<{ range: string; values: unknown[][] }>, valueInputOption: string): Promise<IDataObject> {
    return await this.request('POST', '/values:batchUpdate', { valueInputOption, data });
  }

  async append(range: string, values: unknown[][], valueInputOption: string): Promise<IDataObject> {
    return await this.request('POST', `/values/${encodeURIComponent(range)}:append`, { range, majorDimension: 'ROWS', values }, { valueInputOption, insertDataOption: 'OVERWRITE' });
  }

  async clear(range: string): Promise<IDataObject> {
    return await this.request('POST', `/values/${encodeURIComponent(range)}:clear`, {});
  }

  async batchUpdate(requests: IDataObject[]): Promise<IDataObject> {
    return await this.request('POST', ':batchUpdate', { requests });
  }

  /** Grows the grid so rows up to `rows` and columns up to `columns` exist (writes beyond it are refused). */
  async ensureGrid(sheet: SheetInfo, rows: number, columns: number): Promise<void> {
    const requests: IDataObject[] = [];
    if (rows > sheet.rowCount) requests.push({ appendDimension: { sheetId: sheet.sheetId, dimension: 'ROWS', length: rows - sheet.rowCount } });
    if (columns > sheet.columnCount) requests.push({ appendDimension: { sheetId: sheet.sheetId, dimension: 'COLUMNS', length: columns - sheet.columnCount } });
    if (requests.length === 0) return;
    await this.batchUpdate(requests);
    sheet.rowCount = Math.max(rows, sheet.rowCount);
    sheet.columnCount = Math.max(columns, sheet.columnCount);
  }
}
