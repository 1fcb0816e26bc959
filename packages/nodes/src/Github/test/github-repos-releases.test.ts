import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed, startHarness, stopHarness, repoOf, rl, runGithub } from './harness.js';
import type { Harness } from './harness.js';
import type { GitHubState } from '../../test-support/github-stand-in/github-state.js';

/* Repository, Release, Review, User and Organization operations; paging with the Link header. */

let harness: Harness;
let state: GitHubState;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => {
  const fresh = seed().state;
  Object.assign(harness.standIn.state, { repos: fresh.repos, invitations: fresh.invitations });
  state = harness.standIn.state;
});

const hello = () => state.repo('octocat', 'Hello-World')!;

describe.each([1, 1.1])('GitHub %s: repository', (typeVersion) => {
  it('gets the repository, its license and its community profile', async () => {
    const repo = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'get', ...repoOf() } });
    expect(repo.json[0]).toMatchObject({ full_name: 'octocat/Hello-World', description: 'My first repository', private: false });
    const license = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'getLicense', ...repoOf() } });
    expect(license.json[0]).toMatchObject({ path: 'LICENSE', license: { spdx_id: 'MIT' } });
    const profile = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'getProfile', ...repoOf() } });
    expect(profile.json[0]).toMatchObject({ health_percentage: 60, files: { readme: { html_url: expect.stringContaining('README.md') }, contributing: null } });
  });

  it('takes the owner and repository from links', async () => {
    const { requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'repository', operation: 'get', owner: rl('https://github.com/octocat', 'url'), repository: rl('https://github.com/octocat/Hello-World/tree/main', 'url') },
    });
    expect(requests[0]?.path).toBe('/repos/octocat/Hello-World');
  });

  it('lists issues with the filters as GitHub\'s query, one item each', async () => {
    const { json, requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'repository', operation: 'getIssues', ...repoOf(), returnAll: true, getRepositoryIssuesFilters: { state: 'all', labels: 'bug', direction: 'asc', since: '2024-01-01T00:00:00Z' } },
    });
    expect(requests[0]?.query).toEqual({ state: 'all', labels: 'bug', direction: 'asc', since: '2024-01-01T00:00:00.000Z', per_page: '100', page: '1' });
    expect(json.map((issue) => issue.title)).toEqual(['Found a bug']);
  });

  it('follows the Link header for Return All, and stops at the Limit', async () => {
    for (let n = 0; n < 205; n++) state.addIssue(hello(), { title: `Bulk ${n}` });
    const all = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'getIssues', ...repoOf(), returnAll: true } });
    expect(all.json).toHaveLength(208);
    expect(all.requests.map((request) => request.query.page)).toEqual(['1', '2', '3']);
    const limited = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'getIssues', ...repoOf(), limit: 7 } });
    expect(limited.json).toHaveLength(7);
    expect(limited.requests).toHaveLength(1);
    expect(limited.requests[0]?.query.per_page).toBe('7');
  });

  it('lists pull requests, popular paths and referrers', async () => {
    const pulls = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'getPullRequests', ...repoOf(), getRepositoryPullRequestsFilters: { state: 'open', sort: 'updated' } } });
    expect(pulls.json).toEqual([expect.objectContaining({ number: 4, title: 'Fix the crash', head: { ref: 'fix-crash', sha: expect.any(String) } })]);
    expect(pulls.requests[0]?.query).toMatchObject({ state: 'open', sort: 'updated', per_page: '50' });
    const paths = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'listPopularPaths', ...repoOf() } });
    expect(paths.json).toEqual([{ path: '/octocat/Hello-World', title: 'octocat/Hello-World', count: 120, uniques: 40 }]);
    const referrers = await runGithub(harness, { typeVersion, parameters: { resource: 'repository', operation: 'listReferrers', ...repoOf() } });
    expect(referrers.json.map((entry) => entry.referrer)).toEqual(['google.com', 'news.ycombinator.com']);
  });

  it('explains GitHub\'s 403 for traffic without push access', async () => {
    const { error } = await runGithub(harness, { typeVersion, credential: 'cred-hubot', parameters: { resource: 'repository', operation: 'listReferrers', ...repoOf() } });
    expect(error?.message).toBe('Forbidden - perhaps check your credentials? (Must have push access to repository)');
  });
});

describe.each([1, 1.1])('GitHub %s: releases and reviews', (typeVersion) => {
  it('creates, gets, updates, lists and deletes a release', async () => {
    const created = await runGithub(harness, {
      typeVersion, parameters: { resource: 'release', operation: 'create', ...repoOf(), releaseTag: 'v1.0.0', additionalFields: { name: 'First', body: 'Notes', draft: true } },
    });
    expect(created.requests[0]?.body).toEqual({ tag_name: 'v1.0.0', name: 'First', body: 'Notes', draft: true });
    const id = String(created.json[0]?.id);
    expect(created.json[0]).toMatchObject({ tag_name: 'v1.0.0', draft: true, published_at: null });
    const got = await runGithub(harness, { typeVersion, parameters: { resource: 'release', operation: 'get', ...repoOf(), release_id: id } });
    expect(got.json[0]).toMatchObject({ name: 'First' });
    const updated = await runGithub(harness, { typeVersion, parameters: { resource: 'release', operation: 'update', ...repoOf(), release_id: id, additionalFields: { draft: false, name: '1.0' } } });
    expect(updated.json[0]).toMatchObject({ name: '1.0', draft: false, published_at: expect.any(String) });
    const again = await runGithub(harness, { typeVersion, parameters: { resource: 'release', operation: 'create', ...repoOf(), releaseTag: 'v1.0.0' } });
    expect(again.error?.message).toBe('Validation Failed: tag_name already_exists');
    const listed = await runGithub(harness, { typeVersion, parameters: { resource: 'release', operation: 'getAll', ...repoOf(), returnAll: true } });
    expect(listed.json.map((release) => release.tag_name)).toEqual(['v1.0.0']);
    const deleted = await runGithub(harness, { typeVersion, parameters: { resource: 'release', operation: 'delete', ...repoOf(), release_id: id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(hello().releases).toEqual([]);
  });

  it('creates reviews for each event, gets, lists and updates them', async () => {
    const approve = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'create', ...repoOf(), pullRequestNumber: 4, event: 'approve', additionalFields: { commitId: 'f'.repeat(40) } } });
    expect(approve.requests[0]?.body).toEqual({ event: 'APPROVE', commit_id: 'f'.repeat(40) });
    expect(approve.json[0]).toMatchObject({ state: 'APPROVED', commit_id: 'f'.repeat(40) });
    const changes = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'create', ...repoOf(), pullRequestNumber: 4, event: 'requestChanges', body: 'Add a test' } });
    expect(changes.json[0]).toMatchObject({ state: 'CHANGES_REQUESTED', body: 'Add a test' });
    const pending = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'create', ...repoOf(), pullRequestNumber: 4, event: 'pending' } });
    expect(pending.requests[0]?.body).toBeUndefined();
    expect(pending.json[0]).toMatchObject({ state: 'PENDING' });
    const empty = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'create', ...repoOf(), pullRequestNumber: 4, event: 'comment' } });
    expect(empty.error?.message).toBe('Unprocessable Entity: Review Can not comment without a body');
    const reviewId = String(changes.json[0]?.id);
    const got = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'get', ...repoOf(), pullRequestNumber: 4, reviewId } });
    expect(got.json[0]).toMatchObject({ id: Number(reviewId), state: 'CHANGES_REQUESTED' });
    const updated = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'update', ...repoOf(), pullRequestNumber: 4, reviewId, body: 'Add two tests' } });
    expect(updated.json[0]).toMatchObject({ body: 'Add two tests' });
    const listed = await runGithub(harness, { typeVersion, parameters: { resource: 'review', operation: 'getAll', ...repoOf(), pullRequestNumber: 4, limit: 2 } });
    expect(listed.json.map((review) => review.state)).toEqual(['APPROVED', 'CHANGES_REQUESTED']);
  });
});

describe.each([1, 1.1])('GitHub %s: users and organizations', (typeVersion) => {
  it('lists a user\'s and an organization\'s repositories (private ones only to whom may see them)', async () => {
    const mine = await runGithub(harness, { typeVersion, parameters: { resource: 'user', operation: 'getRepositories', owner: rl('octocat'), returnAll: true } });
    expect(mine.requests[0]?.path).toBe('/users/octocat/repos');
    expect(mine.json.map((repo) => repo.name)).toEqual(['Hello-World', 'secret-plans']);
    const theirs = await runGithub(harness, { typeVersion, credential: 'cred-hubot', parameters: { resource: 'user', operation: 'getRepositories', owner: rl('octocat'), returnAll: true } });
    expect(theirs.json.map((repo) => repo.name)).toEqual(['Hello-World']);
    const org = await runGithub(harness, { typeVersion, parameters: { resource: 'organization', operation: 'getRepositories', owner: rl('acme'), limit: 1 } });
    expect(org.requests[0]?.path).toBe('/orgs/acme/repos');
    expect(org.json.map((repo) => repo.full_name)).toEqual(['acme/website']);
    const notOrg = await runGithub(harness, { typeVersion, parameters: { resource: 'organization', operation: 'getRepositories', owner: rl('octocat') } });
    expect(notOrg.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('lists the issues assigned to the authenticated user', async () => {
    const { json, requests } = await runGithub(harness, { typeVersion, parameters: { resource: 'user', operation: 'getUserIssues', returnAll: true, getUserIssuesFilters: { labels: 'bug' } } });
    expect(requests[0]).toMatchObject({ path: '/issues', query: { labels: 'bug' } });
    expect(json).toEqual([expect.objectContaining({ title: 'Found a bug', repository: expect.objectContaining({ full_name: 'octocat/Hello-World' }) })]);
  });

  it('invites a user to an organization by email; a non-admin is told GitHub\'s reason', async () => {
    const { json, requests } = await runGithub(harness, { typeVersion, parameters: { resource: 'user', operation: 'invite', organization: 'acme', email: 'new@example.com' } });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/orgs/acme/invitations', body: { email: 'new@example.com' } });
    expect(json[0]).toMatchObject({ email: 'new@example.com', role: 'direct_member', inviter: { login: 'octocat' } });
    const refused = await runGithub(harness, { typeVersion, credential: 'cred-hubot', continueOnFail: true, parameters: { resource: 'user', operation: 'invite', organization: 'acme', email: 'x@example.com' } });
    expect(refused.json).toEqual([{ error: 'Forbidden - perhaps check your credentials? (You must be an admin to create an invitation to an organization.)' }]);
  });
});
