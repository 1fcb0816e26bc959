import type { INodeProperties } from '@weft/workflow';
import { workflowLocator } from './workflow-locator.js';

const resource = ['workflow'];

/** The workflow picker, shown for one operation (each operation has its own copy, as n8n saves them). */
const pickerFor = (operation: string): INodeProperties => ({
  ...workflowLocator, required: true, displayOptions: { show: { resource, operation: [operation] } },
});

export const workflowProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll',
    displayOptions: { show: { resource } },
    options: [
      { name: 'Activate', value: 'activate', action: 'Activate a workflow', description: 'Start the workflow\'s triggers' },
      { name: 'Create', value: 'create', action: 'Create a workflow', description: 'Save a new workflow' },
      { name: 'Deactivate', value: 'deactivate', action: 'Deactivate a workflow', description: 'Stop the workflow\'s triggers' },
      { name: 'Delete', value: 'delete', action: 'Delete a workflow', description: 'Remove a workflow' },
      { name: 'Get', value: 'get', action: 'Get a workflow', description: 'One workflow' },
      { name: 'Get Many', value: 'getAll', action: 'Get many workflows', description: 'A list of workflows' },
      { name: 'Update', value: 'update', action: 'Update a workflow', description: 'Replace a workflow\'s content' },
    ],
  },
  pickerFor('activate'),
  {
    displayName: 'Workflow Object', name: 'workflowObject', type: 'json', required: true,
    default: '{ "name": "My workflow", "nodes": [], "connections": {}, "settings": {} }',
    placeholder: '{\n  "name": "My workflow",\n  "nodes": [],\n  "connections": {},\n  "settings": {}\n}',
    typeOptions: { alwaysOpenEditWindow: true },
    displayOptions: { show: { resource, operation: ['create'] } },
    description: 'The new workflow as JSON: name, nodes, connections and settings (as a downloaded workflow has them)',
  },
  pickerFor('deactivate'),
  pickerFor('delete'),
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true,
    displayOptions: { show: { resource, operation: ['getAll'] } },
    description: 'Whether to return every result or only up to a given limit',
  },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 250 },
    displayOptions: { show: { resource, operation: ['getAll'], returnAll: [false] } },
    description: 'Max number of results to return',
  },
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add Filter', default: {},
    displayOptions: { show: { resource, operation: ['getAll'] } },
    options: [
      {
        displayName: 'Return Only Active Workflows', name: 'activeWorkflows', type: 'boolean', default: true,
        description: 'Whether to list only active workflows (off: only inactive ones)',
      },
      {
        displayName: 'Tags', name: 'tags', type: 'string', default: '',
        description: 'Only workflows carrying every one of these tags', hint: 'Tag names, comma-separated (left empty: no filter)',
      },
      { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Only workflows whose name holds this text' },
      { displayName: 'Project ID', name: 'projectId', type: 'string', default: '', description: 'Only the workflows of this project' },
      {
        displayName: 'Exclude Pinned Data', name: 'excludePinnedData', type: 'boolean', default: false,
        description: 'Whether to leave the pinned data out of each workflow',
      },
    ],
  },
  pickerFor('get'),
  pickerFor('update'),
  {
    displayName: 'Workflow Object', name: 'workflowObject', type: 'json', default: '', required: true,
    placeholder: '{\n  "name": "My workflow",\n  "nodes": [],\n  "connections": {},\n  "settings": {}\n}',
    typeOptions: { alwaysOpenEditWindow: true },
    displayOptions: { show: { resource, operation: ['update'] } },
    description: 'The workflow\'s new content as JSON: name, nodes, connections and settings',
  },
];
