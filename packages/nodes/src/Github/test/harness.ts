import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startGitHubStandIn } from '../../test-support/github-stand-in/github-stand-in.js';
import type { GitHubStandIn } from '../../test-support/github-stand-in/github-stand-in.js';
import { GitHubState } from '../../test-support/github-stand-in/github-state.js';
import type { GhRepo } from '../../test-support/github-stand-in/github-state.js';

/* The GitHub tests: a stand-in reached through WEFT_TEST_SERVICE_HOSTS, a runner with the user's token. */

export const TOKEN = 'ghp_octocatToken0001';

export interface Harness { standIn: GitHubStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }
export interface Seeded { state: GitHubState; hello: GhRepo; secret: GhRepo; org: GhRepo }

/** octocat owns Hello-World (files, issues, a pull request, a release, Actions workflows) and a private repo; acme is an organization. */
export function seed(): Seeded {
  const state = new GitHubState();
  state.addAccount('octocat', 'User', 'octocat@github.com');
  state.addAccount('hubot');
  state.addAccount('acme', 'Organization');
  state.tokens.set(TOKEN, 'octocat');
  state.tokens.set('ghp_hubot', 'hubot');
  state.members.set('acme', new Set(['octocat']));
  const hello = state.addRepo('octocat', 'Hello-World', { description: 'My first repository', license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT', file: 'LICENSE' } });
  state.putFile(hello, 'README.md', '# Hello World\n');
  state.putFile(hello, 'docs/guide.md', 'Read me first');
  state.putFile(hello, 'docs/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  hello.branches.set('develop', new Map(hello.branches.get('main')));
  hello.tags.push('v0.9.0');
  state.addIssue(hello, { title: 'Found a bug', body: 'It crashes, @hubot', labels: ['bug'], assignees: ['octocat'] }, 'hubot');
  state.addIssue(hello, { title: 'Add dark mode', labels: ['enhancement'] }, 'hubot');
  state.addIssue(hello, { title: 'Old question', state: 'closed', closed_at: '2024-06-01T12:00:10Z', state_reason: 'completed' }, 'hubot');
  state.addIssue(hello, { title: 'Fix the crash', body: 'Fixes #1', pull: { head: 'fix-crash', base: 'main' } }, 'hubot');
  hello.popularPaths.push({ path: '/octocat/Hello-World', title: 'octocat/Hello-World', count: 120, uniques: 40 });
  hello.referrers.push({ referrer: 'google.com', count: 80, uniques: 30 }, { referrer: 'news.ycombinator.com', count: 12, uniques: 9 });
  state.addWorkflow(hello, 'CI', 'ci.yml', ['environment']);
  state.addWorkflow(hello, 'Deploy', 'deploy.yaml', ['environment', 'resumeUrl']);
  state.addWorkflow(hello, 'Nightly', 'nightly.yml', [], false);
  const secret = state.addRepo('octocat', 'secret-plans', { private: true });
  const org = state.addRepo('acme', 'website', { description: 'acme.example' });
  state.addRepo('acme', 'infra');
  return { state, hello, secret, org };
}

export async function startHarness(state = seed().state): Promise<Harness> {
  const standIn = await startGitHubStandIn(state);
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.github.com': standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'githubApi', name: 'GitHub', data: { server: 'https://api.github.com', user: 'octocat', accessToken: TOKEN } },
    'cred-bad': { type: 'githubApi', name: 'GitHub old', data: { server: 'https://api.github.com', user: 'octocat', accessToken: 'ghp_revoked' } },
    'cred-hubot': { type: 'githubApi', name: 'Hubot', data: { server: 'https://api.github.com', user: 'hubot', accessToken: 'ghp_hubot' } },
    // GitHub Enterprise Server: the API at <host>/api/v3 (here the stand-in's own origin, no override involved).
    'cred-ghe': { type: 'githubApi', name: 'GHE', data: { server: `${standIn.origin}/api/v3`, user: 'octocat', accessToken: TOKEN } },
    'cred-oauth': { type: 'githubOAuth2Api', name: 'GitHub OAuth', data: { server: 'https://api.github.com', clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: TOKEN, token_type: 'bearer' } } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials, timezone: 'UTC' });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

export const rl = (value: string, mode = 'name') => ({ __rl: true, mode, value });
export const repoOf = (owner = 'octocat', repository = 'Hello-World') => ({ owner: rl(owner), repository: rl(repository) });

export interface NodeSpec { typeVersion?: number; parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

const CREDENTIAL_TYPES: Record<string, string> = { 'cred-oauth': 'githubOAuth2Api' };

export function githubWorkflow(spec: NodeSpec): IWorkflowBase {
  const credential = spec.credential ?? 'cred-ok';
  const type = CREDENTIAL_TYPES[credential] ?? 'githubApi';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'g', name: 'GitHub', type: 'n8n-nodes-base.github', typeVersion: spec.typeVersion ?? 1.1, position: [200, 0],
      parameters: { ...(type === 'githubOAuth2Api' ? { authentication: 'oAuth2' } : {}), ...spec.parameters } as never,
      credentials: { [type]: { id: credential, name: 'GitHub' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'GitHub', active: false, nodes, settings: {},
    connections: { Trigger: { main: [[{ node: 'GitHub', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runGithub(harness: Harness, spec: NodeSpec) {
  harness.standIn.requests.length = 0;
  const result = await harness.runner.run({ workflow: githubWorkflow(spec), mode: 'manual', executionId: 'github' });
  const items = result.data.resultData.runData.GitHub?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error, requests: harness.standIn.requests, result };
}

export function editorContext(harness: Harness, parameters: IDataObject, typeVersion = 1.1, nodeType = 'n8n-nodes-base.github'): LoadOptionsContext {
  const type = builtinNodeTypes.getByNameAndVersion(nodeType, typeVersion);
  if (!type) throw new Error(`no ${nodeType}`);
  return new LoadOptionsContext({
    node: { id: 'g', name: 'GitHub', type: nodeType, typeVersion, position: [0, 0], parameters: parameters as never, credentials: { githubApi: { id: 'cred-ok', name: 'GitHub' } } },
    nodeType: type, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
}
