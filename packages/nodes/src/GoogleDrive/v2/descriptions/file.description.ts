import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../../locators.js';
import { fieldsOption, permissionsProperty, propertiesOptions, shareOptions } from '../../shared.description.js';
import { conversionOption, driveAndFolder, uploadOptions } from './parts.js';

const on = (operation: string) => ({ show: { resource: ['file'], operation: [operation] } });
const fileId = (operation: string): INodeProperties => ({
  displayName: 'File', name: 'fileId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
  displayOptions: on(operation), modes: MODES.file, description: 'The file',
});
const options = (operation: string, list: INodeProperties[]): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(operation), options: list,
});

/** Files: copy, create from text, delete, download, move, share, update and upload. */
export const fileProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'upload', displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Copy', value: 'copy', description: 'Create a copy of a file', action: 'Copy file' },
      { name: 'Create From Text', value: 'createFromText', description: 'Create a file from a text', action: 'Create file from text' },
      { name: 'Delete', value: 'deleteFile', description: 'Move a file to the trash, or delete it for good', action: 'Delete a file' },
      { name: 'Download', value: 'download', description: 'Download a file as binary data', action: 'Download file' },
      { name: 'Move', value: 'move', description: 'Move a file to another folder', action: 'Move file' },
      { name: 'Share', value: 'share', description: 'Give people access to a file', action: 'Share file' },
      { name: 'Update', value: 'update', description: 'Change a file\'s name, content or properties', action: 'Update file' },
      { name: 'Upload', value: 'upload', description: 'Upload binary data as a file', action: 'Upload file' },
    ],
  },
  // Copy
  fileId('copy'),
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My File', displayOptions: on('copy'), description: 'The copy\'s name; empty keeps Drive\'s "Copy of <name>"' },
  { displayName: 'Copy In The Same Folder', name: 'sameFolder', type: 'boolean', default: true, displayOptions: on('copy'), description: 'Whether the copy goes beside the original' },
  ...driveAndFolder({ show: { sameFolder: [false], resource: ['file'], operation: ['copy'] } }, true),
  options('copy', [
    { displayName: 'Copy Requires Writer Permissions', name: 'copyRequiresWriterPermission', type: 'boolean', default: false, description: 'Whether readers and commenters may not copy, print or download the copy' },
    { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'A short description of the copy' },
  ]),
  // Delete
  fileId('deleteFile'),
  options('deleteFile', [{ displayName: 'Delete Permanently', name: 'deletePermanently', type: 'boolean', default: false, description: 'Whether to delete the file for good instead of moving it to the trash' }]),
  // Create from text
  { displayName: 'File Content', name: 'content', type: 'string', default: '', typeOptions: { rows: 2 }, displayOptions: on('createFromText'), description: 'The text of the file' },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My New File', displayOptions: on('createFromText'), description: 'The file\'s name; empty gives "Untitled"' },
  ...driveAndFolder(on('createFromText'), false),
  options('createFromText', [
    ...propertiesOptions(),
    ...uploadOptions(),
    { displayName: 'Convert to Google Document', name: 'convertToGoogleDocument', type: 'boolean', default: false, description: 'Whether to make a Google Docs document instead of a text file' },
  ]),
  // Download
  fileId('download'),
  options('download', [
    { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', hint: 'The name of the output binary field to put the file in' },
    conversionOption('v3'),
    { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The name the downloaded file gets; empty keeps the name in Drive' },
  ]),
  // Move
  fileId('move'),
  ...driveAndFolder(on('move'), true),
  // Share
  fileId('share'),
  permissionsProperty(on('share')),
  shareOptions(on('share')),
  // Update
  fileId('update'),
  { displayName: 'Change File Content', name: 'changeFileContent', type: 'boolean', default: false, displayOptions: on('update'), description: 'Whether to replace the file\'s content with binary data of the item' },
  {
    displayName: 'Input Data Field Name', name: 'inputDataFieldName', type: 'string', default: 'data', placeholder: 'e.g. data',
    displayOptions: { show: { changeFileContent: [true], resource: ['file'], operation: ['update'] } }, hint: 'The name of the input binary field with the new content',
  },
  { displayName: 'New Updated File Name', name: 'newUpdatedFileName', type: 'string', default: '', placeholder: 'e.g. My New File', displayOptions: on('update'), description: 'The file\'s new name; empty keeps the name' },
  options('update', [
    ...propertiesOptions(),
    ...uploadOptions(),
    { displayName: 'Move to Trash', name: 'trashed', type: 'boolean', default: false, description: 'Whether to move the file to the trash' },
    fieldsOption(),
  ]),
  // Upload
  {
    displayName: 'Input Data Field Name', name: 'inputDataFieldName', type: 'string', default: 'data', required: true, placeholder: 'e.g. data',
    displayOptions: on('upload'), hint: 'The name of the input binary field with the file to upload',
  },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. My New File', displayOptions: on('upload'), description: 'The name in Drive; empty keeps the binary data\'s file name' },
  ...driveAndFolder(on('upload'), true),
  options('upload', [
    ...propertiesOptions(),
    ...uploadOptions(),
    { displayName: 'Simplify Output', name: 'simplifyOutput', type: 'boolean', default: true, description: 'Whether to return Drive\'s few default fields instead of the whole file resource' },
  ]),
];
