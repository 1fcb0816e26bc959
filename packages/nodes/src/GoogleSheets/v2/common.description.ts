import type { INodeProperties } from '@weft/workflow';
import { MODES } from './locator-modes.js';

/** What every sheet operation starts with: authentication, resource, operation, document and sheet. */
export const commonProperties: INodeProperties[] = [
  {
    displayName: 'Tip: an AI agent can use this node as a tool to read and write your sheets', name: 'preBuiltAgentsCalloutGoogleSheets', type: 'callout', default: '',
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
    options: [{ name: 'Service Account', value: 'serviceAccount' }, { name: 'OAuth2 (recommended)', value: 'oAuth2' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'sheet',
    noDataExpression: true,
    options: [{ name: 'Document', value: 'spreadsheet' }, { name: 'Sheet Within Document', value: 'sheet' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'read',
    noDataExpression: true,
    displayOptions: { show: { resource: ['sheet'] } },
    options: [{ name: 'Append or Update Row', value: 'appendOrUpdate' }, { name: 'Append Row', value: 'append' }, { name: 'Clear', value: 'clear' }, { name: 'Create', value: 'create' }, { name: 'Delete', value: 'remove' }, { name: 'Delete Rows or Columns', value: 'delete' }, { name: 'Get Row(s)', value: 'read' }, { name: 'Update Row', value: 'update' }],
  },
  {
    displayName: 'Document', name: 'documentId', type: 'resourceLocator', default: { mode: 'list', value: '' },
    required: true,
    displayOptions: { show: { resource: ['sheet'] } },
    modes: [MODES.documentId.list, MODES.documentId.url, MODES.documentId.id],
  },
  {
    displayName: 'Sheet', name: 'sheetName', type: 'resourceLocator', default: { mode: 'list', value: '' },
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['append', 'appendOrUpdate', 'clear', 'delete', 'read', 'remove', 'update'] } },
    typeOptions: { loadOptionsDependsOn: ['documentId.value'] },
    modes: [MODES.sheetName.list, MODES.sheetName.url, MODES.sheetName.id, MODES.sheetName.name],
  },
];
