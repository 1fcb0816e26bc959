import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startAirtableStandIn } from '../../test-support/airtable/airtable-stand-in.js';
import type { AirtableStandIn } from '../../test-support/airtable/airtable-stand-in.js';

/* The Airtable tests: a stand-in reached through WEFT_TEST_SERVICE_HOSTS, a runner with a good and a refused token. */

export const TOKEN = 'patGoodToken.0001';
export const BASE = 'appProjects00001';
export const TABLE = 'tblTasks00000001';

export interface Harness { standIn: AirtableStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startHarness(): Promise<Harness> {
  const standIn = await startAirtableStandIn({ tokens: [TOKEN] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.airtable.com': standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'airtableTokenApi', name: 'Airtable', data: { accessToken: TOKEN } },
    'cred-bad': { type: 'airtableTokenApi', name: 'Airtable old', data: { accessToken: 'patRevoked.9999' } },
    'cred-key': { type: 'airtableApi', name: 'Airtable key', data: { apiKey: 'keyOld' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

/** The tasks table every test starts from: three records. */
export function seedTasks(standIn: AirtableStandIn): void {
  standIn.bases.clear();
  standIn.now.time = Date.parse('2024-05-01T10:00:00.000Z');
  standIn.addTable(BASE, 'Projects', {
    id: TABLE, name: 'Tasks',
    fields: [['Name', 'singleLineText'], ['Hours', 'number'], ['Status', 'singleSelect', ['Todo', 'Done']], ['Done', 'checkbox'], ['Files', 'multipleAttachments'], ['Modified', 'lastModifiedTime']],
    views: [{ id: 'viwOpen000000001', name: 'Open', type: 'grid', filter: (record) => record.fields.Status !== 'Done' }],
  });
  standIn.addTable(BASE, 'Projects', { id: 'tblPeople0000001', name: 'People', fields: [['Name', 'singleLineText']] });
  standIn.addTable('appFinance000001', 'Finance', { id: 'tblBudget0000001', name: 'Budget', fields: [['Item', 'singleLineText']] });
  standIn.addRecord(BASE, TABLE, { Name: 'Write report', Hours: 3, Status: 'Todo' });
  standIn.addRecord(BASE, TABLE, { Name: 'Review budget', Hours: 1, Status: 'Done', Done: true });
  standIn.addRecord(BASE, TABLE, { Name: 'Plan sprint', Hours: 2, Status: 'Todo' });
  standIn.requests.length = 0;
}

export const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });

export interface NodeSpec {
  typeVersion: number;
  parameters: IDataObject;
  credential?: string;
  credentialType?: string;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

export function airtableWorkflow(spec: NodeSpec): IWorkflowBase {
  const type = spec.credentialType ?? 'airtableTokenApi';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'a', name: 'Airtable', type: 'n8n-nodes-base.airtable', typeVersion: spec.typeVersion, position: [200, 0],
      parameters: spec.parameters as never, credentials: { [type]: { id: spec.credential ?? 'cred-ok', name: 'Airtable' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Airtable', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Airtable', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runAirtable(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: airtableWorkflow(spec), mode: 'manual', executionId: 'airtable' });
  const items = result.data.resultData.runData.Airtable?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, typeVersion: number, parameters: IDataObject): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.airtable', typeVersion);
  if (!nodeType) throw new Error('no Airtable node');
  return new LoadOptionsContext({
    node: {
      id: 'a', name: 'Airtable', type: 'n8n-nodes-base.airtable', typeVersion, position: [0, 0], parameters: parameters as never,
      credentials: { airtableTokenApi: { id: 'cred-ok', name: 'Airtable' } },
    },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
