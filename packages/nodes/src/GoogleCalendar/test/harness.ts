import type { IDataObject, INode, INodeExecutionData, INodeType, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startGoogleStandIn } from '../../test-support/google-stand-in/index.js';
import type { GoogleStandIn } from '../../test-support/google-stand-in/index.js';

/* The Google Calendar nodes' tests: the Google stand-in, an OAuth2 credential with Calendar's scopes, one-node workflows in Europe/Berlin. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
export const CALENDAR_SCOPES = (builtinCredentialTypes.getByName('googleCalendarOAuth2Api')?.properties.find((p) => p.name === 'scope')?.default as string).split(' ');
export const ME = 'user@example.com';
export const ZONE = 'Europe/Berlin';

export interface Harness {
  google: GoogleStandIn;
  runner: WorkflowRunner;
  credentials: MemoryCredentialsHelper;
  oauthData: IDataObject;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const google = await startGoogleStandIn({ clients: [CLIENT] });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = google.hosts;
  const oauthData: IDataObject = { ...CLIENT, oauthTokenData: { access_token: google.oauth.issue(CALENDAR_SCOPES, ME), refresh_token: 'none', token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({ oauth: { type: 'googleCalendarOAuth2Api', name: 'Calendar', data: oauthData } });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    google, runner, credentials, oauthData,
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await google.close();
    },
  };
}

export interface NodeSpec {
  typeVersion?: number;
  parameters: IDataObject;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

function workflow(spec: NodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c', name: 'Calendar', type: 'n8n-nodes-base.googleCalendar', typeVersion: spec.typeVersion ?? 1.3, position: [200, 0],
      parameters: spec.parameters as never, credentials: { googleCalendarOAuth2Api: { id: 'oauth', name: 'Calendar' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Calendar', active: false, nodes, settings: { timezone: ZONE },
    connections: { Trigger: { main: [[{ node: 'Calendar', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runCalendar(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'calendar' });
  const items = result.data.resultData.runData.Calendar?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** The requests the Calendar API got since `from` (OAuth and other APIs left out). */
export const calendarCalls = (harness: Harness, from = 0) => harness.google.calls.slice(from).filter((call) => call.path.startsWith('/calendar/v3/'));

/** The `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, type: string, parameters: IDataObject) {
  const nodeType = builtinNodeTypes.getByNameAndVersion(type) as INodeType;
  const context = new LoadOptionsContext({
    node: { id: 'c', name: 'Calendar', type, typeVersion: 1.3, position: [0, 0], parameters: parameters as never, credentials: { googleCalendarOAuth2Api: { id: 'oauth', name: 'Calendar' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: ZONE,
  });
  return { context, methods: nodeType.methods ?? {} };
}
