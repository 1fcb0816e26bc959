import type { INodeProperties } from '@weft/workflow';
import { pagingProperties } from './operations.js';

/* The fields of the Release and Repository operations. */

const release = (operation: string[]) => ({ show: { operation, resource: ['release'] } });
const BODY: INodeProperties = { displayName: 'Body', name: 'body', type: 'string', typeOptions: { rows: 5 }, default: '', description: 'The body of the release' };
const DRAFT: INodeProperties = { displayName: 'Draft', name: 'draft', type: 'boolean', default: false, description: 'Whether to create a draft (unpublished) release, "false" to create a published one' };
const NAME: INodeProperties = { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The name of the release' };
const PRERELEASE: INodeProperties = { displayName: 'Prerelease', name: 'prerelease', type: 'boolean', default: false, description: 'Whether to point out that the release is non-production ready' };
const TARGET: INodeProperties = { displayName: 'Target Commitish', name: 'target_commitish', type: 'string', default: '', description: 'Specifies the commitish value that determines where the Git tag is created from. Can be any branch or commit SHA. Unused if the Git tag already exists. Default: the repository\'s default branch(usually master).' };

const direction: INodeProperties = {
  displayName: 'Direction', name: 'direction', type: 'options', default: 'desc', description: 'The order the issues should be returned in',
  options: [{ name: 'Ascending', value: 'asc', description: 'Sort in ascending order' }, { name: 'Descending', value: 'desc', description: 'Sort in descending order' }],
};
const state = (what: string): INodeProperties => ({
  displayName: 'State', name: 'state', type: 'options', default: 'open', description: `The state to set`,
  options: [
    { name: 'All', value: 'all', description: `Returns ${what} with any state` },
    { name: 'Closed', value: 'closed', description: `Return ${what} with "closed" state` },
    { name: 'Open', value: 'open', description: `Return ${what} with "open" state` },
  ],
});

/** The issue filters (Get Issues of a repository, and of the user without assignee/creator). */
export function issueFilters(forRepository: boolean): INodeProperties[] {
  return [
    ...(forRepository ? [
      { displayName: 'Assignee', name: 'assignee', type: 'string', default: '', description: 'Return only issues which are assigned to a specific user' } as INodeProperties,
      { displayName: 'Creator', name: 'creator', type: 'string', default: '', description: 'Return only issues which were created by a specific user' } as INodeProperties,
    ] : []),
    { displayName: 'Mentioned', name: 'mentioned', type: 'string', default: '', description: 'Return only issues in which a specific user was mentioned' },
    { displayName: 'Labels', name: 'labels', type: 'string', default: '', description: 'Return only issues with the given labels. Multiple lables can be separated by comma.' },
    { displayName: 'Updated Since', name: 'since', type: 'dateTime', default: '', description: 'Return only issues updated at or after this time' },
    state('issues'),
    {
      displayName: 'Sort', name: 'sort', type: 'options', default: 'created', description: 'The order the issues should be returned in',
      options: [
        { name: 'Created', value: 'created', description: 'Sort by created date' },
        { name: 'Updated', value: 'updated', description: 'Sort by updated date' },
        { name: 'Comments', value: 'comments', description: 'Sort by comments' },
      ],
    },
    direction,
  ];
}

export const releaseProperties: INodeProperties[] = [
  { displayName: 'Tag', name: 'releaseTag', type: 'string', default: '', required: true, displayOptions: release(['create']), description: 'The tag of the release' },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Field' },
    default: {}, displayOptions: release(['create']), options: [NAME, BODY, DRAFT, PRERELEASE, TARGET],
  },
  { displayName: 'Release ID', name: 'release_id', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['release'], operation: ['get', 'delete', 'update'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Field' },
    default: {}, displayOptions: release(['update']),
    options: [BODY, DRAFT, NAME, PRERELEASE, { displayName: 'Tag Name', name: 'tag_name', type: 'string', default: '', description: 'The name of the tag' }, TARGET],
  },
  ...pagingProperties({ resource: ['release'], operation: ['getAll'] }),
];

export const repositoryProperties: INodeProperties[] = [
  ...pagingProperties({ resource: ['repository'], operation: ['getIssues'] }),
  {
    displayName: 'Filters', name: 'getRepositoryIssuesFilters', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Filter' },
    default: {}, displayOptions: { show: { operation: ['getIssues'], resource: ['repository'] } }, options: issueFilters(true),
  },
  ...pagingProperties({ resource: ['repository'], operation: ['getPullRequests'] }),
  {
    displayName: 'Filters', name: 'getRepositoryPullRequestsFilters', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Filter' },
    default: {}, displayOptions: { show: { operation: ['getPullRequests'], resource: ['repository'] } },
    options: [
      state('pull requests'),
      {
        displayName: 'Sort', name: 'sort', type: 'options', default: 'created', description: 'The order the pull requests should be returned in',
        options: [
          { name: 'Created', value: 'created', description: 'Sort by created date' },
          { name: 'Updated', value: 'updated', description: 'Sort by updated date' },
          { name: 'Popularity', value: 'popularity', description: 'Sort by number of comments' },
          { name: 'Long-Running', value: 'long-running', description: 'Sort by date created and will limit the results to pull requests that have been open for more than a month and have had activity within the past month' },
        ],
      },
      direction,
    ],
  },
];
