import type { JiraContext, JiraRoute } from './jira-errors.js';
import { JiraError, findIssue, isAdf, richText, userJson } from './jira-errors.js';
import type { JiraComment } from './jira-state.js';

/* Comments: add (v3 takes an Atlassian Document, v2 text), get, list (paged, ordered), update, delete. */

function commentJson(c: JiraContext, issueId: string, comment: JiraComment) {
  const rendered = c.request.query.get('expand')?.includes('renderedBody');
  return {
    self: `${c.origin}/rest/api/${c.version}/issue/${issueId}/comment/${comment.id}`, id: comment.id, author: userJson(c, comment.author), updateAuthor: userJson(c, comment.author),
    body: richText(c, comment.body), created: comment.created, updated: comment.updated, jsdPublic: true,
    ...(rendered ? { renderedBody: `<p>${String(richText({ ...c, version: 2 }, comment.body))}</p>` } : {}),
  };
}

function checkedBody(c: JiraContext): unknown {
  const body = c.body.body;
  if (c.version === 3 && !isAdf(body)) throw new JiraError(400, 'Comment body is not valid!');
  if (c.version === 2 && (typeof body !== 'string' || body.trim() === '')) throw new JiraError(400, [], { comment: 'Comment body can not be empty!' });
  return body;
}

function findComment(c: JiraContext, key: string, id: string) {
  const issue = findIssue(c, key);
  const comment = issue.comments.find((candidate) => candidate.id === id);
  if (!comment) throw new JiraError(404, `Can not find a comment for the id: ${id}.`);
  return { issue, comment };
}

export const commentRoutes: JiraRoute[] = [
  ['POST', /^\/api\/issue\/([^/]+)\/comment$/, (c, key) => {
    const issue = findIssue(c, key);
    const created = c.state.time();
    const comment: JiraComment = { id: c.state.nextId(), author: c.user.accountId, body: checkedBody(c), created, updated: created };
    issue.comments.push(comment);
    return { status: 201, body: commentJson(c, issue.id, comment) };
  }],
  ['GET', /^\/api\/issue\/([^/]+)\/comment$/, (c, key) => {
    const issue = findIssue(c, key);
    const ordered = c.request.query.get('orderBy') === '-created' ? [...issue.comments].reverse() : issue.comments;
    const startAt = Number(c.request.query.get('startAt') ?? 0) || 0;
    const maxResults = Math.min(Number(c.request.query.get('maxResults') ?? 5000) || 5000, 5000);
    return { status: 200, body: { startAt, maxResults, total: ordered.length, comments: ordered.slice(startAt, startAt + maxResults).map((comment) => commentJson(c, issue.id, comment)) } };
  }],
  ['GET', /^\/api\/issue\/([^/]+)\/comment\/(\d+)$/, (c, key, id) => {
    const { issue, comment } = findComment(c, key, id);
    return { status: 200, body: commentJson(c, issue.id, comment) };
  }],
  ['PUT', /^\/api\/issue\/([^/]+)\/comment\/(\d+)$/, (c, key, id) => {
    const { issue, comment } = findComment(c, key, id);
    comment.body = checkedBody(c);
    comment.updated = c.state.time();
    return { status: 200, body: commentJson(c, issue.id, comment) };
  }],
  ['DELETE', /^\/api\/issue\/([^/]+)\/comment\/(\d+)$/, (c, key, id) => {
    const { issue, comment } = findComment(c, key, id);
    issue.comments.splice(issue.comments.indexOf(comment), 1);
    return { status: 204 };
  }],
];
