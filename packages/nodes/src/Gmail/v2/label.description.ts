import type { INodeProperties } from '@weft/workflow';
import { on, returnAllAndLimit } from './fields.js';

export const labelProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true,
    displayOptions: { show: { resource: ['label'] } },
    options: [
      { name: 'Create', value: 'create', action: 'Create a label' },
      { name: 'Delete', value: 'delete', action: 'Delete a label' },
      { name: 'Get', value: 'get', action: 'Get label info' },
      { name: 'Get Many', value: 'getAll', action: 'Get many labels' },
    ],
  },
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'invoices', description: 'The label name', displayOptions: on('label', ['create']) },
  { displayName: 'Label ID', name: 'labelId', type: 'string', default: '', required: true, description: 'The ID of the label', displayOptions: on('label', ['get', 'delete']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('label', ['create']),
    options: [
      {
        displayName: 'Label List Visibility', name: 'labelListVisibility', type: 'options', default: 'labelShow',
        options: [{ name: 'Hide', value: 'labelHide' }, { name: 'Show', value: 'labelShow' }, { name: 'Show if Unread', value: 'labelShowIfUnread' }],
        description: 'Whether the label shows in the label list of the Gmail web interface',
      },
      {
        displayName: 'Message List Visibility', name: 'messageListVisibility', type: 'options', default: 'show',
        options: [{ name: 'Hide', value: 'hide' }, { name: 'Show', value: 'show' }], description: 'Whether the label shows on messages in the message list',
      },
    ],
  },
  ...returnAllAndLimit('label', 'labels'),
];
