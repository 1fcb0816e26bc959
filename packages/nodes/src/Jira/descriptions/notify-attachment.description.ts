import type { INodeProperties } from '@weft/workflow';

/* Issue > Notify and Status fields, and the Issue Attachment resource. */

const notify = (extra: Record<string, unknown[]> = {}) => ({ show: { resource: ['issue'], operation: ['notify'], ...extra } });
const recipients = (name: string): INodeProperties[] => [
  { displayName: 'User Names or IDs', name: 'users', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getUsers' }, default: [], description: `Users to ${name}` },
  { displayName: 'Group Names or IDs', name: 'groups', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getGroups' }, default: [], description: `Groups to ${name}` },
];

export const notifyAndStatusFields: INodeProperties[] = [
  { displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: notify() },
  { displayName: 'JSON Parameters', name: 'jsonParameters', type: 'boolean', default: false, displayOptions: notify() },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: notify(),
    options: [
      { displayName: 'HTML Body', name: 'htmlBody', type: 'string', default: '', description: 'The HTML body of the email' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '', description: 'The subject of the email. If not given, the issue key and summary.' },
      { displayName: 'Text Body', name: 'textBody', type: 'string', default: '', description: 'The plain text body of the email' },
    ],
  },
  {
    displayName: 'Notification Recipients', name: 'notificationRecipientsUi', type: 'fixedCollection', placeholder: 'Add Recipients', typeOptions: { multipleValues: false }, default: {},
    displayOptions: notify({ jsonParameters: [false] }), description: 'The recipients of the email notification for the issue',
    options: [{
      name: 'notificationRecipientsValues', displayName: 'Recipients',
      values: [
        { displayName: 'Reporter', name: 'reporter', type: 'boolean', default: false, description: 'Whether the notification should be sent to the issue\'s reporter' },
        { displayName: 'Assignee', name: 'assignee', type: 'boolean', default: false, description: 'Whether the notification should be sent to the issue\'s assignees' },
        { displayName: 'Watchers', name: 'watchers', type: 'boolean', default: false, description: 'Whether the notification should be sent to the issue\'s watchers' },
        { displayName: 'Voters', name: 'voters', type: 'boolean', default: false, description: 'Whether the notification should be sent to the issue\'s voters' },
        ...recipients('notify'),
      ],
    }],
  } as INodeProperties,
  { displayName: 'Notification Recipients', name: 'notificationRecipientsJson', type: 'json', default: '', displayOptions: notify({ jsonParameters: [true] }), description: 'The recipients as Jira\'s "to" object' },
  {
    displayName: 'Notification Recipients Restrictions', name: 'notificationRecipientsRestrictionsUi', type: 'fixedCollection', typeOptions: { multipleValues: false }, default: {},
    displayOptions: notify({ jsonParameters: [false] }), description: 'Restricts the notifications to users with the specified permissions',
    options: [{ name: 'notificationRecipientsRestrictionsValues', displayName: 'Recipients Restrictions', values: recipients('restrict the notification to') }],
  } as INodeProperties,
  { displayName: 'Notification Recipients Restrictions', name: 'notificationRecipientsRestrictionsJson', type: 'json', default: '', displayOptions: notify({ jsonParameters: [true] }), description: 'The restrictions as Jira\'s "restrict" object' },
  { displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['issue'], operation: ['transitions'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: { show: { resource: ['issue'], operation: ['transitions'] } },
    options: [
      { displayName: 'Expand', name: 'expand', type: 'string', default: '', description: 'Use expand to include additional information about transitions in the response, e.g. transitions.fields' },
      { displayName: 'Transition ID', name: 'transitionId', type: 'string', default: '', description: 'Get the transition with this ID only' },
      { displayName: 'Skip Remote Only Condition', name: 'skipRemoteOnlyCondition', type: 'boolean', default: false, description: 'Whether transitions with the condition Hide From User Condition are included in the response' },
    ],
  },
];

const attachment = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { resource: ['issueAttachment'], operation, ...extra } });

export const attachmentProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['issueAttachment'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Add attachment to issue', action: 'Add an attachment to an issue' },
      { name: 'Get', value: 'get', description: 'Get an attachment', action: 'Get an attachment from an issue' },
      { name: 'Get Many', value: 'getAll', description: 'Get many attachments', action: 'Get many issue attachments' },
      { name: 'Remove', value: 'remove', description: 'Remove an attachment', action: 'Remove an attachment from an issue' },
    ],
  },
  { displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: attachment(['add']) },
  { displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: attachment(['add']), hint: 'The name of the input binary field containing the file to be uploaded' },
  { displayName: 'Attachment ID', name: 'attachmentId', type: 'string', default: '', required: true, displayOptions: attachment(['get']), description: 'The ID of the attachment' },
  { displayName: 'Download', name: 'download', type: 'boolean', default: false, required: true, displayOptions: attachment(['get']) },
  { displayName: 'Put Output File in Field', name: 'binaryProperty', type: 'string', default: 'data', required: true, displayOptions: attachment(['get'], { download: [true] }), hint: 'The name of the output binary field to put the file in' },
  { displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: attachment(['getAll']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: attachment(['getAll']), description: 'Whether to return all results or only up to a given limit' },
  { displayName: 'Limit', name: 'limit', type: 'number', typeOptions: { minValue: 1, maxValue: 100 }, default: 50, displayOptions: attachment(['getAll'], { returnAll: [false] }), description: 'Max number of results to return' },
  { displayName: 'Download', name: 'download', type: 'boolean', default: false, required: true, displayOptions: attachment(['getAll']) },
  { displayName: 'Put Output File in Field', name: 'binaryProperty', type: 'string', default: 'data', required: true, displayOptions: attachment(['getAll'], { download: [true] }), hint: 'The name of the output binary field to put the file in' },
  { displayName: 'Attachment ID', name: 'attachmentId', type: 'string', default: '', required: true, displayOptions: attachment(['remove']), description: 'The ID of the attachment' },
];
