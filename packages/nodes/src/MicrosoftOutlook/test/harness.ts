import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startGraphStandIn } from '../../test-support/graph-stand-in/index.js';
import type { GraphStandIn, Mailbox, Row } from '../../test-support/graph-stand-in/index.js';

/* The Outlook node's tests: the Graph stand-in, an Outlook OAuth2 credential with a token for Adele, one-node workflows. */

export const APP = { clientId: '6731de76-14a6-49ae-97bc-6eba6914391e', clientSecret: 'JqQX2PNo9bpM0uEihUPzyrh' };
export const ME = 'adele@contoso.com';
export const OUTLOOK_SCOPES = (builtinCredentialTypes.getByName('microsoftOutlookOAuth2Api')?.properties.find((p) => p.name === 'scope')?.default as string).split(' ');

export interface Harness {
  graph: GraphStandIn;
  runner: WorkflowRunner;
  credentials: MemoryCredentialsHelper;
  data: IDataObject;
  box(): Mailbox;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const graph = await startGraphStandIn({ apps: [APP], user: ME });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = graph.hosts;
  const data: IDataObject = { ...APP, oauthTokenData: { access_token: graph.identity.issue(OUTLOOK_SCOPES), token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({ outlook: { type: 'microsoftOutlookOAuth2Api', name: 'Outlook', data } });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    graph, runner, credentials, data, box: () => graph.mailbox(ME),
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await graph.close();
    },
  };
}

export interface OutlookSpec {
  typeVersion?: number;
  parameters: IDataObject;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

export function outlookWorkflow(spec: OutlookSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'o', name: 'Outlook', type: 'n8n-nodes-base.microsoftOutlook', typeVersion: spec.typeVersion ?? 2, position: [200, 0],
      parameters: spec.parameters as never, credentials: { microsoftOutlookOAuth2Api: { id: 'outlook', name: 'Outlook' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Outlook', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Outlook', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runOutlook(harness: Harness, spec: OutlookSpec) {
  const before = harness.graph.calls.length;
  const result = await harness.runner.run({ workflow: outlookWorkflow(spec), mode: 'manual', executionId: 'outlook' });
  const items = result.data.resultData.runData.Outlook?.[0]?.data?.main?.[0] ?? [];
  return { result, items, json: items.map((item) => item.json), error: result.data.resultData.error, calls: harness.graph.calls.slice(before) };
}

/** A locator value chosen from the list. */
export const rl = (value: string, mode = 'list') => ({ __rl: true, mode, value });

/** A message someone sent Adele, in her inbox (or another folder). */
export function incoming(harness: Harness, fields: Row = {}, folder = 'inbox'): Row {
  return harness.box().putMessage({
    subject: 'Quarterly numbers', body: { contentType: 'html', content: '<p>See the numbers</p>' },
    from: { emailAddress: { name: 'Megan Bowen', address: 'megan@contoso.com' } }, sender: { emailAddress: { name: 'Megan Bowen', address: 'megan@contoso.com' } },
    toRecipients: [{ emailAddress: { name: 'Adele Vance', address: ME } }], ...fields,
  }, folder);
}

/** The `this` of the editor's list and option methods for an Outlook node with these parameters. */
export function editorContext(harness: Harness, typeVersion: number, parameters: IDataObject, type = 'n8n-nodes-base.microsoftOutlook'): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion(type, typeVersion);
  if (!nodeType) throw new Error('no Outlook node');
  return new LoadOptionsContext({
    node: { id: 'n', name: 'Outlook', type, typeVersion, position: [0, 0], parameters: parameters as never, credentials: { microsoftOutlookOAuth2Api: { id: 'outlook', name: 'Outlook' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
}
