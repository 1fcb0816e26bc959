import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startJiraStandIn } from '../../test-support/jira-stand-in/jira-stand-in.js';
import type { JiraStandIn } from '../../test-support/jira-stand-in/jira-stand-in.js';
import { JiraState } from '../../test-support/jira-stand-in/jira-state.js';

/* The Jira tests: a Cloud site and a Server site (stand-ins on loopback, the credential's domain pointing at them). */

export const API_TOKEN = 'ATATT3xFfGF0token';

export function seed(): JiraState {
  const state = new JiraState();
  const ada = state.addUser('ada', 'Ada Lovelace', ['jira-software-users', 'site-admins']);
  const bob = state.addUser('bob', 'Bob Builder');
  state.apiTokens.set(ada.emailAddress, API_TOKEN);
  state.apiTokens.set(bob.emailAddress, 'bob-token');
  state.passwords.set('ada', 'secret');
  state.pats.set('NjE0pat', 'ada');
  const web = state.addProject('WEB', 'Website');
  state.addProject('OPS', 'Operations');
  state.addIssue(web, { summary: 'Broken login', description: 'Login fails on Safari', labels: ['bug', 'auth'], assignee: ada.accountId, priority: state.priorities[1] }, bob);
  state.addIssue(web, { summary: 'New landing page', labels: ['marketing'] }, ada);
  return state;
}

export interface Sites { cloud: JiraStandIn; server: JiraStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startSites(): Promise<Sites> {
  const cloud = await startJiraStandIn(seed(), 'cloud');
  const server = await startJiraStandIn(seed(), 'server');
  const credentials = new MemoryCredentialsHelper({
    cloud: { type: 'jiraSoftwareCloudApi', name: 'Jira Cloud', data: { email: 'ada@example.com', apiToken: API_TOKEN, domain: cloud.origin } },
    'cloud-bob': { type: 'jiraSoftwareCloudApi', name: 'Bob', data: { email: 'bob@example.com', apiToken: 'bob-token', domain: cloud.origin } },
    'cloud-bad': { type: 'jiraSoftwareCloudApi', name: 'Jira Cloud old', data: { email: 'ada@example.com', apiToken: 'revoked', domain: cloud.origin } },
    server: { type: 'jiraSoftwareServerApi', name: 'Jira Server', data: { email: 'ada', password: 'secret', domain: server.origin } },
    serverPat: { type: 'jiraSoftwareServerPatApi', name: 'Jira PAT', data: { personalAccessToken: 'NjE0pat', domain: server.origin } },
    query: { type: 'httpQueryAuth', name: 'Hook auth', data: { name: 'token', value: 's3cret' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials, timezone: 'UTC' });
  return { cloud, server, runner, credentials };
}

export async function stopSites(sites: Sites): Promise<void> {
  await Promise.all([sites.cloud.close(), sites.server.close()]);
}

const TYPES: Record<string, string> = { cloud: 'jiraSoftwareCloudApi', server: 'jiraSoftwareServerApi', serverPat: 'jiraSoftwareServerPatApi' };

export interface NodeSpec { version: 'cloud' | 'server' | 'serverPat'; parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

export function jiraWorkflow(spec: NodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'j', name: 'Jira', type: 'n8n-nodes-base.jira', typeVersion: 1, position: [200, 0],
      parameters: { jiraVersion: spec.version, ...spec.parameters } as never,
      credentials: { [TYPES[spec.version] as string]: { id: spec.credential ?? spec.version, name: 'Jira' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Jira', active: false, nodes, settings: {},
    connections: { Trigger: { main: [[{ node: 'Jira', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runJira(sites: Sites, spec: NodeSpec) {
  const site = spec.version === 'cloud' ? sites.cloud : sites.server;
  site.requests.length = 0;
  const result = await sites.runner.run({ workflow: jiraWorkflow(spec), mode: 'manual', executionId: 'jira' });
  const items = result.data.resultData.runData.Jira?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error, requests: site.requests };
}

export function editorContext(sites: Sites, version: 'cloud' | 'server', parameters: IDataObject): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.jira', 1);
  if (!nodeType) throw new Error('no Jira node');
  return new LoadOptionsContext({
    node: { id: 'j', name: 'Jira', type: 'n8n-nodes-base.jira', typeVersion: 1, position: [0, 0], parameters: { jiraVersion: version, ...parameters } as never, credentials: { [TYPES[version] as string]: { id: version, name: 'Jira' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: sites.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
}

export const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });
