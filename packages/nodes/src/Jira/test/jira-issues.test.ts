import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rl, runJira, seed, startSites, stopSites } from './harness.js';
import type { Sites } from './harness.js';

/* Issue operations on a Cloud site and on a Server site (password and personal access token). */

let sites: Sites;
beforeAll(async () => { sites = await startSites(); });
afterAll(async () => { await stopSites(sites); });
// Each test starts from the seeded sites.
beforeEach(() => { Object.assign(sites.cloud.state, seed()); Object.assign(sites.server.state, seed()); });

const site = (version: string) => (version === 'cloud' ? sites.cloud : sites.server);

describe.each(['cloud', 'server', 'serverPat'] as const)('Jira (%s): issues', (version) => {
  const state = () => site(version).state;
  const userId = () => (version === 'cloud' ? state().users[1]!.accountId : 'bob');

  it('creates an issue with its fields, users named the site\'s way, and reads it back', async () => {
    const project = state().project('WEB')!;
    const created = await runJira(sites, {
      version,
      parameters: {
        resource: 'issue', operation: 'create', project: rl(project.id), issueType: rl('10004'), summary: `Crash on save (${version})`,
        additionalFields: {
          description: 'Steps to reproduce', assignee: rl(userId()), priority: rl('1'), componentIds: [project.components[0]!.id],
          customFieldsUi: { customFieldsValues: [{ fieldId: rl('customfield_10020'), fieldValue: '5' }, { fieldId: rl('customfield_10030', 'list'), fieldValue: 'Core' }] },
          ...(version === 'cloud' ? { labels: ['bug'] } : { serverLabels: ['bug'] }),
        },
      },
    });
    expect(created.error).toBeUndefined();
    const sent = created.requests[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: '/rest/api/2/issue' });
    expect(sent.body).toEqual({
      fields: {
        project: { id: project.id }, issuetype: { id: '10004' }, summary: `Crash on save (${version})`, description: 'Steps to reproduce',
        // n8n shows Labels for Cloud and Server only, so a Server Pat node has none to send.
        ...(version === 'serverPat' ? {} : { labels: ['bug'] }),
        assignee: version === 'cloud' ? { accountId: userId() } : { name: 'bob' }, priority: { id: '1' }, components: [{ id: project.components[0]!.id }],
        customfield_10020: 5, customfield_10030: 'Core',
      },
    });
    expect(sent.headers.authorization).toEqual(version === 'serverPat' ? 'Bearer NjE0pat' : expect.stringMatching(/^Basic /));
    expect(created.json[0]).toMatchObject({ key: 'WEB-3', id: expect.any(String), self: expect.stringContaining('/rest/api/2/issue/') });
    const got = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'get', issueKey: 'WEB-3' } });
    expect(got.json[0]).toMatchObject({ key: 'WEB-3', fields: { summary: `Crash on save (${version})`, description: 'Steps to reproduce', issuetype: { name: 'Bug' }, priority: { name: 'Highest' }, customfield_10020: 5, assignee: { displayName: 'Bob Builder' } } });
  });

  it('names the fields Jira refuses', async () => {
    const { error } = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'create', project: rl(state().project('WEB')!.id), issueType: rl('10001'), summary: 'x', additionalFields: { assignee: rl('nobody'), customFieldsUi: { customFieldsValues: [{ fieldId: rl('customfield_99999'), fieldValue: '1' }] } } } });
    expect(error?.message).toContain(version === 'cloud' ? 'assignee: Specify a valid value for assignee' : 'assignee: User \'nobody\' does not exist.');
  });

  it('gets an issue simplified: fields keyed by their names', async () => {
    const { json, requests } = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'get', issueKey: 'WEB-1', simplifyOutput: true, additionalFields: { fields: 'summary,customfield_10020' } } });
    expect(requests[0]?.query).toEqual({ fields: 'summary,customfield_10020', expand: 'names,renderedFields' });
    expect(json[0]?.fields).toEqual({ Summary: 'Broken login', 'Story Points': undefined });
    expect(json[0]).not.toHaveProperty('names');
  });

  it('updates fields and moves the status through a transition; the changelog shows both', async () => {
    const updated = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'update', issueKey: 'WEB-2', updateFields: { summary: 'New landing page v2', statusId: rl('21', 'list') } } });
    expect(updated.json).toEqual([{ success: true }]);
    expect(updated.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /rest/api/2/issue/WEB-2', 'POST /rest/api/2/issue/WEB-2/transitions']);
    expect(updated.requests[1]?.body).toEqual({ transition: { id: '21' } });
    expect(state().issue('WEB-2')?.fields.status).toMatchObject({ name: 'In Progress' });
    const changelog = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'changelog', issueKey: 'WEB-2', returnAll: true } });
    expect(changelog.requests[0]?.path).toBe(version === 'cloud' ? '/rest/api/2/issue/WEB-2/changelog' : '/rest/api/2/issue/WEB-2');
    expect(changelog.json.map((entry) => (entry.items as Array<{ field: string }>)[0]?.field)).toEqual(['summary', 'status']);
  });

  it('lists the transitions of an issue', async () => {
    const { json } = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'transitions', issueKey: 'WEB-1', additionalFields: { transitionId: '31' } } });
    expect(json).toEqual([expect.objectContaining({ id: '31', name: 'Done', to: expect.objectContaining({ name: 'Done' }) })]);
  });

  it('searches with JQL, paging to the limit (Cloud with page tokens, Server with startAt)', async () => {
    for (let n = 0; n < 120; n++) state().addIssue(state().project('OPS')!, { summary: `Alert ${n}`, labels: ['ops'] }, state().users[0]!);
    const all = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'getAll', returnAll: true, options: { jql: 'project = OPS AND labels = ops', fields: 'summary,labels' } } });
    expect(all.json).toHaveLength(120);
    expect(all.json[0]).toMatchObject({ key: 'OPS-1', fields: { summary: 'Alert 0', labels: ['ops'] } });
    expect(all.requests.map((request) => request.path)).toEqual(version === 'cloud' ? ['/rest/api/3/search/jql', '/rest/api/3/search/jql'] : ['/rest/api/2/search', '/rest/api/2/search']);
    expect(all.requests[1]?.body).toMatchObject(version === 'cloud' ? { nextPageToken: expect.any(String) } : { startAt: 100 });
    const some = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'getAll', limit: 3, options: { jql: 'project = OPS ORDER BY created DESC' } } });
    expect(some.json.map((issue) => issue.key)).toEqual(['OPS-120', 'OPS-119', 'OPS-118']);
    const bad = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'getAll', options: { jql: 'project ~~ OPS' } } });
    expect(bad.error?.message).toContain('Error in the JQL Query');
  });

  it('notifies recipients, and deletes an issue (its subtasks only when asked)', async () => {
    const notified = await runJira(sites, {
      version, parameters: {
        resource: 'issue', operation: 'notify', issueKey: 'WEB-1', additionalFields: { subject: 'Please look', textBody: 'Login is broken' },
        notificationRecipientsUi: { notificationRecipientsValues: { assignee: true, users: [userId()], groups: ['site-admins'] } },
      },
    });
    expect(notified.json).toEqual([{ success: true }]);
    expect(notified.requests[0]?.body).toEqual({ subject: 'Please look', textBody: 'Login is broken', to: { reporter: false, assignee: true, watchers: false, voters: false, users: [version === 'cloud' ? { accountId: userId() } : { name: 'bob' }], groups: [{ name: 'site-admins' }] } });
    const parent = state().issue('WEB-1')!;
    state().addIssue(state().project('WEB')!, { summary: 'Sub', parent: parent.key, issuetype: { id: '10003', name: 'Sub-task', subtask: true } }, state().users[0]!);
    const refused = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'delete', issueKey: 'WEB-1' } });
    expect(refused.error?.message).toContain('The issue has subtasks');
    const deleted = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'delete', issueKey: 'WEB-1', deleteSubtasks: true } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(state().issue('WEB-1')).toBeUndefined();
    const missing = await runJira(sites, { version, parameters: { resource: 'issue', operation: 'get', issueKey: 'WEB-1' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });
});
