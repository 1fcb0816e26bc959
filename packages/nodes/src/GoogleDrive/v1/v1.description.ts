import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../locators.js';
import {
  CAPABILITIES, COLOR, DOMAIN_ADMIN, HIDDEN, RESTRICTIONS, RETURN_ALL, fieldsOption, permissionsProperty, propertiesOptions,
} from '../shared.description.js';
import { conversionOption } from '../v2/descriptions/parts.js';

/* Versions 1 and 2: files picked by id, a flat options collection shared by several operations. */

const file = (operations: string[]) => ({ show: { operation: operations, resource: ['file'] } });
const boolean = (displayName: string, name: string, description: string, extra: Partial<INodeProperties> = {}): INodeProperties =>
  ({ displayName, name, type: 'boolean', default: false, description, ...extra });
const shareOnly = { show: { '/operation': ['share'], '/resource': ['file', 'folder'] } };

const MIME_TYPES: Array<[string, string]> = [
  ['3rd Party App', 'application/vnd.google-apps.drive-sdk'], ['Audio', 'application/vnd.google-apps.audio'], ['Custom MIME Type', 'custom'],
  ['Google Apps Scripts', 'application/vnd.google-apps.script'], ['Google Docs', 'application/vnd.google-apps.document'],
  ['Google Drawing', 'application/vnd.google-apps.drawing'], ['Google Drive File', 'application/vnd.google-apps.file'],
  ['Google Drive Folder', 'application/vnd.google-apps.folder'], ['Google Forms', 'application/vnd.google-apps.form'],
  ['Google Fusion Tables', 'application/vnd.google-apps.fusiontable'], ['Google My Maps', 'application/vnd.google-apps.map'],
  ['Google Sheets', 'application/vnd.google-apps.spreadsheet'], ['Google Sites', 'application/vnd.google-apps.site'],
  ['Google Slides', 'application/vnd.google-apps.presentation'], ['Photo', 'application/vnd.google-apps.photo'],
  ['Unknown', 'application/vnd.google-apps.unknown'], ['Video', 'application/vnd.google-apps.video'],
];

export const v1Properties: INodeProperties[] = [
  { displayName: 'A newer version of this node is available: add the Google Drive node again to use it.', name: 'oldVersionNotice', type: 'notice', default: '' },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'serviceAccount', displayOptions: { show: { '@version': [1] } },
    options: [{ name: 'Service Account', value: 'serviceAccount' }, { name: 'OAuth2', value: 'oAuth2' }],
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2', displayOptions: { show: { '@version': [2] } },
    options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'file',
    options: [{ name: 'Drive', value: 'drive' }, { name: 'File', value: 'file' }, { name: 'Folder', value: 'folder' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'upload', displayOptions: { show: { resource: ['file'] } },
    options: [
      { name: 'Copy', value: 'copy', description: 'Copy a file', action: 'Copy a file' },
      { name: 'Delete', value: 'delete', description: 'Delete a file', action: 'Delete a file' },
      { name: 'Download', value: 'download', description: 'Download a file', action: 'Download a file' },
      { name: 'List', value: 'list', description: 'List files and folders', action: 'List a file' },
      { name: 'Share', value: 'share', description: 'Share a file', action: 'Share a file' },
      { name: 'Update', value: 'update', description: 'Update a file', action: 'Update a file' },
      { name: 'Upload', value: 'upload', description: 'Upload a file', action: 'Upload a file' },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['folder'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a folder', action: 'Create a folder' },
      { name: 'Delete', value: 'delete', description: 'Delete a folder', action: 'Delete a folder' },
      { name: 'Share', value: 'share', description: 'Share a folder', action: 'Share a folder' },
    ],
  },
  {
    displayName: 'File', name: 'fileId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: file(['download', 'copy', 'update', 'delete', 'share']), modes: MODES.file, description: 'The file',
  },
  {
    displayName: 'Folder', name: 'fileId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { operation: ['delete', 'share'], resource: ['folder'] } }, modes: MODES.folderNoRoot, description: 'The folder',
  },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: file(['download']), hint: 'The name of the output binary field' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file(['download']),
    options: [conversionOption('v1'), { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The name the downloaded file gets' }],
  },
  boolean('Use Query String', 'useQueryString', 'Whether to write a Drive query instead of the filters', { displayOptions: file(['list']) }),
  {
    displayName: 'Query String', name: 'queryString', type: 'string', default: '', placeholder: "name contains 'invoice'",
    displayOptions: { show: { operation: ['list'], useQueryString: [true], resource: ['file'] } }, description: 'A query in Drive\'s search language',
  },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 1000 }, displayOptions: file(['list']), description: 'Max number of results to return' },
  {
    displayName: 'Filters', name: 'queryFilters', placeholder: 'Add Filter', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    displayOptions: { show: { operation: ['list'], useQueryString: [false], resource: ['file'] } },
    options: [
      {
        displayName: 'Name', name: 'name',
        values: [
          {
            displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'contains',
            options: [{ name: 'Contains', value: 'contains' }, { name: 'Is', value: 'is' }, { name: 'Is Not', value: 'isNot' }],
          },
          { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The name to compare with' },
        ],
      },
      {
        displayName: 'Mime Type', name: 'mimeType',
        values: [
          { displayName: 'Mime Type', name: 'mimeType', type: 'options', default: 'application/vnd.google-apps.file', options: MIME_TYPES.map(([name, value]) => ({ name, value })) },
          { displayName: 'Custom Mime Type', name: 'customMimeType', type: 'string', default: '', displayOptions: { show: { mimeType: ['custom'] } }, description: 'e.g. image/png' },
        ],
      },
    ],
  },
  permissionsProperty({ show: { resource: ['file', 'folder'], operation: ['share'] } }),
  boolean('Binary File', 'binaryData', 'Whether the content comes from binary data of the item', { displayOptions: file(['upload']) }),
  {
    displayName: 'File Content', name: 'fileContent', type: 'string', default: '', displayOptions: { show: { operation: ['upload'], resource: ['file'], binaryData: [false] } },
    placeholder: '', description: 'The text of the file',
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { operation: ['upload'], resource: ['file'], binaryData: [true] } }, hint: 'The name of the input binary field with the file',
  },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file(['update']),
    options: [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'The new name of the file' },
      boolean('Keep Revision Forever', 'keepRevisionForever', 'Whether to keep this revision forever'),
      boolean('Move to Trash', 'trashed', 'Whether to move the file to the trash'),
      { displayName: 'OCR Language', name: 'ocrLanguage', type: 'string', default: '', description: 'The language (ISO 639-1) for reading text in images' },
      { displayName: 'Parent ID', name: 'parentId', type: 'string', default: '', description: 'The folder to move the file to' },
      boolean('Use Content As Indexable Text', 'useContentAsIndexableText', 'Whether to use the content as the text Drive searches'),
    ],
  },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file(['update']), options: [fieldsOption()] },
  { displayName: 'File Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoice_1.pdf', displayOptions: file(['upload']), description: 'The name of the file in Drive' },
  boolean('Resolve Data', 'resolveData', 'Whether to return all of the uploaded file\'s fields instead of its ID and name', { displayOptions: file(['upload']) }),
  {
    displayName: 'Parents', name: 'parents', type: 'string', typeOptions: { multipleValues: true }, default: [], displayOptions: file(['upload']),
    description: 'The ID of the folder to put the file in (My Drive\'s root when none)',
  },
  {
    displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoices',
    displayOptions: { show: { operation: ['create'], resource: ['folder'] } }, description: 'The name of the folder',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { '/operation': ['copy', 'list', 'share', 'create'], '/resource': ['file', 'folder'] } },
    options: [
      { displayName: 'Email Message', name: 'emailMessage', type: 'string', default: '', displayOptions: shareOnly, description: 'A message for the notification email' },
      boolean('Enforce Single Parent', 'enforceSingleParent', 'Whether a shared item keeps a single parent', { displayOptions: shareOnly }),
      fieldsOption({ displayOptions: { show: { '/operation': ['list', 'copy'] } } }),
      boolean('Move To New Owners Root', 'moveToNewOwnersRoot', 'Whether an ownership transfer moves the item to the new owner\'s root', { displayOptions: shareOnly }),
      boolean('Send Notification Email', 'sendNotificationEmail', 'Whether to email the people it is shared with', { displayOptions: shareOnly }),
      boolean('Supports All Drives', 'supportsAllDrives', 'Whether the item may be in a shared drive', { displayOptions: shareOnly }),
      boolean('Transfer Ownership', 'transferOwnership', 'Whether to make the user the new owner', { displayOptions: shareOnly }),
      { ...DOMAIN_ADMIN, displayOptions: shareOnly },
      { displayName: 'Name', name: 'name', type: 'string', default: '', displayOptions: { show: { '/operation': ['copy'], '/resource': ['file'] } }, description: 'The name of the copy' },
      {
        displayName: 'Parents', name: 'parents', type: 'string', typeOptions: { multipleValues: true }, default: [],
        displayOptions: { show: { '/operation': ['copy', 'create'], '/resource': ['file', 'folder'] } }, description: 'The ID of the folder to put it in',
      },
      {
        displayName: 'Spaces', name: 'spaces', type: 'multiOptions', default: [], displayOptions: { show: { '/operation': ['list'], '/resource': ['file'] } },
        options: [{ name: '[All]', value: '*' }, { name: 'App Data Folder', value: 'appDataFolder' }, { name: 'Drive', value: 'drive' }, { name: 'Photos', value: 'photos' }],
        description: 'Where to look',
      },
      {
        displayName: 'Corpora', name: 'corpora', type: 'options', default: '', displayOptions: { show: { '/operation': ['list'], '/resource': ['file'] } },
        options: [{ name: 'User', value: 'user' }, { name: 'Domain', value: 'domain' }, { name: 'Drive', value: 'drive' }, { name: 'All Drives', value: 'allDrives' }],
        description: 'Which bodies of items to search',
      },
      {
        displayName: 'Drive ID', name: 'driveId', type: 'string', default: '', displayOptions: { show: { '/operation': ['list'], '/resource': ['file'], corpora: ['drive'] } },
        description: 'The shared drive to search',
      },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['drive'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a drive', action: 'Create a drive' },
      { name: 'Delete', value: 'delete', description: 'Delete a drive', action: 'Delete a drive' },
      { name: 'Get', value: 'get', description: 'Get a drive', action: 'Get a drive' },
      { name: 'List', value: 'list', description: 'List all drives', action: 'List all drives' },
      { name: 'Update', value: 'update', description: 'Update a drive', action: 'Update a drive' },
    ],
  },
  {
    displayName: 'Drive', name: 'driveId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { operation: ['delete', 'get', 'update'], resource: ['drive'] } }, modes: MODES.drive, description: 'The shared drive',
  },
  { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'Invoices', displayOptions: { show: { operation: ['create'], resource: ['drive'] } }, description: 'The name of the drive' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['create'], resource: ['drive'] } },
    options: [CAPABILITIES, COLOR, { displayName: 'Created Time', name: 'createdTime', type: 'dateTime', default: '', description: 'When the drive was created (read by Drive, not set)' }, HIDDEN, RESTRICTIONS],
  },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['get'], resource: ['drive'] } }, options: [DOMAIN_ADMIN] },
  { ...RETURN_ALL, displayOptions: { show: { operation: ['list'], resource: ['drive'] } } },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 200 },
    displayOptions: { show: { operation: ['list'], resource: ['drive'], returnAll: [false] } }, description: 'Max number of results to return',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['list'], resource: ['drive'] } },
    options: [{ displayName: 'Query', name: 'q', type: 'string', default: '', description: 'A Drive search query on the drives' }, DOMAIN_ADMIN],
  },
  {
    displayName: 'Update Fields', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['update'], resource: ['drive'] } },
    options: [COLOR, { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name of the drive' }, RESTRICTIONS],
  },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: file(['upload']), options: propertiesOptions() },
];
