import type { INodePropertyMode } from '@weft/workflow';

/** A spreadsheet's URL: the id follows "/d/" (Docs and Drive links alike). */
export const DOCUMENT_URL = /https:\/\/(?:docs|drive)\.google\.com\/(?:.*\/)?d\/([\w-]+)/;
/** A sheet's URL names the sheet by its "gid" (its sheet id). */
export const SHEET_URL = /https:\/\/docs\.google\.com\/spreadsheets\/d\/[\w-]+.*[#&?]gid=(\d+)/;

/** The resource locator modes of the document and sheet parameters (node and trigger). */
export const MODES = {
  documentId: {
    list: { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'spreadSheetsSearch', searchable: true } },
    url: { displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://docs.google.com/spreadsheets/d/1abc.../edit' },
    id: { displayName: 'By ID', name: 'id', type: 'string', placeholder: '1abcDEF...' },
  },
  sheetName: {
    list: { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'sheetsSearch', searchable: false } },
    url: { displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://docs.google.com/spreadsheets/d/1abc.../edit#gid=0' },
    id: { displayName: 'By ID', name: 'id', type: 'string', placeholder: '0' },
    name: { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'Sheet1' },
  },
} satisfies Record<string, Record<string, INodePropertyMode>>;
