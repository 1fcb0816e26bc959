import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import nodemailer from 'nodemailer';
import { IMAP, createTestMailbox, type TestMailbox } from '../../packages/nodes/src/EmailReadImap/test/imap-test-server.js';
import { SmtpToImap } from '../../packages/nodes/src/EmailReadImap/test/smtp-to-imap.js';
import { activateFromEditor } from '../harness/activation.js';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { executionEnded, executionRowInList } from '../harness/executions.js';
import { canvasNode, closeNode, openNode } from '../harness/node-parameters.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/*
 * Issue 30 acceptance: an Email Trigger (IMAP) on the real Dovecot fires on mail that travels over
 * SMTP. The SMTP server (smtp-server) delivers what it accepts into a mailbox of this file's own;
 * the first mail, sent by nodemailer, is the trigger's output while the NDV listens for a test
 * event; the second, sent by another workflow's Send Email node, runs the activated workflow, whose
 * execution the executions list shows with the mail in its data.
 */
interface Saved { id: string; name: string }
interface ListedExecution { id: string; status: string }

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const TRIGGER = 'Email Trigger (IMAP)';

async function outputText(page: Page): Promise<string> {
  return (await page.getByTestId('ndv-output-data').textContent()) ?? '';
}

describe('issue 30 acceptance: Email Trigger (IMAP)', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let mailbox: string;
  let mail: TestMailbox;
  let smtp: SmtpToImap;
  let triggerWorkflow: Saved | undefined;

  beforeAll(async () => {
    ({ mailbox, mail } = await createTestMailbox());
    smtp = await SmtpToImap.start(mail);
  });
  afterAll(async () => {
    // The shared server goes on to other files: its IMAP connection to the mailbox ends first.
    if (triggerWorkflow) await api(baseUrl, 'PATCH', `/workflows/${triggerWorkflow.id}`, { active: false });
    await smtp?.close();
    await mail?.remove();
  });

  it('shows a mail sent over SMTP as the test event, and runs the activated workflow for the next one', async () => {
    const imap = await api<Saved>(baseUrl, 'POST', '/credentials', {
      name: `IMAP ${mailbox}`, type: 'imap',
      data: { user: IMAP.user, password: IMAP.password, host: IMAP.host, port: IMAP.port, secure: false, allowUnauthorizedCerts: true },
    });
    triggerWorkflow = await api<Saved>(baseUrl, 'POST', '/workflows', {
      name: `Inbox ${mailbox}`, settings: { executionOrder: 'v1' },
      nodes: [
        {
          id: 't', name: TRIGGER, type: 'n8n-nodes-base.emailReadImap', typeVersion: 2.1, position: [0, 0],
          parameters: { mailbox, postProcessAction: 'read', format: 'simple', options: {} },
          credentials: { imap: { id: imap.id, name: imap.name } },
        },
        { id: 'd', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [260, 0], parameters: {} },
      ],
      connections: { [TRIGGER]: { main: [to('Done')] } },
    });

    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${triggerWorkflow.id}`);
    await canvasNode(page, TRIGGER).waitFor();

    // Listening for a test event: the trigger waits on the mailbox until a mail comes in.
    await openNode(page, TRIGGER);
    await page.getByTestId('trigger-panel-execute').click();
    await page.getByTestId('trigger-panel-listening').waitFor();
    await screenshot(page, 'email-trigger-listening');
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Ada Lovelace <ada@weft.test>', to: 'inbox@weft.test',
      subject: `Test event ${mailbox}`, text: 'The engine is ready for testing.',
    });
    await eventually(async () => {
      const output = await outputText(page);
      expect(output).toContain(`Test event ${mailbox}`);
      expect(output).toContain('The engine is ready for testing.');
    }, { timeout: 20_000 });
    await settledScreenshot(page, 'email-trigger-test-event');
    await closeNode(page);

    await activateFromEditor(page);

    // The next mail comes from another workflow's Send Email node, through the same SMTP server.
    const smtpCredential = await api<Saved>(baseUrl, 'POST', '/credentials', {
      name: `SMTP ${mailbox}`, type: 'smtp',
      data: { host: '127.0.0.1', port: smtp.port, secure: false, disableStartTls: true, user: '', password: '' },
    });
    const sender = {
      name: `Send to ${mailbox}`, settings: { executionOrder: 'v1' },
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 's', name: 'Send Email', type: 'n8n-nodes-base.emailSend', typeVersion: 2.1, position: [220, 0], webhookId: 'a5e1f0c2-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
          parameters: {
            fromEmail: 'Grace Hopper <grace@weft.test>', toEmail: 'inbox@weft.test', subject: `Order ${mailbox}`,
            emailFormat: 'text', text: 'Please ship 3 compilers.', options: { appendAttribution: false },
          },
          credentials: { smtp: { id: smtpCredential.id, name: smtpCredential.name } },
        },
      ],
      connections: { Manual: { main: [to('Send Email')] } },
    };
    const savedSender = await api<Saved>(baseUrl, 'POST', '/workflows', sender);
    const sent = await api<{ executionId: string }>(baseUrl, 'POST', '/workflows/run', { workflowData: { ...sender, id: savedSender.id } });
    await executionEnded(baseUrl, sent.executionId);

    const filter = encodeURIComponent(JSON.stringify({ workflowId: triggerWorkflow.id }));
    const [execution] = await eventually(async () => {
      const { results } = await api<{ results: ListedExecution[] }>(baseUrl, 'GET', `/executions?filter=${filter}`);
      expect(results.map((listed) => listed.status)).toEqual(['success']);
      return results;
    }, { timeout: 20_000 });

    const row = await executionRowInList(page, execution?.id ?? '', triggerWorkflow.name);
    await settledScreenshot(page, 'email-trigger-executions');
    await row.click();
    await page.getByTestId('execution-id').waitFor();
    await canvasNode(page, TRIGGER).dblclick();
    await page.getByTestId('ndv-output-mode').getByText('JSON', { exact: true }).click();
    await eventually(async () => {
      const output = await outputText(page);
      expect(output).toContain(`Order ${mailbox}`);
      expect(output).toContain('Grace Hopper <grace@weft.test>');
      expect(output).toContain('Please ship 3 compilers.');
      expect(output).not.toContain(`Test event ${mailbox}`);
    });
    await settledScreenshot(page, 'email-trigger-execution');
  });
});
