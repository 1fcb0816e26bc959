import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { SmtpInbox } from '../test/smtp-inbox.js';
import { runManually, storedExecution, untilStatus } from '../test/execution-fixtures.js';
import { useTestServer } from '../test/test-server.js';
import { chain, manualTrigger } from '../test/webhook-fixtures.js';

const server = useTestServer();
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
});
afterAll(async () => {
  await inbox.close();
});

async function smtpCredential(): Promise<{ id: string; name: string }> {
  const { status, body } = await server.rest<{ data: { id: string; name: string } }>('POST', '/credentials', {
    name: 'Test inbox', type: 'smtp',
    data: { host: '127.0.0.1', port: inbox.port, secure: false, disableStartTls: true, user: '', password: '' },
  });
  expect(status).toBe(200);
  return { id: body.data.id, name: body.data.name };
}

function sendAndWaitWorkflow(credential: { id: string; name: string }, to: string, parameters: Record<string, unknown>) {
  return chain('Ask a person', [
    manualTrigger(),
    {
      id: randomUUID(), name: 'Send Email', type: 'n8n-nodes-base.emailSend', typeVersion: 2.1, position: [220, 0], webhookId: randomUUID(),
      parameters: { operation: 'sendAndWait', fromEmail: 'robot@weft.test', toEmail: to, subject: 'Need your answer', message: 'Pay the <invoice>?', ...parameters },
      credentials: { smtp: credential },
    },
    { id: randomUUID(), name: 'No Operation, do nothing', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440, 0], parameters: {} },
  ], { saveManualExecutions: true });
}

const run = (workflowData: Parameters<typeof runManually>[1]) => runManually(server, workflowData);
const execution = (id: string) => storedExecution(server, id);
const until = (id: string, status: string) => untilStatus(server, id, status);

const noOpInput = (found: IExecution) => found.data.resultData.runData['No Operation, do nothing']?.at(-1)?.data?.main?.[0]?.map((item) => item.json);

/** The link as served by the test server (the mail names the configured public address). */
const onServer = (link: string, port: number) => {
  const url = new URL(link);
  return `http://127.0.0.1:${port}${url.pathname}${url.search}`;
};

describe('Send Email: Send and Wait for Response', () => {
  it('mails approve and decline links; the approve link resumes the run with { data: { approved: true } }', async () => {
    const credential = await smtpCredential();
    const id = await run(sendAndWaitWorkflow(credential, 'boss@weft.test', {
      approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes, pay', disapproveLabel: 'No' } },
    }));
    const mail = await inbox.waitForMail('boss@weft.test');
    expect(mail.subject).toBe('Need your answer');
    expect(mail.html).toContain('Pay the &#60;invoice&#62;?');
    expect(mail.text).toContain('Yes, pay: ');
    expect(mail.links).toHaveLength(2);
    const [approve = '', decline = ''] = mail.links;
    expect(approve).toMatch(new RegExp(`/webhook-waiting/${id}\\?approved=true$`));
    expect(decline).toMatch(new RegExp(`/webhook-waiting/${id}\\?approved=false$`));
    expect((await until(id, 'waiting')).waitTill).toBe('3000-01-01T00:00:00.000Z');

    const port = await server.listen();
    const cut = await fetch(onServer(approve.replace(/\?.*$/, ''), port));
    expect(cut.status).toBe(400);
    expect((await execution(id)).status).toBe('waiting');
    const clicked = await fetch(onServer(approve, port));
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('Got it, thanks');
    const done = await until(id, 'success');
    expect(noOpInput(done)).toEqual([{ data: { approved: true } }]);

    const again = await fetch(onServer(decline, port));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Response already received');
    expect(noOpInput(await execution(id))).toEqual([{ data: { approved: true } }]);
  });

  it('free text: the mail\'s button opens a form whose submission resumes the run with { data: { text } }', async () => {
    const credential = await smtpCredential();
    const id = await run(sendAndWaitWorkflow(credential, 'writer@weft.test', {
      responseType: 'freeText', options: { messageButtonLabel: 'Answer', responseFormTitle: 'Your answer' },
    }));
    const mail = await inbox.waitForMail('writer@weft.test');
    expect(mail.text).toContain('Answer: ');
    const [link = ''] = mail.links;
    expect(link).toMatch(new RegExp(`/webhook-waiting/${id}$`));
    await until(id, 'waiting');

    const port = await server.listen();
    const form = await fetch(onServer(link, port));
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain('Your answer');
    expect(page).toContain('name="field-0"');

    const empty = await fetch(onServer(link, port), { method: 'POST', body: new URLSearchParams({ 'field-0': '' }) });
    expect(empty.status).toBe(400);
    expect((await execution(id)).status).toBe('waiting');

    const sent = await fetch(onServer(link, port), { method: 'POST', body: new URLSearchParams({ 'field-0': 'Pay half <now>' }) });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Got it, thanks');
    const done = await until(id, 'success');
    expect(noOpInput(done)).toEqual([{ data: { text: 'Pay half <now>' } }]);

    const late = await fetch(onServer(link, port));
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Response already received');
  });

  it('custom form: the submission resumes the run with the fields by label', async () => {
    const credential = await smtpCredential();
    const id = await run(sendAndWaitWorkflow(credential, 'form@weft.test', {
      responseType: 'customForm',
      formFields: { values: [{ fieldLabel: 'Amount', fieldType: 'number', requiredField: true }, { fieldLabel: 'Note' }] },
    }));
    const [link = ''] = (await inbox.waitForMail('form@weft.test')).links;
    await until(id, 'waiting');
    const port = await server.listen();
    const sent = await fetch(onServer(link, port), { method: 'POST', body: new URLSearchParams({ 'field-0': '120', 'field-1': 'ok' }) });
    expect(sent.status).toBe(200);
    expect(noOpInput(await until(id, 'success'))).toEqual([{ data: { Amount: 120, Note: 'ok' } }]);
  });

  it('with a wait time limit, ends the wait by itself when the time has come and passes the input on', async () => {
    const credential = await smtpCredential();
    const id = await run(sendAndWaitWorkflow(credential, 'late@weft.test', {
      options: { limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } } },
    }));
    await inbox.waitForMail('late@weft.test');
    const waiting = await until(id, 'waiting');
    expect(Date.parse(waiting.waitTill ?? '') - Date.now()).toBeGreaterThan(7_100_000);

    await server.db.kysely.updateTable('execution_entity').set({ wait_till: new Date(Date.now() - 1000).toISOString() }).execute();
    await server.restart();
    expect(noOpInput(await until(id, 'success'))).toEqual([{}]);
  });
});
