import type { JiraContext, JiraRoute } from './jira-errors.js';
import { JiraError, fieldError, paged, userJson } from './jira-errors.js';
import type { JiraUser, JiraWebhook } from './jira-state.js';

/* The current user, projects and their components, priorities, fields, labels, users, groups, and webhooks. */

const projectJson = (c: JiraContext, id: string) => {
  const project = c.state.project(id);
  if (!project) throw new JiraError(404, 'No project could be found with key \'' + id + '\'.');
  return { self: `${c.origin}/rest/api/${c.version}/project/${project.id}`, id: project.id, key: project.key, name: project.name, projectTypeKey: 'software', issueTypes: project.issueTypes };
};

function userOf(c: JiraContext): JiraUser {
  const id = c.request.query.get(c.flavor === 'cloud' ? 'accountId' : 'username') ?? c.request.query.get('key');
  const user = id ? c.state.user(id) : undefined;
  if (!user) throw new JiraError(404, id ? `The user with ${c.flavor === 'cloud' ? 'account ID' : 'username'} '${id}' does not exist` : 'Specify the user');
  return user;
}

function webhookJson(c: JiraContext, hook: JiraWebhook) {
  return { self: `${c.origin}/rest/webhooks/1.0/webhook/${hook.id}`, name: hook.name, url: hook.url, events: hook.events, filters: hook.filters, excludeBody: hook.excludeBody, enabled: hook.enabled, lastUpdatedUser: c.user.accountId };
}

function findWebhook(c: JiraContext, id: string): JiraWebhook {
  const hook = c.state.webhooks.find((candidate) => String(candidate.id) === id);
  if (!hook) throw new JiraError(404, `Webhook with id ${id} not found`);
  return hook;
}

/** Registering webhooks takes the Administer Jira permission. */
function admin(c: JiraContext) {
  if (!c.user.groups.includes('site-admins')) throw new JiraError(403, 'Only Jira administrators can access webhooks.');
}

export const metaRoutes: JiraRoute[] = [
  ['GET', /^\/api\/myself$/, (c) => ({ status: 200, body: { ...userJson(c, c.user.accountId), groups: { size: c.user.groups.length, items: c.user.groups.map((name) => ({ name })) } } })],
  ['GET', /^\/api\/project$/, (c) => ({ status: 200, body: c.state.projects.map((project) => projectJson(c, project.id)) })],
  ['GET', /^\/api\/project\/search$/, (c) => {
    const query = c.request.query.get('query')?.toLowerCase() ?? '';
    const page = paged(c, c.state.projects.filter((project) => project.name.toLowerCase().includes(query) || project.key.toLowerCase().includes(query)));
    return { status: 200, body: { ...page, values: page.values.map((project) => projectJson(c, project.id)) } };
  }],
  ['GET', /^\/api\/project\/([^/]+)$/, (c, id) => ({ status: 200, body: projectJson(c, id) })],
  ['GET', /^\/api\/project\/([^/]+)\/components$/, (c, id) => ({ status: 200, body: (c.state.project(id) ?? projectJson(c, id) as never).components })],
  ['GET', /^\/api\/priority$/, (c) => ({ status: 200, body: c.state.priorities.map((priority) => ({ self: `${c.origin}/rest/api/2/priority/${priority.id}`, ...priority })) })],
  ['GET', /^\/api\/field$/, (c) => ({
    status: 200,
    body: [
      ...['summary', 'description', 'labels', 'assignee', 'priority'].map((id) => ({ id, key: id, name: id[0]?.toUpperCase() + id.slice(1), custom: false, schema: { type: 'string', system: id } })),
      ...c.state.customFields.map((field) => ({ id: field.id, key: field.id, name: field.name, custom: true, schema: { type: field.type, custom: 'com.atlassian.jira.plugin.system.customfieldtypes:float', customId: Number(field.id.split('_')[1]) } })),
    ],
  })],
  ['GET', /^\/api\/label$/, (c) => {
    if (c.flavor !== 'cloud') throw new JiraError(404, `null for uri: ${c.request.path}`);
    const labels = [...new Set(c.state.issues.flatMap((issue) => issue.fields.labels as string[]))].sort();
    return { status: 200, body: paged(c, labels, 1000) };
  }],
  ['GET', /^\/api\/(?:user\/search|users\/search)$/, (c) => {
    const query = (c.request.query.get(c.flavor === 'cloud' ? 'query' : 'username') ?? '').toLowerCase();
    if (c.flavor === 'server' && query === '') throw new JiraError(400, 'The username query parameter was not provided');
    const found = c.state.users.filter((user) => query === '.' || [user.displayName, user.emailAddress, user.name].some((text) => text.toLowerCase().includes(query)));
    const startAt = Number(c.request.query.get('startAt') ?? 0) || 0;
    const maxResults = Number(c.request.query.get('maxResults') ?? 50) || 50;
    return { status: 200, body: found.slice(startAt, startAt + maxResults).map((user) => userJson(c, user.accountId)) };
  }],
  ['GET', /^\/api\/user$/, (c) => {
    const user = userOf(c);
    const expand = c.request.query.get('expand') ?? '';
    return {
      status: 200,
      body: {
        ...userJson(c, user.accountId),
        groups: { size: user.groups.length, items: expand.includes('groups') ? user.groups.map((name) => ({ name })) : [] },
        applicationRoles: { size: 1, items: expand.includes('applicationRoles') ? [{ key: 'jira-software', name: 'Jira Software' }] : [] },
      },
    };
  }],
  ['POST', /^\/api\/user$/, (c) => {
    if (typeof c.body.emailAddress !== 'string' || !c.body.emailAddress.includes('@')) throw fieldError({ emailAddress: 'You must specify a valid email address.' });
    if (c.flavor === 'server' && typeof c.body.name !== 'string') throw fieldError({ username: 'You must specify a username.' });
    if (c.state.users.some((user) => user.emailAddress === c.body.emailAddress || user.name === c.body.name)) throw fieldError({ email: 'A user with that email or username already exists.' });
    const name = typeof c.body.name === 'string' ? c.body.name : c.body.emailAddress.split('@')[0] as string;
    const user = c.state.addUser(name, String(c.body.displayName ?? name));
    user.emailAddress = c.body.emailAddress;
    if (typeof c.body.password === 'string') c.state.passwords.set(user.name, c.body.password);
    return { status: 201, body: userJson(c, user.accountId) };
  }],
  ['DELETE', /^\/api\/user$/, (c) => {
    const user = userOf(c);
    c.state.users.splice(c.state.users.indexOf(user), 1);
    return { status: 204 };
  }],
  ['GET', /^\/api\/groups\/picker$/, (c) => {
    const query = (c.request.query.get('query') ?? '').toLowerCase();
    const groups = c.state.groups.filter((name) => name.includes(query));
    return { status: 200, body: { header: `Showing ${groups.length} of ${groups.length} matching groups`, total: groups.length, groups: groups.map((name) => ({ name, html: name, groupId: `g-${name}` })) } };
  }],
  ['GET', /^\/rest\/webhooks\/1\.0\/webhook$/, (c) => { admin(c); return { status: 200, body: c.state.webhooks.map((hook) => webhookJson(c, hook)) }; }],
  ['GET', /^\/rest\/webhooks\/1\.0\/webhook\/(\d+)$/, (c, id) => { admin(c); return { status: 200, body: webhookJson(c, findWebhook(c, id)) }; }],
  ['POST', /^\/rest\/webhooks\/1\.0\/webhook$/, (c) => {
    admin(c);
    const { name, url, events } = c.body;
    if (typeof name !== 'string' || name === '') throw fieldError({ name: 'The name is required.' });
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw fieldError({ url: 'The URL is not valid.' });
    if (!Array.isArray(events) || events.length === 0) throw fieldError({ events: 'At least one event is required.' });
    const hook: JiraWebhook = {
      id: Number(c.state.nextId()), name, url, events: events as string[], filters: (c.body.filters ?? {}) as Record<string, string>, excludeBody: c.body.excludeBody === true, enabled: true,
    };
    c.state.webhooks.push(hook);
    return { status: 201, body: webhookJson(c, hook) };
  }],
  ['DELETE', /^\/rest\/webhooks\/1\.0\/webhook\/(\d+)$/, (c, id) => {
    admin(c);
    const hook = findWebhook(c, id);
    c.state.webhooks.splice(c.state.webhooks.indexOf(hook), 1);
    return { status: 204 };
  }],
];
