import type { GhContext, GhRoute } from './github-errors.js';
import { GhError, invalid, notFound } from './github-errors.js';
import type { GhRelease, GhRepo, GhReview } from './github-state.js';
import { pullJson, releaseJson, reviewJson } from './github-shapes.js';
import { filterIssues, findIssue, findRepo } from './routes-repo.js';

/* Releases, pull requests and their reviews, the license, the community profile and traffic. */

const R = '/repos/([^/]+)/([^/]+)';

function findRelease(repo: GhRepo, id: string): GhRelease {
  const release = repo.releases.find((candidate) => String(candidate.id) === id);
  if (!release) throw notFound();
  return release;
}

function findPull(repo: GhRepo, number: string) {
  const issue = findIssue(repo, number);
  if (!issue.pull) throw notFound();
  return issue;
}

function findReview(repo: GhRepo, pull: string, id: string): GhReview {
  const review = repo.reviews.find((candidate) => String(candidate.pull) === pull && String(candidate.id) === id);
  if (!review) throw notFound();
  return review;
}

function releaseFields(context: GhContext, release: GhRelease) {
  const { body } = context;
  for (const field of ['name', 'body', 'target_commitish', 'tag_name'] as const) if (typeof body[field] === 'string') release[field] = body[field];
  for (const field of ['draft', 'prerelease'] as const) if (typeof body[field] === 'boolean') release[field] = body[field];
}

const EVENTS: Record<string, string> = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' };

export const releaseRoutes: GhRoute[] = [
  ['POST', new RegExp(`^${R}/releases$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    if (typeof c.body.tag_name !== 'string' || c.body.tag_name === '') throw invalid('Release', 'tag_name');
    if (repo.releases.some((release) => release.tag_name === c.body.tag_name)) throw invalid('Release', 'tag_name', 'already_exists');
    const release: GhRelease = {
      id: c.state.nextId(), tag_name: c.body.tag_name, name: null, body: null, draft: false, prerelease: false,
      target_commitish: repo.default_branch, created_at: c.state.time(), author: c.user,
    };
    releaseFields(c, release);
    repo.releases.unshift(release);
    if (!repo.tags.includes(release.tag_name)) repo.tags.push(release.tag_name);
    return { status: 201, body: releaseJson(c.state, repo, release) };
  }],
  ['GET', new RegExp(`^${R}/releases$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    return c.page(repo.releases.map((release) => releaseJson(c.state, repo, release)));
  }],
  ['GET', new RegExp(`^${R}/releases/(\\d+)$`), (c, o, r, id) => {
    const repo = findRepo(c, o, r);
    return { status: 200, body: releaseJson(c.state, repo, findRelease(repo, id)) };
  }],
  ['PATCH', new RegExp(`^${R}/releases/(\\d+)$`), (c, o, r, id) => {
    const repo = findRepo(c, o, r);
    const release = findRelease(repo, id);
    releaseFields(c, release);
    return { status: 200, body: releaseJson(c.state, repo, release) };
  }],
  ['DELETE', new RegExp(`^${R}/releases/(\\d+)$`), (c, o, r, id) => {
    const repo = findRepo(c, o, r);
    const release = findRelease(repo, id);
    repo.releases.splice(repo.releases.indexOf(release), 1);
    return { status: 204 };
  }],
  ['GET', new RegExp(`^${R}/pulls$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    const query = new URLSearchParams(c.request.query);
    // Pulls sort by popularity / long-running too; the stand-in orders those by comments and age.
    if (query.get('sort') === 'popularity') query.set('sort', 'comments');
    if (query.get('sort') === 'long-running') query.set('sort', 'created');
    return c.page(filterIssues(repo.issues.filter((issue) => issue.pull), query).map((issue) => pullJson(c.state, repo, issue)));
  }],
  ['POST', new RegExp(`^${R}/pulls/(\\d+)/reviews$`), (c, o, r, n) => {
    const repo = findRepo(c, o, r);
    const pull = findPull(repo, n);
    const event = c.body.event as string | undefined;
    if (event !== undefined && !EVENTS[event]) throw invalid('PullRequestReview', 'event', 'invalid');
    if ((event === 'REQUEST_CHANGES' || event === 'COMMENT') && !c.body.body) {
      throw new GhError(422, 'Unprocessable Entity', { errors: [`Review Can not ${event === 'COMMENT' ? 'comment' : 'request changes'} without a body`] });
    }
    if (event === 'APPROVE' && pull.user === c.user) throw new GhError(422, 'Unprocessable Entity', { errors: ['Review Can not approve your own pull request'] });
    const review: GhReview = {
      id: c.state.nextId(), pull: pull.number, user: c.user, body: (c.body.body as string | undefined) ?? '', state: event ? EVENTS[event] as string : 'PENDING',
      commit_id: (c.body.commit_id as string | undefined) ?? 'a'.repeat(40), submitted_at: event ? c.state.time() : null,
    };
    repo.reviews.push(review);
    return { status: 200, body: reviewJson(c.state, repo, review) };
  }],
  ['GET', new RegExp(`^${R}/pulls/(\\d+)/reviews$`), (c, o, r, n) => {
    const repo = findRepo(c, o, r);
    findPull(repo, n);
    return c.page(repo.reviews.filter((review) => String(review.pull) === n).map((review) => reviewJson(c.state, repo, review)));
  }],
  ['GET', new RegExp(`^${R}/pulls/(\\d+)/reviews/(\\d+)$`), (c, o, r, n, id) => {
    const repo = findRepo(c, o, r);
    return { status: 200, body: reviewJson(c.state, repo, findReview(repo, n, id)) };
  }],
  ['PUT', new RegExp(`^${R}/pulls/(\\d+)/reviews/(\\d+)$`), (c, o, r, n, id) => {
    const repo = findRepo(c, o, r);
    const review = findReview(repo, n, id);
    if (typeof c.body.body !== 'string') throw invalid('PullRequestReview', 'body');
    review.body = c.body.body;
    return { status: 200, body: reviewJson(c.state, repo, review) };
  }],
  ['GET', new RegExp(`^${R}/license$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    const license = repo.license;
    if (!license) throw notFound();
    const content = Buffer.from(`${license.name}\n\nCopyright (c) 2024 ${repo.owner}\n`).toString('base64');
    return {
      status: 200,
      body: {
        name: license.file, path: license.file, sha: 'e'.repeat(40), size: content.length, type: 'file', content, encoding: 'base64',
        html_url: `https://github.com/${repo.owner}/${repo.name}/blob/${repo.default_branch}/${license.file}`,
        license: { key: license.key, name: license.name, spdx_id: license.spdx_id, url: `https://api.github.com/licenses/${license.key}` },
      },
    };
  }],
  ['GET', new RegExp(`^${R}/community/profile$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    const files = repo.branches.get(repo.default_branch) ?? new Map();
    const has = (path: string) => (files.has(path) ? { url: `https://api.github.com/repos/${repo.owner}/${repo.name}/contents/${path}`, html_url: `https://github.com/${repo.owner}/${repo.name}/blob/main/${path}` } : null);
    const present = ['README.md', 'CONTRIBUTING.md', 'CODE_OF_CONDUCT.md'].filter((path) => files.has(path)).length + (repo.license ? 1 : 0) + (repo.description ? 1 : 0);
    return {
      status: 200,
      body: {
        health_percentage: Math.round((present / 5) * 100), description: repo.description, documentation: null, content_reports_enabled: false, updated_at: '2024-06-01T12:00:00Z',
        files: {
          readme: has('README.md'), contributing: has('CONTRIBUTING.md'), code_of_conduct: has('CODE_OF_CONDUCT.md'), issue_template: null, pull_request_template: null,
          license: repo.license ? { key: repo.license.key, name: repo.license.name, spdx_id: repo.license.spdx_id } : null,
        },
      },
    };
  }],
  ['GET', new RegExp(`^${R}/traffic/popular/paths$`), (c, o, r) => ({ status: 200, body: pushOnly(c, findRepo(c, o, r)).popularPaths })],
  ['GET', new RegExp(`^${R}/traffic/popular/referrers$`), (c, o, r) => ({ status: 200, body: pushOnly(c, findRepo(c, o, r)).referrers })],
];

/** Traffic is shown only to those who can push (GitHub answers others 403 "Must have push access to repository"). */
function pushOnly(context: GhContext, repo: GhRepo): GhRepo {
  const member = context.state.members.get(repo.owner.toLowerCase())?.has(context.user);
  if (repo.owner.toLowerCase() !== context.user.toLowerCase() && !member) throw new GhError(403, 'Must have push access to repository');
  return repo;
}
