import type { INodeProperties } from '@weft/workflow';
import { attachmentsUi, includeSpamTrashOption, labelIdsOption, on, searchOption } from '../v2/fields.js';

const list = (name: string, displayName: string, button: string, extra: Partial<INodeProperties> = {}): INodeProperties => ({
  displayName, name, type: 'string', default: [], typeOptions: { multipleValues: true, multipleValueButtonText: button }, placeholder: 'info@example.com', ...extra,
});

const FORMATS = [
  { name: 'Full', value: 'full', description: 'Gmail\'s message resource with the MIME structure (payload)' },
  { name: 'Metadata', value: 'metadata', description: 'Ids, labels and the headers' },
  { name: 'Minimal', value: 'minimal', description: 'Ids and labels only' },
  { name: 'RAW', value: 'raw', description: 'The whole message, base64url-encoded' },
  { name: 'Resolved', value: 'resolved', description: 'The message parsed (text, html, addresses) with its attachments as binary' },
];
const prefix: INodeProperties = {
  displayName: 'Attachment Prefix', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_',
  description: 'Prefix of the binary fields the attachments go to', displayOptions: { hide: { format: ['full', 'metadata', 'minimal', 'raw'] } },
};
const format = (withIds: boolean): INodeProperties => ({
  displayName: 'Format', name: 'format', type: 'options', default: 'resolved', description: 'The form of the returned message',
  options: withIds ? [FORMATS[0], { name: 'IDs', value: 'ids', description: 'Only the message and thread ids' }, ...FORMATS.slice(1)] as never : FORMATS,
});
const limit = (resource: string, defaultLimit: number): INodeProperties[] => [
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { operation: ['getAll'], resource: [resource] } }, description: 'Whether to return all results or only up to a given limit' },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: defaultLimit, typeOptions: { minValue: 1, maxValue: 500 },
    displayOptions: { show: { operation: ['getAll'], resource: [resource], returnAll: [false] } }, description: 'Max number of results to return',
  },
];
const operations = (resource: string, defaultOperation: string, options: Array<[string, string, string]>): INodeProperties => ({
  displayName: 'Operation', name: 'operation', type: 'options', default: defaultOperation, noDataExpression: true,
  displayOptions: { show: { resource: [resource] } }, options: options.map(([name, value, action]) => ({ name, value, action })),
});

/** Gmail 1 (n8n's names, types, defaults and display rules). */
export const gmailV1Properties: INodeProperties[] = [
  { displayName: 'This node is an older version of Gmail; new workflows get the current one.', name: 'oldVersionNotice', type: 'notice', default: '' },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
    options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'draft', noDataExpression: true,
    options: [{ name: 'Draft', value: 'draft' }, { name: 'Label', value: 'label' }, { name: 'Message', value: 'message' }, { name: 'Message Label', value: 'messageLabel' }],
  },
  operations('draft', 'create', [['Create', 'create', 'Create a draft'], ['Delete', 'delete', 'Delete a draft'], ['Get', 'get', 'Get a draft'], ['Get Many', 'getAll', 'Get many drafts']]),
  { displayName: 'Draft ID', name: 'messageId', type: 'string', default: '', required: true, displayOptions: on('draft', ['delete', 'get']) },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, displayOptions: on('draft', ['create']) },
  { displayName: 'HTML', name: 'includeHtml', type: 'boolean', default: false, description: 'Whether the message also has an HTML part', displayOptions: on('draft', ['create']) },
  { displayName: 'HTML Message', name: 'htmlMessage', type: 'string', default: '', required: true, displayOptions: on('draft', ['create'], { includeHtml: [true] }) },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, description: 'The plain text message', displayOptions: on('draft', ['create']) },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('draft', ['create']),
    options: [list('toList', 'To Email', 'Add To Email'), list('ccList', 'CC Email', 'Add CC Email'), list('bccList', 'BCC Email', 'Add BCC Email'), attachmentsUi('')],
  },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('draft', ['get']), options: [prefix, format(false)] },
  ...limit('draft', 10),
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['draft'] } }, options: [{ ...prefix, displayOptions: { hide: { format: ['full', 'ids', 'metadata', 'minimal', 'raw'] } } }, format(true), includeSpamTrashOption],
  },
  operations('label', 'create', [['Create', 'create', 'Create a label'], ['Delete', 'delete', 'Delete a label'], ['Get', 'get', 'Get a label'], ['Get Many', 'getAll', 'Get many labels']]),
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, description: 'The label name', displayOptions: on('label', ['create']) },
  { displayName: 'Label ID', name: 'labelId', type: 'string', default: '', required: true, displayOptions: on('label', ['get', 'delete']) },
  {
    displayName: 'Label List Visibility', name: 'labelListVisibility', type: 'options', default: 'labelShow', required: true, displayOptions: on('label', ['create']),
    options: [{ name: 'Hide', value: 'labelHide' }, { name: 'Show', value: 'labelShow' }, { name: 'Show if Unread', value: 'labelShowIfUnread' }],
  },
  {
    displayName: 'Message List Visibility', name: 'messageListVisibility', type: 'options', default: 'show', required: true, displayOptions: on('label', ['create']),
    options: [{ name: 'Hide', value: 'hide' }, { name: 'Show', value: 'show' }],
  },
  ...limit('label', 50),
  operations('message', 'send', [['Delete', 'delete', 'Delete a message'], ['Get', 'get', 'Get a message'], ['Get Many', 'getAll', 'Get many messages'], ['Reply', 'reply', 'Reply to a message'], ['Send', 'send', 'Send a message']]),
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, displayOptions: on('message', ['get', 'delete']) },
  { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', required: true, displayOptions: on('message', ['reply']) },
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, displayOptions: on('message', ['reply']) },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, displayOptions: on('message', ['reply', 'send']) },
  { displayName: 'HTML', name: 'includeHtml', type: 'boolean', default: false, description: 'Whether the message also has an HTML part', displayOptions: on('message', ['send', 'reply']) },
  { displayName: 'HTML Message', name: 'htmlMessage', type: 'string', default: '', required: true, displayOptions: on('message', ['reply', 'send'], { includeHtml: [true] }) },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, description: 'The plain text message', displayOptions: on('message', ['reply', 'send']) },
  list('toList', 'To Email', 'Add To Email', { required: true, displayOptions: on('message', ['reply', 'send']) }),
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('message', ['send', 'reply']),
    options: [attachmentsUi(''), list('bccList', 'BCC Email', 'Add BCC Email'), list('ccList', 'CC Email', 'Add CC Email'), { displayName: 'Sender Name', name: 'senderName', type: 'string', default: '', placeholder: 'Ann Smith' }],
  },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('message', ['get']), options: [format(false), prefix] },
  ...limit('message', 10),
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['message'] } },
    options: [{ ...prefix, displayOptions: { hide: { format: ['full', 'ids', 'metadata', 'minimal', 'raw'] } } }, format(true), includeSpamTrashOption, labelIdsOption, searchOption],
  },
  operations('messageLabel', 'add', [['Add', 'add', 'Add a label to a message'], ['Remove', 'remove', 'Remove a label from a message']]),
  { displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true, displayOptions: on('messageLabel', ['add', 'remove']) },
  {
    displayName: 'Label Names or IDs', name: 'labelIds', type: 'multiOptions', default: [], required: true, typeOptions: { loadOptionsMethod: 'getLabels' },
    description: 'Choose from the list, or give IDs with an expression', displayOptions: on('messageLabel', ['add', 'remove']),
  },
];
