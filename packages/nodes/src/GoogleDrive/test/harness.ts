import type { IDataObject, INode, INodeExecutionData, INodeType, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { newServiceAccountKey, startGoogleStandIn } from '../../test-support/google-stand-in/index.js';
import type { GoogleStandIn, ServiceAccountKey } from '../../test-support/google-stand-in/index.js';

/* The Google Drive node's tests: the Google stand-in, an OAuth2 and a service account credential, one-node workflows. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
/** The scopes of n8n's googleDriveOAuth2Api credential (copied here: tests do not read ../shared). */
export const DRIVE_SCOPES = ['https://www.googleapis.com/auth/drive', 'https://www.googleapis.com/auth/drive.appdata', 'https://www.googleapis.com/auth/drive.photos.readonly'];

export interface Harness {
  google: GoogleStandIn;
  runner: WorkflowRunner;
  credentials: MemoryCredentialsHelper;
  account: ServiceAccountKey;
  /** The stored OAuth2 credential's data (a test swaps its token). */
  oauthData: IDataObject;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const account = newServiceAccountKey('robot@project.iam.gserviceaccount.com');
  const google = await startGoogleStandIn({ clients: [CLIENT], accounts: [account] });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = google.hosts;
  const oauthData: IDataObject = { ...CLIENT, oauthTokenData: { access_token: google.oauth.issue(DRIVE_SCOPES), token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({
    oauth: { type: 'googleDriveOAuth2Api', name: 'Drive', data: oauthData },
    sa: { type: 'googleApi', name: 'Robot', data: { email: account.email, privateKey: account.privateKey.replace(/\n/g, '\\n') } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    google, runner, credentials, account, oauthData,
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await google.close();
    },
  };
}

export const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });

export interface DriveNodeSpec {
  typeVersion?: number;
  parameters: IDataObject;
  /** 'oauth' (default) or 'sa'. */
  credential?: string;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
  /** Leaves the authentication parameter unset, so the version's default applies. */
  defaultAuthentication?: boolean;
}

function driveWorkflow(spec: DriveNodeSpec): IWorkflowBase {
  const serviceAccount = spec.credential === 'sa';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'g', name: 'Google Drive', type: 'n8n-nodes-base.googleDrive', typeVersion: spec.typeVersion ?? 3, position: [200, 0],
      parameters: { ...(spec.defaultAuthentication ? {} : { authentication: serviceAccount ? 'serviceAccount' : 'oAuth2' }), ...spec.parameters } as never,
      credentials: serviceAccount ? { googleApi: { id: 'sa', name: 'Robot' } } : { googleDriveOAuth2Api: { id: 'oauth', name: 'Drive' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Drive', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Google Drive', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runDrive(harness: Harness, spec: DriveNodeSpec) {
  const result = await harness.runner.run({ workflow: driveWorkflow(spec), mode: 'manual', executionId: 'drive' });
  const items = result.data.resultData.runData['Google Drive']?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** The calls the stand-in got since `from` (an index into its call log). */
export const callsSince = (harness: Harness, from: number) => harness.google.calls.slice(from).map((call) => ({ method: call.method, path: call.path, query: Object.fromEntries(call.query) }));

/** An item carrying a file as binary data (base64, as n8n keeps small files in the item). */
export function binaryItem(text: string, fileName: string, mimeType: string, field = 'data'): INodeExecutionData {
  return { json: { from: 'input' }, binary: { [field]: { data: Buffer.from(text).toString('base64'), mimeType, fileName } } };
}

/** The `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(harness: Harness, parameters: IDataObject, type = 'n8n-nodes-base.googleDrive', typeVersion = 3): { context: LoadOptionsContext; nodeType: INodeType } {
  const nodeType = builtinNodeTypes.getByNameAndVersion(type, typeVersion) as INodeType;
  const context = new LoadOptionsContext({
    node: { id: 'g', name: 'Google Drive', type, typeVersion, position: [0, 0], parameters: parameters as never, credentials: { googleDriveOAuth2Api: { id: 'oauth', name: 'Drive' } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
  return { context, nodeType };
}
