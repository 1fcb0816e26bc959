import type { GhContext, GhRoute } from './github-errors.js';
import { GhError, invalid, notFound } from './github-errors.js';
import type { GhIssue, GhRepo } from './github-state.js';
import { accountJson, fileJson, issueJson, repoJson } from './github-shapes.js';

/* Repositories, their contents (files) and issues. */

const R = '/repos/([^/]+)/([^/]+)';

/** The repository, if the token's user may see it (a private one only its owner and the owner's organization members). */
export function findRepo(context: GhContext, owner: string, name: string): GhRepo {
  const repo = context.state.repo(owner, name);
  const members = context.state.members.get(repo?.owner.toLowerCase() ?? '');
  if (!repo || (repo.private && repo.owner.toLowerCase() !== context.user.toLowerCase() && !members?.has(context.user))) throw notFound();
  return repo;
}

export function findIssue(repo: GhRepo, number: string): GhIssue {
  const issue = repo.issues.find((candidate) => String(candidate.number) === number);
  if (!issue) throw notFound();
  return issue;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const list = (value: unknown, field: string): string[] | undefined => {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) throw invalid('Issue', field, 'invalid');
  return value as string[];
};

function branchOf(context: GhContext, repo: GhRepo, ref?: string) {
  const name = ref ?? repo.default_branch;
  const files = repo.branches.get(name);
  if (!files) throw new GhError(404, `No commit found for the ref ${name}`);
  return { name, files };
}

function commitOf(context: GhContext, message: string) {
  const person = (value: unknown) => {
    const given = value as { name?: string; email?: string } | undefined;
    return { name: given?.name ?? context.user, email: given?.email ?? `${context.user}@users.noreply.github.com`, date: context.state.time() };
  };
  return (body: Record<string, unknown>) => ({
    sha: String(context.state.nextId()).padStart(40, 'c'), message, author: person(body.author ?? body.committer), committer: person(body.committer ?? body.author),
  });
}

function writeFile(context: GhContext, owner: string, name: string, path: string) {
  const repo = findRepo(context, owner, name);
  const { body } = context;
  if (typeof body.message !== 'string') throw invalid('Content', 'message');
  if (typeof body.content !== 'string') throw invalid('Content', 'content');
  const branch = branchOf(context, repo, text(body.branch));
  const existing = branch.files.get(path);
  if (existing && body.sha === undefined) throw new GhError(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
  if (existing && body.sha !== existing.sha) throw new GhError(409, `${path} does not match ${String(body.sha)}`);
  if (!existing && body.sha !== undefined) throw new GhError(409, `${path} does not match ${String(body.sha)}`);
  const file = context.state.putFile(repo, path, Buffer.from(body.content, 'base64'), branch.name);
  return { status: existing ? 200 : 201, body: { content: fileJson(repo, path, file, false, branch.name), commit: commitOf(context, body.message)(body) } };
}

export function filterIssues(issues: GhIssue[], query: URLSearchParams): GhIssue[] {
  const state = query.get('state') ?? 'open';
  const labels = query.get('labels')?.split(',').map((label) => label.trim()).filter(Boolean) ?? [];
  const since = query.get('since');
  let found = issues.filter((issue) => (state === 'all' || issue.state === state)
    && labels.every((label) => issue.labels.includes(label))
    && (!query.get('assignee') || issue.assignees.includes(query.get('assignee') as string))
    && (!query.get('creator') || issue.user === query.get('creator'))
    && (!query.get('mentioned') || (issue.body ?? '').includes(`@${query.get('mentioned') as string}`))
    && (!since || issue.updated_at >= since));
  const sort = query.get('sort') ?? 'created';
  const key = (issue: GhIssue) => (sort === 'updated' ? issue.updated_at : sort === 'comments' ? String(issue.comments).padStart(6, '0') : issue.created_at);
  found = [...found].sort((a, b) => key(a).localeCompare(key(b)));
  return query.get('direction') === 'asc' ? found : found.reverse();
}

export const repoRoutes: GhRoute[] = [
  ['GET', new RegExp(`^${R}$`), (c, o, r) => ({ status: 200, body: repoJson(c.state, findRepo(c, o, r)) })],
  ['GET', new RegExp(`^${R}/contents/?(.*)$`), (c, o, r, path) => {
    const repo = findRepo(c, o, r);
    const branch = branchOf(c, repo, c.request.query.get('ref') ?? undefined);
    const clean = path.replace(/\/$/, '');
    const file = branch.files.get(clean);
    if (file) return { status: 200, body: fileJson(repo, clean, file, true, branch.name) };
    const prefix = clean === '' ? '' : `${clean}/`;
    const children = new Map<string, boolean>();
    for (const key of branch.files.keys()) {
      if (!key.startsWith(prefix)) continue;
      const [head, ...rest] = key.slice(prefix.length).split('/');
      children.set(`${prefix}${head as string}`, rest.length === 0);
    }
    if (children.size === 0) throw notFound();
    return {
      status: 200,
      body: [...children].sort(([a], [b]) => a.localeCompare(b)).map(([child, isFile]) => fileJson(repo, child, isFile ? branch.files.get(child) : undefined, false, branch.name)),
    };
  }],
  ['PUT', new RegExp(`^${R}/contents/(.+)$`), (c, o, r, path) => writeFile(c, o, r, path)],
  ['DELETE', new RegExp(`^${R}/contents/(.+)$`), (c, o, r, path) => {
    const repo = findRepo(c, o, r);
    if (typeof c.body.message !== 'string') throw invalid('Content', 'message');
    if (typeof c.body.sha !== 'string') throw invalid('Content', 'sha');
    const branch = branchOf(c, repo, text(c.body.branch));
    const file = branch.files.get(path);
    if (!file) throw notFound();
    if (file.sha !== c.body.sha) throw new GhError(409, `${path} does not match ${c.body.sha}`);
    branch.files.delete(path);
    return { status: 200, body: { content: null, commit: commitOf(c, c.body.message)(c.body) } };
  }],
  ['POST', new RegExp(`^${R}/issues$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    if (typeof c.body.title !== 'string' || c.body.title === '') throw invalid('Issue', 'title');
    const assignees = list(c.body.assignees, 'assignees') ?? [];
    const unknown = assignees.find((login) => !c.state.accounts.has(login.toLowerCase()));
    if (unknown) throw new GhError(422, 'Validation Failed', { errors: [{ value: unknown, resource: 'Issue', field: 'assignees', code: 'invalid' }] });
    const issue = c.state.addIssue(repo, { title: c.body.title, body: text(c.body.body) ?? null, labels: list(c.body.labels, 'labels') ?? [], assignees }, c.user);
    return { status: 201, body: issueJson(c.state, repo, issue) };
  }],
  ['GET', new RegExp(`^${R}/issues$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    return c.page(filterIssues(repo.issues, c.request.query).map((issue) => issueJson(c.state, repo, issue)));
  }],
  ['GET', new RegExp(`^${R}/issues/(\\d+)$`), (c, o, r, n) => {
    const repo = findRepo(c, o, r);
    return { status: 200, body: issueJson(c.state, repo, findIssue(repo, n)) };
  }],
  ['PATCH', new RegExp(`^${R}/issues/(\\d+)$`), (c, o, r, n) => {
    const repo = findRepo(c, o, r);
    const issue = findIssue(repo, n);
    const { body } = c;
    if (body.state !== undefined && body.state !== 'open' && body.state !== 'closed') throw invalid('Issue', 'state', 'invalid');
    if (body.state_reason !== undefined && !['completed', 'not_planned', 'reopened', null].includes(body.state_reason as string)) throw invalid('Issue', 'state_reason', 'invalid');
    if (typeof body.title === 'string') issue.title = body.title;
    if (typeof body.body === 'string') issue.body = body.body;
    issue.labels = list(body.labels, 'labels') ?? issue.labels;
    issue.assignees = list(body.assignees, 'assignees') ?? issue.assignees;
    if (body.state === 'closed' && issue.state === 'open') issue.closed_at = c.state.time();
    if (body.state === 'open') issue.closed_at = null;
    if (body.state !== undefined) issue.state = body.state as GhIssue['state'];
    if (body.state_reason !== undefined) issue.state_reason = body.state_reason as string;
    else if (body.state === 'closed') issue.state_reason = 'completed';
    issue.updated_at = c.state.time();
    return { status: 200, body: issueJson(c.state, repo, issue) };
  }],
  ['POST', new RegExp(`^${R}/issues/(\\d+)/comments$`), (c, o, r, n) => {
    const repo = findRepo(c, o, r);
    const issue = findIssue(repo, n);
    if (typeof c.body.body !== 'string' || c.body.body === '') throw invalid('IssueComment', 'body');
    const comment = { id: c.state.nextId(), issue: issue.number, body: c.body.body, user: c.user, created_at: c.state.time() };
    repo.comments.push(comment);
    issue.comments++;
    return {
      status: 201,
      body: {
        id: comment.id, node_id: `IC_${comment.id}`, body: comment.body, user: accountJson(c.state, c.user), created_at: comment.created_at, updated_at: comment.created_at,
        html_url: `https://github.com/${repo.owner}/${repo.name}/issues/${issue.number}#issuecomment-${comment.id}`,
        issue_url: `https://api.github.com/repos/${repo.owner}/${repo.name}/issues/${issue.number}`, author_association: 'OWNER',
      },
    };
  }],
  ['PUT', new RegExp(`^${R}/issues/(\\d+)/lock$`), (c, o, r, n) => {
    const issue = findIssue(findRepo(c, o, r), n);
    const reason = c.body.lock_reason;
    if (reason !== undefined && !['off-topic', 'too heated', 'resolved', 'spam'].includes(reason as string)) throw invalid('Issue', 'lock_reason', 'invalid');
    issue.locked = true;
    issue.active_lock_reason = (reason as string | undefined) ?? null;
    return { status: 204 };
  }],
];
