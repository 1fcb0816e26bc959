import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IBinaryData } from '@weft/workflow';
import { editorContext, rl, runJira, seed, startSites, stopSites } from './harness.js';
import type { Sites } from './harness.js';
import { listSearch, loadOptions } from '../methods.js';

/* Attachments, comments (Atlassian Documents on Cloud), users, the editor's lists and errors. */

let sites: Sites;
beforeAll(async () => { sites = await startSites(); });
afterAll(async () => { await stopSites(sites); });
beforeEach(() => { Object.assign(sites.cloud.state, seed()); Object.assign(sites.server.state, seed()); });

const file: IBinaryData = { data: Buffer.from('trace: NullPointerException').toString('base64'), mimeType: 'text/plain', fileName: 'trace.txt' };

describe.each(['cloud', 'server'] as const)('Jira (%s): attachments and comments', (version) => {
  const state = () => (version === 'cloud' ? sites.cloud : sites.server).state;

  it('uploads an attachment, lists and downloads it, and removes it', async () => {
    const added = await runJira(sites, { version, input: [{ json: {}, binary: { data: file } }], parameters: { resource: 'issueAttachment', operation: 'add', issueKey: 'WEB-1' } });
    expect(added.requests[0]?.headers['x-atlassian-token']).toBe('no-check');
    expect(added.json[0]).toMatchObject({ filename: 'trace.txt', size: 27, mimeType: 'text/plain' });
    const id = String(added.json[0]?.id);
    const listed = await runJira(sites, { version, parameters: { resource: 'issueAttachment', operation: 'getAll', issueKey: 'WEB-1', returnAll: true, download: true, binaryProperty: 'file' } });
    expect(listed.items).toHaveLength(1);
    expect(Buffer.from(String(listed.items[0]?.binary?.file?.data), 'base64').toString()).toBe('trace: NullPointerException');
    expect(listed.requests[1]?.path).toBe(version === 'cloud' ? `/rest/api/3/attachment/content/${id}` : `/secure/attachment/${id}/trace.txt`);
    const got = await runJira(sites, { version, parameters: { resource: 'issueAttachment', operation: 'get', attachmentId: id } });
    expect(got.json[0]).toMatchObject({ id, filename: 'trace.txt' });
    const removed = await runJira(sites, { version, parameters: { resource: 'issueAttachment', operation: 'remove', attachmentId: id } });
    expect(removed.json).toEqual([{ success: true }]);
    expect(state().issue('WEB-1')?.attachments).toEqual([]);
  });

  it('adds a comment (Cloud: an Atlassian Document through v3; wiki markup through v2), lists, gets, updates and removes it', async () => {
    const added = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'add', issueKey: 'WEB-1', comment: 'Reproduced on Safari 17\nand 18' } });
    const expected = version === 'cloud'
      ? { path: '/rest/api/3/issue/WEB-1/comment', body: { body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Reproduced on Safari 17' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'and 18' }] }] } } }
      : { path: '/rest/api/2/issue/WEB-1/comment', body: { body: 'Reproduced on Safari 17\nand 18' } };
    expect(added.requests[0]).toMatchObject(expected);
    const id = String(added.json[0]?.id);
    expect(added.json[0]).toMatchObject({ author: { displayName: 'Ada Lovelace' }, body: expected.body.body });
    if (version === 'cloud') {
      const wiki = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'add', issueKey: 'WEB-1', comment: '*bold*', options: { wikiMarkup: true } } });
      expect(wiki.requests[0]).toMatchObject({ path: '/rest/api/2/issue/WEB-1/comment', body: { body: '*bold*' } });
    }
    const listed = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'getAll', issueKey: 'WEB-1', returnAll: true, options: { orderBy: '-created', expand: 'renderedBody' } } });
    expect(listed.json[0]).toHaveProperty('renderedBody');
    expect(listed.requests[0]?.query).toMatchObject({ expand: 'renderedBody', orderBy: '-created' });
    const updated = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'update', issueKey: 'WEB-1', commentId: id, comment: 'Fixed' } });
    expect(updated.json[0]).toMatchObject({ id, body: version === 'cloud' ? { type: 'doc', content: [{ content: [{ text: 'Fixed' }] }] } : 'Fixed' });
    const got = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'get', issueKey: 'WEB-1', commentId: id } });
    expect(got.json[0]).toMatchObject({ id });
    const removed = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'remove', issueKey: 'WEB-1', commentId: id } });
    expect(removed.json).toEqual([{ success: true }]);
    const gone = await runJira(sites, { version, parameters: { resource: 'issueComment', operation: 'get', issueKey: 'WEB-1', commentId: id } });
    expect(gone.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('creates, gets and deletes a user', async () => {
    const created = await runJira(sites, { version, parameters: { resource: 'user', operation: 'create', username: 'carol', emailAddress: 'carol@example.com', displayName: 'Carol', additionalFields: { password: 'pw', notification: false } } });
    expect(created.requests[0]?.body).toEqual({ name: 'carol', emailAddress: 'carol@example.com', displayName: 'Carol', password: 'pw', notification: false });
    const id = String(version === 'cloud' ? created.json[0]?.accountId : created.json[0]?.name);
    const got = await runJira(sites, { version, parameters: { resource: 'user', operation: 'get', accountId: id, additionalFields: { expand: ['groups'] } } });
    expect(got.requests[0]?.query).toEqual(version === 'cloud' ? { accountId: id, expand: 'groups' } : { username: id, expand: 'groups' });
    expect(got.json[0]).toMatchObject({ displayName: 'Carol', groups: { items: [{ name: 'jira-software-users' }] } });
    const deleted = await runJira(sites, { version, parameters: { resource: 'user', operation: 'delete', accountId: id } });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(state().user(id)).toBeUndefined();
  });
});

describe('Jira: the editor\'s lists', () => {
  it.each(['cloud', 'server'] as const)('lists projects, issue types, users, priorities, custom fields, transitions, components and groups (%s)', async (version) => {
    const site = version === 'cloud' ? sites.cloud : sites.server;
    const web = site.state.project('WEB')!;
    const context = editorContext(sites, version, { project: rl(web.id), issueKey: 'WEB-1' });
    expect((await listSearch.getProjects.call(context, 'web')).results).toEqual([{ name: 'Website', value: web.id }]);
    expect((await listSearch.getIssueTypes.call(context)).results.map((type) => type.name)).toEqual(['Task', 'Bug', 'Sub-task']);
    const users = (await listSearch.getUsers.call(context, 'bob')).results;
    expect(users).toEqual([{ name: 'Bob Builder', value: version === 'cloud' ? site.state.users[1]?.accountId : 'bob', description: 'bob@example.com' }]);
    expect((await listSearch.getPriorities.call(context)).results.map((priority) => priority.name)).toEqual(['Highest', 'High', 'Medium', 'Low']);
    expect((await listSearch.getCustomFields.call(context, 'story')).results).toEqual([{ name: 'Story Points', value: 'customfield_10020' }]);
    expect((await listSearch.getTransitions.call(context)).results.map((transition) => transition.name)).toEqual(['To Do', 'In Progress', 'Done']);
    expect((await loadOptions.getProjectComponents.call(context)).map((component) => component.name)).toEqual(['Backend', 'Frontend']);
    expect((await loadOptions.getGroups.call(context)).map((group) => group.value)).toEqual(['jira-software-users', 'site-admins']);
    if (version === 'cloud') expect((await loadOptions.getLabels.call(context)).map((label) => label.value)).toEqual(['auth', 'bug', 'marketing']);
  });
});

describe('Jira: errors', () => {
  it('says the credentials failed, with Jira\'s words', async () => {
    const { error } = await runJira(sites, { version: 'cloud', credential: 'cloud-bad', parameters: { resource: 'issue', operation: 'get', issueKey: 'WEB-1' } });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toContain('You are not authenticated');
  });

  it('waits out a 429 and continues on fail per item', async () => {
    sites.cloud.throttleNext(1, 1);
    const { json, requests } = await runJira(sites, {
      version: 'cloud', continueOnFail: true, input: [{ json: { key: 'WEB-1' } }, { json: { key: 'WEB-99' } }],
      parameters: { resource: 'issue', operation: 'get', issueKey: '={{ $json.key }}' },
    });
    expect(requests).toHaveLength(3);
    expect(json[0]).toMatchObject({ key: 'WEB-1' });
    expect(json[1]).toEqual({ error: 'The resource you are requesting could not be found' });
  });
});
