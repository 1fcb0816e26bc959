import type { INodeProperties } from '@weft/workflow';
import { pagingProperties } from './operations.js';
import { issueFilters } from './release-repository.js';

/* The fields of the Review, User and Organization operations, and the user's issues. */

const review = (operation: string[]) => ({ show: { operation, resource: ['review'] } });
const pullNumber = (operation: string[]): INodeProperties => ({
  displayName: 'PR Number', name: 'pullRequestNumber', type: 'number', default: 0, required: true, displayOptions: review(operation), description: 'The number of the pull request',
});

export const reviewProperties: INodeProperties[] = [
  pullNumber(['get', 'update']),
  { displayName: 'Review ID', name: 'reviewId', type: 'string', default: '', required: true, displayOptions: review(['get', 'update']), description: 'ID of the review' },
  pullNumber(['getAll']),
  ...pagingProperties({ resource: ['review'], operation: ['getAll'] }),
  pullNumber(['create']),
  {
    displayName: 'Event', name: 'event', type: 'options', default: 'approve', displayOptions: review(['create']), description: 'The review action you want to perform',
    options: [
      { name: 'Approve', value: 'approve', description: 'Approve the pull request' },
      { name: 'Request Change', value: 'requestChanges', description: 'Request code changes' },
      { name: 'Comment', value: 'comment', description: 'Add a comment without approval or change requests' },
      { name: 'Pending', value: 'pending', description: 'You will need to submit the pull request review when you are ready' },
    ],
  },
  {
    displayName: 'Body', name: 'body', type: 'string', default: '', description: 'The body of the review (required for events Request Changes or Comment)',
    displayOptions: { show: { operation: ['create'], resource: ['review'], event: ['requestChanges', 'comment'] } },
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: review(['create']),
    options: [{ displayName: 'Commit ID', name: 'commitId', type: 'string', default: '', description: 'The SHA of the commit that needs a review, if different from the latest' }],
  },
  { displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: review(['update']), description: 'The body of the review' },
];

export const userProperties: INodeProperties[] = [
  ...pagingProperties({ resource: ['user'], operation: ['getRepositories'] }),
  {
    displayName: 'Organization', name: 'organization', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['invite'], resource: ['user'] } }, description: 'The GitHub organization that the user is being invited to',
  },
  {
    displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '', required: true,
    displayOptions: { show: { operation: ['invite'], resource: ['user'] } }, description: 'The email address of the invited user',
  },
  ...pagingProperties({ resource: ['organization'], operation: ['getRepositories'] }),
  ...pagingProperties({ operation: ['getUserIssues'] }),
  {
    displayName: 'Filters', name: 'getUserIssuesFilters', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Filter' },
    default: {}, displayOptions: { show: { operation: ['getUserIssues'] } }, options: issueFilters(false),
  },
];
