import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { icalProperties } from './ical.description.js';
import { ENCODING_OPTIONS } from './text-encoding.js';

export const CONVERT_TO_FILE_TYPE = 'n8n-nodes-base.convertToFile';

const SPREADSHEET_OPERATIONS = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'];

const outputField = (operations: string[]): INodeProperties => ({
  displayName: 'Put Output File in Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  hint: 'The name of the output binary field to put the file in',
  displayOptions: { show: { operation: operations } },
});

const sourceField = (operation: string): INodeProperties => ({
  displayName: operation === 'toBinary' ? 'Base64 Input Field' : 'Text Input Field',
  name: 'sourceProperty',
  type: 'string',
  default: '',
  required: true,
  placeholder: 'e.g. data',
  description: operation === 'toBinary'
    ? 'The field holding the base64 string to turn into a file (dot notation for nested fields)'
    : 'The field holding the text to write into the file (dot notation for nested fields)',
  displayOptions: { show: { operation: [operation] } },
});

const addBom: INodeProperties = {
  displayName: 'Add Byte Order Mark (BOM)',
  name: 'addBOM',
  type: 'boolean',
  default: false,
  description: 'Whether to start the file with a byte order mark, which some programs (like Excel) need to detect the encoding',
  displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
};

const encoding = (extra: Partial<INodeProperties> = {}): INodeProperties => ({
  displayName: 'Encoding',
  name: 'encoding',
  type: 'options',
  options: ENCODING_OPTIONS,
  default: 'utf8',
  description: 'The character encoding of the file',
  ...extra,
});

const fileName: INodeProperties = {
  displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. report.csv', description: 'The name of the output file',
};

export const convertToFileProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Convert to CSV', value: 'csv', action: 'Convert to CSV', description: 'Turn the input items into a CSV file' },
      { name: 'Convert to HTML', value: 'html', action: 'Convert to HTML', description: 'Turn the input items into an HTML table file' },
      { name: 'Convert to ICS', value: 'iCal', action: 'Convert to ICS', description: 'Turn each input item into a calendar event file' },
      { name: 'Convert to JSON', value: 'toJson', action: 'Convert to JSON', description: 'Turn the input items into a JSON file' },
      { name: 'Convert to ODS', value: 'ods', action: 'Convert to ODS', description: 'Turn the input items into an OpenDocument spreadsheet' },
      { name: 'Convert to RTF', value: 'rtf', action: 'Convert to RTF', description: 'Turn the input items into a table in a rich text file' },
      { name: 'Convert to Text File', value: 'toText', action: 'Convert to text file', description: 'Write the text of a field into a file' },
      { name: 'Convert to XLS', value: 'xls', action: 'Convert to XLS', description: 'Turn the input items into an Excel 97-2003 file' },
      { name: 'Convert to XLSX', value: 'xlsx', action: 'Convert to XLSX', description: 'Turn the input items into an Excel file' },
      { name: 'Move Base64 String to File', value: 'toBinary', action: 'Move base64 string to file', description: 'Turn a base64 string of a field into a file' },
    ],
    default: 'csv',
  },
  outputField(SPREADSHEET_OPERATIONS),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: SPREADSHEET_OPERATIONS } },
    options: [
      {
        displayName: 'Compression', name: 'compression', type: 'boolean', default: false,
        description: 'Whether to compress the file (smaller, slower to write)',
        displayOptions: { show: { '/operation': ['xlsx', 'ods'] } },
      },
      {
        displayName: 'Delimiter', name: 'delimiter', type: 'string', default: ',',
        description: 'The character between the values of a row',
        displayOptions: { show: { '/operation': ['csv'] } },
      },
      fileName,
      {
        displayName: 'Header Row', name: 'headerRow', type: 'boolean', default: true,
        description: 'Whether the first row of the file lists the field names',
      },
      {
        displayName: 'Sheet Name', name: 'sheetName', type: 'string', default: 'Sheet',
        description: 'The name of the sheet in the file',
        displayOptions: { show: { '/operation': ['ods', 'xls', 'xlsx'] } },
      },
    ],
  },
  sourceField('toBinary'),
  outputField(['toBinary']),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['toBinary'] } },
    options: [
      addBom,
      {
        displayName: 'Data Is Base64', name: 'dataIsBase64', type: 'boolean', default: true,
        description: 'Whether the field holds base64; when off, its text is written with the chosen encoding',
        displayOptions: { show: { '@version': [1] } },
      },
      encoding({ displayOptions: { hide: { dataIsBase64: [true], '@version': [{ _cnd: { gt: 1 } }] } } }),
      fileName,
      {
        displayName: 'MIME Type', name: 'mimeType', type: 'string', default: '', placeholder: 'e.g. image/png',
        description: 'The MIME type of the file; found from the file name or the content when empty',
      },
    ],
  },
  sourceField('toText'),
  outputField(['toText']),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['toText'] } },
    options: [addBom, encoding(), fileName],
  },
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'All Items to One File', value: 'once' },
      { name: 'Each Item to Separate File', value: 'each' },
    ],
    default: 'once',
    displayOptions: { show: { operation: ['toJson'] } },
  },
  outputField(['toJson']),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['toJson'] } },
    options: [
      addBom,
      { displayName: 'Format', name: 'format', type: 'boolean', default: false, description: 'Whether to indent the JSON so that people can read it' },
      encoding(),
      fileName,
    ],
  },
  ...icalProperties,
];

export const convertToFileDescription: INodeTypeDescription = {
  displayName: 'Convert to File',
  name: CONVERT_TO_FILE_TYPE,
  icon: 'file:convert-to-file.svg',
  group: ['input'],
  version: [1, 1.1],
  subtitle: '={{$parameter["operation"]}}',
  description: 'Turns item data into a file (CSV, spreadsheet, JSON, text, calendar, ...)',
  defaults: { name: 'Convert to File' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['CSV', 'Spreadsheet', 'Excel', 'xls', 'xlsx', 'ods', 'tabular', 'encode', 'encoding', 'Move Binary Data', 'Binary', 'File', 'JSON', 'HTML', 'ICS', 'iCal', 'RTF', '64', 'Base64'],
  },
  properties: convertToFileProperties,
};
