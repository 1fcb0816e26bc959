import type { INodeProperties } from '@weft/workflow';
import { attachmentsUi, filtersNotice, includeSpamTrashOption, labelIdsOption, on, readStatusOption, receivedOptions, returnAllAndLimit, searchOption, simpleToggle } from './fields.js';

export const threadProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true,
    displayOptions: { show: { resource: ['thread'] } },
    options: [
      { name: 'Add Label', value: 'addLabels', action: 'Add label to thread' },
      { name: 'Delete', value: 'delete', action: 'Delete a thread' },
      { name: 'Get', value: 'get', action: 'Get a thread' },
      { name: 'Get Many', value: 'getAll', action: 'Get many threads' },
      { name: 'Remove Label', value: 'removeLabels', action: 'Remove label from thread' },
      { name: 'Reply', value: 'reply', action: 'Reply to a message' },
      { name: 'Trash', value: 'trash', action: 'Trash a thread' },
      { name: 'Untrash', value: 'untrash', action: 'Untrash a thread' },
    ],
  },
  { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243', displayOptions: on('thread', ['get', 'delete', 'reply', 'trash', 'untrash']) },
  {
    displayName: 'Message Snippet or ID', name: 'messageId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getThreadMessages', loadOptionsDependsOn: ['threadId'] },
    description: 'The message of the thread to reply to; empty for its latest. Choose from the list, or give an ID with an expression.',
    displayOptions: on('thread', ['reply']),
  },
  {
    displayName: 'Email Type', name: 'emailType', type: 'options', default: 'text', required: true, noDataExpression: true,
    options: [{ name: 'Text', value: 'text' }, { name: 'HTML', value: 'html' }], displayOptions: on('thread', ['reply']),
  },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, displayOptions: on('thread', ['reply']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('thread', ['reply']),
    options: [
      attachmentsUi(''),
      { displayName: 'BCC', name: 'bccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Blind copy recipients, separated by commas' },
      { displayName: 'CC', name: 'ccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Copy recipients, separated by commas' },
      { displayName: 'Sender Name', name: 'senderName', type: 'string', default: '', placeholder: 'Ann Smith', description: 'The name shown beside your address' },
      {
        displayName: 'Reply to Sender Only', name: 'replyToSenderOnly', type: 'boolean', default: false, displayOptions: { hide: { replyToRecipientsOnly: [true] } },
        description: 'Whether the reply goes to the sender only, not to everyone the message was sent to',
      },
      {
        displayName: 'Reply to Recipients Only', name: 'replyToRecipientsOnly', type: 'boolean', default: false, displayOptions: { hide: { replyToSenderOnly: [true] } },
        description: 'Whether the reply goes to the message\'s recipients only, not to its sender',
      },
    ],
  },
  simpleToggle('thread', 'get'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('thread', ['get']),
    options: [{ displayName: 'Return Only Messages', name: 'returnOnlyMessages', type: 'boolean', default: true, description: 'Whether to return the thread\'s messages, one item each, rather than the thread' }],
  },
  ...returnAllAndLimit('thread', 'threads'),
  filtersNotice('thread'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add Filter', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['thread'] } },
    options: [includeSpamTrashOption, labelIdsOption, searchOption, readStatusOption, ...receivedOptions],
  },
  { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243', displayOptions: on('thread', ['addLabels', 'removeLabels']) },
  {
    displayName: 'Label Names or IDs', name: 'labelIds', type: 'multiOptions', default: [], required: true, typeOptions: { loadOptionsMethod: 'getLabels' },
    description: 'Choose from the list, or give IDs with an expression', displayOptions: on('thread', ['addLabels', 'removeLabels']),
  },
];
