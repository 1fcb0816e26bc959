import { paging, recordId } from './builders.js';
import type { PropertySpec } from '../spec.js';

/**
 * HubSpot parameters shown for the ticket resource, in the order the editor lists them. v1 and v2 differ only
 * in how the ticket is named: `locator` is true for v2's resource locator.
 */
export function ticketProperties(locator: boolean): PropertySpec[] {
  return [
    {
      name: 'operation', type: 'options', default: 'create', noDataExpression: true,
      displayOptions: { show: { resource: ['ticket'] } }, options: ['create', 'delete', 'get', 'getAll', 'update'],
    },
    {
      name: 'pipelineId', type: 'options', default: '', required: true,
      displayOptions: { show: { resource: ['ticket'], operation: ['create'] } },
      typeOptions: { loadOptionsMethod: 'getTicketPipelines' },
    },
    {
      name: 'stageId', type: 'options', default: '', required: true,
      displayOptions: { show: { resource: ['ticket'], operation: ['create'] } },
      typeOptions: { loadOptionsMethod: 'getTicketStages', loadOptionsDependsOn: ['pipelineId'] },
    },
    {
      name: 'ticketName', type: 'string', default: '', required: true,
      displayOptions: { show: { resource: ['ticket'], operation: ['create'] } },
    },
    {
      name: 'additionalFields', type: 'collection', default: {},
      displayOptions: { show: { resource: ['ticket'], operation: ['create'] } },
      options: [
        {
          name: 'associatedCompanyIds', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getCompanies' },
        },
        {
          name: 'associatedContactIds', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getContacts' },
        },
        { name: 'category', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketCategories' } },
        { name: 'closeDate', type: 'dateTime', default: '' },
        { name: 'createDate', type: 'dateTime', default: '' },
        { name: 'description', type: 'string', default: '' },
        { name: 'priority', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketPriorities' } },
        {
          name: 'resolution', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketResolutions' },
        },
        { name: 'source', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketSources' } },
        { name: 'ticketOwnerId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      ],
    },
    recordId('ticketId', 'ticket', 'update', locator),
    {
      name: 'updateFields', type: 'collection', default: {},
      displayOptions: { show: { resource: ['ticket'], operation: ['update'] } },
      options: [
        {
          name: 'associatedCompanyIds', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getCompanies' },
        },
        {
          name: 'associatedContactIds', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getContacts' },
        },
        { name: 'category', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketCategories' } },
        { name: 'closeDate', type: 'dateTime', default: '' },
        { name: 'createDate', type: 'dateTime', default: '' },
        { name: 'description', type: 'string', default: '' },
        { name: 'pipelineId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketPipelines' } },
        { name: 'priority', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketPriorities' } },
        {
          name: 'resolution', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketResolutions' },
        },
        { name: 'source', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getTicketSources' } },
        {
          name: 'stageId', type: 'options', default: '',
          typeOptions: { loadOptionsMethod: 'getTicketStages', loadOptionsDependsOn: ['updateFields.pipelineId'] },
        },
        { name: 'ticketName', type: 'string', default: '' },
        { name: 'ticketOwnerId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      ],
    },
    recordId('ticketId', 'ticket', 'get', locator),
    {
      name: 'additionalFields', type: 'collection', default: {},
      displayOptions: { show: { resource: ['ticket'], operation: ['get'] } },
      options: [
        { name: 'includeDeleted', type: 'boolean', default: false },
        {
          name: 'properties', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getTicketProperties' },
        },
        { name: 'propertiesWithHistory', type: 'string', default: '' },
      ],
    },
    ...paging('ticket', ['getAll']),
    {
      name: 'additionalFields', type: 'collection', default: {},
      displayOptions: { show: { resource: ['ticket'], operation: ['getAll'] } },
      options: [
        {
          name: 'properties', type: 'multiOptions', default: [],
          typeOptions: { loadOptionsMethod: 'getTicketProperties' },
        },
        { name: 'propertiesWithHistory', type: 'string', default: '' },
      ],
    },
    recordId('ticketId', 'ticket', 'delete', locator),
  ];
}
