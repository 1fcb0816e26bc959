import type { IDataObject, INode, INodeCredentials, INodeExecutionData, INodeType, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { newServiceAccountKey, startGoogleStandIn } from '../../test-support/google-stand-in/index.js';
import type { GoogleStandIn, ServiceAccountKey } from '../../test-support/google-stand-in/index.js';

/* The Google Sheets node's tests: the Google stand-in, an OAuth2 and two service account credentials, one-node workflows. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
export const SHEETS_SCOPE_LIST = ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.metadata'];

export interface Harness {
  google: GoogleStandIn;
  runner: WorkflowRunner;
  credentials: MemoryCredentialsHelper;
  account: ServiceAccountKey;
  delegated: ServiceAccountKey;
  /** The stored OAuth2 credential's data (its token is replaced when the engine refreshes it). */
  oauthData: IDataObject;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const account = newServiceAccountKey('robot@project.iam.gserviceaccount.com');
  const delegated = newServiceAccountKey('delegate@project.iam.gserviceaccount.com', true);
  const google = await startGoogleStandIn({ clients: [CLIENT], accounts: [account, delegated] });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = google.hosts;
  const oauthData: IDataObject = {
    ...CLIENT,
    oauthTokenData: { access_token: google.oauth.issue(SHEETS_SCOPE_LIST), refresh_token: 'none', token_type: 'Bearer' },
  };
  // The key as a user pastes it from the key file: line breaks escaped.
  const serviceAccount = (key: ServiceAccountKey, extra: IDataObject = {}) => ({ email: key.email, privateKey: key.privateKey.replace(/\n/g, '\\n'), ...extra });
  const credentials = new MemoryCredentialsHelper({
    oauth: { type: 'googleSheetsOAuth2Api', name: 'Sheets', data: oauthData },
    oauthTrigger: {
      type: 'googleSheetsTriggerOAuth2Api', name: 'Sheets trigger',
      data: { ...CLIENT, oauthTokenData: { access_token: google.oauth.issue(['https://www.googleapis.com/auth/drive', ...SHEETS_SCOPE_LIST]) } },
    },
    sa: { type: 'googleApi', name: 'Robot', data: serviceAccount(account) },
    saDelegated: { type: 'googleApi', name: 'Delegate', data: serviceAccount(delegated, { inpersonate: true, delegatedEmail: 'ann@example.com' }) },
    saNoDelegation: { type: 'googleApi', name: 'No delegation', data: serviceAccount(account, { inpersonate: true, delegatedEmail: 'ann@example.com' }) },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    google, runner, credentials, account, delegated, oauthData,
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await google.close();
    },
  };
}

export const rl = (value: string | number, mode = 'id') => ({ __rl: true, mode, value });

export interface SheetsNodeSpec {
  typeVersion?: number;
  parameters: IDataObject;
  /** 'oauth' (default), 'sa', 'saDelegated', 'saNoDelegation'. */
  credential?: string;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

export function sheetsWorkflow(spec: SheetsNodeSpec): IWorkflowBase {
  const credential = spec.credential ?? 'oauth';
  const serviceAccount = credential.startsWith('sa');
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'g', name: 'Google Sheets', type: 'n8n-nodes-base.googleSheets', typeVersion: spec.typeVersion ?? 4.7, position: [200, 0],
      parameters: { authentication: serviceAccount ? 'serviceAccount' : 'oAuth2', ...spec.parameters } as never,
      credentials: serviceAccount ? { googleApi: { id: credential, name: credential } } : { googleSheetsOAuth2Api: { id: 'oauth', name: 'Sheets' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Sheets', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Google Sheets', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runSheets(harness: Harness, spec: SheetsNodeSpec) {
  const result = await harness.runner.run({ workflow: sheetsWorkflow(spec), mode: 'manual', executionId: 'sheets' });
  const runData = result.data.resultData.runData;
  const items = runData['Google Sheets']?.[0]?.data?.main?.[0] ?? [];
  return { result, items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** A spreadsheet holding `rows` in its first sheet ("Sheet1"), and the locators that name it. */
export function seed(harness: Harness, rows: Array<Array<string | number | boolean>>, title = 'Contacts', sheets = ['Sheet1']) {
  const book = harness.google.sheets.create(title, sheets);
  const first = book.sheets[0];
  if (first) first.rows = rows.map((row) => [...row]);
  return { book, documentId: rl(book.spreadsheetId), sheetName: rl(first?.sheetId ?? 0, 'list') };
}

/** The `this` of the node's editor methods, with the node's parameters as the editor has them. */
export function editorContext(typeVersion: number, parameters: IDataObject, harness: Harness, type = 'n8n-nodes-base.googleSheets'): { context: LoadOptionsContext; nodeType: INodeType } {
  const nodeType = builtinNodeTypes.getByNameAndVersion(type, typeVersion) as INodeType;
  const trigger = type.endsWith('Trigger');
  const credentials: INodeCredentials = trigger ? { googleSheetsTriggerOAuth2Api: { id: 'oauthTrigger', name: 'Sheets trigger' } } : { googleSheetsOAuth2Api: { id: 'oauth', name: 'Sheets' } };
  const context = new LoadOptionsContext({
    node: { id: 'g', name: 'Google Sheets', type, typeVersion, position: [0, 0], parameters: parameters as never, credentials },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
  return { context, nodeType };
}
