import type { IDataObject } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';
import { listOf } from './context.js';

/* Issue (create, comment, edit, get, lock) and Repository (details, issues, pulls, license, profile, traffic). */

/** Filters as GitHub's query: empty ones dropped, dates as ISO 8601. */
function filterQuery(filters: IDataObject): IDataObject {
  const query: IDataObject = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === undefined || value === null) continue;
    query[key] = key === 'since' ? new Date(String(value)).toISOString() : value;
  }
  return query;
}

export const issueOperations: Record<string, (c: ItemContext) => Promise<OperationResult>> = {
  async create(c) {
    return c.request('POST', `${c.repoPath()}/issues`, {
      title: c.param<string>('title'), body: c.param<string>('body', ''),
      labels: listOf(c.param('labels', {}), 'label'), assignees: listOf(c.param('assignees', {}), 'assignee'),
    });
  },
  async createComment(c) {
    return c.request('POST', `${c.repoPath()}/issues/${c.param<number>('issueNumber')}/comments`, { body: c.param<string>('body', '') });
  },
  async edit(c) {
    const fields = { ...c.param<IDataObject>('editFields', {}) };
    if (fields.labels !== undefined) fields.labels = listOf(fields.labels, 'label');
    if (fields.assignees !== undefined) fields.assignees = listOf(fields.assignees, 'assignee');
    return c.request('PATCH', `${c.repoPath()}/issues/${c.param<number>('issueNumber')}`, fields);
  },
  async get(c) {
    return c.request('GET', `${c.repoPath()}/issues/${c.param<number>('issueNumber')}`);
  },
  async lock(c) {
    return c.request('PUT', `${c.repoPath()}/issues/${c.param<number>('issueNumber')}/lock`, { lock_reason: c.param<string>('lockReason', 'resolved') });
  },
};

export const repositoryOperations: Record<string, (c: ItemContext) => Promise<OperationResult>> = {
  get: async (c) => c.request('GET', c.repoPath()),
  getLicense: async (c) => c.request('GET', `${c.repoPath()}/license`),
  getProfile: async (c) => c.request('GET', `${c.repoPath()}/community/profile`),
  listPopularPaths: async (c) => c.request('GET', `${c.repoPath()}/traffic/popular/paths`),
  listReferrers: async (c) => c.request('GET', `${c.repoPath()}/traffic/popular/referrers`),
  getIssues: async (c) => c.list(`${c.repoPath()}/issues`, filterQuery(c.param<IDataObject>('getRepositoryIssuesFilters', {}))),
  getPullRequests: async (c) => c.list(`${c.repoPath()}/pulls`, filterQuery(c.param<IDataObject>('getRepositoryPullRequestsFilters', {}))),
};

export const userIssues = async (c: ItemContext) => c.list('/issues', filterQuery(c.param<IDataObject>('getUserIssuesFilters', {})));
