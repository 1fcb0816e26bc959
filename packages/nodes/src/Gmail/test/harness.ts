import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { newServiceAccountKey, startGmailStandIn } from '../../test-support/gmail-stand-in/index.js';
import type { GmailStandIn, ServiceAccountKey } from '../../test-support/gmail-stand-in/index.js';

/* The Gmail node's tests: the Gmail stand-in, an OAuth2 and a service account credential, one-node workflows. */

export const CLIENT = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' };
export const GMAIL_SCOPE_LIST = (builtinCredentialTypes.getByName('gmailOAuth2')?.properties.find((p) => p.name === 'scope')?.default as string).split(' ');
export const ME = 'user@example.com';

export interface Harness {
  gmail: GmailStandIn;
  runner: WorkflowRunner;
  credentials: MemoryCredentialsHelper;
  account: ServiceAccountKey;
  oauthData: IDataObject;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const account = newServiceAccountKey('robot@project.iam.gserviceaccount.com', true);
  const gmail = await startGmailStandIn({ clients: [CLIENT], accounts: [account] });
  const previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = gmail.hosts;
  const oauthData: IDataObject = { ...CLIENT, oauthTokenData: { access_token: gmail.oauth.issue(GMAIL_SCOPE_LIST, ME), refresh_token: 'none', token_type: 'Bearer' } };
  const credentials = new MemoryCredentialsHelper({
    oauth: { type: 'gmailOAuth2', name: 'Gmail', data: oauthData },
    sa: { type: 'googleApi', name: 'Robot', data: { email: account.email, privateKey: account.privateKey.replace(/\n/g, '\\n'), inpersonate: true, delegatedEmail: 'ann@example.com' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials });
  return {
    gmail, runner, credentials, account, oauthData,
    close: async () => {
      if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
      else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
      await gmail.close();
    },
  };
}

export interface GmailNodeSpec {
  typeVersion?: number;
  parameters: IDataObject;
  credential?: 'oauth' | 'sa';
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

export function gmailWorkflow(spec: GmailNodeSpec): IWorkflowBase {
  const serviceAccount = spec.credential === 'sa';
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'g', name: 'Gmail', type: 'n8n-nodes-base.gmail', typeVersion: spec.typeVersion ?? 2.2, position: [200, 0],
      parameters: { ...(serviceAccount ? { authentication: 'serviceAccount' } : {}), ...spec.parameters } as never,
      credentials: serviceAccount ? { googleApi: { id: 'sa', name: 'Robot' } } : { gmailOAuth2: { id: 'oauth', name: 'Gmail' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Gmail', active: false, nodes,
    connections: { Trigger: { main: [[{ node: 'Gmail', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runGmail(harness: Harness, spec: GmailNodeSpec) {
  const result = await harness.runner.run({ workflow: gmailWorkflow(spec), mode: 'manual', executionId: 'gmail' });
  const items = result.data.resultData.runData.Gmail?.[0]?.data?.main?.[0] ?? [];
  return { result, items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

/** An RFC 822 message from someone else, as a mail server would deliver it. */
export function incoming(fields: { from?: string; to?: string; cc?: string; subject: string; text: string; html?: string; date?: string; messageId?: string; inReplyTo?: string;
  attachment?: { name: string; type: string; content: string } }): string {
  const headers = [
    `From: ${fields.from ?? 'Bob Jones <bob@example.org>'}`, `To: ${fields.to ?? `Test User <${ME}>`}`, ...(fields.cc ? [`Cc: ${fields.cc}`] : []),
    `Subject: ${fields.subject}`, `Date: ${fields.date ?? 'Mon, 02 Mar 2026 09:30:00 +0000'}`,
    `Message-ID: ${fields.messageId ?? `<${Math.random().toString(36).slice(2)}@example.org>`}`, ...(fields.inReplyTo ? [`In-Reply-To: ${fields.inReplyTo}`] : []), 'MIME-Version: 1.0',
  ];
  const text = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 7bit', '', fields.text];
  const html = fields.html ? ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 7bit', '', fields.html] : [];
  const alternative = html.length > 0
    ? ['Content-Type: multipart/alternative; boundary="alt"', '', '--alt', ...text, '--alt', ...html, '--alt--']
    : text;
  if (!fields.attachment) return [...headers, ...alternative].join('\r\n');
  return [
    ...headers, 'Content-Type: multipart/mixed; boundary="mix"', '', '--mix', ...alternative, '--mix',
    `Content-Type: ${fields.attachment.type}; name="${fields.attachment.name}"`, `Content-Disposition: attachment; filename="${fields.attachment.name}"`,
    'Content-Transfer-Encoding: base64', '', Buffer.from(fields.attachment.content).toString('base64'), '--mix--',
  ].join('\r\n');
}
