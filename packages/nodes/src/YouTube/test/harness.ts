import type { IDataObject, INode, INodeExecutionData, INodeType, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startGoogleStandIn } from '../../test-support/google-stand-in/index.js';
import type { GoogleStandIn } from '../../test-support/google-stand-in/index.js';

/* The YouTube node's tests: the Google stand-in, a YouTube OAuth2 credential with the type's scopes, one-node workflows. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
export const YOUTUBE_SCOPES = (builtinCredentialTypes.getByName('youTubeOAuth2Api')?.properties.find((p) => p.name === 'scope')?.default as string).split(' ');
export const ME = 'creator@example.com';
const TYPE = 'n8n-nodes-base.youTube';
const CREDENTIALS = { youTubeOAuth2Api: { id: 'oauth', name: 'YouTube' } };

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
  const oauthData: IDataObject = { ...CLIENT, oauthTokenData: { access_token: google.oauth.issue(YOUTUBE_SCOPES, ME), refresh_token: 'none', token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({ oauth: { type: 'youTubeOAuth2Api', name: 'YouTube', data: oauthData } });
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
  parameters: IDataObject;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

function workflow(spec: NodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'y', name: 'YouTube', type: TYPE, typeVersion: 1, position: [200, 0], parameters: spec.parameters as never, credentials: CREDENTIALS,
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'YouTube', active: false, nodes, settings: {},
    connections: { Trigger: { main: [[{ node: 'YouTube', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runYouTube(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'youtube' });
  const items = result.data.resultData.runData.YouTube?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** The requests the YouTube API got since `from` (OAuth and other APIs left out). */
export const youTubeCalls = (harness: Harness, from = 0) => harness.google.calls.slice(from).filter((call) => call.path.includes('/youtube/v3/'));

/** An input item holding a file in its `data` binary field. */
export const fileItem = (bytes: Buffer, mimeType: string, fileName: string): INodeExecutionData => ({
  json: {}, binary: { data: { data: bytes.toString('base64'), mimeType, fileName } as never },
});

/** The `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, parameters: IDataObject) {
  const nodeType = builtinNodeTypes.getByNameAndVersion(TYPE) as INodeType;
  const context = new LoadOptionsContext({
    node: { id: 'y', name: 'YouTube', type: TYPE, typeVersion: 1, position: [0, 0], parameters: parameters as never, credentials: CREDENTIALS },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
  return { context, methods: nodeType.methods ?? {} };
}
