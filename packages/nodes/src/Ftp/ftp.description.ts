import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const on = (operation: string, extra: Record<string, unknown[]> = {}) => ({ show: { operation: [operation], ...extra } });

const deleteProperties: INodeProperties[] = [
  {
    displayName: 'Path', name: 'path', type: 'string', default: '', required: true, displayOptions: on('delete'),
    placeholder: '/exports/old-report.csv', description: 'Where the file or folder is on the server, from the root or from the sign-in folder',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('delete'),
    options: [
      { displayName: 'Folder', name: 'folder', type: 'boolean', default: false, description: 'Whether the path is a folder (removed instead of a file)' },
      {
        displayName: 'Recursive', name: 'recursive', type: 'boolean', default: false, displayOptions: { show: { folder: [true] } },
        description: 'Whether everything inside the folder goes too; off, only an empty folder can be removed',
      },
    ],
  },
];

const downloadProperties: INodeProperties[] = [
  {
    displayName: 'Path', name: 'path', type: 'string', default: '', required: true, displayOptions: on('download'),
    placeholder: '/exports/report.csv', description: 'The file to fetch from the server',
  },
  {
    displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: on('download'), hint: 'The binary field the downloaded file is written to',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('download'),
    options: [
      {
        displayName: 'Enable Concurrent Reads', name: 'enableConcurrentReads', type: 'boolean', default: false,
        description: 'Whether SFTP downloads read several parts of the file at once (faster on slow links; some servers refuse it)',
      },
      {
        displayName: 'Max Concurrent Reads', name: 'maxConcurrentReads', type: 'number', default: 5,
        displayOptions: { show: { enableConcurrentReads: [true] } }, description: 'How many parts are read at the same time',
      },
      {
        displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 64,
        displayOptions: { show: { enableConcurrentReads: [true] } }, description: 'The size of each part, in KB',
      },
    ],
  },
];

const renameProperties: INodeProperties[] = [
  {
    displayName: 'Old Path', name: 'oldPath', type: 'string', default: '', required: true, displayOptions: on('rename'),
    placeholder: '/inbox/report.csv', description: 'The file or folder to rename or move',
  },
  {
    displayName: 'New Path', name: 'newPath', type: 'string', default: '', required: true, displayOptions: on('rename'),
    placeholder: '/archive/2024/report.csv', description: 'Its new name, with the folder it goes to',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('rename'),
    options: [
      {
        displayName: 'Create Directories', name: 'createDirectories', type: 'boolean', default: false,
        description: 'Whether missing folders of the new path are made first',
      },
    ],
  },
];

const uploadProperties: INodeProperties[] = [
  {
    displayName: 'Path', name: 'path', type: 'string', default: '', required: true, displayOptions: on('upload'),
    placeholder: '/inbox/report.csv', description: 'Where the file is written on the server (missing folders are made)',
  },
  {
    displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: true, displayOptions: on('upload'),
    description: 'Whether the file comes from a binary field of the item; off, the text of File Content is written',
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: on('upload', { binaryData: [true] }), hint: 'The binary field holding the file to upload',
  },
  {
    displayName: 'File Content', name: 'fileContent', type: 'string', default: '', displayOptions: on('upload', { binaryData: [false] }),
    description: 'The text written to the file (UTF-8)',
  },
];

const listProperties: INodeProperties[] = [
  {
    displayName: 'Path', name: 'path', type: 'string', default: '/', required: true, displayOptions: on('list'),
    description: 'The folder whose entries are listed',
  },
  {
    displayName: 'Recursive', name: 'recursive', type: 'boolean', default: false, required: true, displayOptions: on('list'),
    description: 'Whether the entries of every folder inside are listed too',
  },
];

/** n8n's FTP node, version 1: files on an FTP or SFTP server. */
export const ftpDescription: INodeTypeDescription = {
  displayName: 'FTP',
  name: 'n8n-nodes-base.ftp',
  icon: 'file:ftp.svg',
  group: ['input'],
  version: 1,
  subtitle: '={{$parameter["protocol"] + ": " + $parameter["operation"]}}',
  description: 'Lists, fetches, stores, renames and removes files on an FTP or SFTP server',
  defaults: { name: 'FTP' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'ftp', required: true, testedBy: 'ftpConnectionTest', displayOptions: { show: { protocol: ['ftp'] } } },
    { name: 'sftp', required: true, testedBy: 'sftpConnectionTest', displayOptions: { show: { protocol: ['sftp'] } } },
  ],
  codex: { categories: ['Core Nodes', 'Data & Storage'], alias: ['ftp', 'sftp', 'file transfer', 'upload', 'download'] },
  properties: [
    {
      displayName: 'Protocol', name: 'protocol', type: 'options', default: 'ftp', description: 'How the server is reached',
      options: [
        { name: 'FTP', value: 'ftp', description: 'File Transfer Protocol (port 21)' },
        { name: 'SFTP', value: 'sftp', description: 'Files over SSH (port 22)' },
      ],
    },
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'download',
      options: [
        { name: 'Delete', value: 'delete', description: 'Remove a file or a folder', action: 'Delete a file or folder' },
        { name: 'Download', value: 'download', description: 'Fetch a file into a binary field', action: 'Download a file' },
        { name: 'List', value: 'list', description: 'List the entries of a folder', action: 'List a folder' },
        { name: 'Rename', value: 'rename', description: 'Rename or move a file or folder', action: 'Rename or move a file or folder' },
        { name: 'Upload', value: 'upload', description: 'Write a file to the server', action: 'Upload a file' },
      ],
    },
    ...deleteProperties,
    ...downloadProperties,
    ...renameProperties,
    ...uploadProperties,
    ...listProperties,
  ],
};
