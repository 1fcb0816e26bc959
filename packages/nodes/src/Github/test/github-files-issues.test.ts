import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IBinaryData } from '@weft/workflow';
import { seed, startHarness, stopHarness, repoOf, runGithub } from './harness.js';
import type { Harness } from './harness.js';
import type { GitHubState } from '../../test-support/github-stand-in/github-state.js';

/* File and Issue operations against the GitHub stand-in, on both versions. */

let harness: Harness;
let state: GitHubState;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => {
  // Each test starts from the same repositories.
  const fresh = seed().state;
  Object.assign(harness.standIn.state, { repos: fresh.repos, invitations: fresh.invitations });
  state = harness.standIn.state;
});

const hello = () => state.repo('octocat', 'Hello-World')!;
const fileText = (path: string, branch = 'main') => hello().branches.get(branch)?.get(path)?.content.toString('utf8');

describe.each([1, 1.1])('GitHub %s: files', (typeVersion) => {
  it('creates a text file with the commit message, author and branch, and outputs GitHub\'s content and commit', async () => {
    const { json, requests } = await runGithub(harness, {
      typeVersion,
      parameters: {
        resource: 'file', operation: 'create', ...repoOf(), filePath: 'notes/todo.md', fileContent: '- ship it', commitMessage: 'Add todo',
        additionalParameters: { author: { name: 'Mona', email: 'mona@example.com' }, branch: { branch: 'develop' } },
      },
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /repos/octocat/Hello-World/contents/notes/todo.md']);
    expect(requests[0]?.authorization).toBe('token ghp_octocatToken0001');
    expect(requests[0]?.body).toEqual({ message: 'Add todo', content: Buffer.from('- ship it').toString('base64'), author: { name: 'Mona', email: 'mona@example.com' }, branch: 'develop' });
    expect(fileText('notes/todo.md', 'develop')).toBe('- ship it');
    expect(fileText('notes/todo.md')).toBeUndefined();
    expect(json[0]).toMatchObject({ content: { path: 'notes/todo.md', type: 'file' }, commit: { message: 'Add todo', author: { name: 'Mona' } } });
  });

  it('creates a file from a binary input field', async () => {
    const data: IBinaryData = { data: Buffer.from('binary bytes').toString('base64'), mimeType: 'application/octet-stream', fileName: 'blob.bin' };
    await runGithub(harness, {
      typeVersion, input: [{ json: {}, binary: { upload: data } }],
      parameters: { resource: 'file', operation: 'create', ...repoOf(), filePath: 'blob.bin', binaryData: true, binaryPropertyName: 'upload', commitMessage: 'Upload' },
    });
    expect(fileText('blob.bin')).toBe('binary bytes');
  });

  it('refuses to create a file that exists with GitHub\'s message', async () => {
    const { error } = await runGithub(harness, { typeVersion, parameters: { resource: 'file', operation: 'create', ...repoOf(), filePath: 'README.md', fileContent: 'x', commitMessage: 'Again' } });
    expect(error?.message).toContain('"sha" wasn\'t supplied');
  });

  it('edits a file: reads its sha on the branch, then replaces its content', async () => {
    const { requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'file', operation: 'edit', ...repoOf(), filePath: 'README.md', fileContent: '# Hello again', commitMessage: 'Update readme' },
    });
    const sha = seed().hello.branches.get('main')?.get('README.md')?.sha;
    expect(requests.map((request) => request.method)).toEqual(['GET', 'PUT']);
    expect(requests[1]?.body).toMatchObject({ message: 'Update readme', sha });
    expect(fileText('README.md')).toBe('# Hello again');
  });

  it('deletes a file with its sha', async () => {
    const { json, requests } = await runGithub(harness, { typeVersion, parameters: { resource: 'file', operation: 'delete', ...repoOf(), filePath: 'docs/guide.md', commitMessage: 'Remove guide' } });
    expect(requests[1]).toMatchObject({ method: 'DELETE', body: { message: 'Remove guide', sha: expect.stringMatching(/^[0-9a-f]{40}$/) } });
    expect(fileText('docs/guide.md')).toBeUndefined();
    expect(json[0]).toMatchObject({ content: null, commit: { message: 'Remove guide' } });
  });

  it('gets a file as binary data named after it, keeping the input item\'s JSON', async () => {
    const { items } = await runGithub(harness, {
      typeVersion, input: [{ json: { keep: 1 } }],
      parameters: { resource: 'file', operation: 'get', ...repoOf(), filePath: 'docs/logo.png', binaryPropertyName: 'logo' },
    });
    expect(items[0]?.json).toEqual({ keep: 1 });
    const binary = items[0]?.binary?.logo;
    expect(binary).toMatchObject({ fileName: 'logo.png', mimeType: 'image/png' });
    expect(Buffer.from(String(binary?.data), 'base64')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  });

  it('gets a file as GitHub\'s JSON from a given ref', async () => {
    state.putFile(hello(), 'README.md', 'develop readme', 'develop');
    const { json, requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'file', operation: 'get', ...repoOf(), filePath: 'README.md', asBinaryProperty: false, additionalParameters: { reference: 'develop' } },
    });
    expect(requests[0]?.query).toEqual({ ref: 'develop' });
    expect(json[0]).toMatchObject({ name: 'README.md', encoding: 'base64', type: 'file' });
    expect(Buffer.from(String(json[0]?.content), 'base64').toString()).toBe('develop readme');
  });

  it('lists a folder, one item per entry, and says so when Get is given a folder', async () => {
    const { json } = await runGithub(harness, { typeVersion, parameters: { resource: 'file', operation: 'list', ...repoOf(), filePath: 'docs' } });
    expect(json.map((entry) => [entry.path, entry.type])).toEqual([['docs/guide.md', 'file'], ['docs/logo.png', 'file']]);
    const root = await runGithub(harness, { typeVersion, parameters: { resource: 'file', operation: 'list', ...repoOf() } });
    expect(root.json.map((entry) => [entry.path, entry.type])).toEqual([['docs', 'dir'], ['README.md', 'file']]);
    const folder = await runGithub(harness, { typeVersion, parameters: { resource: 'file', operation: 'get', ...repoOf(), filePath: 'docs' } });
    expect(folder.error?.message).toBe('"docs" is a folder, not a file');
  });
});

describe.each([1, 1.1])('GitHub %s: issues', (typeVersion) => {
  it('creates an issue with labels and assignees', async () => {
    const { json, requests } = await runGithub(harness, {
      typeVersion,
      parameters: {
        resource: 'issue', operation: 'create', ...repoOf(), title: 'Crash on start', body: 'Steps: open the app',
        labels: [{ label: 'bug' }, { label: 'p1' }], assignees: [{ assignee: 'hubot' }],
      },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/repos/octocat/Hello-World/issues', body: { title: 'Crash on start', body: 'Steps: open the app', labels: ['bug', 'p1'], assignees: ['hubot'] } });
    expect(json[0]).toMatchObject({ number: 5, title: 'Crash on start', state: 'open', labels: [{ name: 'bug' }, { name: 'p1' }], assignees: [{ login: 'hubot' }], user: { login: 'octocat' } });
  });

  it('names an unknown assignee as GitHub does (422 Validation Failed)', async () => {
    const { error } = await runGithub(harness, { typeVersion, parameters: { resource: 'issue', operation: 'create', ...repoOf(), title: 'x', assignees: [{ assignee: 'nobody' }] } });
    expect(error?.message).toBe('Validation Failed: assignees invalid');
  });

  it('comments on an issue', async () => {
    const { json } = await runGithub(harness, { typeVersion, parameters: { resource: 'issue', operation: 'createComment', ...repoOf(), issueNumber: 1, body: 'Looking into it' } });
    expect(json[0]).toMatchObject({ body: 'Looking into it', user: { login: 'octocat' }, issue_url: expect.stringMatching(/\/issues\/1$/) });
    expect(hello().issues[0]?.comments).toBe(1);
  });

  it('edits an issue: closes it as not planned and replaces its labels', async () => {
    const { json, requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'issue', operation: 'edit', ...repoOf(), issueNumber: 2, editFields: { state: 'closed', state_reason: 'not_planned', labels: [{ label: 'wontfix' }], title: 'Dark mode (later)' } },
    });
    expect(requests[0]?.body).toEqual({ state: 'closed', state_reason: 'not_planned', labels: ['wontfix'], title: 'Dark mode (later)' });
    expect(json[0]).toMatchObject({ state: 'closed', state_reason: 'not_planned', labels: [{ name: 'wontfix' }], title: 'Dark mode (later)', closed_at: expect.any(String) });
  });

  it('gets an issue, and says when it does not exist', async () => {
    const { json } = await runGithub(harness, { typeVersion, parameters: { resource: 'issue', operation: 'get', ...repoOf(), issueNumber: 1 } });
    expect(json[0]).toMatchObject({ number: 1, title: 'Found a bug', user: { login: 'hubot' } });
    const missing = await runGithub(harness, { typeVersion, parameters: { resource: 'issue', operation: 'get', ...repoOf(), issueNumber: 99 } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('locks an issue with the reason', async () => {
    const { json, requests } = await runGithub(harness, { typeVersion, parameters: { resource: 'issue', operation: 'lock', ...repoOf(), issueNumber: 1, lockReason: 'too heated' } });
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/repos/octocat/Hello-World/issues/1/lock', body: { lock_reason: 'too heated' } });
    expect(json).toEqual([{ success: true }]);
    expect(hello().issues[0]).toMatchObject({ locked: true, active_lock_reason: 'too heated' });
  });
});
