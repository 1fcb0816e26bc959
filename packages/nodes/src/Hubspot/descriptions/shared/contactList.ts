import type { PropertySpec } from '../spec.js';

/**
 * HubSpot parameters shown for the contactList resource, in the order the editor lists them. v2 asks the
 * contact and list ids as numbers, v1 as strings; nothing else differs.
 */
export function contactListProperties(idType: 'string' | 'number'): PropertySpec[] {
  const id = (name: string, operation: string, by?: string): PropertySpec => ({
    name, type: idType, default: '', required: true,
    displayOptions: { show: { resource: ['contactList'], operation: [operation], ...(by ? { by: [by] } : {}) } },
  });
  return [
    {
      name: 'operation', type: 'options', default: 'add', noDataExpression: true,
      displayOptions: { show: { resource: ['contactList'] } }, options: ['add', 'remove'],
    },
    {
      name: 'by', type: 'options', default: 'email', required: true,
      displayOptions: { show: { resource: ['contactList'], operation: ['add'] } }, options: ['id', 'email'],
    },
    {
      name: 'email', type: 'string', default: '', required: true,
      displayOptions: { show: { resource: ['contactList'], operation: ['add'], by: ['email'] } },
    },
    id('id', 'add', 'id'),
    id('listId', 'add'),
    id('id', 'remove'),
    id('listId', 'remove'),
  ];
}
