import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startPostgrestStandIn } from '../../test-support/supabase-postgrest/postgrest-stand-in.js';
import type { PostgrestStandIn } from '../../test-support/supabase-postgrest/postgrest-stand-in.js';

/* The Supabase node's tests: a PostgREST stand-in behind the project's URL, a good and a wrong service role key. */

export const HOST = 'https://crmproject.supabase.co';
export const KEY = 'service-role-good';

export interface Harness { standIn: PostgrestStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startHarness(): Promise<Harness> {
  const standIn = await startPostgrestStandIn({ serviceRole: KEY, schemas: ['public', 'sales'] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ [HOST]: standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'supabaseApi', name: 'Supabase', data: { host: `${HOST}/`, serviceRole: KEY } },
    'cred-bad': { type: 'supabaseApi', name: 'Supabase old', data: { host: HOST, serviceRole: 'service-role-revoked' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

/** The tables every test starts from: public.contacts (three rows) and sales.deals (one). */
export function seed(standIn: PostgrestStandIn): void {
  standIn.tables.clear();
  standIn.addTable('public', 'contacts', [
    { name: 'id', type: 'integer', generated: true }, { name: 'name', type: 'text', required: true },
    { name: 'city', type: 'text' }, { name: 'age', type: 'integer' }, { name: 'bio', type: 'text' },
  ], [
    { name: 'Ada', city: 'London', age: 36, bio: 'wrote the first program' },
    { name: 'Grace', city: 'New York', age: 85, bio: 'found the first bug' },
    { name: 'Linus', city: 'Portland', age: 54, bio: 'wrote a kernel' },
  ]);
  standIn.addTable('sales', 'deals', [{ name: 'id', type: 'integer', generated: true }, { name: 'title', type: 'text' }], [{ title: 'Big one' }]);
  standIn.requests.length = 0;
}

export interface NodeSpec { parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

function workflow(spec: NodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 's', name: 'Supabase', type: 'n8n-nodes-base.supabase', typeVersion: 1, position: [200, 0],
      parameters: spec.parameters as never, credentials: { supabaseApi: { id: spec.credential ?? 'cred-ok', name: 'Supabase' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Supabase', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Supabase', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runSupabase(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'supabase' });
  const items = result.data.resultData.runData.Supabase?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, parameters: IDataObject): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.supabase', 1);
  if (!nodeType) throw new Error('no Supabase node');
  return new LoadOptionsContext({
    node: { id: 's', name: 'Supabase', type: 'n8n-nodes-base.supabase', typeVersion: 1, position: [0, 0], parameters: parameters as never, credentials: { supabaseApi: { id: 'cred-ok', name: 'Supabase' } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
