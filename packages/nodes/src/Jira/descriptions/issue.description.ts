import type { INodeProperties } from '@weft/workflow';
import { cloudLabels, customFieldsUi, locator, serverLabels } from './locators.js';

/* The Issue operations' fields (Notify's recipients are in notify.description.ts). */

const show = (operation: string[], extra: Record<string, unknown[]> = {}) => ({ show: { resource: ['issue'], operation, ...extra } });
const issueKey = (operation: string): INodeProperties => ({ displayName: 'Issue Key', name: 'issueKey', type: 'string', default: '', required: true, displayOptions: show([operation]) });
const paging = (operation: string): INodeProperties[] => [
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: show([operation]), description: 'Whether to return all results or only up to a given limit' },
  { displayName: 'Limit', name: 'limit', type: 'number', typeOptions: { minValue: 1, maxValue: 100 }, default: 50, displayOptions: show([operation], { returnAll: [false] }), description: 'Max number of results to return' },
];
const DESCRIPTION: INodeProperties = { displayName: 'Description', name: 'description', type: 'string', default: '' };
const PARENT: INodeProperties = { displayName: 'Parent Issue Key', name: 'parentIssueKey', type: 'string', default: '' };

export const issueOperation: INodeProperties = {
  displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['issue'] } },
  options: [
    { name: 'Changelog', value: 'changelog', description: 'Get issue changelog', action: 'Get an issue changelog' },
    { name: 'Create', value: 'create', description: 'Create a new issue', action: 'Create an issue' },
    { name: 'Delete', value: 'delete', description: 'Delete an issue', action: 'Delete an issue' },
    { name: 'Get', value: 'get', description: 'Get an issue', action: 'Get an issue' },
    { name: 'Get Many', value: 'getAll', description: 'Get many issues', action: 'Get many issues' },
    { name: 'Notify', value: 'notify', description: 'Create an email notification for an issue and add it to the mail queue', action: 'Create an email notification for an issue' },
    { name: 'Status', value: 'transitions', description: 'Return either all transitions or a transition that can be performed by the user on an issue, based on the issue\'s status', action: 'Get the status of an issue' },
    { name: 'Update', value: 'update', description: 'Update an issue', action: 'Update an issue' },
  ],
};

export const issueFields: INodeProperties[] = [
  locator('Project', 'project', 'getProjects', { required: true, displayOptions: show(['create']) }),
  locator('Issue Type', 'issueType', 'getIssueTypes', { required: true, displayOptions: show(['create']) }),
  { displayName: 'Summary', name: 'summary', type: 'string', default: '', required: true, displayOptions: show(['create']) },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show(['create']),
    options: [
      locator('Assignee', 'assignee', 'getUsers'),
      DESCRIPTION,
      { displayName: 'Component Names or IDs', name: 'componentIds', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getProjectComponents', loadOptionsDependsOn: ['project'] }, default: [] },
      customFieldsUi, cloudLabels, serverLabels,
      { ...PARENT, description: 'Required for subtasks' },
      locator('Priority', 'priority', 'getPriorities'),
      locator('Reporter', 'reporter', 'getUsers'),
      { displayName: 'Update History', name: 'updateHistory', type: 'boolean', default: false, description: 'Whether the project in which the issue is created is added to the user\'s Recently viewed project list' },
    ],
  },
  issueKey('update'),
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show(['update']),
    options: [
      locator('Assignee', 'assignee', 'getUsers'),
      DESCRIPTION, customFieldsUi,
      { displayName: 'Issue Type', name: 'issueType', type: 'string', default: '', description: 'The ID of the issue type' },
      cloudLabels, serverLabels, PARENT,
      locator('Priority', 'priority', 'getPriorities'),
      locator('Reporter', 'reporter', 'getUsers'),
      { displayName: 'Summary', name: 'summary', type: 'string', default: '' },
      locator('Status', 'statusId', 'getTransitions', { description: 'The status to move the issue to (one of its transitions)' }),
    ],
  },
  issueKey('delete'),
  { displayName: 'Delete Subtasks', name: 'deleteSubtasks', type: 'boolean', default: false, required: true, displayOptions: show(['delete']) },
  issueKey('get'),
  { displayName: 'Simplify', name: 'simplifyOutput', type: 'boolean', default: false, displayOptions: show(['get']), description: 'Whether to return a simplified version of the response instead of the raw data' },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show(['get']),
    options: [
      { displayName: 'Expand', name: 'expand', type: 'string', default: '', description: 'Comma-separated extra information: renderedFields, names, schema, transitions, editmeta, changelog, versionedRepresentations' },
      { displayName: 'Fields', name: 'fields', type: 'string', default: '', description: 'Comma-separated fields to return; *all, *navigable, or field names; prefix with - to leave out' },
      { displayName: 'Fields By Key', name: 'fieldsByKey', type: 'boolean', default: false, description: 'Whether fields in fields are referenced by keys rather than IDs' },
      { displayName: 'Properties', name: 'properties', type: 'string', default: '', description: 'Comma-separated issue properties to return' },
      { displayName: 'Update History', name: 'updateHistory', type: 'boolean', default: false, description: 'Whether the issue is added to the user\'s Recently viewed list' },
    ],
  },
  ...paging('getAll'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show: { operation: ['getAll'], resource: ['issue'] } },
    options: [
      {
        displayName: 'Expand', name: 'expand', type: 'multiOptions', default: [],
        options: ['changelog', 'editmeta', 'names', 'operations', 'renderedFields', 'schema', 'transitions', 'versionedRepresentations'].map((value) => ({ name: value[0]?.toUpperCase() + value.slice(1), value })),
      },
      { displayName: 'Fields', name: 'fields', type: 'string', default: '*navigable', description: 'Comma-separated fields to return; *all, *navigable, or field names' },
      { displayName: 'Fields By Key', name: 'fieldsByKey', type: 'boolean', default: false, description: 'Whether fields in fields are referenced by keys rather than IDs' },
      { displayName: 'JQL', name: 'jql', type: 'string', default: '', placeholder: 'project = n8n AND status = "In Progress"', description: 'A JQL expression' },
    ],
  },
  issueKey('changelog'),
  ...paging('changelog'),
];
