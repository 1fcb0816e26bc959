import type { INodeProperties } from '@weft/workflow';

/* The Issue Comment and User resources. */

const comment = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { resource: ['issueComment'], operation, ...extra } });
const key = (operation: string): INodeProperties => ({ displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: comment([operation]), description: 'The ID or key of the issue' });
const commentId = (operation: string): INodeProperties => ({ displayName: 'Comment ID', name: 'commentId', type: 'string', default: '', required: true, displayOptions: comment([operation]), description: 'The ID of the comment' });
const rendered = [{ name: 'Rendered Body', value: 'renderedBody' }];
const WIKI: INodeProperties = {
  displayName: 'Wiki Markup', name: 'wikiMarkup', type: 'boolean', default: false, displayOptions: { show: { '/jiraVersion': ['cloud'] } },
  description: 'Whether to send the comment as wiki markup (REST v2) instead of plain text in an Atlassian Document',
};
const body = (operation: string): INodeProperties[] => [
  { displayName: 'JSON Parameters', name: 'jsonParameters', type: 'boolean', default: false, displayOptions: comment([operation]) },
  { displayName: 'Comment', name: 'comment', type: 'string', default: '', displayOptions: comment([operation], { jsonParameters: [false] }), description: 'Comment\'s text' },
  { displayName: 'Document Format (JSON)', name: 'commentJson', type: 'json', default: '', displayOptions: comment([operation], { jsonParameters: [true] }), description: 'The comment body as an Atlassian Document (Cloud) or wiki markup text (Server)' },
];

export const commentProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['issueComment'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Add comment to issue', action: 'Add a comment' },
      { name: 'Get', value: 'get', description: 'Get a comment', action: 'Get a comment' },
      { name: 'Get Many', value: 'getAll', description: 'Get many comments', action: 'Get many comments' },
      { name: 'Remove', value: 'remove', description: 'Remove a comment', action: 'Remove a comment' },
      { name: 'Update', value: 'update', description: 'Update a comment', action: 'Update a comment' },
    ],
  },
  key('add'), ...body('add'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: comment(['add']),
    options: [{ displayName: 'Expand', name: 'expand', type: 'options', options: rendered, default: [] as never, description: 'Include the body rendered as HTML' }, WIKI],
  },
  key('get'), commentId('get'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: comment(['get']),
    options: [{ displayName: 'Expand', name: 'expand', type: 'options', options: rendered, default: '', description: 'Include the body rendered as HTML' }],
  },
  key('getAll'),
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: comment(['getAll']), description: 'Whether to return all results or only up to a given limit' },
  { displayName: 'Limit', name: 'limit', type: 'number', typeOptions: { minValue: 1, maxValue: 100 }, default: 50, displayOptions: comment(['getAll'], { returnAll: [false] }), description: 'Max number of results to return' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: comment(['getAll']),
    options: [
      { displayName: 'Expand', name: 'expand', type: 'options', options: rendered, default: 'renderedBody', description: 'Include the body rendered as HTML' },
      { displayName: 'Order By', name: 'orderBy', type: 'options', options: [{ name: 'Created Ascending', value: '+created' }, { name: 'Created Descending', value: '-created' }], default: '+created', description: 'Order comments by the created date' },
    ],
  },
  key('remove'), commentId('remove'),
  key('update'), commentId('update'), ...body('update'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: comment(['update']),
    options: [{ displayName: 'Expand', name: 'expand', type: 'options', options: rendered, default: 'renderedBody', description: 'Include the body rendered as HTML' }, WIKI],
  },
];

const user = (operation: string) => ({ show: { resource: ['user'], operation: [operation] } });

export const userProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['user'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a new user', action: 'Create a user' },
      { name: 'Delete', value: 'delete', description: 'Delete a user', action: 'Delete a user' },
      { name: 'Get', value: 'get', description: 'Retrieve a user', action: 'Get a user' },
    ],
  },
  { displayName: 'Username', name: 'username', type: 'string', default: '', required: true, displayOptions: user('create') },
  { displayName: 'Email Address', name: 'emailAddress', type: 'string', placeholder: 'name@email.com', default: '', required: true, displayOptions: user('create') },
  { displayName: 'Display Name', name: 'displayName', type: 'string', default: '', required: true, displayOptions: user('create') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: user('create'),
    options: [
      { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
      { displayName: 'Notification', name: 'notification', type: 'boolean', default: false, description: 'Whether to send the user an email notification about the account' },
    ],
  },
  { displayName: 'Account ID', name: 'accountId', type: 'string', default: '', displayOptions: user('delete'), description: 'The account ID (Cloud) or username (Server) of the user' },
  { displayName: 'Account ID', name: 'accountId', type: 'string', default: '', displayOptions: user('get'), description: 'The account ID (Cloud) or username (Server) of the user' },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: user('get'),
    options: [{ displayName: 'Expand', name: 'expand', type: 'multiOptions', default: [], options: [{ name: 'Groups', value: 'groups' }, { name: 'Application Roles', value: 'applicationRoles' }] }],
  },
];
