import type { JiraContext, JiraRoute } from './jira-errors.js';
import { JiraError, fieldError, findIssue, namedUser, paged, richText, userJson } from './jira-errors.js';
import type { JiraIssue } from './jira-state.js';
import { STATUSES, TRANSITIONS } from './jira-state.js';
import { attachmentJson, attachmentRoutes } from './routes-attachments.js';

/* Issues: create, get (fields, expand), edit, delete, JQL search, changelog, transitions, notify. */

export function issueJson(c: JiraContext, issue: JiraIssue, fields = '*all', expand = '') {
  const project = c.state.project(issue.project);
  const all: Record<string, unknown> = {
    ...issue.fields,
    description: richText(c, issue.fields.description),
    project: { id: project?.id, key: project?.key, name: project?.name },
    assignee: userJson(c, issue.fields.assignee), reporter: userJson(c, issue.fields.reporter), creator: userJson(c, issue.fields.creator),
    parent: issue.fields.parent ? { key: issue.fields.parent } : null,
    attachment: issue.attachments.map((attachment) => attachmentJson(c, attachment)),
    comment: { comments: issue.comments.length, total: issue.comments.length },
  };
  const wanted = fields.split(',').map((field) => field.trim()).filter(Boolean);
  const picked = wanted.some((field) => field === '*all' || field === '*navigable') ? all
    : Object.fromEntries(Object.entries(all).filter(([key]) => wanted.includes(key)));
  const expands = expand.split(',').map((entry) => entry.trim());
  const names = Object.fromEntries(Object.keys(picked).map((key) => [key, c.state.customFields.find((field) => field.id === key)?.name ?? key[0]?.toUpperCase() + key.slice(1)]));
  return {
    expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations', id: issue.id, self: `${c.origin}/rest/api/${c.version}/issue/${issue.id}`, key: issue.key,
    fields: picked,
    ...(expands.includes('names') ? { names } : {}),
    ...(expands.includes('renderedFields') ? { renderedFields: { ...picked, description: issue.fields.description ? `<p>${String(richText({ ...c, version: 2 }, issue.fields.description))}</p>` : null } } : {}),
    ...(expands.includes('changelog') ? { changelog: { startAt: 0, maxResults: issue.history.length, total: issue.history.length, histories: issue.history.map((entry) => ({ ...entry, author: userJson(c, entry.author) })) } } : {}),
    ...(expands.includes('transitions') ? { transitions: TRANSITIONS.map((transition) => transitionJson(transition)) } : {}),
  };
}

function transitionJson(transition: typeof TRANSITIONS[number]) {
  const status = STATUSES.find((candidate) => candidate.id === transition.to);
  return { id: transition.id, name: transition.name, to: { id: status?.id, name: status?.name, statusCategory: { key: status?.category } }, hasScreen: false, isGlobal: true, isAvailable: true };
}

/** The fields of a create or edit: checked as Jira checks them, users named the flavor's way. */
function applyFields(c: JiraContext, issue: Partial<JiraIssue['fields']>, fields: Record<string, unknown>, creating: boolean) {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'project' || key === 'issuetype') continue;
    if (key === 'summary') { if (typeof value !== 'string' || value === '') errors.summary = 'You must specify a summary of the issue.'; else issue.summary = value; continue; }
    if (key === 'description') {
      if (c.version === 3 && value !== null && (typeof value !== 'object' || (value as { type?: string }).type !== 'doc')) errors.description = 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
      else issue.description = value;
      continue;
    }
    if (key === 'labels') { if (!Array.isArray(value) || value.some((label) => typeof label !== 'string' || label.includes(' '))) errors.labels = 'The label must not contain spaces.'; else issue.labels = value; continue; }
    if (key === 'assignee' || key === 'reporter') { issue[key] = namedUser(c, value, key); continue; }
    if (key === 'priority') {
      const priority = c.state.priorities.find((candidate) => candidate.id === (value as { id?: string }).id || candidate.name === (value as { name?: string }).name);
      if (!priority) errors.priority = 'Specify the Priority (id or name) in the string format'; else issue.priority = priority;
      continue;
    }
    if (key === 'parent') { const parent = c.state.issue(String((value as { key?: string }).key ?? '')); if (!parent) errors.parent = 'Could not find issue by id or key.'; else issue.parent = parent.key; continue; }
    if (key === 'components') { issue.components = value; continue; }
    const custom = c.state.customFields.find((field) => field.id === key);
    if (!custom) { errors[key] = `Field '${key}' cannot be set. It is not on the appropriate screen, or unknown.`; continue; }
    if (custom.type === 'number' && value !== null && typeof value !== 'number') errors[key] = `Operation value must be a number`;
    else issue[key] = value;
  }
  if (creating && issue.summary === undefined && errors.summary === undefined) errors.summary = 'You must specify a summary of the issue.';
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

const CLAUSE = /^(project|status|assignee|labels|key|issuetype|reporter)\s*(=|!=)\s*("[^"]*"|[\w.()-]+)$/i;

/** The few JQL clauses the stand-in understands, ANDed, with ORDER BY created/key. */
function jqlFilter(c: JiraContext, jql: string): (issue: JiraIssue) => boolean {
  const [where = '', order] = jql.split(/\s+ORDER\s+BY\s+/i);
  const tests = where.trim() === '' ? [] : where.split(/\s+AND\s+/i).map((clause) => {
    const match = CLAUSE.exec(clause.trim());
    if (!match) throw new JiraError(400, `Error in the JQL Query: Expecting operator but got '${clause.trim()}'.`);
    const [, field = '', operator, raw = ''] = match;
    const value = raw.replace(/^"|"$/g, '');
    const test = (issue: JiraIssue) => {
      switch (field.toLowerCase()) {
        case 'project': return c.state.project(value)?.id === issue.project;
        case 'status': return (issue.fields.status as { name: string }).name.toLowerCase() === value.toLowerCase();
        case 'assignee': return issue.fields.assignee === (value === 'currentUser()' ? c.user.accountId : c.state.user(value)?.accountId);
        case 'reporter': return issue.fields.reporter === (value === 'currentUser()' ? c.user.accountId : c.state.user(value)?.accountId);
        case 'labels': return (issue.fields.labels as string[]).includes(value);
        case 'issuetype': return (issue.fields.issuetype as { name: string }).name.toLowerCase() === value.toLowerCase();
        default: return issue.key === value.toUpperCase();
      }
    };
    return operator === '!=' ? (issue: JiraIssue) => !test(issue) : test;
  });
  if (order && !/^(created|key)(\s+(ASC|DESC))?$/i.test(order.trim())) throw new JiraError(400, `Error in the JQL Query: Not able to sort using field '${order.trim()}'.`);
  return (issue) => tests.every((test) => test(issue));
}

function search(c: JiraContext, cloudJql: boolean) {
  const jql = String(c.body.jql ?? c.request.query.get('jql') ?? '');
  if (cloudJql && jql.trim() === '') throw new JiraError(400, 'Unbounded JQL queries are not allowed here. Please add a search restriction to your query.');
  const found = c.state.issues.filter(jqlFilter(c, jql));
  if (/\sORDER\s+BY\s+\w+\s+DESC$/i.test(jql)) found.reverse();
  const fields = Array.isArray(c.body.fields) ? (c.body.fields as string[]).join(',') : String(c.body.fields ?? c.request.query.get('fields') ?? '*navigable');
  const expand = Array.isArray(c.body.expand) ? (c.body.expand as string[]).join(',') : String(c.body.expand ?? '');
  if (cloudJql) {
    const start = Number(c.body.nextPageToken ? Buffer.from(String(c.body.nextPageToken), 'base64url').toString() : 0);
    const maxResults = Math.min(Number(c.body.maxResults ?? 50) || 50, 100);
    const issues = found.slice(start, start + maxResults).map((issue) => issueJson(c, issue, fields, expand));
    const more = start + maxResults < found.length;
    return { status: 200, body: { issues, isLast: !more, ...(more ? { nextPageToken: Buffer.from(String(start + maxResults)).toString('base64url') } : {}) } };
  }
  const page = paged(c, found);
  return { status: 200, body: { expand: 'schema,names', startAt: page.startAt, maxResults: page.maxResults, total: page.total, issues: page.values.map((issue) => issueJson(c, issue, fields, expand)) } };
}

export const issueRoutes: JiraRoute[] = [
  ['POST', /^\/api\/issue$/, (c) => {
    const fields = (c.body.fields ?? {}) as Record<string, unknown>;
    const project = c.state.project(String((fields.project as { id?: string; key?: string } | undefined)?.id ?? (fields.project as { key?: string } | undefined)?.key ?? ''));
    if (!project) throw fieldError({ project: 'Specify a valid project ID or key' });
    const type = project.issueTypes.find((candidate) => candidate.id === (fields.issuetype as { id?: string } | undefined)?.id || candidate.name === (fields.issuetype as { name?: string } | undefined)?.name);
    if (!type) throw fieldError({ issuetype: 'Specify an issue type' });
    if (type.subtask && !fields.parent) throw fieldError({ parent: 'Given parent issue does not belong to appropriate hierarchy.' });
    const values: Record<string, unknown> = {};
    applyFields(c, values, fields, true);
    const issue = c.state.addIssue(project, { ...values, issuetype: type }, c.user);
    return { status: 201, body: { id: issue.id, key: issue.key, self: `${c.origin}/rest/api/${c.version}/issue/${issue.id}` } };
  }],
  ['GET', /^\/api\/issue\/([^/]+)$/, (c, key) => ({
    status: 200, body: issueJson(c, findIssue(c, key), c.request.query.get('fields') || '*all', c.request.query.get('expand') ?? ''),
  })],
  ['PUT', /^\/api\/issue\/([^/]+)$/, (c, key) => {
    const issue = findIssue(c, key);
    const fields = (c.body.fields ?? {}) as Record<string, unknown>;
    const before = { ...issue.fields };
    if (fields.issuetype) {
      const type = c.state.project(issue.project)?.issueTypes.find((candidate) => candidate.id === (fields.issuetype as { id?: string }).id || candidate.name === (fields.issuetype as { name?: string }).name);
      if (!type) throw fieldError({ issuetype: 'The issue type selected is invalid.' });
      issue.fields.issuetype = type;
    }
    applyFields(c, issue.fields, fields, false);
    const items = Object.keys(fields).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(issue.fields[field]))
      .map((field) => ({ field, fromString: before[field] === null ? null : JSON.stringify(before[field]), toString: JSON.stringify(issue.fields[field]) }));
    if (items.length > 0) issue.history.push({ id: c.state.nextId(), author: c.user.accountId, created: c.state.time(), items });
    issue.fields.updated = c.state.time();
    return { status: 204 };
  }],
  ['DELETE', /^\/api\/issue\/([^/]+)$/, (c, key) => {
    const issue = findIssue(c, key);
    const subtasks = c.state.issues.filter((candidate) => candidate.fields.parent === issue.key);
    if (subtasks.length > 0 && c.request.query.get('deleteSubtasks') !== 'true') {
      throw new JiraError(400, 'The issue has subtasks. Set deleteSubtasks to true to delete the issue with its subtasks.');
    }
    c.state.issues = c.state.issues.filter((candidate) => candidate !== issue && !subtasks.includes(candidate));
    return { status: 204 };
  }],
  ['POST', /^\/api\/search$/, (c) => search(c, false)],
  ['GET', /^\/api\/search$/, (c) => search(c, false)],
  ['POST', /^\/api\/search\/jql$/, (c) => {
    if (c.flavor !== 'cloud' || c.version !== 3) throw new JiraError(404, 'null for uri: /rest/api/2/search/jql');
    return search(c, true);
  }],
  ['GET', /^\/api\/issue\/([^/]+)\/changelog$/, (c, key) => {
    // Server has no changelog resource: its clients read the issue with expand=changelog.
    if (c.flavor === 'server') throw new JiraError(404, `null for uri: ${c.request.path}`);
    const issue = findIssue(c, key);
    const page = paged(c, issue.history, 100);
    return { status: 200, body: { self: `${c.origin}${c.request.path}`, ...page, values: page.values.map((entry) => ({ ...entry, author: userJson(c, entry.author) })) } };
  }],
  ['GET', /^\/api\/issue\/([^/]+)\/transitions$/, (c, key) => {
    findIssue(c, key);
    const id = c.request.query.get('transitionId');
    return { status: 200, body: { expand: 'transitions', transitions: TRANSITIONS.filter((transition) => !id || transition.id === id).map(transitionJson) } };
  }],
  ['POST', /^\/api\/issue\/([^/]+)\/transitions$/, (c, key) => {
    const issue = findIssue(c, key);
    const transition = TRANSITIONS.find((candidate) => candidate.id === String((c.body.transition as { id?: unknown } | undefined)?.id ?? ''));
    if (!transition) throw new JiraError(400, 'Transition id \'' + String((c.body.transition as { id?: unknown } | undefined)?.id) + '\' is not valid for this issue.');
    const before = issue.fields.status as { name: string };
    issue.fields.status = STATUSES.find((status) => status.id === transition.to);
    issue.history.push({ id: c.state.nextId(), author: c.user.accountId, created: c.state.time(), items: [{ field: 'status', fromString: before.name, toString: transition.name }] });
    return { status: 204 };
  }],
  ['POST', /^\/api\/issue\/([^/]+)\/notify$/, (c, key) => {
    const issue = findIssue(c, key);
    const to = c.body.to as Record<string, unknown> | undefined;
    if (!c.body.textBody && !c.body.htmlBody) throw new JiraError(400, 'Either the text body or the html body must be given.');
    if (!to || !Object.values(to).some((value) => value === true || (Array.isArray(value) && value.length > 0))) throw new JiraError(400, 'No recipients were defined for notification.');
    issue.notifications.push(c.body);
    return { status: 204 };
  }],
  ...attachmentRoutes,
];
