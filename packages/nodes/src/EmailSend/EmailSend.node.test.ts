import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeParameters, IWorkflowBase } from '@weft/workflow';
import { MemoryBinaryDataStore, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { loadFixture } from '../test-support/run-fixture.js';
import { startSmtpTestServer } from './test/smtp-test-server.js';
import { WORKFLOW_HAS_ISSUES_MESSAGE } from '@weft/workflow';

type SmtpServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
let open: SmtpServer;
let guarded: SmtpServer;
let closedPort: number;
let runner: WorkflowRunner;

const smtp = (port: number, extra: IDataObject = {}) => ({ type: 'smtp', name: 'SMTP', data: { host: '127.0.0.1', port, secure: false, disableStartTls: true, user: '', password: '', ...extra } });

beforeAll(async () => {
  open = await startSmtpTestServer();
  guarded = await startSmtpTestServer({ user: 'robot', pass: 'secret' });
  const closed = await startSmtpTestServer();
  closedPort = closed.port;
  await closed.close();
  const credentialsHelper = new MemoryCredentialsHelper({
    'cred-smtp': smtp(open.port),
    'cred-login': smtp(guarded.port, { user: 'robot', password: 'secret' }),
    'cred-wrong': smtp(guarded.port, { user: 'robot', password: 'wrong' }),
    'cred-closed': smtp(closedPort),
  });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'), credentialsHelper, credentialTypes: builtinCredentialTypes, binaryDataStore: new MemoryBinaryDataStore(),
  });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});
beforeEach(() => {
  open.received.length = 0;
});

function fixture(file: string, change: (parameters: INodeParameters, node: INode, workflow: IWorkflowBase) => void = () => undefined): IWorkflowBase {
  const workflow = loadFixture(`./test/${file}`, import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Send Email') as INode;
  change(node.parameters, node, workflow);
  return workflow;
}

async function run(workflow: IWorkflowBase) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'email-test' });
  const task = result.data.resultData.runData['Send Email']?.[0];
  return { status: result.status, items: task?.data?.main?.[0] ?? [], error: task?.error, runError: result.data.resultData.error };
}

describe('Send Email 1', () => {
  it('sends text and HTML with CC, BCC, reply-to and an attachment; outputs the server\'s answer', async () => {
    const { status, items } = await run(fixture('email-send-v1.workflow.json'));
    expect(status).toBe('success');
    expect(items[0]?.json).toMatchObject({
      accepted: ['ada@weft.test', 'boss@weft.test', 'audit@weft.test'], rejected: [],
      envelope: { from: 'robot@weft.test', to: ['ada@weft.test', 'boss@weft.test', 'audit@weft.test'] },
    });
    expect(items[0]?.json.response).toMatch(/^250 /);
    expect(items[0]?.json.messageId).toMatch(/^<.+@weft\.test>$/);
    expect(items[0]?.pairedItem).toEqual({ item: 0 });
    const [{ rcptTo, mail }] = open.received as [typeof open.received[number]];
    expect(rcptTo).toEqual(['ada@weft.test', 'boss@weft.test', 'audit@weft.test']);
    expect([mail.from?.text, mail.subject, mail.text?.trim(), mail.html, mail.replyTo?.text]).toEqual([
      '"Weft" <robot@weft.test>', 'Report for Ada', 'Hello Ada', '<p>Hello <b>Ada</b></p>', 'help@weft.test',
    ]);
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([['report.txt', 'text/plain', 'report body']]);
  });

  it('logs in when the credential has a user', async () => {
    const { items } = await run(fixture('email-send-v1.workflow.json', (_p, node) => { node.credentials = { smtp: { id: 'cred-login', name: 'Login' } }; }));
    expect(items[0]?.json.accepted).toEqual(['ada@weft.test', 'boss@weft.test', 'audit@weft.test']);
  });

  it('says clearly when the login is refused or the server cannot be reached', async () => {
    const refused = await run(fixture('email-send-v1.workflow.json', (_p, node) => { node.credentials = { smtp: { id: 'cred-wrong', name: 'Wrong' } }; }));
    expect(refused.error).toMatchObject({
      message: 'The SMTP server refused the login',
      description: '535 Authentication credentials invalid. Check the user and password of the SMTP credential.',
    });
    const down = await run(fixture('email-send-v1.workflow.json', (_p, node) => { node.credentials = { smtp: { id: 'cred-closed', name: 'Down' } }; }));
    expect(down.error?.message).toBe(`Could not connect to the SMTP server at 127.0.0.1:${closedPort}`);
    expect(down.error?.description).toMatch(/ECONNREFUSED.*Check the host, port and SSL\/TLS setting of the SMTP credential/);
  });

  it('says when a recipient is refused, or with continue on fail outputs the error on the item', async () => {
    const refused = await run(fixture('email-send-v1.workflow.json', (p) => { Object.assign(p, { toEmail: 'refused@weft.test', ccEmail: '', bccEmail: '' }); }));
    expect(refused.error?.message).toBe('The SMTP server refused the recipients');
    expect(refused.error?.description).toMatch(/550 Mailbox refused@weft\.test unavailable/);
    const continued = await run(fixture('email-send-v1.workflow.json', (p, node, workflow) => {
      Object.assign(p, { ccEmail: '', bccEmail: '', attachments: '' });
      node.onError = 'continueRegularOutput';
      workflow.pinData = { Start: [{ json: { to: 'refused@weft.test', name: 'X' } }, { json: { to: 'grace@weft.test', name: 'Grace' } }] };
    }));
    expect(continued.status).toBe('success');
    expect(continued.items.map((item) => [item.json.error ?? item.json.accepted, item.pairedItem])).toEqual([
      ['The SMTP server refused the recipients', { item: 0 }], [['grace@weft.test'], { item: 1 }],
    ]);
  });

  it('says when required fields are empty or an attachment is missing, and sends a number as text', async () => {
    // Required fields left empty: the run is refused before it starts (n8n's preflight).
    expect((await run(fixture('email-send-v1.workflow.json', (p) => { p.toEmail = ''; }))).runError)
      .toMatchObject({ message: WORKFLOW_HAS_ISSUES_MESSAGE, description: 'Send Email: To Email: This field is required' });
    expect((await run(fixture('email-send-v1.workflow.json', (p) => { p.fromEmail = ''; }))).runError?.description).toBe('Send Email: From Email: This field is required');
    expect((await run(fixture('email-send-v1.workflow.json', (p) => { p.attachments = 'invoice'; }))).error?.message).toMatch(/invoice/);
    open.received.length = 0;
    await run(fixture('email-send-v1.workflow.json', (p) => { Object.assign(p, { subject: 42, attachments: '' }); }));
    expect(open.received[0]?.mail.subject).toBe('42');
  });

  it('outputs nothing for no input items', async () => {
    const { items } = await run(fixture('email-send-v1.workflow.json', (_p, _n, workflow) => { workflow.pinData = { Start: [] }; }));
    expect(items).toEqual([]);
    expect(open.received).toEqual([]);
  });
});

describe('Send Email 2', () => {
  it('2.1 sends one HTML email per item, with the attribution line and options', async () => {
    const { status, items } = await run(fixture('email-send-v2.1.workflow.json'));
    expect(status).toBe('success');
    expect(items.map((item) => [item.json.accepted, item.pairedItem])).toEqual([
      [['ada@weft.test', 'boss@weft.test', 'audit@weft.test'], { item: 0 }],
      [['grace@weft.test', 'boss@weft.test', 'audit@weft.test'], { item: 1 }],
    ]);
    const mail = open.received[1]?.mail;
    expect(typeof mail?.html === 'string' ? mail.html.trim() : mail?.html).toBe('<h1>News for grace@weft.test</h1><br><br>---<br><em>This email was sent automatically with Weft</em>');
    expect([mail?.cc && 'text' in mail.cc ? mail.cc.text : '', mail?.replyTo?.text]).toEqual(['boss@weft.test', 'help@weft.test']);
  });

  it('2 sends text by default; both formats and no attribution on request', async () => {
    await run(fixture('email-send-v2.1.workflow.json', (p, node) => { node.typeVersion = 2; p.text = 'Plain news'; p.options = {}; }));
    expect(open.received[0]?.mail.text?.trim()).toBe('Plain news\n\n---\nThis email was sent automatically with Weft');
    expect(open.received[0]?.mail.html).toBe(false);
    open.received.length = 0;
    await run(fixture('email-send-v2.1.workflow.json', (p) => { Object.assign(p, { emailFormat: 'both', text: 'Plain', options: { appendAttribution: false } }); }));
    expect([open.received[0]?.mail.text?.trim(), String(open.received[0]?.mail.html).trim()]).toEqual(['Plain', '<h1>News for ada@weft.test</h1>']);
  });

  it('attaches binary fields named in the options', async () => {
    await run(fixture('email-send-v2.1.workflow.json', (p, _n, workflow) => {
      p.options = { attachments: 'a, b' };
      const file = (name: string, text: string) => ({ data: Buffer.from(text).toString('base64'), mimeType: 'text/csv', fileName: name });
      workflow.pinData = { Start: [{ json: { to: 'ada@weft.test' }, binary: { a: file('one.csv', 'x,y'), b: file('two.csv', '1,2') } }] };
    }));
    expect(open.received[0]?.mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['one.csv', 'x,y'], ['two.csv', '1,2']]);
  });

  it('Send and Wait mails approve and decline links to the resume URL, then waits', async () => {
    const { status, error } = await run(fixture('email-send-v2.1.workflow.json', (p) => {
      p.operation = 'sendAndWait'; p.message = 'Pay <Ada>?';
      p.approvalOptions = { values: { approvalType: 'double', approveLabel: 'Yes & go', disapproveLabel: 'No' } };
    }));
    expect(error).toBeUndefined();
    expect(status).toBe('waiting');
    const mail = open.received[0]?.mail;
    expect(mail?.text).toContain('Yes & go: /webhook-waiting/email-test?approved=true');
    expect(mail?.text).toContain('No: /webhook-waiting/email-test?approved=false');
    expect(String(mail?.html)).toContain('Pay &#60;Ada&#62;?');
    expect(String(mail?.html)).toContain('>Yes &#38; go</a>');
  });

  it('says when the credential is not set', async () => {
    const { error } = await run(fixture('email-send-v2.1.workflow.json', (_p, node) => { delete node.credentials; }));
    expect(error?.message).toBe('Credentials for "SMTP" are not set.');
  });
});
