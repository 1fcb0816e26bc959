import type { GhFile, GhIssue, GhRelease, GhRepo, GhReview, GhWorkflow, GitHubState } from './github-state.js';

/* The JSON GitHub's REST API answers for each object (the fields of its reference a workflow uses). */

export const API = 'https://api.github.com';
export const WEB = 'https://github.com';

export function accountJson(state: GitHubState, login: string) {
  const account = state.accounts.get(login.toLowerCase());
  return {
    login: account?.login ?? login, id: account?.id ?? 0, node_id: `U_${account?.id ?? 0}`, type: account?.type ?? 'User', site_admin: false,
    avatar_url: `https://avatars.githubusercontent.com/u/${account?.id ?? 0}`, url: `${API}/users/${login}`, html_url: `${WEB}/${login}`,
  };
}

export function repoJson(state: GitHubState, repo: GhRepo) {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: repo.id, node_id: `R_${repo.id}`, name: repo.name, full_name: full, private: repo.private, owner: accountJson(state, repo.owner),
    html_url: `${WEB}/${full}`, description: repo.description, fork: false, url: `${API}/repos/${full}`,
    default_branch: repo.default_branch, visibility: repo.private ? 'private' : 'public', open_issues_count: repo.issues.filter((issue) => issue.state === 'open').length,
    license: repo.license ? { key: repo.license.key, name: repo.license.name, spdx_id: repo.license.spdx_id } : null,
  };
}

export function issueJson(state: GitHubState, repo: GhRepo, issue: GhIssue) {
  const base = `${API}/repos/${repo.owner}/${repo.name}`;
  return {
    id: issue.id, node_id: `I_${issue.id}`, number: issue.number, title: issue.title, body: issue.body, state: issue.state, state_reason: issue.state_reason,
    url: `${base}/issues/${issue.number}`, html_url: `${WEB}/${repo.owner}/${repo.name}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`,
    user: accountJson(state, issue.user), labels: issue.labels.map((name, index) => ({ id: issue.id * 10 + index, name, color: 'ededed' })),
    assignee: issue.assignees[0] ? accountJson(state, issue.assignees[0]) : null, assignees: issue.assignees.map((login) => accountJson(state, login)),
    locked: issue.locked, active_lock_reason: issue.active_lock_reason, comments: issue.comments,
    created_at: issue.created_at, updated_at: issue.updated_at, closed_at: issue.closed_at,
    ...(issue.pull ? { pull_request: { url: `${base}/pulls/${issue.number}` } } : {}),
  };
}

export function pullJson(state: GitHubState, repo: GhRepo, issue: GhIssue) {
  const { labels, assignees, user, ...rest } = issueJson(state, repo, issue);
  return {
    ...rest, labels, assignees, user, url: `${API}/repos/${repo.owner}/${repo.name}/pulls/${issue.number}`,
    head: { ref: issue.pull?.head, sha: 'a'.repeat(40) }, base: { ref: issue.pull?.base, sha: 'b'.repeat(40) }, merged_at: null, draft: false,
  };
}

export function fileJson(repo: GhRepo, path: string, file: GhFile | undefined, withContent: boolean, ref: string) {
  const full = `${repo.owner}/${repo.name}`;
  const name = path.split('/').pop() ?? path;
  const base = {
    name, path, sha: file?.sha ?? 'd'.repeat(40), size: file?.content.length ?? 0,
    url: `${API}/repos/${full}/contents/${path}?ref=${ref}`, html_url: `${WEB}/${full}/${file ? 'blob' : 'tree'}/${ref}/${path}`,
    git_url: `${API}/repos/${full}/git/${file ? 'blobs' : 'trees'}/${file?.sha ?? 'd'.repeat(40)}`,
    download_url: file ? `https://raw.githubusercontent.com/${full}/${ref}/${path}` : null, type: file ? 'file' : 'dir',
  };
  if (!withContent || !file) return base;
  // GitHub wraps the base64 content at 60 characters.
  const content = (file.content.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
  return { ...base, content: `${content}\n`, encoding: 'base64' };
}

export function releaseJson(state: GitHubState, repo: GhRepo, release: GhRelease) {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: release.id, node_id: `RE_${release.id}`, tag_name: release.tag_name, target_commitish: release.target_commitish, name: release.name, body: release.body,
    draft: release.draft, prerelease: release.prerelease, created_at: release.created_at, published_at: release.draft ? null : release.created_at,
    author: accountJson(state, release.author), url: `${API}/repos/${full}/releases/${release.id}`, html_url: `${WEB}/${full}/releases/tag/${release.tag_name}`,
    assets: [], tarball_url: `${API}/repos/${full}/tarball/${release.tag_name}`, zipball_url: `${API}/repos/${full}/zipball/${release.tag_name}`,
  };
}

export function reviewJson(state: GitHubState, repo: GhRepo, review: GhReview) {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: review.id, node_id: `PRR_${review.id}`, user: accountJson(state, review.user), body: review.body, state: review.state, commit_id: review.commit_id,
    submitted_at: review.submitted_at ?? undefined, html_url: `${WEB}/${full}/pull/${review.pull}#pullrequestreview-${review.id}`,
    pull_request_url: `${API}/repos/${full}/pulls/${review.pull}`, author_association: 'OWNER',
  };
}

export function workflowJson(repo: GhRepo, workflow: GhWorkflow) {
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: workflow.id, node_id: `W_${workflow.id}`, name: workflow.name, path: workflow.path, state: workflow.state,
    created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-05-01T00:00:00.000Z', url: `${API}/repos/${full}/actions/workflows/${workflow.id}`,
    html_url: `${WEB}/${full}/blob/${repo.default_branch}/${workflow.path}`, badge_url: `${WEB}/${full}/workflows/${workflow.name}/badge.svg`,
  };
}
