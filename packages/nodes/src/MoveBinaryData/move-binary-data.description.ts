import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { MOVE_BINARY_ENCODINGS } from './encodings.js';

const BOM_AWARE = ['utf8', 'cesu8', 'ucs2'];

const properties: INodeProperties[] = [
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'binaryToJson',
    options: [
      { name: 'Binary to JSON', value: 'binaryToJson', description: 'Read a file of the item into its JSON' },
      { name: 'JSON to Binary', value: 'jsonToBinary', description: 'Make a file of the item\'s JSON' },
    ],
    description: 'Which way to convert',
  },
  {
    displayName: 'Set All Data', name: 'setAllData', type: 'boolean', default: true,
    displayOptions: { show: { mode: ['binaryToJson'] } },
    description: 'Whether the file holds JSON that becomes the whole item, or text put into one field',
  },
  {
    displayName: 'Source Key', name: 'sourceKey', type: 'string', default: 'data', required: true, placeholder: 'data',
    displayOptions: { show: { mode: ['binaryToJson'] } },
    description: 'The binary field holding the file (dots reach into nested fields)',
  },
  {
    displayName: 'Destination Key', name: 'destinationKey', type: 'string', default: 'data', required: true, placeholder: 'data',
    displayOptions: { show: { mode: ['binaryToJson'], setAllData: [false] } },
    description: 'The JSON field to put the file\'s content in (dots reach into nested fields)',
  },
  {
    displayName: 'Convert All Data', name: 'convertAllData', type: 'boolean', default: true,
    displayOptions: { show: { mode: ['jsonToBinary'] } },
    description: 'Whether the whole JSON of the item becomes the file, or only one field',
  },
  {
    displayName: 'Source Key', name: 'sourceKey', type: 'string', default: 'data', required: true, placeholder: 'data',
    displayOptions: { show: { convertAllData: [false], mode: ['jsonToBinary'] } },
    description: 'The JSON field to make the file of (dots reach into nested fields)',
  },
  {
    displayName: 'Destination Key', name: 'destinationKey', type: 'string', default: 'data', required: true, placeholder: 'data',
    displayOptions: { show: { mode: ['jsonToBinary'] } },
    description: 'The binary field to put the file in (dots reach into nested fields)',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    options: [
      {
        displayName: 'Add Byte Order Mark (BOM)', name: 'addBOM', type: 'boolean', default: false,
        displayOptions: { show: { '/mode': ['jsonToBinary'], encoding: BOM_AWARE } },
        description: 'Whether the file starts with a byte order mark',
      },
      {
        displayName: 'Data Is Base64', name: 'dataIsBase64', type: 'boolean', default: false,
        displayOptions: { hide: { useRawData: [true] }, show: { '/mode': ['jsonToBinary'], '/convertAllData': [false] } },
        description: 'Whether the field holds the file\'s bytes as base64 (they are decoded as they are)',
      },
      {
        displayName: 'Encoding', name: 'encoding', type: 'options', default: 'utf8',
        displayOptions: { show: { '/mode': ['binaryToJson', 'jsonToBinary'] } },
        options: MOVE_BINARY_ENCODINGS.map((value) => ({ name: value, value })),
        description: 'The text encoding of the file',
      },
      {
        displayName: 'Strip BOM', name: 'stripBOM', type: 'boolean', default: true,
        displayOptions: { show: { '/mode': ['binaryToJson'], encoding: BOM_AWARE } },
        description: 'Whether a byte order mark at the start of the file is left out of the text',
      },
      {
        displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'example.json',
        displayOptions: { show: { '/mode': ['jsonToBinary'] } },
        description: 'The name of the file made',
      },
      {
        displayName: 'JSON Parse', name: 'jsonParse', type: 'boolean', default: false,
        displayOptions: { hide: { keepAsBase64: [true] }, show: { '/mode': ['binaryToJson'], '/setAllData': [false] } },
        description: 'Whether the file\'s text is read as JSON before it is put in the field',
      },
      {
        displayName: 'Keep Source', name: 'keepSource', type: 'boolean', default: false,
        description: 'Whether the converted field stays on the item',
      },
      {
        displayName: 'Keep As Base64', name: 'keepAsBase64', type: 'boolean', default: false,
        displayOptions: { hide: { jsonParse: [true] }, show: { '/mode': ['binaryToJson'], '/setAllData': [false] } },
        description: 'Whether the field gets the file\'s bytes as base64 instead of its text',
      },
      {
        displayName: 'MIME Type', name: 'mimeType', type: 'string', default: 'application/json', placeholder: 'application/json',
        displayOptions: { show: { '/mode': ['jsonToBinary'] } },
        description: 'The MIME type of the file made',
      },
      {
        displayName: 'Use Raw Data', name: 'useRawData', type: 'boolean', default: false,
        displayOptions: { hide: { dataIsBase64: [true] }, show: { '/mode': ['jsonToBinary'] } },
        description: 'Whether a text field is written as it is, without JSON quotes',
      },
    ],
  },
];

export const moveBinaryDataDescription: INodeTypeDescription = {
  displayName: 'Convert to/from binary data',
  name: 'n8n-nodes-base.moveBinaryData',
  icon: 'file:move-binary-data.svg',
  hidden: true,
  group: ['transform'],
  version: [1, 1.1],
  subtitle: '={{$parameter["mode"]==="binaryToJson" ? "Binary to JSON" : "JSON to Binary"}}',
  description: 'Moves data between an item\'s JSON and its files (replaced by Convert to File and Extract from File)',
  defaults: { name: 'Convert to/from binary data' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Files'] } },
  properties,
};
