import type { INodeProperties } from '@weft/workflow';
import { MODES, MY_DRIVE, ROOT_FOLDER } from '../../locators.js';
import { RETURN_ALL, fieldsOption } from '../../shared.description.js';

const on = { show: { resource: ['fileFolder'], operation: ['search'] } };

const TYPES: Array<[string, string]> = [
  ['[All]', '*'], ['3rd Party Shortcut', 'application/vnd.google-apps.drive-sdk'], ['Audio', 'application/vnd.google-apps.audio'],
  ['Folder', 'application/vnd.google-apps.folder'], ['Google Apps Scripts', 'application/vnd.google-apps.script'],
  ['Google Docs', 'application/vnd.google-apps.document'], ['Google Drawing', 'application/vnd.google-apps.drawing'],
  ['Google Forms', 'application/vnd.google-apps.form'], ['Google Fusion Tables', 'application/vnd.google-apps.fusiontable'],
  ['Google My Maps', 'application/vnd.google-apps.map'], ['Google Sheets', 'application/vnd.google-apps.spreadsheet'],
  ['Google Sites', 'application/vnd.google-apps.sites'], ['Google Slides', 'application/vnd.google-apps.presentation'],
  ['Photo', 'application/vnd.google-apps.photo'], ['Unknown', 'application/vnd.google-apps.unknown'], ['Video', 'application/vnd.google-apps.video'],
];
const types = (withFolder: boolean) => TYPES.filter(([, value]) => withFolder || value !== 'application/vnd.google-apps.folder').map(([name, value]) => ({ name, value }));

/** Search files and folders: by name or with a Drive query, narrowed by place, kind and type. */
export const searchProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'search', displayOptions: { show: { resource: ['fileFolder'] } },
    options: [{ name: 'Search', value: 'search', description: 'Search or list files and folders', action: 'Search files and folders' }],
  },
  {
    displayName: 'Search Method', name: 'searchMethod', type: 'options', default: 'name', displayOptions: on,
    options: [{ name: 'Search File/Folder Name', value: 'name' }, { name: 'Advanced Search', value: 'query' }],
  },
  {
    displayName: 'Search Query', name: 'queryString', type: 'string', default: '', placeholder: 'e.g. My File',
    displayOptions: { show: { searchMethod: ['name'], resource: ['fileFolder'], operation: ['search'] } }, description: 'Part of the name; empty lists everything',
  },
  {
    displayName: 'Query String', name: 'queryString', type: 'string', default: '', placeholder: "e.g. not name contains 'hello'",
    displayOptions: { show: { searchMethod: ['query'], resource: ['fileFolder'], operation: ['search'] } },
    hint: 'A query in Drive\'s search language, e.g. modifiedTime > \'2024-01-01T00:00:00\'',
  },
  { ...RETURN_ALL, displayOptions: on },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 },
    displayOptions: { show: { returnAll: [false], resource: ['fileFolder'], operation: ['search'] } }, description: 'Max number of results to return',
  },
  {
    displayName: 'Filter', name: 'filter', type: 'collection', placeholder: 'Add Filter', default: {}, displayOptions: on,
    options: [
      { displayName: 'Drive', name: 'driveId', type: 'resourceLocator', default: { mode: 'list', value: MY_DRIVE }, required: false, modes: MODES.driveWithMyDrive, description: 'Where to search' },
      {
        displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: ROOT_FOLDER, cachedResultName: '/ (Root folder)' },
        required: false, modes: MODES.folder, description: 'Only what is directly in this folder',
      },
      {
        displayName: 'What to Search', name: 'whatToSearch', type: 'options', default: 'all',
        options: [{ name: 'Files and Folders', value: 'all' }, { name: 'Files', value: 'files' }, { name: 'Folders', value: 'folders' }],
      },
      { displayName: 'File Types', name: 'fileTypes', type: 'multiOptions', default: [], options: types(true), displayOptions: { show: { whatToSearch: ['all'] } } },
      { displayName: 'File Types', name: 'fileTypes', type: 'multiOptions', default: [], options: types(false), displayOptions: { show: { whatToSearch: ['files'] } } },
      { displayName: 'Include Trashed Items', name: 'includeTrashed', type: 'boolean', default: false, description: 'Whether to find items in the trash too' },
    ],
  },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on, options: [fieldsOption()] },
];
