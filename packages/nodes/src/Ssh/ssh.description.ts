import type { INodeProperties } from '@weft/workflow';

const COMMAND = { show: { resource: ['command'], operation: ['execute'] } };

/** The SSH node's parameters, as n8n saves them. */
export const sshProperties: INodeProperties[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'password',
    options: [{ name: 'Password', value: 'password' }, { name: 'Private Key', value: 'privateKey' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'command', noDataExpression: true,
    options: [{ name: 'Command', value: 'command' }, { name: 'File', value: 'file' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'execute', noDataExpression: true,
    displayOptions: { show: { resource: ['command'] } },
    options: [{ name: 'Execute', value: 'execute', description: 'Run a command on the host', action: 'Execute a command' }],
  },
  {
    displayName: 'Command', name: 'command', type: 'string', default: '', displayOptions: COMMAND, placeholder: 'ls -la',
    description: 'What the login\'s shell on the host runs. Runs only where the administrator set WEFT_EXECUTE_COMMAND_ENABLED=true',
  },
  {
    displayName: 'Working Directory', name: 'cwd', type: 'string', default: '/', required: true, displayOptions: COMMAND,
    description: 'The folder the command starts in; ~/ is the login\'s home folder',
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'upload', noDataExpression: true,
    displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Download', value: 'download', description: 'Read a file of the host into a binary field', action: 'Download a file' },
      { name: 'Upload', value: 'upload', description: 'Write a binary field as a file on the host', action: 'Upload a file' },
    ],
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { operation: ['upload'], resource: ['file'] } },
    hint: 'The binary field of the input item that holds the file to upload',
  },
  {
    displayName: 'Target Directory', name: 'path', type: 'string', default: '', required: true, placeholder: '/home/user',
    displayOptions: { show: { resource: ['file'], operation: ['upload'] } },
    description: 'The folder the file goes to, under the binary data\'s file name unless Options set another',
  },
  {
    displayName: 'Path', name: 'path', type: 'string', default: '', required: true, placeholder: '/home/user/report.csv',
    displayOptions: { show: { resource: ['file'], operation: ['download'] } },
    description: 'The full path of the file to download, its name included',
  },
  {
    displayName: 'File Property', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { resource: ['file'], operation: ['download'] } },
    description: 'The binary field the downloaded file is put in',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add option',
    displayOptions: { show: { resource: ['file'], operation: ['upload', 'download'] } },
    options: [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'A file name used instead of the binary data\'s (upload) or the path\'s (download)' },
    ],
  },
];
