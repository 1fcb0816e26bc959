import type { INodeProperties } from '@weft/workflow';
import { attachmentsUi, downloadOptions, filtersNotice, includeSpamTrashOption, labelIdsOption, on, readStatusOption, receivedOptions, returnAllAndLimit, searchOption, simpleToggle } from './fields.js';
import { gmailSendAndWaitProperties } from './send-and-wait.description.js';

const emailTypeOptions = [{ name: 'Text', value: 'text' }, { name: 'HTML', value: 'html' }];

export const messageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'send', noDataExpression: true,
    displayOptions: { show: { resource: ['message'] } },
    options: [
      { name: 'Add Label', value: 'addLabels', action: 'Add label to message' },
      { name: 'Delete', value: 'delete', action: 'Delete a message' },
      { name: 'Get', value: 'get', action: 'Get a message' },
      { name: 'Get Many', value: 'getAll', action: 'Get many messages' },
      { name: 'Mark as Read', value: 'markAsRead', action: 'Mark a message as read' },
      { name: 'Mark as Unread', value: 'markAsUnread', action: 'Mark a message as unread' },
      { name: 'Remove Label', value: 'removeLabels', action: 'Remove label from message' },
      { name: 'Reply', value: 'reply', action: 'Reply to a message' },
      { name: 'Send', value: 'send', action: 'Send a message' },
      { name: 'Send and Wait for Response', value: 'sendAndWait', action: 'Send message and wait for response' },
    ],
  },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243', displayOptions: on('message', ['get', 'delete', 'markAsRead', 'markAsUnread']) },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243', description: 'The message to reply to', displayOptions: on('message', ['reply']) },
  { displayName: 'To', name: 'sendTo', type: 'string', default: '', required: true, placeholder: 'info@example.com', description: 'The recipients, separated by commas', displayOptions: on('message', ['send']) },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, placeholder: 'Hello World!', displayOptions: on('message', ['send']) },
  {
    displayName: 'Email Type', name: 'emailType', type: 'options', default: 'html', required: true, noDataExpression: true, options: emailTypeOptions,
    displayOptions: { show: { resource: ['message'], operation: ['send', 'reply'] }, hide: { '@version': [2] } },
  },
  {
    displayName: 'Email Type', name: 'emailType', type: 'options', default: 'html', required: true, noDataExpression: true, options: emailTypeOptions,
    displayOptions: { show: { resource: ['message'], operation: ['send', 'reply'], '@version': [2] } },
  },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, displayOptions: on('message', ['reply', 'send']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('message', ['send', 'reply']),
    options: [
      { displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true, description: 'Whether to add "This email was sent automatically with Weft" at the end' },
      attachmentsUi('data'),
      { displayName: 'BCC', name: 'bccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Blind copy recipients, separated by commas' },
      { displayName: 'CC', name: 'ccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Copy recipients, separated by commas' },
      { displayName: 'Sender Name', name: 'senderName', type: 'string', default: '', placeholder: 'Ann Smith', description: 'The name shown beside your address' },
      { displayName: 'Send Replies To', name: 'replyTo', type: 'string', default: '', placeholder: 'reply@example.com', description: 'The address replies go to', displayOptions: { hide: { '/operation': ['reply'] } } },
      { displayName: 'Reply to Sender Only', name: 'replyToSenderOnly', type: 'boolean', default: false, description: 'Whether the reply goes to the sender only, not to everyone the message was sent to' },
    ],
  },
  simpleToggle('message', 'get'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { resource: ['message'], operation: ['get'] }, hide: { simple: [true] } }, options: downloadOptions,
  },
  ...returnAllAndLimit('message', 'messages'),
  simpleToggle('message', 'getAll'),
  filtersNotice('message'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add Filter', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['message'] } },
    options: [
      includeSpamTrashOption, labelIdsOption, searchOption, readStatusOption, ...receivedOptions,
      { displayName: 'Sender', name: 'sender', type: 'string', default: '', description: 'Only emails from this address or name' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['message'] }, hide: { simple: [true] } }, options: downloadOptions,
  },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, placeholder: '172ce2c4a72cc243', displayOptions: on('message', ['addLabels', 'removeLabels']) },
  {
    displayName: 'Label Names or IDs', name: 'labelIds', type: 'multiOptions', default: [], required: true, typeOptions: { loadOptionsMethod: 'getLabels' },
    description: 'Choose from the list, or give IDs with an expression', displayOptions: on('message', ['addLabels', 'removeLabels']),
  },
  ...gmailSendAndWaitProperties,
];
