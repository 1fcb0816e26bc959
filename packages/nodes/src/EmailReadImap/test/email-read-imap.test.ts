import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, activateTriggers, createConsoleLogger } from '@weft/engine';
import type { ActiveTriggers } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { IMAP, IMAPS_PORT, createTestMailbox } from './imap-test-server.js';
import type { TestMailbox } from './imap-test-server.js';

const logger = createConsoleLogger('silent');
const credentialsHelper = new MemoryCredentialsHelper({
  imap: { type: 'imap', name: 'IMAP', data: IMAP },
  badPassword: { type: 'imap', name: 'Bad', data: { ...IMAP, password: 'not-the-password' } },
  down: { type: 'imap', name: 'Down', data: { ...IMAP, port: 1 } },
  strictTls: { type: 'imap', name: 'Strict', data: { ...IMAP, port: IMAPS_PORT, secure: true, allowUnauthorizedCerts: false } },
});
const services = { credentialTypes: builtinCredentialTypes, credentialsHelper } as never;

function triggerWorkflow(typeVersion: number, parameters: IDataObject, credential = 'imap'): IWorkflowBase {
  return {
    id: `imap-${randomUUID()}`, name: 'Email Trigger', active: true, settings: { executionOrder: 'v1' }, staticData: {},
    nodes: [{
      id: 't', name: 'Email Trigger (IMAP)', type: 'n8n-nodes-base.emailReadImap', typeVersion, position: [0, 0],
      parameters: parameters as never, credentials: { imap: { id: credential, name: credential } },
    }],
    connections: {},
  };
}

/** Activates the trigger and collects what it emits; `next()` waits for the next batch. */
async function activate(workflow: IWorkflowBase) {
  const batches: INodeExecutionData[][] = [];
  const errors: Error[] = [];
  const waiting: Array<(batch: INodeExecutionData[]) => void> = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => {
      const batch = event.data[0] ?? [];
      batches.push(batch);
      waiting.shift()?.(batch);
    },
    onError: (_node, error) => errors.push(error), logger, services,
  });
  opened.push(active);
  let taken = 0;
  const next = () => new Promise<INodeExecutionData[]>((resolve) => {
    const ready = batches[taken++];
    if (ready) resolve(ready);
    else waiting.push(resolve);
  });
  return { active, batches, errors, next };
}

const opened: ActiveTriggers[] = [];
const mailboxes: TestMailbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((active) => active.close()));
  await Promise.all(mailboxes.splice(0).map((mail) => mail.remove()));
});

async function testMailbox() {
  const created = await createTestMailbox();
  mailboxes.push(created.mail);
  return created;
}

describe('Email Trigger (IMAP), activated', () => {
  it('reads a new email in the simple format with its attachment, marks it read, and stops when deactivated', async () => {
    const { mailbox, mail } = await testMailbox();
    const trigger = await activate(triggerWorkflow(2.1, { mailbox, downloadAttachments: true }));
    const uid = await mail.deliver({
      from: 'Ada Lovelace <ada@example.com>', to: 'weft@example.com', cc: 'alan@example.com', subject: 'Invoice 42',
      text: 'Please find the invoice attached.', html: '<p>Please find the invoice <b>attached</b>.</p>',
      messageId: '<invoice-42@example.com>', date: new Date('2026-11-20T10:00:00Z'),
      attachments: [{ filename: 'invoice.txt', content: 'Total: 9.50 EUR', contentType: 'text/plain' }],
    });
    const [item] = await trigger.next();
    expect(item?.json).toMatchObject({
      from: 'Ada Lovelace <ada@example.com>', to: 'weft@example.com', cc: 'alan@example.com', subject: 'Invoice 42',
      date: 'Fri, 20 Nov 2026 10:00:00 +0000',
      textPlain: 'Please find the invoice attached.', textHtml: '<p>Please find the invoice <b>attached</b>.</p>',
      attributes: { uid },
    });
    expect((item?.json.metadata as IDataObject)['message-id']).toBe('<invoice-42@example.com>');
    expect((item?.json.metadata as IDataObject)['mime-version']).toBe('1.0');
    expect(item?.binary?.attachment_0).toMatchObject({ fileName: 'invoice.txt', mimeType: 'text/plain' });
    expect(Buffer.from(item?.binary?.attachment_0?.data ?? '', 'base64').toString()).toBe('Total: 9.50 EUR');
    expect(await mail.flags(uid)).toContain('\\Seen');

    await trigger.active.close();
    const later = await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'After', text: 'late' });
    // A second trigger reads it; the first, closed, got nothing more and left it alone.
    const second = await activate(triggerWorkflow(2.1, { mailbox }));
    expect((await second.next()).map((batchItem) => batchItem.json.subject)).toEqual(['After']);
    expect(trigger.batches).toHaveLength(1);
    expect(await mail.flags(later)).toContain('\\Seen');
    expect([...trigger.errors, ...second.errors]).toEqual([]);
  });

  it('reads unread mail already there on activation, one run per batch, and skips read mail', async () => {
    const { mailbox, mail } = await testMailbox();
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'First', text: 'one' });
    await mail.deliver({ from: 'bob@example.com', to: 'weft@example.com', subject: 'Second', text: 'two' });
    const trigger = await activate(triggerWorkflow(2, { mailbox }));
    expect((await trigger.next()).map((item) => item.json.subject)).toEqual(['First', 'Second']);
    await trigger.active.close();
    // Both are read now: a new activation finds nothing until new mail comes.
    const again = await activate(triggerWorkflow(2, { mailbox }));
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Third', text: 'three' });
    expect((await again.next()).map((item) => item.json.subject)).toEqual(['Third']);
  });

  it('gives mailparser\'s reading in the resolved format, attachments as binary data', async () => {
    const { mailbox, mail } = await testMailbox();
    const trigger = await activate(triggerWorkflow(2.1, { mailbox, format: 'resolved', dataPropertyAttachmentsPrefixName: 'file_' }));
    const uid = await mail.deliver({
      from: 'Ada Lovelace <ada@example.com>', to: 'weft@example.com', subject: 'Résumé', text: 'Hello', html: '<p>Hello</p>',
      attachments: [{ filename: 'notes.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' }],
    });
    const [item] = await trigger.next();
    expect(item?.json).toMatchObject({
      subject: 'Résumé', text: 'Hello', html: '<p>Hello</p>',
      from: { value: [{ address: 'ada@example.com', name: 'Ada Lovelace' }], text: '"Ada Lovelace" <ada@example.com>' },
      to: { value: [{ address: 'weft@example.com', name: '' }] },
      attributes: { uid },
    });
    expect((item?.json.headers as IDataObject).subject).toBe('Subject: =?UTF-8?Q?R=C3=A9sum=C3=A9?=');
    expect(item?.json).not.toHaveProperty('attachments');
    expect(item?.json).not.toHaveProperty('headerLines');
    expect(item?.binary?.file_0).toMatchObject({ fileName: 'notes.csv', mimeType: 'text/csv' });
    expect(Buffer.from(item?.binary?.file_0?.data ?? '', 'base64').toString()).toBe('a,b\n1,2\n');
  });

  it('gives the body as stored in the raw format, and leaves the email unread with the action "Nothing"', async () => {
    const { mailbox, mail } = await testMailbox();
    const trigger = await activate(triggerWorkflow(2.1, { mailbox, format: 'raw', postProcessAction: 'nothing' }));
    const uid = await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Raw', text: 'Line one\nLine two' });
    const [item] = await trigger.next();
    // The body ends with the line break that ends the message.
    expect(item?.json).toEqual({ raw: 'Line one\r\nLine two\r\n' });
    expect(await mail.flags(uid)).not.toContain('\\Seen');
  });

  it('reads only the email the custom rules match', async () => {
    const { mailbox, mail } = await testMailbox();
    const trigger = await activate(triggerWorkflow(2.1, { mailbox, options: { customEmailConfig: '["UNSEEN", ["FROM", "ada@example.com"]]' } }));
    const fromBob = await mail.deliver({ from: 'bob@example.com', to: 'weft@example.com', subject: 'From Bob', text: 'b' });
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'From Ada', text: 'a' });
    expect((await trigger.next()).map((item) => item.json.subject)).toEqual(['From Ada']);
    expect(await mail.flags(fromBob)).not.toContain('\\Seen');
  });

  it('2.1 remembers the last email read: unread mail already handled is not read again', async () => {
    const { mailbox, mail } = await testMailbox();
    const workflow = triggerWorkflow(2.1, { mailbox, postProcessAction: 'nothing' });
    const first = await activate(workflow);
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Once', text: 'x' });
    expect((await first.next()).map((item) => item.json.subject)).toEqual(['Once']);
    await first.active.close();
    const second = await activate(workflow);
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Twice', text: 'y' });
    expect((await second.next()).map((item) => item.json.subject)).toEqual(['Twice']);
  });

  it('refuses to activate with a clear error: wrong password, server down, untrusted certificate, no such mailbox, bad rules', async () => {
    const { mailbox } = await testMailbox();
    const start = (workflow: IWorkflowBase) => activateTriggers(workflow, builtinNodeTypes, { onEmit: () => undefined, onError: () => undefined, logger, services });
    await expect(start(triggerWorkflow(2.1, { mailbox }, 'badPassword'))).rejects.toThrow(/The IMAP server at 127\.0\.0\.1:3143 refused the user or password/);
    await expect(start(triggerWorkflow(2.1, { mailbox }, 'down'))).rejects.toThrow('Could not connect to the IMAP server at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
    await expect(start(triggerWorkflow(2.1, { mailbox }, 'strictTls'))).rejects.toThrow(/certificate that could not be verified .*Allow Self-Signed Certificates/);
    await expect(start(triggerWorkflow(2.1, { mailbox: 'No-Such-Box' }))).rejects.toThrow(/Could not open the mailbox "No-Such-Box"/);
    await expect(start(triggerWorkflow(2.1, { mailbox, options: { customEmailConfig: '["UNSEEN"' } }))).rejects.toThrow('Custom email config is not valid JSON.');
    await expect(start(triggerWorkflow(2.1, { mailbox, options: { customEmailConfig: '["SOON"]' } }))).rejects.toThrow('"SOON" is not a search rule IMAP knows');
  });

  it('version 1 takes "Ignore SSL Issues" from its own options', async () => {
    const { mailbox, mail } = await testMailbox();
    const start = (options: IDataObject) => activate(triggerWorkflow(1, { mailbox, options }, 'strictTls'));
    await expect(start({})).rejects.toThrow(/could not be verified/);
    const trigger = await start({ allowUnauthorizedCerts: true });
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Over TLS', text: 'secure' });
    expect((await trigger.next()).map((item) => item.json.textPlain)).toEqual(['secure\r\n']);
  });
});

describe('Email Trigger (IMAP), tested in the editor', () => {
  it('waits for the next email and outputs it as the run\'s data', async () => {
    const { mailbox, mail } = await testMailbox();
    const runner = new WorkflowRunner(builtinNodeTypes, { logger, credentialTypes: builtinCredentialTypes, credentialsHelper });
    const workflow = { ...triggerWorkflow(2.1, { mailbox }), active: false };
    const run = runner.run({ workflow, mode: 'manual', executionId: 'imap-manual' });
    await mail.deliver({ from: 'ada@example.com', to: 'weft@example.com', subject: 'Try me', text: 'hello' });
    const output = (await run).data.resultData.runData['Email Trigger (IMAP)']?.[0]?.data?.main?.[0];
    expect(output?.map((item) => item.json.subject)).toEqual(['Try me']);
  });
});

describe('IMAP credential test', () => {
  it('logs in and lists the mailboxes, or says what failed', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.emailReadImap', 2.1)?.methods?.credentialTest?.imapConnectionTest;
    if (!test) throw new Error('the Email Trigger (IMAP) node has no connection test');
    const check = (data: IDataObject) => test({ id: '', name: 'i', type: 'imap', data });
    expect(await check(IMAP)).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await check({ ...IMAP, password: 'nope' })).toMatchObject({ status: 'Error', message: expect.stringMatching(/refused the user or password/) });
    expect(await check({ ...IMAP, port: 1 })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
    expect(await check({ host: 'x' })).toEqual({ status: 'Error', message: 'Credentials are no IMAP credentials.' });
  });
});
