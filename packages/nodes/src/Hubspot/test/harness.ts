import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startHubspotStandIn } from '../../test-support/hubspot-stand-in/hubspot-stand-in.js';
import type { HubspotStandIn } from '../../test-support/hubspot-stand-in/hubspot-stand-in.js';
import { seedPortal } from '../../test-support/hubspot-stand-in/seed.js';

/* The HubSpot tests: a seeded stand-in reached through WEFT_TEST_SERVICE_HOSTS, a private app token, a legacy key and a revoked token. */

export const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';
export const API_KEY = 'legacy-key-0001';

export interface Harness { standIn: HubspotStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }

export async function startHarness(): Promise<Harness> {
  const standIn = await startHubspotStandIn({ tokens: [TOKEN], apiKeys: [API_KEY], developerKeys: ['dev-key-1'] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.hubapi.com': standIn.origin, 'https://api.hsforms.com': standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-token': { type: 'hubspotAppToken', name: 'HubSpot app', data: { appToken: TOKEN } },
    'cred-key': { type: 'hubspotApi', name: 'HubSpot key', data: { apiKey: API_KEY } },
    'cred-revoked': { type: 'hubspotAppToken', name: 'HubSpot old', data: { appToken: 'pat-na1-revoked' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

/** A fresh portal for each test. */
export function reseed(harness: Harness): void {
  harness.standIn.reset();
  seedPortal(harness.standIn);
}

export const rl = (value: string | number, mode = 'id') => ({ __rl: true, mode, value: String(value) });

export interface NodeSpec {
  typeVersion: number;
  parameters: IDataObject;
  /** `cred-token` (default), `cred-key` or `cred-revoked`. */
  credential?: string;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

function workflow(spec: NodeSpec): IWorkflowBase {
  const credential = spec.credential ?? 'cred-token';
  const type = credential === 'cred-key' ? 'hubspotApi' : 'hubspotAppToken';
  const authentication = type === 'hubspotApi' ? 'apiKey' : 'appToken';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'h', name: 'HubSpot', type: 'n8n-nodes-base.hubspot', typeVersion: spec.typeVersion, position: [200, 0],
      parameters: { authentication, ...spec.parameters } as never, credentials: { [type]: { id: credential, name: 'HubSpot' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'HubSpot', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'HubSpot', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runHubspot(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'hubspot' });
  const items = result.data.resultData.runData.HubSpot?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** The requests the stand-in got, as `METHOD /path`. */
export const calls = (harness: Harness) => harness.standIn.requests.map((request) => `${request.method} ${request.path}`);

/** `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, typeVersion: number, parameters: IDataObject = {}): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.hubspot', typeVersion);
  if (!nodeType) throw new Error('no HubSpot node');
  return new LoadOptionsContext({
    node: {
      id: 'h', name: 'HubSpot', type: 'n8n-nodes-base.hubspot', typeVersion, position: [0, 0],
      parameters: { authentication: 'appToken', ...parameters } as never, credentials: { hubspotAppToken: { id: 'cred-token', name: 'HubSpot' } },
    },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
