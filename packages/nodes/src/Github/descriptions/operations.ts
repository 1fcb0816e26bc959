import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/* Authentication, Resource, and each resource's Operation list (in the order n8n saves them). */

const operation = (resource: string, fallback: string, options: INodePropertyOptions[]): INodeProperties => ({
  displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: fallback,
  displayOptions: { show: { resource: [resource] } }, options,
});

export const operationProperties: INodeProperties[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'accessToken',
    options: [{ name: 'Access Token', value: 'accessToken' }, { name: 'OAuth2', value: 'oAuth2' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'issue',
    options: [
      { name: 'File', value: 'file' }, { name: 'Issue', value: 'issue' }, { name: 'Organization', value: 'organization' },
      { name: 'Release', value: 'release' }, { name: 'Repository', value: 'repository' }, { name: 'Review', value: 'review' },
      { name: 'User', value: 'user' }, { name: 'Workflow', value: 'workflow' },
    ],
  },
  operation('organization', 'getRepositories', [
    { name: 'Get Repositories', value: 'getRepositories', description: 'Returns all repositories for an organization', action: 'Get repositories for an organization' },
  ]),
  operation('issue', 'create', [
    { name: 'Create', value: 'create', description: 'Create a new issue', action: 'Create an issue' },
    { name: 'Create Comment', value: 'createComment', description: 'Create a new comment on an issue', action: 'Create a comment on an issue' },
    { name: 'Edit', value: 'edit', description: 'Edit an issue', action: 'Edit an issue' },
    { name: 'Get', value: 'get', description: 'Get the data of a single issue', action: 'Get an issue' },
    { name: 'Lock', value: 'lock', description: 'Lock an issue', action: 'Lock an issue' },
  ]),
  operation('file', 'create', [
    { name: 'Create', value: 'create', description: 'Create a new file in repository', action: 'Create a file' },
    { name: 'Delete', value: 'delete', description: 'Delete a file in repository', action: 'Delete a file' },
    { name: 'Edit', value: 'edit', description: 'Edit a file in repository', action: 'Edit a file' },
    { name: 'Get', value: 'get', description: 'Get the data of a single file', action: 'Get a file' },
    { name: 'List', value: 'list', description: 'List contents of a folder', action: 'List files' },
  ]),
  operation('repository', 'getIssues', [
    { name: 'Get', value: 'get', description: 'Get the data of a single repository', action: 'Get a repository' },
    { name: 'Get Issues', value: 'getIssues', description: 'Returns issues of a repository', action: 'Get issues of a repository' },
    { name: 'Get License', value: 'getLicense', description: 'Returns the contents of the repository\'s license file, if one is detected', action: 'Get the license of a repository' },
    { name: 'Get Profile', value: 'getProfile', description: 'Get the community profile of a repository with metrics, health score, description, license, etc', action: 'Get the profile of a repository' },
    { name: 'Get Pull Requests', value: 'getPullRequests', description: 'Returns pull requests of a repository', action: 'Get pull requests of a repository' },
    { name: 'List Popular Paths', value: 'listPopularPaths', description: 'Get the top 10 popular content paths over the last 14 days', action: 'List popular paths in a repository' },
    { name: 'List Referrers', value: 'listReferrers', description: 'Get the top 10 referrering domains over the last 14 days', action: 'List the top referrers of a repository' },
  ]),
  operation('user', 'getRepositories', [
    { name: 'Get Repositories', value: 'getRepositories', description: 'Returns the repositories of a user', action: 'Get a user\'s repositories' },
    { name: 'Get Issues', value: 'getUserIssues', description: 'Returns the issues assigned to the user', action: 'Get a user\'s issues' },
    { name: 'Invite', value: 'invite', description: 'Invites a user to an organization', action: 'Invite a user' },
  ]),
  operation('release', 'create', [
    { name: 'Create', value: 'create', description: 'Creates a new release', action: 'Create a release' },
    { name: 'Delete', value: 'delete', description: 'Delete a release', action: 'Delete a release' },
    { name: 'Get', value: 'get', description: 'Get a release', action: 'Get a release' },
    { name: 'Get Many', value: 'getAll', description: 'Get many repository releases', action: 'Get many releases' },
    { name: 'Update', value: 'update', description: 'Update a release', action: 'Update a release' },
  ]),
  operation('review', 'create', [
    { name: 'Create', value: 'create', description: 'Creates a new review', action: 'Create a review' },
    { name: 'Get', value: 'get', description: 'Get a review for a pull request', action: 'Get a review' },
    { name: 'Get Many', value: 'getAll', description: 'Get many reviews for a pull request', action: 'Get many reviews' },
    { name: 'Update', value: 'update', description: 'Update a review', action: 'Update a review' },
  ]),
  operation('workflow', 'dispatch', [
    { name: 'Disable', value: 'disable', description: 'Disable a workflow', action: 'Disable a workflow' },
    { name: 'Dispatch', value: 'dispatch', description: 'Dispatch a workflow event', action: 'Dispatch a workflow event' },
    { name: 'Dispatch and Wait for Completion', value: 'dispatchAndWait', description: 'Dispatch a workflow event and wait for a webhook to be called before proceeding', action: 'Dispatch a workflow event and wait for completion' },
    { name: 'Enable', value: 'enable', description: 'Enable a workflow', action: 'Enable a workflow' },
    { name: 'Get', value: 'get', description: 'Get a workflow', action: 'Get a workflow' },
    { name: 'Get Usage', value: 'getUsage', description: 'Get the usage of a workflow', action: 'Get the usage of a workflow' },
    { name: 'List', value: 'list', description: 'List workflows', action: 'List workflows' },
  ]),
  {
    displayName: 'Your execution will pause until a webhook is called. This URL will be generated at runtime and passed to your GitHub workflow as the input "resumeUrl".',
    name: 'webhookNotice', type: 'notice', default: '',
    displayOptions: { show: { resource: ['workflow'], operation: ['dispatchAndWait'] } },
  },
];

/** Return All / Limit for a list operation. */
export function pagingProperties(show: Record<string, string[]>): INodeProperties[] {
  return [
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show }, description: 'Whether to return all results or only up to a given limit' },
    {
      displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 100 },
      displayOptions: { show: { ...show, returnAll: [false] } }, description: 'Max number of results to return',
    },
  ];
}
