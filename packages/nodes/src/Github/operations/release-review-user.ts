import type { IDataObject } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';

/* Release, Review, User and Organization operations. */

type Operations = Record<string, (c: ItemContext) => Promise<OperationResult>>;

export const releaseOperations: Operations = {
  create: async (c) => c.request('POST', `${c.repoPath()}/releases`, { ...c.param<IDataObject>('additionalFields', {}), tag_name: c.param<string>('releaseTag') }),
  delete: async (c) => c.request('DELETE', `${c.repoPath()}/releases/${encodeURIComponent(c.param<string>('release_id'))}`),
  get: async (c) => c.request('GET', `${c.repoPath()}/releases/${encodeURIComponent(c.param<string>('release_id'))}`),
  getAll: async (c) => c.list(`${c.repoPath()}/releases`),
  update: async (c) => c.request('PATCH', `${c.repoPath()}/releases/${encodeURIComponent(c.param<string>('release_id'))}`, c.param<IDataObject>('additionalFields', {})),
};

/** The node's event names as GitHub's; a pending review is one created without an event. */
const EVENTS: Record<string, string | undefined> = { approve: 'APPROVE', requestChanges: 'REQUEST_CHANGES', comment: 'COMMENT', pending: undefined };

export const reviewOperations: Operations = {
  async create(c) {
    const event = c.param<string>('event', 'approve');
    const body: IDataObject = {};
    if (EVENTS[event]) body.event = EVENTS[event];
    if (event === 'requestChanges' || event === 'comment') body.body = c.param<string>('body', '');
    const commitId = c.param<IDataObject>('additionalFields', {}).commitId;
    if (commitId) body.commit_id = commitId;
    return c.request('POST', `${c.repoPath()}/pulls/${c.param<number>('pullRequestNumber')}/reviews`, body);
  },
  get: async (c) => c.request('GET', `${c.repoPath()}/pulls/${c.param<number>('pullRequestNumber')}/reviews/${encodeURIComponent(c.param<string>('reviewId'))}`),
  getAll: async (c) => c.list(`${c.repoPath()}/pulls/${c.param<number>('pullRequestNumber')}/reviews`),
  update: async (c) => c.request('PUT', `${c.repoPath()}/pulls/${c.param<number>('pullRequestNumber')}/reviews/${encodeURIComponent(c.param<string>('reviewId'))}`, { body: c.param<string>('body', '') }),
};

export const userOperations: Operations = {
  getRepositories: async (c) => c.list(`/users/${encodeURIComponent(c.owner())}/repos`),
  invite: async (c) => c.request('POST', `/orgs/${encodeURIComponent(c.param<string>('organization'))}/invitations`, { email: c.param<string>('email') }),
};

export const organizationOperations: Operations = {
  getRepositories: async (c) => c.list(`/orgs/${encodeURIComponent(c.owner())}/repos`),
};
