import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

export const READ_WRITE_FILE_TYPE = 'n8n-nodes-base.readWriteFile';

const properties: INodeProperties[] = [
  {
    displayName: 'Files are read from and written to the folder for files set on this instance (WEFT_FILES_FOLDER, by default "files" in the user folder). Relative paths are taken from that folder.',
    name: 'info',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Read File(s) From Disk', value: 'read', action: 'Read file(s) from disk', description: 'Read one file, or every file matching a pattern' },
      { name: 'Write File to Disk', value: 'write', action: 'Write file to disk', description: 'Write the binary data of each item to a file' },
    ],
    default: 'read',
  },
  {
    displayName: 'File(s) Selector',
    name: 'fileSelector',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. reports/*.csv',
    description: 'The file to read, or a pattern: * any characters in a name, ** any folders, ? one character, [abc] one of a set',
    displayOptions: { show: { operation: ['read'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['read'] } },
    options: [
      { displayName: 'File Extension', name: 'fileExtension', type: 'string', default: '', placeholder: 'e.g. zip', description: 'The extension to give the file in the output' },
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. data.zip', description: 'The name to give the file in the output' },
      { displayName: 'MIME Type', name: 'mimeType', type: 'string', default: '', placeholder: 'e.g. application/zip', description: 'The MIME type to give the file in the output; found from its name or content when empty' },
      { displayName: 'Put Output File in Field', name: 'dataPropertyName', type: 'string', default: 'data', placeholder: 'e.g. data', description: 'The binary field of the output item to put the file in' },
    ],
  },
  {
    displayName: 'File Path and Name',
    name: 'fileName',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. exports/report.csv',
    description: 'Where to write the file; missing folders are created',
    displayOptions: { show: { operation: ['write'] } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'dataPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    placeholder: 'e.g. data',
    hint: 'The name of the input binary field holding the file to write',
    displayOptions: { show: { operation: ['write'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { operation: ['write'] } },
    options: [
      { displayName: 'Append', name: 'append', type: 'boolean', default: false, description: 'Whether to add to the end of an existing file instead of replacing it' },
    ],
  },
];

export const readWriteFileDescription: INodeTypeDescription = {
  displayName: 'Read/Write Files from Disk',
  name: READ_WRITE_FILE_TYPE,
  icon: 'file:read-write-file.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["operation"] === "read" ? "Read from disk" : "Write to disk"}}',
  description: 'Reads files from and writes files to the server\'s disk, inside the folder for files',
  defaults: { name: 'Read/Write Files from Disk' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['Binary', 'File', 'Text', 'Open', 'Import', 'Save', 'Export', 'Disk', 'Transfer'],
  },
  properties,
};
