import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { DOCUMENT_URL, SHEET_URL } from './locator-modes.js';
import type { GoogleSheet, SheetInfo } from './sheet-client.js';

interface Locator { mode?: string; value?: unknown }

const asLocator = (value: unknown): Locator => (typeof value === 'object' && value !== null ? value as Locator : { mode: 'id', value });

/** The spreadsheet id a Document parameter names (a URL is reduced to its id). */
export function documentIdOf(node: INode, parameter: unknown): string {
  const { mode, value } = asLocator(parameter);
  const text = String(value ?? '').trim();
  const fromUrl = DOCUMENT_URL.exec(text)?.[1];
  if (mode === 'url' || fromUrl) {
    if (!fromUrl) throw new NodeOperationError(node, `"${text}" is not a Google Sheets URL`, { description: 'Paste the address of the spreadsheet, e.g. https://docs.google.com/spreadsheets/d/<id>/edit' });
    return fromUrl;
  }
  if (text === '') throw new NodeOperationError(node, 'No document is selected', { description: 'Choose the spreadsheet in the Document parameter.' });
  return text;
}

/** The sheet a Sheet parameter names: by its id (list, ID, a URL's gid) or by its title. */
export async function resolveSheet(node: INode, sheet: GoogleSheet, parameter: unknown): Promise<SheetInfo> {
  const { mode, value } = asLocator(parameter);
  const text = String(value ?? '').trim();
  const sheets = await sheet.sheets();
  let found: SheetInfo | undefined;
  if (mode === 'name') found = sheets.find((candidate) => candidate.title === text);
  else {
    const id = mode === 'url' ? SHEET_URL.exec(text)?.[1] : text;
    if (mode === 'url' && id === undefined) {
      throw new NodeOperationError(node, `"${text}" is not the URL of a sheet`, { description: 'Copy the address while the sheet is open: it ends in "#gid=<sheet id>".' });
    }
    found = sheets.find((candidate) => String(candidate.sheetId) === id) ?? (mode === 'list' ? sheets.find((candidate) => candidate.title === text) : undefined);
  }
  if (!found) {
    throw new NodeOperationError(node, `Sheet ${mode === 'name' ? `"${text}"` : `with ID ${text}`} not found`, {
      description: `The document has ${sheets.map((candidate) => `"${candidate.title}" (ID ${candidate.sheetId})`).join(', ')}.`,
    });
  }
  return found;
}
