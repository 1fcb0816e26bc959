import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { createConsoleLogger, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { editorContext, githubWorkflow, seed, startHarness, stopHarness, repoOf, rl, runGithub } from './harness.js';
import type { Harness } from './harness.js';
import type { GitHubState } from '../../test-support/github-stand-in/github-state.js';
import { listSearch } from '../methods.js';

/* Actions workflows (1 takes the ref as text, 1.1 from a picker), the pickers' lists, errors, rate limits, Enterprise and OAuth2. */

let harness: Harness;
let state: GitHubState;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => {
  const fresh = seed().state;
  Object.assign(harness.standIn.state, { repos: fresh.repos });
  state = harness.standIn.state;
});

const hello = () => state.repo('octocat', 'Hello-World')!;
const refOf = (typeVersion: number, ref: string) => (typeVersion === 1 ? ref : rl(ref, 'list'));

describe.each([1, 1.1])('GitHub %s: Actions workflows', (typeVersion) => {
  it('lists the workflows, gets one by ID or file name, and its usage', async () => {
    const listed = await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'list', ...repoOf() } });
    expect(listed.json).toHaveLength(1);
    expect(listed.json[0]).toMatchObject({ total_count: 3, workflows: [{ name: 'CI' }, { name: 'Deploy' }, { name: 'Nightly' }] });
    const ci = hello().workflows[0]!;
    const byId = await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'get', ...repoOf(), workflowId: rl(String(ci.id), 'name') } });
    expect(byId.json[0]).toMatchObject({ id: ci.id, path: '.github/workflows/ci.yml', state: 'active' });
    const byFile = await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'getUsage', ...repoOf(), workflowId: rl('ci.yml', 'filename') } });
    expect(byFile.requests[0]?.path).toBe('/repos/octocat/Hello-World/actions/workflows/ci.yml/timing');
    expect(byFile.json[0]).toEqual({ billable: { UBUNTU: { total_ms: 180000 }, MACOS: { total_ms: 0 }, WINDOWS: { total_ms: 0 } } });
  });

  it('disables and enables a workflow', async () => {
    const off = await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'disable', ...repoOf(), workflowId: rl('ci.yml', 'filename') } });
    expect(off.json).toEqual([{ success: true }]);
    expect(hello().workflows[0]?.state).toBe('disabled_manually');
    const refused = await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'dispatch', ...repoOf(), workflowId: rl('ci.yml', 'filename'), ref: refOf(typeVersion, 'main') } });
    expect(refused.error?.message).toBe('Cannot trigger a \'workflow_dispatch\' on a disabled workflow');
    await runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'enable', ...repoOf(), workflowId: rl('ci.yml', 'filename') } });
    expect(hello().workflows[0]?.state).toBe('active');
  });

  it('dispatches a workflow on a ref with its inputs', async () => {
    const { json, requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'workflow', operation: 'dispatch', ...repoOf(), workflowId: rl('ci.yml', 'filename'), ref: refOf(typeVersion, 'develop'), inputs: '{"environment":"staging"}' },
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/repos/octocat/Hello-World/actions/workflows/ci.yml/dispatches', body: { ref: 'develop', inputs: { environment: 'staging' } } });
    expect(json).toEqual([{ success: true }]);
    expect(hello().dispatches).toEqual([{ workflow: hello().workflows[0]?.id, ref: 'develop', inputs: { environment: 'staging' } }]);
  });

  it('passes on GitHub\'s refusals: unknown ref, undeclared input, no workflow_dispatch; and bad JSON inputs', async () => {
    const dispatch = (extra: IDataObject) => runGithub(harness, { typeVersion, parameters: { resource: 'workflow', operation: 'dispatch', ...repoOf(), workflowId: rl('ci.yml', 'filename'), ref: refOf(typeVersion, 'main'), ...extra } });
    expect((await dispatch({ ref: refOf(typeVersion, 'nope') })).error?.message).toBe('No ref found for: nope');
    expect((await dispatch({ inputs: '{"region":"eu"}' })).error?.message).toBe('Unexpected inputs provided: ["region"]');
    expect((await dispatch({ workflowId: rl('nightly.yml', 'filename') })).error?.message).toBe('Workflow does not have \'workflow_dispatch\' trigger');
    expect((await dispatch({ inputs: '{oops' })).error?.message).toBe('Inputs must be a valid JSON object');
  });

  it('dispatches with the execution\'s resume URL and waits; the GitHub workflow\'s call resumes it with its body', async () => {
    const { result, requests } = await runGithub(harness, {
      typeVersion, parameters: { resource: 'workflow', operation: 'dispatchAndWait', ...repoOf(), workflowId: rl('deploy.yaml', 'filename'), ref: refOf(typeVersion, 'main'), inputs: '{"environment":"prod"}' },
    });
    expect(result.waitTill).toBeInstanceOf(Date);
    expect(requests[0]?.body).toEqual({ ref: 'main', inputs: { environment: 'prod', resumeUrl: expect.stringMatching(/\/webhook-waiting\/github$/) } });
    const sent: WebhookHttpResponse[] = [];
    const workflow = githubWorkflow({ typeVersion, parameters: { resource: 'workflow', operation: 'dispatchAndWait', ...repoOf() } });
    const decision = await receiveWebhook({
      workflow, nodeTypes: builtinNodeTypes, nodeName: 'GitHub', mode: 'webhook', logger: createConsoleLogger('silent'),
      request: { method: 'POST', url: '/webhook-waiting/github', headers: { 'content-type': 'application/json' }, query: {}, params: {}, ip: '127.0.0.1', body: { conclusion: 'success', run_id: 77 } },
      channel: { send: (response) => sent.push(response) },
    });
    expect(decision.action).toBe('start');
    if (decision.action === 'start') expect(decision.trigger).toMatchObject({ data: [[{ json: { conclusion: 'success', run_id: 77 } }]] });
  });
});

describe('GitHub: the pickers\' lists', () => {
  it('searches owners and the owner\'s repositories, paging 100 at a time', async () => {
    for (let n = 0; n < 120; n++) state.addAccount(`octo-fan-${String(n).padStart(3, '0')}`);
    const context = editorContext(harness, { owner: rl('octocat') });
    const first = await listSearch.getUsers.call(context, 'octo');
    expect(first.results).toHaveLength(100);
    expect(first.results[0]).toEqual({ name: 'octo-fan-000', value: 'octo-fan-000', url: 'https://github.com/octo-fan-000' });
    expect(first.paginationToken).toBe(2);
    const second = await listSearch.getUsers.call(context, 'octo', first.paginationToken);
    expect(second.results.map((result) => result.value)).toContain('octocat');
    expect(second.paginationToken).toBeUndefined();
    expect(harness.standIn.requests.at(-1)?.query).toMatchObject({ q: 'octo in:login', page: '2' });
    const repos = await listSearch.getRepositories.call(editorContext(harness, { owner: rl('https://github.com/acme', 'url') }), 'web');
    expect(repos.results).toEqual([{ name: 'website', value: 'website', url: 'https://github.com/acme/website' }]);
  });

  it('lists the workflows and the refs (branches, then tags) of the repository, filtered', async () => {
    const context = editorContext(harness, { ...repoOf() });
    const workflows = await listSearch.getWorkflows.call(context, 'dep');
    expect(workflows.results).toEqual([{ name: 'Deploy', value: hello().workflows[1]?.id, url: expect.stringContaining('deploy.yaml') }]);
    const refs = await listSearch.getRefs.call(context);
    expect(refs.results).toEqual([
      { name: 'main', value: 'main', description: 'Branch' }, { name: 'develop', value: 'develop', description: 'Branch' }, { name: 'v0.9.0', value: 'v0.9.0', description: 'Tag' },
    ]);
    expect((await listSearch.getRefs.call(context, 'v0')).results.map((ref) => ref.value)).toEqual(['v0.9.0']);
  });
});

describe('GitHub: errors, rate limits, Enterprise Server and OAuth2', () => {
  it('says the credentials failed for a revoked token', async () => {
    const { error } = await runGithub(harness, { credential: 'cred-bad', parameters: { resource: 'repository', operation: 'get', ...repoOf() } });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toContain('Bad credentials');
  });

  it('hides a private repository from others (404) and continues on fail per item', async () => {
    const { json } = await runGithub(harness, {
      credential: 'cred-hubot', continueOnFail: true, input: [{ json: { n: 1 } }, { json: { n: 2 } }],
      parameters: { resource: 'repository', operation: 'get', owner: rl('octocat'), repository: rl('={{ $json.n === 1 ? "secret-plans" : "Hello-World" }}') },
    });
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ full_name: 'octocat/Hello-World' });
  });

  it('waits the Retry-After of a 429 and sends the request again', async () => {
    harness.standIn.throttleNext(1, 1);
    const { json, requests } = await runGithub(harness, { parameters: { resource: 'repository', operation: 'get', ...repoOf() } });
    expect(requests).toHaveLength(2);
    expect(json[0]).toMatchObject({ name: 'Hello-World' });
  });

  it('gives up when GitHub asks to wait too long', async () => {
    harness.standIn.throttleNext(1, 3600);
    const { error } = await runGithub(harness, { parameters: { resource: 'repository', operation: 'get', ...repoOf() } });
    expect(error?.message).toBe('GitHub is rate-limiting requests');
    expect(error?.description).toContain('3600 seconds');
  });

  it('sends requests to the credential\'s Enterprise Server address', async () => {
    const { json, requests } = await runGithub(harness, { credential: 'cred-ghe', parameters: { resource: 'issue', operation: 'get', ...repoOf(), issueNumber: 2 } });
    expect(requests[0]?.path).toBe('/api/v3/repos/octocat/Hello-World/issues/2');
    expect(json[0]).toMatchObject({ title: 'Add dark mode' });
  });

  it('authenticates with the OAuth2 token as a bearer', async () => {
    const { json, requests } = await runGithub(harness, { credential: 'cred-oauth', parameters: { resource: 'repository', operation: 'get', ...repoOf() } });
    expect(requests[0]?.authorization).toBe('Bearer ghp_octocatToken0001');
    expect(json[0]).toMatchObject({ name: 'Hello-World' });
  });
});
