import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const FORMATS = [
  { name: 'Gzip', value: 'gzip', description: 'One .gz file per input file' },
  { name: 'Zip', value: 'zip', description: 'All input files in one .zip archive' },
];

const properties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'decompress',
    options: [
      { name: 'Compress', value: 'compress', action: 'Compress file(s)', description: 'Pack files into a zip or gzip' },
      { name: 'Decompress', value: 'decompress', action: 'Decompress file(s)', description: 'Unpack zip and gzip files' },
    ],
  },
  {
    displayName: 'Input Binary Field(s)', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, placeholder: 'e.g. data,data2',
    displayOptions: { show: { operation: ['compress'] } },
    hint: 'The binary fields holding the files to pack, separated by commas',
  },
  {
    displayName: 'Input Binary Field(s)', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, placeholder: 'e.g. data',
    displayOptions: { show: { operation: ['decompress'] } },
    hint: 'The binary fields holding the archives to unpack, separated by commas',
  },
  {
    displayName: 'Output Format', name: 'outputFormat', type: 'options', default: '', options: FORMATS,
    displayOptions: { show: { operation: ['compress'], '@version': [1] } },
  },
  {
    displayName: 'Output Format', name: 'outputFormat', type: 'options', default: 'zip', options: FORMATS,
    displayOptions: { show: { operation: ['compress'] }, hide: { '@version': [1] } },
  },
  {
    displayName: 'File Name', name: 'fileName', type: 'string', default: '', required: true, placeholder: 'e.g. data.zip',
    displayOptions: { show: { operation: ['compress'], outputFormat: ['zip'] } },
    description: 'The name of the zip file made',
  },
  {
    displayName: 'Put Output File in Field', name: 'binaryPropertyOutput', type: 'string', default: 'data',
    displayOptions: { show: { outputFormat: ['zip'], operation: ['compress'] } },
    hint: 'The binary field of the output item to put the zip file in',
  },
  {
    displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. data.txt',
    displayOptions: { show: { operation: ['compress'], outputFormat: ['gzip'] }, hide: { '@version': [1] } },
    description: 'The name of the gzip files made (".gz" is added); by default the input file\'s name',
  },
  {
    displayName: 'Put Output File in Field', name: 'binaryPropertyOutput', type: 'string', default: 'data',
    displayOptions: { show: { outputFormat: ['gzip'], operation: ['compress'] }, hide: { '@version': [1] } },
    hint: 'The binary field for the first gzip file; the next ones get 1, 2, ... added',
  },
  {
    displayName: 'Output Prefix', name: 'outputPrefix', type: 'string', default: 'data', required: true,
    displayOptions: { show: { operation: ['compress'], outputFormat: ['gzip'], '@version': [1] } },
    description: 'The start of the binary fields for the gzip files (0, 1, ... is added)',
  },
  {
    displayName: 'Output File Prefix', name: 'outputPrefix', type: 'string', default: 'file_', required: true,
    displayOptions: { show: { operation: ['decompress'] } },
    description: 'The start of the binary fields for the unpacked files (0, 1, ... is added)',
  },
];

export const compressionDescription: INodeTypeDescription = {
  displayName: 'Compression',
  name: 'n8n-nodes-base.compression',
  icon: 'file:compression.svg',
  group: ['transform'],
  version: [1, 1.1],
  subtitle: '={{$parameter["operation"]}}',
  description: 'Packs files into zip or gzip archives and unpacks them',
  defaults: { name: 'Compression' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['Zip', 'Gzip', 'uncompress', 'compress', 'decompress', 'archive', 'unzip', 'Binary', 'Files', 'File'],
  },
  properties,
};
