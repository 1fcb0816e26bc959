import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../../locators.js';
import { permissionsProperty, shareOptions } from '../../shared.description.js';
import { driveAndFolder } from './parts.js';

const on = (operation: string) => ({ show: { resource: ['folder'], operation: [operation] } });
const folder = (operation: string): INodeProperties => ({
  displayName: 'Folder', name: 'folderNoRootId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
  displayOptions: on(operation), modes: MODES.folderNoRoot, description: 'The folder',
});

/** Folders: create, delete and share. */
export const folderProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['folder'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a folder', action: 'Create folder' },
      { name: 'Delete', value: 'deleteFolder', description: 'Move a folder to the trash, or delete it for good', action: 'Delete folder' },
      { name: 'Share', value: 'share', description: 'Give people access to a folder', action: 'Share folder' },
    ],
  },
  { displayName: 'Folder Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. New Folder', displayOptions: on('create'), description: 'The name; empty gives "Untitled"' },
  ...driveAndFolder(on('create'), true),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('create'),
    options: [
      { displayName: 'Simplify Output', name: 'simplifyOutput', type: 'boolean', default: true, description: 'Whether to return Drive\'s few default fields instead of the whole folder resource' },
      { displayName: 'Folder Color', name: 'folderColorRgb', type: 'color', default: '', description: 'The folder\'s color, as an RGB hex string (Drive picks the nearest of its palette)' },
    ],
  },
  folder('deleteFolder'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('deleteFolder'),
    options: [{ displayName: 'Delete Permanently', name: 'deletePermanently', type: 'boolean', default: false, description: 'Whether to delete the folder (and what is in it) for good instead of moving it to the trash' }],
  },
  folder('share'),
  permissionsProperty(on('share')),
  shareOptions(on('share')),
];
