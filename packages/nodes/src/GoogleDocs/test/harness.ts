import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { newServiceAccountKey, startGoogleStandIn } from '../../test-support/google-stand-in/index.js';
import type { GoogleStandIn } from '../../test-support/google-stand-in/index.js';

/* The Google Docs node's tests: the Google stand-in, an OAuth2 and a service account credential, one-node workflows. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
export const DOCS_SCOPES = (builtinCredentialTypes.getByName('googleDocsOAuth2Api')?.properties.find((p) => p.name === 'scope')?.default as string).split(' ');

export interface Harness { google: GoogleStandIn; runner: WorkflowRunner; oauthData: IDataObject; close(): Promise<void> }

export async function startHarness(): Promise<Harness> {
  const account = newServiceAccountKey('robot@project.iam.gserviceaccount.com');
  const google = await startGoogleStandIn({ clients: [CLIENT], accounts: [account] });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = google.hosts;
  const oauthData: IDataObject = { ...CLIENT, oauthTokenData: { access_token: google.oauth.issue(DOCS_SCOPES), refresh_token: 'none', token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({
    oauth: { type: 'googleDocsOAuth2Api', name: 'Docs', data: oauthData },
    sa: { type: 'googleApi', name: 'Robot', data: { email: account.email, privateKey: account.privateKey.replace(/\n/g, '\\n') } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    google, runner, oauthData,
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await google.close();
    },
  };
}

export interface NodeSpec { typeVersion?: number; parameters: IDataObject; input?: INodeExecutionData[]; continueOnFail?: boolean }

function workflow(spec: NodeSpec): IWorkflowBase {
  const version = spec.typeVersion ?? 2;
  const authentication = String(spec.parameters.authentication ?? (version >= 2 ? 'oAuth2' : 'serviceAccount'));
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'd', name: 'Docs', type: 'n8n-nodes-base.googleDocs', typeVersion: version, position: [200, 0], parameters: spec.parameters as never,
      credentials: authentication === 'serviceAccount' ? { googleApi: { id: 'sa', name: 'Robot' } } : { googleDocsOAuth2Api: { id: 'oauth', name: 'Docs' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Docs', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Docs', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runDocs(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: workflow(spec), mode: 'manual', executionId: 'docs' });
  const items = result.data.resultData.runData.Docs?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((item) => item.json), error: result.data.resultData.error };
}
