import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startPipedriveStandIn } from '../../test-support/pipedrive-stand-in/pipedrive-stand-in.js';
import type { PipedriveStandIn } from '../../test-support/pipedrive-stand-in/pipedrive-stand-in.js';

/* The Pipedrive node's tests: the stand-in behind api.pipedrive.com, an API token and an OAuth token. */

export const TOKEN = 'pd-token-good';
export const OAUTH = 'pd-oauth-access';
/** The custom fields' keys: Pipedrive's 40-character hashes. */
export const PRIORITY = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const BUDGET = 'ffeeddccbbaa99887766554433221100ffeeddcc';
export const SIZES = '0123456789abcdef0123456789abcdef01234567';

export interface Harness { standIn: PipedriveStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startHarness(): Promise<Harness> {
  const standIn = await startPipedriveStandIn({ tokens: [TOKEN], bearer: [OAUTH] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.pipedrive.com': standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'pipedriveApi', name: 'Pipedrive', data: { apiToken: TOKEN } },
    'cred-bad': { type: 'pipedriveApi', name: 'Pipedrive old', data: { apiToken: 'revoked' } },
    'cred-oauth': { type: 'pipedriveOAuth2Api', name: 'Pipedrive OAuth', data: { clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: OAUTH, token_type: 'Bearer' } } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

/** The company every test starts from: Globex (1), Homer (2), the deal "Big deal" (3), the product Widget (4), a call (5), a note (6). */
export function seed(standIn: PipedriveStandIn): void {
  const { state } = standIn;
  state.clear();
  state.users = [{ id: 900, name: 'Ann Owner', email: 'ann@crm.test' }, { id: 901, name: 'Bob Seller', email: 'bob@crm.test' }];
  state.stages = [{ id: 1, name: 'Qualified', pipeline_name: 'Sales' }, { id: 2, name: 'Proposal', pipeline_name: 'Sales' }];
  state.filters = [{ id: 70, name: 'Big deals', type: 'deals' }, { id: 71, name: 'VIP people', type: 'people' }];
  state.activityTypes = [{ id: 1, name: 'Call', key_string: 'call' }, { id: 2, name: 'Meeting', key_string: 'meeting' }];
  state.leadLabels = [{ id: 'f08b42a0-4e75-11ea-9643-03698ef1cfd6', name: 'Hot', color: 'red' }];
  state.fields = {
    deal: [
      { id: 1, key: 'title', name: 'Title', field_type: 'varchar', edit_flag: false },
      { id: 2, key: 'label', name: 'Label', field_type: 'enum', edit_flag: false, options: [{ id: 5, label: 'Hot' }, { id: 6, label: 'Cold' }] },
      { id: 3, key: PRIORITY, name: 'Priority', field_type: 'enum', edit_flag: true, options: [{ id: 11, label: 'High' }, { id: 12, label: 'Low' }] },
      { id: 4, key: BUDGET, name: 'Budget code', field_type: 'varchar', edit_flag: true },
    ],
    person: [
      { id: 5, key: 'name', name: 'Name', field_type: 'varchar', edit_flag: false },
      { id: 6, key: SIZES, name: 'Shirt sizes', field_type: 'set', edit_flag: true, options: [{ id: 21, label: 'S' }, { id: 22, label: 'M' }, { id: 23, label: 'L' }] },
    ],
    organization: [{ id: 7, key: 'label', name: 'Label', field_type: 'enum', edit_flag: false, options: [{ id: 1, label: 'Customer' }] }],
  };
  state.add('organizations', { name: 'Globex', owner_id: 900 });
  state.add('persons', { name: 'Homer Simpson', org_id: 1, email: ['homer@globex.test'], [SIZES]: '22,23' });
  state.add('deals', { title: 'Big deal', org_id: 1, user_id: 900, value: 5000, [PRIORITY]: '11', [BUDGET]: 'B-7' });
  state.add('products', { name: 'Widget', code: 'W-1' });
  state.add('activities', { subject: 'Call Homer', type: 'call', deal_id: 3, user_id: 900 });
  state.add('notes', { content: 'Likes donuts', person_id: 2 });
  standIn.requests.length = 0;
}

export interface NodeSpec { parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

function workflow(spec: NodeSpec): IWorkflowBase {
  const oauth = spec.credential === 'cred-oauth';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'p', name: 'Pipedrive', type: 'n8n-nodes-base.pipedrive', typeVersion: 1, position: [200, 0],
      parameters: { ...(oauth ? { authentication: 'oAuth2' } : {}), ...spec.parameters } as never,
      credentials: { [oauth ? 'pipedriveOAuth2Api' : 'pipedriveApi']: { id: spec.credential ?? 'cred-ok', name: 'Pipedrive' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Pipedrive', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Pipedrive', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runPipedrive(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'pipedrive' });
  const items = result.data.resultData.runData.Pipedrive?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

export function editorContext(harness: Harness, parameters: IDataObject = {}): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.pipedrive', 1);
  if (!nodeType) throw new Error('no Pipedrive node');
  return new LoadOptionsContext({
    node: { id: 'p', name: 'Pipedrive', type: 'n8n-nodes-base.pipedrive', typeVersion: 1, position: [0, 0], parameters: parameters as never, credentials: { pipedriveApi: { id: 'cred-ok', name: 'Pipedrive' } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
