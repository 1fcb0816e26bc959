import type { INodeProperties } from '@weft/workflow';

/* The owner, repository, workflow and ref pickers: from a list (searchable), by link, by name. */

export const OWNER_URL = '^https?://[^/]+/([-_0-9a-zA-Z]+)';
export const REPOSITORY_URL = '^https?://[^/]+/[-_0-9a-zA-Z]+/([-_.0-9a-zA-Z]+)';

export const ownerLocator: INodeProperties = {
  displayName: 'Repository Owner',
  name: 'owner',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    { displayName: 'Repository Owner', name: 'list', type: 'list', placeholder: 'Select an owner...', typeOptions: { searchListMethod: 'getUsers', searchable: true, searchFilterRequired: false } },
    {
      displayName: 'Link', name: 'url', type: 'string', placeholder: 'e.g. https://github.com/n8n-io',
      validation: [{ type: 'regex', properties: { regex: `${OWNER_URL}(?:.*)`, errorMessage: 'Not a valid GitHub URL' } }],
      extractValue: { type: 'regex', regex: OWNER_URL },
    },
    {
      displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. n8n-io',
      validation: [{ type: 'regex', properties: { regex: '^[-_a-zA-Z0-9]+$', errorMessage: 'Not a valid GitHub Owner Name' } }],
      url: '=https://github.com/{{$value}}',
    },
  ],
  displayOptions: { hide: { operation: ['invite', 'getUserIssues'] } },
};

export const repositoryLocator: INodeProperties = {
  displayName: 'Repository Name',
  name: 'repository',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    { displayName: 'Repository Name', name: 'list', type: 'list', placeholder: 'Select a Repository...', typeOptions: { searchListMethod: 'getRepositories', searchable: true } },
    {
      displayName: 'Link', name: 'url', type: 'string', placeholder: 'e.g. https://github.com/n8n-io/n8n',
      validation: [{ type: 'regex', properties: { regex: `${REPOSITORY_URL}(?:.*)`, errorMessage: 'Not a valid GitHub Repository URL' } }],
      extractValue: { type: 'regex', regex: REPOSITORY_URL },
    },
    {
      displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. n8n',
      validation: [{ type: 'regex', properties: { regex: '^[-_.0-9a-zA-Z]+$', errorMessage: 'Not a valid GitHub Repository Name' } }],
      url: '=https://github.com/{{$parameter["owner"]}}/{{$value}}',
    },
  ],
  displayOptions: { hide: { resource: ['user', 'organization'], operation: ['getRepositories'] } },
};

const workflowOperations = ['disable', 'dispatch', 'dispatchAndWait', 'get', 'getUsage', 'enable'];

export const workflowLocator: INodeProperties = {
  displayName: 'Workflow',
  name: 'workflowId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    { displayName: 'Workflow', name: 'list', type: 'list', placeholder: 'Select a workflow...', typeOptions: { searchListMethod: 'getWorkflows', searchable: true } },
    {
      displayName: 'By File Name', name: 'filename', type: 'string', placeholder: 'e.g. main.yaml or main.yml',
      validation: [{ type: 'regex', properties: { regex: '^[a-zA-Z0-9_.-]+\\.(yaml|yml)$', errorMessage: 'Not a valid Github Workflow File Name' } }],
    },
    {
      displayName: 'By ID', name: 'name', type: 'string', placeholder: 'e.g. 12345678',
      validation: [{ type: 'regex', properties: { regex: '\\d+', errorMessage: 'Not a valid Github Workflow ID' } }],
    },
  ],
  displayOptions: { show: { resource: ['workflow'], operation: workflowOperations } },
  description: 'The workflow to operate on',
};

const dispatchOperations = { resource: ['workflow'], operation: ['dispatch', 'dispatchAndWait'] };

export const refProperties: INodeProperties[] = [
  {
    displayName: 'Ref', name: 'ref', type: 'string', default: 'main', required: true,
    displayOptions: { show: { ...dispatchOperations, '@version': [{ _cnd: { lte: 1 } }] } },
    description: 'The git reference for the workflow dispatch (branch or tag name)',
  },
  {
    displayName: 'Ref', name: 'ref', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { show: { ...dispatchOperations, '@version': [{ _cnd: { gte: 1.1 } }] } },
    description: 'The git reference for the workflow dispatch (branch or tag name)',
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a branch, tag, or commit...', typeOptions: { searchListMethod: 'getRefs', searchable: true } },
      { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. main' },
    ],
  },
  {
    displayName: 'Inputs', name: 'inputs', type: 'json', default: '{}',
    displayOptions: { show: dispatchOperations },
    description: 'JSON object with the workflow\'s inputs',
  },
];
