import type { INodeProperties } from '@weft/workflow';
import { attachmentsUi, downloadOptions, includeSpamTrashOption, on, returnAllAndLimit } from './fields.js';

export const draftProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['draft'] } },
    options: [
      { name: 'Create', value: 'create', action: 'Create a draft' },
      { name: 'Delete', value: 'delete', action: 'Delete a draft' },
      { name: 'Get', value: 'get', action: 'Get a draft' },
      { name: 'Get Many', value: 'getAll', action: 'Get many drafts' },
    ],
  },
  { displayName: 'Draft ID', name: 'messageId', type: 'string', default: '', required: true, placeholder: 'r-3254521568507167962', displayOptions: on('draft', ['delete', 'get']) },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, placeholder: 'Hello World!', displayOptions: on('draft', ['create']) },
  {
    displayName: 'To put the draft in a thread, give the thread\'s ID and the same subject as the thread (Gmail threads by subject).',
    name: 'threadNotice', type: 'notice', default: '', displayOptions: on('draft', ['create']),
  },
  {
    displayName: 'Email Type', name: 'emailType', type: 'options', default: 'text', required: true, noDataExpression: true,
    options: [{ name: 'HTML', value: 'html' }, { name: 'Text', value: 'text' }], displayOptions: on('draft', ['create']),
  },
  { displayName: 'Message', name: 'message', type: 'string', default: '', required: true, displayOptions: on('draft', ['create']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('draft', ['create']),
    options: [
      attachmentsUi(''),
      { displayName: 'BCC', name: 'bccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Blind copy recipients, separated by commas' },
      { displayName: 'CC', name: 'ccList', type: 'string', default: '', placeholder: 'info@example.com', description: 'Copy recipients, separated by commas' },
      {
        displayName: 'From Alias Name or ID', name: 'fromAlias', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getGmailAliases' },
        description: 'One of the account\'s send-as addresses. Choose from the list, or give an address with an expression.',
      },
      { displayName: 'Send Replies To', name: 'replyTo', type: 'string', default: '', placeholder: 'reply@example.com', description: 'The address replies go to' },
      { displayName: 'Thread ID', name: 'threadId', type: 'string', default: '', placeholder: '18cc573e2431878f', description: 'The thread the draft belongs to' },
      { displayName: 'To Email', name: 'sendTo', type: 'string', default: '', placeholder: 'info@example.com', description: 'The recipients, separated by commas' },
    ],
  },
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('draft', ['get']), options: downloadOptions },
  ...returnAllAndLimit('draft', 'drafts'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['draft'] } }, options: [...downloadOptions, includeSpamTrashOption],
  },
];
