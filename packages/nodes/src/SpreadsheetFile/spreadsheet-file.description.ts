import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { CSV_ENCODING_OPTIONS } from '../ConvertToFile/text-encoding.js';

export const SPREADSHEET_FILE_TYPE = 'n8n-nodes-base.spreadsheetFile';

export const spreadsheetFileBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Spreadsheet File',
  name: SPREADSHEET_FILE_TYPE,
  icon: 'file:spreadsheet-file.svg',
  group: ['transform'],
  description: 'Reads and writes spreadsheet files (CSV, XLS, XLSX, ODS, HTML, RTF); Convert to File and Extract from File do the same',
  subtitle: '={{$parameter["operation"] === "fromFile" ? "Read from file" : "Write to file"}}',
  defaultVersion: 2,
  // Kept for workflows that use it; new ones get Convert to File and Extract from File, as in n8n.
  hidden: true,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['CSV', 'Spreadsheet', 'Excel', 'xls', 'xlsx', 'ods', 'tabular', 'Sheet'],
  },
};

const FORMATS = [
  { name: 'CSV', value: 'csv', description: 'Comma-separated values' },
  { name: 'HTML', value: 'html', description: 'A table in a web page' },
  { name: 'ODS', value: 'ods', description: 'OpenDocument spreadsheet' },
  { name: 'RTF', value: 'rtf', description: 'A table in rich text' },
  { name: 'XLS', value: 'xls', description: 'Excel 97-2003' },
  { name: 'XLSX', value: 'xlsx', description: 'Excel' },
];

const fromFile = (operations: string[]) => ({ show: { '/operation': operations } });

function properties(version: number): INodeProperties[] {
  return [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Read From File', value: 'fromFile', action: 'Read data from a spreadsheet file', description: 'Turn the rows of a spreadsheet file into items' },
        { name: 'Write to File', value: 'toFile', action: 'Write data to a spreadsheet file', description: 'Turn the items into a spreadsheet file' },
      ],
      default: 'fromFile',
    },
    ...(version >= 2 ? [{
      displayName: 'File Format',
      name: 'fileFormat',
      type: 'options',
      options: [{ name: 'Autodetect', value: 'autodetect', description: 'Found from the file' }, ...FORMATS],
      default: 'autodetect',
      description: 'The format of the file to read',
      displayOptions: { show: { operation: ['fromFile'] } },
    } satisfies INodeProperties] : []),
    {
      displayName: 'Input Binary Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      hint: 'The name of the input binary field holding the file',
      displayOptions: { show: { operation: ['fromFile'] } },
    },
    {
      displayName: 'File Format',
      name: 'fileFormat',
      type: 'options',
      options: FORMATS,
      default: 'xls',
      description: 'The format of the file to write',
      displayOptions: { show: { operation: ['toFile'] } },
    },
    {
      displayName: 'Put Output File in Field',
      name: 'binaryPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      hint: 'The name of the output binary field to put the file in',
      displayOptions: { show: { operation: ['toFile'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Compression', name: 'compression', type: 'boolean', default: false, description: 'Whether to compress the file', displayOptions: { show: { '/operation': ['toFile'], '/fileFormat': ['xlsx', 'ods'] } } },
        { displayName: 'Delimiter', name: 'delimiter', type: 'string', default: ',', description: 'The character between the values of a row (CSV)' },
        { displayName: 'Exclude Byte Order Mark (BOM)', name: 'enableBOM', type: 'boolean', default: false, description: 'Whether to drop a byte order mark at the start of a CSV file (Weft always drops one)', displayOptions: fromFile(['fromFile']) },
        {
          displayName: 'Encoding', name: 'encoding', type: 'options', default: 'utf-8', description: 'The character encoding of a CSV file',
          options: CSV_ENCODING_OPTIONS,
          displayOptions: fromFile(['fromFile']),
        },
        { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. report.xlsx', description: 'The name of the output file', displayOptions: fromFile(['toFile']) },
        { displayName: 'Header Row', name: 'headerRow', type: 'boolean', default: true, description: 'Whether the first row holds the field names' },
        { displayName: 'Include Empty Cells', name: 'includeEmptyCells', type: 'boolean', default: false, description: 'Whether empty cells become empty fields instead of being left out', displayOptions: fromFile(['fromFile']) },
        { displayName: 'Max Number of Rows to Load', name: 'maxRowCount', type: 'number', default: -1, description: 'How many rows of a CSV file to read at most (-1: all)', displayOptions: fromFile(['fromFile']) },
        { displayName: 'Range', name: 'range', type: 'string', default: '', placeholder: 'e.g. A3:D20', description: 'The cells to read, as a range like A3:D20, or the number of rows to skip', displayOptions: fromFile(['fromFile']) },
        { displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false, description: 'Whether to read the values as stored instead of as shown', displayOptions: fromFile(['fromFile']) },
        { displayName: 'Read As String', name: 'readAsString', type: 'boolean', default: false, description: 'Whether to read the file as text first', displayOptions: fromFile(['fromFile']) },
        { displayName: 'Relax Quotes', name: 'relaxQuotes', type: 'boolean', default: false, description: 'Whether quotes in unexpected places of a CSV file are read as text', displayOptions: fromFile(['fromFile']) },
        { displayName: 'Sheet Name', name: 'sheetName', type: 'string', default: 'Sheet', description: 'The sheet to read (the first one when not set), or the name of the sheet to write' },
        { displayName: 'Starting Line', name: 'fromLine', type: 'number', default: 0, description: 'The line of a CSV file to start reading at', displayOptions: fromFile(['fromFile']) },
      ],
    },
  ];
}

export function spreadsheetFileDescription(version: number): INodeTypeDescription {
  return {
    ...spreadsheetFileBaseDescription,
    version,
    defaults: { name: 'Spreadsheet File' },
    inputs: ['main'],
    outputs: ['main'],
    properties: properties(version),
  } as INodeTypeDescription;
}
