import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger, createServiceWebhooks, deleteServiceWebhooks, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { seed, startHarness, stopHarness, rl } from '../Github/test/harness.js';
import type { Harness } from '../Github/test/harness.js';
import type { GhHook, GitHubState } from '../test-support/github-stand-in/github-state.js';

/* The GitHub Trigger: the repository webhook made on activation and removed on deactivation, and signed deliveries. */

let harness: Harness;
let state: GitHubState;
const logger = createConsoleLogger('silent');
const BASE = 'https://weft.example.com/';

beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => {
  Object.assign(harness.standIn.state, { repos: seed().state.repos });
  state = harness.standIn.state;
});

function triggerWorkflow(parameters: IDataObject = {}, credential = 'cred-ok'): IWorkflowBase {
  return {
    id: 'w', name: 'GitHub events', active: true, staticData: {},
    nodes: [{
      id: 'a', name: 'Github Trigger', type: 'n8n-nodes-base.githubTrigger', typeVersion: 1, position: [0, 0], webhookId: 'gh-hook',
      parameters: { owner: rl('octocat'), repository: rl('Hello-World'), events: ['issues', 'push'], ...parameters } as never,
      credentials: { githubApi: { id: credential, name: 'GitHub' } },
    }],
    connections: {},
  };
}

const options = () => ({ webhookBaseUrl: BASE, logger, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials } });
const hooks = () => state.repo('octocat', 'Hello-World')!.hooks;

async function deliver(workflow: IWorkflowBase, delivery: { headers: Record<string, string>; rawBody: Buffer }) {
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'Github Trigger', mode: 'webhook', logger, services: options().services,
    request: { method: 'POST', url: '/webhook/gh-hook/webhook', headers: delivery.headers, query: {}, params: {}, ip: '140.82.115.1', body: JSON.parse(delivery.rawBody.toString()) as IDataObject, rawBody: delivery.rawBody },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: BASE,
  });
  return { decision, response: sent[0] };
}

describe('GitHub Trigger', () => {
  it('creates a repository webhook for the events with a secret on activation, once', async () => {
    const workflow = triggerWorkflow({ options: { insecureSSL: true } });
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(hooks()).toHaveLength(1);
    const [hook] = hooks() as [GhHook];
    expect(hook).toMatchObject({ events: ['issues', 'push'], active: true, config: { url: `${BASE}webhook/gh-hook/webhook`, content_type: 'json', insecure_ssl: '1', secret: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const stored = workflow.staticData?.['node:Github Trigger'] as IDataObject;
    expect(stored).toMatchObject({ webhookId: hook.id, webhookSecret: hook.config.secret, webhookEvents: ['issues', 'push'] });
    // Activated again (e.g. after a restart): GitHub still has the hook, none is added.
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(hooks()).toHaveLength(1);
    expect(harness.standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/repos/octocat/Hello-World/hooks/${hook.id}` });
  });

  it('outputs a signed delivery as body, headers and query; refuses unsigned or forged ones; answers the ping without a run', async () => {
    const workflow = triggerWorkflow();
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    const hook = hooks()[0] as GhHook;
    const payload = { action: 'opened', issue: { number: 7, title: 'New bug' }, repository: { full_name: 'octocat/Hello-World' } };
    const signed = await deliver(workflow, harness.standIn.delivery(hook, 'issues', payload));
    expect(signed.decision.action).toBe('start');
    if (signed.decision.action === 'start') {
      const [[item]] = signed.decision.trigger.data as [[{ json: IDataObject }]];
      expect(item.json).toMatchObject({ body: payload, headers: { 'x-github-event': 'issues', 'x-hub-signature-256': expect.stringMatching(/^sha256=/) }, query: {} });
    }
    const forged = harness.standIn.delivery({ ...hook, config: { ...hook.config, secret: 'guessed' } }, 'issues', payload);
    const refused = await deliver(workflow, forged);
    expect(refused.response?.statusCode).toBe(401);
    expect(refused.decision.action).toBe('answer');
    const unsigned = harness.standIn.delivery({ ...hook, config: { ...hook.config, secret: undefined } }, 'issues', payload);
    expect((await deliver(workflow, unsigned)).response?.statusCode).toBe(401);
    const ping = await deliver(workflow, harness.standIn.delivery(hook, 'ping', { zen: 'Design for failure.', hook_id: hook.id, hook: { type: 'Repository', events: ['issues', 'push'] } }));
    expect(ping.decision.action).toBe('answer');
    expect(ping.response?.statusCode).toBe(200);
  });

  it('deletes the webhook on deactivation, and registers anew when the hook was removed on GitHub', async () => {
    const workflow = triggerWorkflow();
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    const first = (hooks()[0] as GhHook).id;
    hooks().length = 0;
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(hooks().map((hook) => hook.id)).not.toContain(first);
    expect(hooks()).toHaveLength(1);
    await deleteServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(hooks()).toEqual([]);
    expect(harness.standIn.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(workflow.staticData?.['node:Github Trigger']).toEqual({});
  });

  it('explains why activation failed: no admin rights, or a hook with the same URL already there', async () => {
    await expect(createServiceWebhooks(triggerWorkflow({}, 'cred-hubot'), builtinNodeTypes, options()))
      .rejects.toThrow('could not be registered with its service: Check that the repository exists and that the credential\'s user has admin rights on it');
    await createServiceWebhooks(triggerWorkflow(), builtinNodeTypes, options());
    await expect(createServiceWebhooks(triggerWorkflow(), builtinNodeTypes, options()))
      .rejects.toThrow('A webhook with the identical URL probably exists already. Please delete it manually on Github!');
  });
});
