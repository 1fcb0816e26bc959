import type { INodeProperties } from '@weft/workflow';

/* Ticket Field: one by ID, or the account's ticket fields. */

export const ticketFieldProperties: INodeProperties[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'get', noDataExpression: true, displayOptions: { show: { resource: ['ticketField'] } },
    options: [{ name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }] },
  { displayName: 'Ticket Field ID', name: 'ticketFieldId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['ticketField'], operation: ['get'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['ticketField'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, displayOptions: { show: { resource: ['ticketField'], operation: ['getAll'], returnAll: [false] } }, typeOptions: { minValue: 1, maxValue: 100 } },
];
