import { recordId } from '../shared/builders.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the contactList resource, in the order the editor lists them. */
export const contactListProperties: PropertySpec[] = [
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
  {
    name: 'id', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['contactList'], operation: ['add'], by: ['id'] } },
  },
  recordId('listId', 'contactList', 'add', false),
  {
    name: 'id', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['contactList'], operation: ['remove'] } },
  },
  recordId('listId', 'contactList', 'remove', false),
];
