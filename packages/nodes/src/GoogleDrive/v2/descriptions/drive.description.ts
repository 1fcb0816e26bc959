import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../../locators.js';
import { CAPABILITIES, COLOR, DOMAIN_ADMIN, HIDDEN, RESTRICTIONS, RETURN_ALL } from '../../shared.description.js';

const on = (operation: string) => ({ show: { resource: ['drive'], operation: [operation] } });
const driveId = (operation: string): INodeProperties => ({
  displayName: 'Shared Drive', name: 'driveId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
  displayOptions: on(operation), modes: MODES.drive, description: 'The shared drive',
});

/** Shared drives: create, delete, get, list and update. */
export const driveProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['drive'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a shared drive', action: 'Create shared drive' },
      { name: 'Delete', value: 'deleteDrive', description: 'Permanently delete an empty shared drive', action: 'Delete shared drive' },
      { name: 'Get', value: 'get', description: 'Get a shared drive', action: 'Get shared drive' },
      { name: 'Get Many', value: 'list', description: 'Get the shared drives', action: 'Get many shared drives' },
      { name: 'Update', value: 'update', description: 'Update a shared drive', action: 'Update shared drive' },
    ],
  },
  { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. New Shared Drive', displayOptions: on('create'), description: 'The name of the shared drive' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('create'),
    options: [CAPABILITIES, COLOR, HIDDEN, RESTRICTIONS],
  },
  driveId('deleteDrive'),
  driveId('get'),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('get'), options: [DOMAIN_ADMIN] },
  { ...RETURN_ALL, displayOptions: on('list') },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 200 },
    displayOptions: { show: { returnAll: [false], resource: ['drive'], operation: ['list'] } }, description: 'Max number of results to return',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('list'),
    options: [
      { displayName: 'Query', name: 'q', type: 'string', default: '', placeholder: "name contains 'Team'", description: 'A Drive search query on the drives (name, createdTime, hidden)' },
      DOMAIN_ADMIN,
    ],
  },
  driveId('update'),
  {
    displayName: 'Update Fields', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['update'], resource: ['drive'] } },
    options: [COLOR, { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The new name of the shared drive' }, RESTRICTIONS],
  },
];
