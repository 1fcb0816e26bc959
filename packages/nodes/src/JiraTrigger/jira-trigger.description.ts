import type { INodeTypeDescription } from '@weft/workflow';
import { JIRA_VERSIONS } from '../Jira/Jira.node.js';

/* Jira's webhook events (https://developer.atlassian.com/server/jira/platform/webhooks/). */
export const JIRA_EVENTS = [
  '*', 'board_configuration_changed', 'board_created', 'board_deleted', 'board_updated', 'comment_created', 'comment_deleted', 'comment_updated',
  'jira:issue_created', 'jira:issue_deleted', 'issuelink_created', 'issuelink_deleted', 'jira:issue_updated', 'option_attachments_changed',
  'option_issuelinks_changed', 'option_subtasks_changed', 'option_timetracking_changed', 'option_unassigned_issues_changed', 'option_voting_changed',
  'option_watching_changed', 'project_created', 'project_deleted', 'project_updated', 'sprint_closed', 'sprint_created', 'sprint_deleted',
  'sprint_started', 'sprint_updated', 'user_created', 'user_deleted', 'user_updated', 'jira:version_created', 'jira:version_deleted',
  'jira:version_moved', 'jira:version_released', 'jira:version_unreleased', 'jira:version_updated', 'worklog_created', 'worklog_deleted', 'worklog_updated',
];
const label = (event: string) => (event === '*' ? '*' : event.replace(/^jira:/, '').split('_').map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' '));
const FIELDS = ['attachment.id', 'board.id', 'comment.id', 'issue.id', 'mergeVersion.id', 'modifiedUser.accountId', 'modifiedUser.key', 'modifiedUser.name', 'project.id', 'project.key', 'property.key', 'sprint.id', 'version.id', 'worklog.id'];

export const jiraTriggerDescription: INodeTypeDescription = {
  displayName: 'Jira Trigger',
  name: 'n8n-nodes-base.jiraTrigger',
  icon: 'file:jira.svg',
  group: ['trigger'],
  version: [1, 1.1],
  description: 'Starts the workflow when Jira events occur',
  defaults: { name: 'Jira Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'jiraSoftwareCloudApi', required: true, displayOptions: { show: { jiraVersion: ['cloud'] } } },
    { name: 'jiraSoftwareServerApi', required: true, displayOptions: { show: { jiraVersion: ['server'] } } },
    { name: 'jiraSoftwareServerPatApi', required: true, displayOptions: { show: { jiraVersion: ['serverPat'] } } },
    { name: 'httpQueryAuth', displayName: 'Credentials to Authenticate Webhook', displayOptions: { show: { authenticateWebhook: [true] } } },
    { name: 'httpQueryAuth', displayName: 'Credentials to Authenticate Webhook', displayOptions: { show: { incomingAuthentication: ['queryAuth'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: [
    { displayName: 'Jira Version', name: 'jiraVersion', type: 'options', options: JIRA_VERSIONS, default: 'cloud' },
    {
      displayName: 'Authenticate Incoming Webhook', name: 'authenticateWebhook', type: 'boolean', default: false,
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
      description: 'Whether to check a query parameter on each call (a Query Auth credential): the node registers its URL with the parameter',
    },
    {
      displayName: 'Authenticate Webhook With', name: 'incomingAuthentication', type: 'options', default: 'none',
      displayOptions: { show: { '@version': [1] } }, options: [{ name: 'Query Auth', value: 'queryAuth' }, { name: 'None', value: 'none' }],
      description: 'If authentication should be activated for the webhook (makes it more secure)',
    },
    {
      displayName: 'Events', name: 'events', type: 'multiOptions', required: true, default: [],
      options: JIRA_EVENTS.map((value) => ({ name: label(value), value })),
    },
    {
      displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
      options: [
        { displayName: 'Exclude Body', name: 'excludeBody', type: 'boolean', default: false, description: 'Whether a request with empty body will be sent to the URL. Leave unchecked if you want to receive JSON.' },
        { displayName: 'Filter', name: 'filter', type: 'string', default: '', placeholder: 'Project = JRA AND resolution = Fixed', description: 'You can specify a JQL query to send only events triggered by matching issues. The JQL filter only applies to events under the Issue and Comment columns.' },
        {
          displayName: 'Include Fields', name: 'includeFields', type: 'multiOptions', default: [],
          options: FIELDS.map((value) => ({ name: value, value })),
        },
      ],
    },
  ],
};
