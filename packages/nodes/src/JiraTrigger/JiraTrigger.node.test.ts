import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { createConsoleLogger, createServiceWebhooks, deleteServiceWebhooks, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { seed, startSites, stopSites } from '../Jira/test/harness.js';
import type { Sites } from '../Jira/test/harness.js';

/* The Jira Trigger: the webhook registered with Jira on activation and removed on deactivation; authenticated calls. */

let sites: Sites;
const logger = createConsoleLogger('silent');
const BASE = 'https://weft.example.com/';
beforeAll(async () => { sites = await startSites(); });
afterAll(async () => { await stopSites(sites); });
beforeEach(() => { Object.assign(sites.cloud.state, seed()); Object.assign(sites.server.state, seed()); });

function triggerWorkflow(typeVersion: number, parameters: IDataObject, credential = 'cloud'): IWorkflowBase {
  const type = credential.startsWith('cloud') ? 'jiraSoftwareCloudApi' : 'jiraSoftwareServerApi';
  return {
    id: 'w', name: 'Jira events', active: true, staticData: {},
    nodes: [{
      id: 'a', name: 'Jira Trigger', type: 'n8n-nodes-base.jiraTrigger', typeVersion, position: [0, 0], webhookId: 'jira-hook',
      parameters: { jiraVersion: type === 'jiraSoftwareCloudApi' ? 'cloud' : 'server', events: ['jira:issue_created'], ...parameters } as never,
      credentials: { [type]: { id: credential, name: 'Jira' }, httpQueryAuth: { id: 'query', name: 'Hook auth' } },
    }],
    connections: {},
  };
}

const options = () => ({ webhookBaseUrl: BASE, logger, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: sites.credentials } });
const URL_OF_NODE = `${BASE}webhook/jira-hook/webhook`;

async function call(workflow: IWorkflowBase, query: IDataObject, body: IDataObject) {
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'Jira Trigger', mode: 'webhook', logger, services: options().services,
    request: { method: 'POST', url: '/webhook/jira-hook/webhook', headers: { 'content-type': 'application/json' }, query, params: {}, ip: '10.1.1.1', body },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: BASE,
  });
  return { decision, response: sent[0] };
}

describe('Jira Trigger', () => {
  it.each([['cloud'], ['server']])('registers the webhook with its events, JQL filter and fields on activation (%s), once, and removes it', async (credential) => {
    const site = credential === 'cloud' ? sites.cloud : sites.server;
    const workflow = triggerWorkflow(1.1, { events: ['jira:issue_created', 'comment_created'], additionalFields: { filter: 'project = WEB', includeFields: ['issue.id', 'project.key'], excludeBody: false } }, credential);
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(site.state.webhooks).toHaveLength(1);
    expect(site.state.webhooks[0]).toMatchObject({
      name: `n8n-webhook:${URL_OF_NODE}`, url: `${URL_OF_NODE}?issue_id=\${issue.id}&project_key=\${project.key}`,
      events: ['jira:issue_created', 'comment_created'], filters: { 'issue-related-events-section': 'project = WEB' }, excludeBody: false,
    });
    expect(workflow.staticData?.['node:Jira Trigger']).toEqual({ webhookId: String(site.state.webhooks[0]?.id) });
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(site.state.webhooks).toHaveLength(1);
    await deleteServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(site.state.webhooks).toEqual([]);
  });

  it('registers every event for "*"', async () => {
    await createServiceWebhooks(triggerWorkflow(1, { events: ['*'] }), builtinNodeTypes, options());
    expect(sites.cloud.state.webhooks[0]?.events).toHaveLength(39);
    expect(sites.cloud.state.webhooks[0]?.events).not.toContain('*');
  });

  it('outputs the event Jira posts', async () => {
    const event = { timestamp: 1717405200000, webhookEvent: 'jira:issue_created', issue: { id: '10002', key: 'WEB-3', fields: { summary: 'New' } } };
    const { decision } = await call(triggerWorkflow(1.1, {}), {}, event);
    expect(decision.action).toBe('start');
    if (decision.action === 'start') expect(decision.trigger.data).toEqual([[{ json: event }]]);
  });

  it.each([[1.1, { authenticateWebhook: true }], [1, { incomingAuthentication: 'queryAuth' }]])('version %s: registers its URL with the query credential and refuses calls without it', async (typeVersion, auth) => {
    const workflow = triggerWorkflow(typeVersion, auth);
    await createServiceWebhooks(workflow, builtinNodeTypes, options());
    expect(sites.cloud.state.webhooks[0]?.url).toBe(`${URL_OF_NODE}?token=s3cret`);
    const refused = await call(workflow, { token: 'guess' }, { webhookEvent: 'jira:issue_created' });
    expect(refused.response?.statusCode).toBe(403);
    expect(refused.decision.action).toBe('answer');
    expect((await call(workflow, { token: 's3cret' }, { webhookEvent: 'jira:issue_created' })).decision.action).toBe('start');
  });

  it('explains that only administrators may register webhooks', async () => {
    await expect(createServiceWebhooks(triggerWorkflow(1.1, {}, 'cloud-bob'), builtinNodeTypes, options()))
      .rejects.toThrow('Jira lets only administrators do that');
  });
});
