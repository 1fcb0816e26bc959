import type { INodeProperties } from '@weft/workflow';

/* The node's authentication, resource and each resource's operations. */

export const pipedriveOperationProperties: INodeProperties[] = [
  { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'apiToken',
    options: [{ name: 'API Token', value: 'apiToken' }, { name: 'OAuth2', value: 'oAuth2' }] },
  { displayName: 'Resource', name: 'resource', type: 'options', default: 'deal', noDataExpression: true,
    options: [{ name: 'Activity', value: 'activity' }, { name: 'Deal', value: 'deal' }, { name: 'Deal Activity', value: 'dealActivity' }, { name: 'Deal Product', value: 'dealProduct' }, { name: 'File', value: 'file' }, { name: 'Lead', value: 'lead' }, { name: 'Note', value: 'note' }, { name: 'Organization', value: 'organization' }, { name: 'Person', value: 'person' }, { name: 'Product', value: 'product' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['activity'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['deal'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Duplicate', value: 'duplicate' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Search', value: 'search' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['dealActivity'] } },
    options: [{ name: 'Get Many', value: 'getAll' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'add', noDataExpression: true, displayOptions: { show: { resource: ['dealProduct'] } },
    options: [{ name: 'Add', value: 'add' }, { name: 'Get Many', value: 'getAll' }, { name: 'Remove', value: 'remove' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['file'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Download', value: 'download' }, { name: 'Get', value: 'get' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['lead'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['note'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['organization'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Search', value: 'search' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['person'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Search', value: 'search' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['product'] } },
    options: [{ name: 'Get Many', value: 'getAll' }] },
];
