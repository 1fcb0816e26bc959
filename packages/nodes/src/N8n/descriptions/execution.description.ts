import type { INodeProperties } from '@weft/workflow';
import { workflowLocator } from './workflow-locator.js';

const resource = ['execution'];

/** In n8n this option is labelled "Include Execution Details": it asks for each execution's run data. */
const includeData: INodeProperties = {
  displayName: 'Include Execution Details', name: 'activeWorkflows', type: 'boolean', default: false,
  description: 'Whether to include the run data of each execution',
};

export const executionProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll',
    displayOptions: { show: { resource } },
    options: [
      { name: 'Get', value: 'get', action: 'Get an execution', description: 'One execution' },
      { name: 'Get Many', value: 'getAll', action: 'Get many executions', description: 'A list of executions' },
      { name: 'Delete', value: 'delete', action: 'Delete an execution', description: 'Remove an execution' },
    ],
  },
  {
    displayName: 'Execution ID', name: 'executionId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource, operation: ['delete'] } },
  },
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false,
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
      { ...workflowLocator, description: 'Only the executions of this workflow' },
      {
        displayName: 'Status', name: 'status', type: 'options', default: 'success',
        description: 'Only the executions that ended this way',
        options: [
          { name: 'Error', value: 'error' },
          { name: 'Success', value: 'success' },
          { name: 'Waiting', value: 'waiting' },
        ],
      },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { resource, operation: ['getAll'] } },
    options: [includeData],
  },
  {
    displayName: 'Execution ID', name: 'executionId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource, operation: ['get'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { resource, operation: ['get'] } },
    options: [includeData],
  },
];
