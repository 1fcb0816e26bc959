import type { INodeTypeBaseDescription } from '@weft/workflow';

export const GOOGLE_SHEETS_NODE_TYPE = 'n8n-nodes-base.googleSheets';

/** What every version of the Google Sheets node shares. */
export const googleSheetsBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Google Sheets',
  name: GOOGLE_SHEETS_NODE_TYPE,
  icon: 'file:googleSheets.svg',
  group: ['input', 'output'],
  description: 'Reads, writes and deletes rows and sheets of Google Sheets spreadsheets',
  defaultVersion: 4.7,
  codex: {
    categories: ['Data & Storage', 'Productivity'],
    alias: ['google sheets', 'spreadsheet', 'sheet', 'rows', 'csv', 'table'],
  },
};
