import { randomUUID } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

/*
 * The Email Trigger (IMAP) of an active workflow against the test Dovecot that scripts/prepare-test-env.sh
 * starts (STARTTLS on 127.0.0.1:3143, a self-signed certificate, the users of scripts/test-imap/users).
 */
const server = useTestServer();
const IMAP = { host: '127.0.0.1', port: 3143, secure: false, allowUnauthorizedCerts: true, user: 'weft', password: 'weft-test-password' };
/** A mailbox of this file only, so files running in parallel never read each other's mail. */
const MAILBOX = `Api-${randomUUID()}`;

interface Answer<T> { data: T }
interface ErrorBody { message: string }

let mail: ImapFlow;
beforeAll(async () => {
  mail = new ImapFlow({ host: IMAP.host, port: IMAP.port, secure: false, auth: { user: IMAP.user, pass: IMAP.password }, tls: { rejectUnauthorized: false }, logger: false });
  await mail.connect();
  await mail.mailboxCreate(MAILBOX);
});
afterAll(async () => {
  await mail.mailboxDelete(MAILBOX);
  await mail.logout();
});

async function emailWorkflow(password: string): Promise<string> {
  const credential = (await server.rest<Answer<{ id: string }>>('POST', '/credentials', { name: 'Mail', type: 'imap', data: { ...IMAP, password } })).body.data.id;
  const created = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', {
    name: 'Invoices by mail', settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: randomUUID(), name: 'Email Trigger (IMAP)', type: 'n8n-nodes-base.emailReadImap', typeVersion: 2.1, position: [0, 0],
        parameters: { mailbox: MAILBOX, format: 'simple' }, credentials: { imap: { id: credential, name: 'Mail' } },
      },
      { id: randomUUID(), name: 'Received', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    ],
    connections: { 'Email Trigger (IMAP)': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

describe('Email Trigger (IMAP) of an active workflow', () => {
  it('runs the workflow for a new email and marks it read', async () => {
    const id = await emailWorkflow(IMAP.password);
    expect((await server.rest('PATCH', `/workflows/${id}`, { active: true })).status).toBe(200);
    const raw = await new MailComposer({ from: 'Ada <ada@example.com>', to: 'weft@example.com', subject: 'Invoice 7', text: 'Due Friday' }).compile().build();
    const appended = await mail.append(MAILBOX, raw);
    const uid = appended ? appended.uid : undefined;
    while (await server.count('execution_entity') < 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.rest('PATCH', `/workflows/${id}`, { active: false })).status).toBe(200);
    await server.services.activeExecutions.whenIdle();

    const execution = (await server.rest<Answer<IExecution>>('GET', '/executions/1')).body.data;
    expect(execution).toMatchObject({ mode: 'trigger', status: 'success' });
    expect(execution.data.resultData.runData.Received?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([expect.objectContaining({
      from: 'Ada <ada@example.com>', to: 'weft@example.com', subject: 'Invoice 7', textPlain: 'Due Friday\r\n', attributes: { uid },
    })]);
    const lock = await mail.getMailboxLock(MAILBOX, { readOnly: true });
    try {
      const message = await mail.fetchOne(String(uid), { flags: true }, { uid: true });
      expect(message && message.flags?.has('\\Seen')).toBe(true);
    } finally {
      lock.release();
    }
  });

  it('refuses to activate with a wrong password, saying so', async () => {
    const id = await emailWorkflow('wrong-password');
    const { status, body } = await server.rest<ErrorBody>('PATCH', `/workflows/${id}`, { active: true });
    expect(status).toBe(400);
    expect(body.message).toMatch(/The IMAP server at 127\.0\.0\.1:3143 refused the user or password/);
  });
});
