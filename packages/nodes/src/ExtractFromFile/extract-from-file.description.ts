import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { CSV_ENCODING_OPTIONS, ENCODING_OPTIONS } from '../ConvertToFile/text-encoding.js';

export const EXTRACT_FROM_FILE_TYPE = 'n8n-nodes-base.extractFromFile';

const SPREADSHEET_OPERATIONS = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'];
const MOVE_OPERATIONS = ['binaryToPropery', 'fromJson', 'text', 'fromIcs', 'xml'];

const inputField = (operations: string[]): INodeProperties => ({
  displayName: 'Input Binary Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: 'e.g. data',
  hint: 'The name of the input binary field holding the file',
  displayOptions: { show: { operation: operations } },
});

const keepSource: INodeProperties = {
  displayName: 'Keep Source',
  name: 'keepSource',
  type: 'options',
  default: 'json',
  options: [
    { name: 'JSON', value: 'json', description: 'Keep the input fields' },
    { name: 'Binary', value: 'binary', description: 'Keep the input file' },
    { name: 'Both', value: 'both', description: 'Keep the input fields and the file' },
  ],
  description: 'What of the input item to keep in the output',
};

const onlyFor = (operations: string[]) => ({ show: { '/operation': operations } });

/** The options of the table-like formats (CSV, HTML, RTF and the spreadsheets). */
const tableReadOptions: INodeProperties[] = [
  { displayName: 'Delimiter', name: 'delimiter', type: 'string', default: ',', placeholder: 'e.g. ,', description: 'The character between the values of a row', displayOptions: onlyFor(['csv']) },
  {
    displayName: 'Encoding', name: 'encoding', type: 'options', default: 'utf-8', description: 'The character encoding of the file',
    options: CSV_ENCODING_OPTIONS,
    displayOptions: onlyFor(['csv']),
  },
  { displayName: 'Exclude Byte Order Mark (BOM)', name: 'enableBOM', type: 'boolean', default: false, description: 'Whether to drop a byte order mark at the start of the file (Weft always drops one)', displayOptions: onlyFor(['csv']) },
  { displayName: 'Relax Quotes', name: 'relaxQuotes', type: 'boolean', default: false, description: 'Whether quotes in unexpected places are read as text instead of failing', displayOptions: onlyFor(['csv']) },
  { displayName: 'Header Row', name: 'headerRow', type: 'boolean', default: true, description: 'Whether the first row holds the field names; without one, each row becomes a "row" list', displayOptions: onlyFor(['ods', 'xls', 'xlsx', 'csv', 'html']) },
  { displayName: 'Include Empty Cells', name: 'includeEmptyCells', type: 'boolean', default: false, description: 'Whether empty cells become empty fields instead of being left out', displayOptions: onlyFor(['ods', 'xls', 'xlsx', 'csv', 'html']) },
  { displayName: 'Max Number of Rows to Load', name: 'maxRowCount', type: 'number', default: -1, description: 'How many rows to read at most (-1: all); the header row does not count', displayOptions: onlyFor(['csv']) },
  {
    displayName: 'Range', name: 'range', type: 'string', default: '', placeholder: 'e.g. A3:D20',
    description: 'The cells to read, as a range like A3:D20, or the number of rows to skip', displayOptions: onlyFor(['ods', 'xls', 'xlsx']),
  },
  { displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false, description: 'Whether to read the values as stored (numbers stay numbers) instead of as shown' },
  { displayName: 'Read As String', name: 'readAsString', type: 'boolean', default: false, description: 'Whether to read the file as text first, which helps with special characters in some files' },
  { displayName: 'Sheet Name', name: 'sheetName', type: 'string', default: 'Sheet', description: 'The sheet to read; the first one when not set', displayOptions: onlyFor(['ods', 'xls', 'xlsx']) },
  { displayName: 'Starting Line', name: 'fromLine', type: 'number', default: 0, description: 'The line to start reading at (the header row, if any, is the first line read)', displayOptions: onlyFor(['csv']) },
  {
    displayName: 'Skip Records With Errors',
    name: 'skipRecordsWithErrors',
    type: 'fixedCollection',
    default: { value: { enabled: true, maxSkippedRecords: -1 } },
    displayOptions: onlyFor(['csv']),
    options: [{
      displayName: 'Value',
      name: 'value',
      values: [
        { displayName: 'Enabled', name: 'enabled', type: 'boolean', default: false, description: 'Whether rows with broken quoting are skipped instead of failing the node' },
        { displayName: 'Max Skipped Records', name: 'maxSkippedRecords', type: 'number', default: -1, description: 'How many rows may be skipped before the node fails (-1: any number)' },
      ],
    }],
  },
];

export const extractFromFileProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Extract From CSV', value: 'csv', action: 'Extract from CSV', description: 'Turn the rows of a CSV file into items' },
      { name: 'Extract From HTML', value: 'html', action: 'Extract from HTML', description: 'Turn the rows of a table in an HTML file into items' },
      { name: 'Extract From ICS', value: 'fromIcs', action: 'Extract from ICS', description: 'Turn a calendar file into item data' },
      { name: 'Extract From JSON', value: 'fromJson', action: 'Extract from JSON', description: 'Read the JSON of a file into a field' },
      { name: 'Extract From ODS', value: 'ods', action: 'Extract from ODS', description: 'Turn the rows of an OpenDocument spreadsheet into items' },
      { name: 'Extract From PDF', value: 'pdf', action: 'Extract from PDF', description: 'Read the text of a PDF file' },
      { name: 'Extract From RTF', value: 'rtf', action: 'Extract from RTF', description: 'Turn the rows of a table in a rich text file into items' },
      { name: 'Extract From Text File', value: 'text', action: 'Extract from text file', description: 'Read the text of a file into a field' },
      { name: 'Extract From XML', value: 'xml', action: 'Extract from XML', description: 'Read the XML of a file into a field' },
      { name: 'Extract From XLS', value: 'xls', action: 'Extract from XLS', description: 'Turn the rows of an Excel 97-2003 file into items' },
      { name: 'Extract From XLSX', value: 'xlsx', action: 'Extract from XLSX', description: 'Turn the rows of an Excel file into items' },
      { name: 'Move File to Base64 String', value: 'binaryToPropery', action: 'Move file to base64 string', description: 'Put the file into a field as a base64 string' },
    ],
    default: 'csv',
  },
  inputField(SPREADSHEET_OPERATIONS),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: SPREADSHEET_OPERATIONS } },
    options: tableReadOptions,
  },
  inputField(MOVE_OPERATIONS),
  {
    displayName: 'Destination Output Field',
    name: 'destinationKey',
    type: 'string',
    default: 'data',
    required: true,
    placeholder: 'e.g. data',
    description: 'The field to put the extracted data in (dot notation for a nested field)',
    displayOptions: { show: { operation: MOVE_OPERATIONS } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: MOVE_OPERATIONS } },
    options: [
      { displayName: 'File Encoding', name: 'encoding', type: 'options', options: ENCODING_OPTIONS, default: 'utf8', description: 'The character encoding of the file' },
      {
        displayName: 'Strip BOM', name: 'stripBOM', type: 'boolean', default: true, description: 'Whether to drop a byte order mark at the start of the text',
        displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
      },
      keepSource,
    ],
  },
  inputField(['pdf']),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['pdf'] } },
    options: [
      { displayName: 'Join Pages', name: 'joinPages', type: 'boolean', default: true, description: 'Whether to join the text of all pages into one text' },
      keepSource,
      { displayName: 'Max Pages', name: 'maxPages', type: 'number', default: 0, description: 'How many pages to read at most (0: all)' },
      { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '', description: 'The password of a protected PDF' },
    ],
  },
];

export const extractFromFileDescription: INodeTypeDescription = {
  displayName: 'Extract from File',
  name: EXTRACT_FROM_FILE_TYPE,
  icon: 'file:extract-from-file.svg',
  group: ['input'],
  version: [1, 1.1],
  subtitle: '={{$parameter["operation"]}}',
  description: 'Turns files into item data (CSV, spreadsheets, JSON, text, ...)',
  defaults: { name: 'Extract from File' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['CSV', 'Spreadsheet', 'Excel', 'xls', 'xlsx', 'ods', 'tabular', 'decode', 'decoding', 'Move Binary Data', 'Binary', 'File', 'PDF', 'JSON', 'HTML', 'ICS', 'iCal', 'txt', 'Text', 'RTF', 'XML', '64', 'Base64', 'Convert'],
  },
  properties: extractFromFileProperties,
};
