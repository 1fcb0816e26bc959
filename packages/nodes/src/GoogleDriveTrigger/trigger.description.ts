import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../GoogleDrive/locators.js';
import { pollTimesProperty } from '../shared/poll-times.description.js';

const FILE_TYPES: Array<[string, string]> = [
  ['[All]', 'all'], ['Audio', 'application/vnd.google-apps.audio'], ['Google Docs', 'application/vnd.google-apps.document'],
  ['Google Drawings', 'application/vnd.google-apps.drawing'], ['Google Slides', 'application/vnd.google-apps.presentation'],
  ['Google Spreadsheets', 'application/vnd.google-apps.spreadsheet'], ['Photos and Images', 'application/vnd.google-apps.photo'],
  ['Videos', 'application/vnd.google-apps.video'],
];

/** The trigger's parameters: poll times, what to watch (a file, a folder, a drive) and which changes count. */
export const triggerProperties: INodeProperties[] = [
  pollTimesProperty,
  {
    displayName: 'Credential Type', name: 'authentication', type: 'options', default: 'oAuth2',
    options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
  },
  {
    displayName: 'Trigger On', name: 'triggerOn', type: 'options', required: true, default: '',
    options: [{ name: 'Changes to a Specific File', value: 'specificFile' }, { name: 'Changes Involving a Specific Folder', value: 'specificFolder' }],
  },
  {
    displayName: 'File', name: 'fileToWatch', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { triggerOn: ['specificFile'] } }, modes: MODES.file, description: 'The file to watch',
  },
  {
    displayName: 'Watch For', name: 'event', type: 'options', required: true, default: 'fileUpdated', displayOptions: { show: { triggerOn: ['specificFile'] } },
    options: [{ name: 'File Updated', value: 'fileUpdated' }],
  },
  {
    displayName: 'Folder', name: 'folderToWatch', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { triggerOn: ['specificFolder'] } }, modes: MODES.folderNoRoot, description: 'The folder to watch',
  },
  {
    displayName: 'Watch For', name: 'event', type: 'options', required: true, default: '', displayOptions: { show: { triggerOn: ['specificFolder'] } },
    options: [
      { name: 'File Created', value: 'fileCreated', description: 'A file is created in the folder' },
      { name: 'File Updated', value: 'fileUpdated', description: 'A file in the folder is changed' },
      { name: 'Folder Created', value: 'folderCreated', description: 'A folder is created in the folder' },
      { name: 'Folder Updated', value: 'folderUpdated', description: 'A folder in the folder is changed' },
      { name: 'Watch Folder Updated', value: 'watchFolderUpdated', description: 'The watched folder itself is changed' },
    ],
  },
  {
    displayName: 'Only what is directly in the folder is watched, not what is in its subfolders', name: 'asas', type: 'notice', default: '',
    displayOptions: { show: { triggerOn: ['specificFolder'] }, hide: { event: ['watchFolderUpdated'] } },
  },
  {
    displayName: 'Drive To Watch', name: 'driveToWatch', type: 'options', required: true, default: 'root',
    displayOptions: { show: { triggerOn: ['anyFileFolder'] } }, typeOptions: { loadOptionsMethod: 'getDrives' }, description: 'The drive to watch',
  },
  {
    displayName: 'Watch For', name: 'event', type: 'options', required: true, default: 'fileCreated', displayOptions: { show: { triggerOn: ['anyFileFolder'] } },
    options: [
      { name: 'File Created', value: 'fileCreated' }, { name: 'File Updated', value: 'fileUpdated' },
      { name: 'Folder Created', value: 'folderCreated' }, { name: 'Folder Updated', value: 'folderUpdated' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { event: ['fileCreated', 'fileUpdated'] }, hide: { triggerOn: ['specificFile'] } },
    options: [{
      displayName: 'File Type', name: 'fileType', type: 'options', default: 'all', options: FILE_TYPES.map(([name, value]) => ({ name, value })),
      description: 'Only files of this type',
    }],
  },
];
