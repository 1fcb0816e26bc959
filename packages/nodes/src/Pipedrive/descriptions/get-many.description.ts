import type { INodeProperties } from '@weft/workflow';

/* Custom field names in and out, and the filters of the Get Many operations and the person search. */

export const getManyProperties: INodeProperties[] = [
  { displayName: 'Resolve Properties', name: 'resolveProperties', type: 'boolean', default: false, description: 'Whether to output custom fields by their names and options by their labels instead of Pipedrive\'s keys and ids', displayOptions: { show: { resource: ['activity', 'deal', 'organization', 'person', 'product'], operation: ['get', 'getAll'] } } },
  { displayName: 'Encode Properties', name: 'encodeProperties', type: 'boolean', default: false, description: 'Whether custom fields given by name and options given by label are sent as Pipedrive\'s keys and ids', displayOptions: { show: { resource: ['activity', 'deal', 'organization', 'person', 'product'], operation: ['update'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, displayOptions: { show: { operation: ['getAll'], returnAll: [false] } }, typeOptions: { minValue: 1, maxValue: 500 } },
  { displayName: 'Deal Name or ID', name: 'dealId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['getAll'], resource: ['dealActivity'] } }, typeOptions: { loadOptionsMethod: 'getDeals' } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['dealActivity'] } },
    options: [
      { displayName: 'Done', name: 'done', type: 'boolean', default: false },
      { displayName: 'Exclude', name: 'exclude', type: 'string', default: '' },
    ] },
  { displayName: 'Filters', name: 'filters', type: 'collection', default: {}, displayOptions: { show: { resource: ['lead'], operation: ['getAll'] } },
    options: [
      { displayName: 'Archived Status', name: 'archived_status', type: 'options', default: 'all',
        options: [{ name: 'Archived', value: 'archived' }, { name: 'All', value: 'all' }, { name: 'Not Archived', value: 'not_archived' }] },
    ] },
  { displayName: 'Filters', name: 'filters', type: 'collection', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['organization'] } },
    options: [
      { displayName: 'First Char', name: 'firstChar', type: 'string', default: '' },
      { displayName: 'Filter Name or ID', name: 'filterId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getFilters' } },
    ] },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['person'] } },
    options: [
      { displayName: 'Filter Name or ID', name: 'filterId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getFilters' } },
      { displayName: 'First Char', name: 'firstChar', type: 'string', default: '' },
      { displayName: 'Sort', name: 'sort', type: 'string', default: '' },
    ] },
  { displayName: 'Term', name: 'term', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['search'], resource: ['person'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['search'], resource: ['person'] } },
    options: [
      { displayName: 'Exact Match', name: 'exactMatch', type: 'boolean', default: false },
      { displayName: 'Fields', name: 'fields', type: 'string', default: '' },
      { displayName: 'Include Fields', name: 'includeFields', type: 'string', default: '' },
      { displayName: 'Organization ID', name: 'organizationId', type: 'string', default: '' },
      { displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false },
    ] },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create', 'getAll'], resource: ['note'] } },
    options: [
      { displayName: 'Deal ID', name: 'deal_id', type: 'number', default: 0 },
      { displayName: 'Lead ID', name: 'lead_id', type: 'number', default: 0 },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
    ] },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['activity'] } },
    options: [
      { displayName: 'Done', name: 'done', type: 'boolean', default: false },
      { displayName: 'End Date', name: 'end_date', type: 'dateTime', default: '' },
      { displayName: 'Filter Name or ID', name: 'filterId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getFilters' } },
      { displayName: 'Start Date', name: 'start_date', type: 'dateTime', default: '' },
      { displayName: 'Type', name: 'type', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getActivityTypes' } },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
    ] },
  { displayName: 'Filters', name: 'filters', type: 'collection', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['deal'] } },
    options: [
      { displayName: 'Filter Name or ID', name: 'filter_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getFilters' } },
      { displayName: 'Stage Name or ID', name: 'stage_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getStageIds' } },
      { displayName: 'Status', name: 'status', type: 'options', default: 'all_not_deleted',
        options: [{ name: 'All Not Deleted', value: 'all_not_deleted' }, { name: 'Deleted', value: 'deleted' }, { name: 'Lost', value: 'lost' }, { name: 'Open', value: 'open' }, { name: 'Won', value: 'won' }] },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
    ] },
];
