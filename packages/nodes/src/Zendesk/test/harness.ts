import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startZendeskStandIn } from '../../test-support/zendesk-stand-in/zendesk-stand-in.js';
import type { ZendeskStandIn } from '../../test-support/zendesk-stand-in/zendesk-stand-in.js';

/* The Zendesk node's tests: the account acme.zendesk.com served by the stand-in, an API token and an OAuth token. */

export const ORIGIN = 'https://acme.zendesk.com';
export const AGENT = 'agent@acme.test';
export const TOKEN = 'zd-token-good';
export const OAUTH = 'zd-oauth-access';

export interface Harness { standIn: ZendeskStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startHarness(): Promise<Harness> {
  const standIn = await startZendeskStandIn({ publicOrigin: ORIGIN, tokens: { [AGENT]: TOKEN }, bearer: { [OAUTH]: AGENT } });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ [ORIGIN]: standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'zendeskApi', name: 'Zendesk', data: { subdomain: 'acme', email: AGENT, apiToken: TOKEN } },
    'cred-bad': { type: 'zendeskApi', name: 'Zendesk old', data: { subdomain: 'acme', email: AGENT, apiToken: 'revoked' } },
    'cred-oauth': {
      type: 'zendeskOAuth2Api', name: 'Zendesk OAuth',
      data: { subdomain: 'acme', clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: OAUTH, token_type: 'bearer' } },
    },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

/** The account every test starts from: the agent, two customers, an organization, fields, groups, tags, two tickets. */
export function seed(standIn: ZendeskStandIn): void {
  const { state } = standIn;
  for (const map of [state.tickets, state.suspended, state.users, state.organizations]) map.clear();
  state.nextId = 1000;
  state.ticketFields = [
    { id: 1, title: 'Subject', type: 'subject', removable: false },
    { id: 2, title: 'Description', type: 'description', removable: false },
    { id: 360001, title: 'Order number', type: 'text', removable: true },
    { id: 360002, title: 'Product', type: 'tagger', removable: true },
  ];
  state.groups = [{ id: 11, name: 'Support' }, { id: 12, name: 'Billing' }];
  state.tags = [{ name: 'vip', count: 3 }, { name: 'refund', count: 1 }];
  state.locales = [{ id: 1, locale: 'en-US', name: 'English' }, { id: 8, locale: 'de', name: 'Deutsch' }];
  state.userFields = [{ id: 21, key: 'plan', title: 'Plan' }];
  state.organizationFields = [{ id: 31, key: 'region', title: 'Region' }];
  state.addUser({ name: 'Agent Smith', email: AGENT, role: 'agent' });
  const org = state.addOrganization({ name: 'Globex', domain_names: ['globex.test'] });
  const customer = state.addUser({ name: 'Homer', email: 'homer@globex.test', organization_id: org.id });
  state.addUser({ name: 'Marge', email: 'marge@example.test', external_id: 'crm-42' });
  state.addTicket({ subject: 'Printer on fire', comment: { body: 'It is burning' }, status: 'open', group_id: 11, tags: ['vip'] }, Number(customer.id));
  state.addTicket({ subject: 'Refund please', comment: { body: 'Charged twice' }, status: 'pending', group_id: 12 }, Number(customer.id));
  state.addSuspended('Buy cheap pills', 'Detected as spam', 'spammer@junk.test');
  standIn.requests.length = 0;
}

export interface NodeSpec { parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

function workflow(spec: NodeSpec): IWorkflowBase {
  const oauth = spec.credential === 'cred-oauth';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'z', name: 'Zendesk', type: 'n8n-nodes-base.zendesk', typeVersion: 1, position: [200, 0],
      parameters: { ...(oauth ? { authentication: 'oAuth2' } : {}), ...spec.parameters } as never,
      credentials: { [oauth ? 'zendeskOAuth2Api' : 'zendeskApi']: { id: spec.credential ?? 'cred-ok', name: 'Zendesk' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Zendesk', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Zendesk', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runZendesk(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'zendesk' });
  const items = result.data.resultData.runData.Zendesk?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

export function editorContext(harness: Harness, parameters: IDataObject = {}): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.zendesk', 1);
  if (!nodeType) throw new Error('no Zendesk node');
  return new LoadOptionsContext({
    node: { id: 'z', name: 'Zendesk', type: 'n8n-nodes-base.zendesk', typeVersion: 1, position: [0, 0], parameters: parameters as never, credentials: { zendeskApi: { id: 'cred-ok', name: 'Zendesk' } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
