import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { startTelegramStandIn } from '@weft/nodes/test-support/telegram-stand-in';
import type { TelegramStandIn } from '@weft/nodes/test-support/telegram-stand-in';
import { untilStatus } from '../test/execution-fixtures.js';
import { useTestServer } from '../test/test-server.js';
import { chain } from '../test/webhook-fixtures.js';

const server = useTestServer();
let telegram: TelegramStandIn;
let port: number;
const hostsBefore = process.env.WEFT_TEST_SERVICE_HOSTS;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.telegram.org': telegram.origin });
});
afterAll(async () => {
  if (hostsBefore === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = hostsBefore;
  await telegram.close();
});
beforeEach(async () => {
  telegram.state.addChat({ id: 1001, type: 'private', first_name: 'Ada' });
  port = await server.listen();
});

async function credential(accessToken = telegram.token): Promise<{ id: string; name: string }> {
  const { status, body } = await server.rest<{ data: { id: string; name: string } }>('POST', '/credentials', {
    name: `Bot ${randomUUID().slice(0, 6)}`, type: 'telegramApi', data: { accessToken, baseUrl: 'https://api.telegram.org' },
  });
  expect(status).toBe(200);
  return body.data;
}

function triggerWorkflow(bot: { id: string; name: string }, typeVersion: number, parameters: Record<string, unknown>) {
  const webhookId = randomUUID();
  return {
    webhookId,
    workflow: chain(`Bot ${webhookId.slice(0, 6)}`, [
      {
        id: randomUUID(), name: 'Telegram Trigger', type: 'n8n-nodes-base.telegramTrigger', typeVersion, position: [0, 0], webhookId,
        parameters, credentials: { telegramApi: bot },
      },
      { id: randomUUID(), name: 'No Operation, do nothing', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [220, 0], parameters: {} },
    ]),
  };
}

async function createAndActivate(workflow: ReturnType<typeof triggerWorkflow>['workflow']) {
  const created = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow);
  const activated = await server.rest<{ message?: string; hint?: string }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  return { id: created.body.data.id, activated };
}

async function executionsOf(workflowId: string): Promise<ExecutionListItem[]> {
  await server.services.repositories.executions.allCommitted();
  const { body } = await server.rest<{ data: { results: ExecutionListItem[] } }>('GET', '/executions?limit=100');
  return body.data.results.filter((execution) => execution.workflowId === workflowId);
}

/** The one execution of the workflow once it succeeded. */
async function onlyExecution(workflowId: string): Promise<IExecution> {
  for (let tries = 0; tries < 250; tries++) {
    const [found] = await executionsOf(workflowId);
    if (found) return untilStatus(server, String(found.id), 'success');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('No execution started');
}

const triggerOutput = (execution: IExecution) => execution.data.resultData.runData['Telegram Trigger']?.[0]?.data?.main?.[0] ?? [];
const messageUpdate = (updateId: number, message: Record<string, unknown>) => ({
  update_id: updateId,
  message: { message_id: 10, from: { id: 501, is_bot: false, first_name: 'Ada' }, chat: { id: 1001, type: 'private', first_name: 'Ada' }, date: 1767225600, ...message },
});

describe('telegramApi credential test', () => {
  it('calls getMe with the token: accepted, or refused with the service\'s status', async () => {
    const test = async (accessToken: string) => (await server.rest<{ data: { status: string; message: string } }>('POST', '/credentials/test', {
      credentials: { name: 'Bot', type: 'telegramApi', data: { accessToken, baseUrl: 'https://api.telegram.org' } },
    })).body.data;
    expect(await test(telegram.token)).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    expect(telegram.calls.at(-1)?.method).toBe('getMe');
    expect(await test('1:wrong')).toEqual({ status: 'Error', message: 'The service refused the credential (401 Unauthorized). Check its fields.' });
  });
});

describe('Telegram Trigger on an active workflow', () => {
  it('sets the webhook on activation, starts a run per update with the update as its item, deletes the webhook on deactivation', async () => {
    const { webhookId, workflow } = triggerWorkflow(await credential(), 1.2, { updates: ['message', 'callback_query'], additionalFields: {} });
    const { id, activated } = await createAndActivate(workflow);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const hook = telegram.state.webhook;
    expect(hook.url).toBe(`http://localhost:${server.config.port}/webhook/${webhookId}/webhook`);
    expect(hook.allowed_updates).toEqual(['message', 'callback_query']);
    expect(hook.secret_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const update = messageUpdate(9001, { text: '/status' });
    expect(await telegram.pushUpdate(update, `http://127.0.0.1:${port}`)).toMatchObject({ status: 200 });
    const execution = await onlyExecution(id);
    expect(triggerOutput(execution).map((item) => item.json)).toEqual([update]);
    // Types the webhook was not set for are kept back by Telegram.
    expect(await telegram.pushUpdate({ update_id: 9002, edited_message: update.message }, `http://127.0.0.1:${port}`)).toBeUndefined();

    expect((await server.rest('PATCH', `/workflows/${id}`, { active: false })).status).toBe(200);
    expect(telegram.state.webhook.url).toBe('');
    expect(telegram.calls.at(-1)?.method).toBe('deleteWebhook');
  });

  it('refuses calls without the secret Telegram was given', async () => {
    const { webhookId, workflow } = triggerWorkflow(await credential(), 1.1, { updates: ['*'], additionalFields: {} });
    const { id } = await createAndActivate(workflow);
    expect(telegram.state.webhook.allowed_updates).toEqual([]);
    const url = `http://127.0.0.1:${port}/webhook/${webhookId}/webhook`;
    for (const secret of [undefined, 'guessed']) {
      const answer = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json', ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}) },
        body: JSON.stringify(messageUpdate(1, { text: 'forged' })),
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: 'Provided secret is not valid' });
    }
    expect(await executionsOf(id)).toEqual([]);
    await server.rest('PATCH', `/workflows/${id}`, { active: false });
  });

  it('downloads the photo of a message in the size asked for', async () => {
    const sizes = ['small', 'medium', 'large'].map((size) => telegram.state.addFile(Buffer.from(`photo-${size}`), `${size}.jpg`, 'image/jpeg', 'photos'));
    const { workflow } = triggerWorkflow(await credential(), 1.2, { updates: ['message'], additionalFields: { download: true, imageSize: 'medium' } });
    const { id } = await createAndActivate(workflow);
    const update = messageUpdate(9100, { photo: sizes.map((file, index) => ({ file_id: file.file_id, file_unique_id: file.file_unique_id, width: 90 * (index + 1), height: 60 })) });
    await telegram.pushUpdate(update, `http://127.0.0.1:${port}`);
    const [item] = triggerOutput(await onlyExecution(id));
    expect(item?.json).toEqual(update);
    expect(item?.binary?.data).toMatchObject({ mimeType: 'image/jpeg', fileName: (sizes[1]?.file_path ?? '').split('/').pop() });
    const data = item?.binary?.data;
    const bytes = data?.id ? await server.services.binaryData.read(data.id) : Buffer.from(data?.data ?? '', 'base64');
    expect(bytes.toString()).toBe('photo-medium');
    await server.rest('PATCH', `/workflows/${id}`, { active: false });
  });

  it('1.2 starts runs only for the chats and users listed', async () => {
    const { workflow } = triggerWorkflow(await credential(), 1.2, { updates: ['message'], additionalFields: { chatIds: '1001, 2002', userIds: '501' } });
    const { id } = await createAndActivate(workflow);
    const deliver = (update: Record<string, unknown>) => telegram.pushUpdate(update, `http://127.0.0.1:${port}`);
    await deliver(messageUpdate(1, { text: 'other chat', chat: { id: 3003, type: 'private' } }));
    await deliver(messageUpdate(2, { text: 'other user', from: { id: 999, is_bot: false, first_name: 'Eve' } }));
    await deliver(messageUpdate(3, { text: 'listed' }));
    const execution = await onlyExecution(id);
    expect(triggerOutput(execution).map((item) => (item.json.message as { text: string }).text)).toEqual(['listed']);
    expect(await executionsOf(id)).toHaveLength(1);
    await server.rest('PATCH', `/workflows/${id}`, { active: false });
  });

  it('is not activated when Telegram refuses the token, and says so', async () => {
    telegram.state.webhook = { url: '', secret_token: '', allowed_updates: [] };
    const { workflow } = triggerWorkflow(await credential('1:revoked'), 1.2, { updates: ['message'], additionalFields: {} });
    const { id, activated } = await createAndActivate(workflow);
    expect(activated.status).toBe(400);
    expect(activated.body.message).toContain('The webhook of "Telegram Trigger" could not be registered with its service');
    expect(activated.body.hint).toBe('Unauthorized');
    expect((await server.rest<{ data: { active: boolean } }>('GET', `/workflows/${id}`)).body.data.active).toBe(false);
    expect(telegram.state.webhook.url).toBe('');
  });
});

describe('Telegram Trigger listening for a test event', () => {
  it('sets the webhook to the test URL while the editor listens, runs the one update, then deletes it', async () => {
    const { webhookId, workflow } = triggerWorkflow(await credential(), 1.2, { updates: ['message'], additionalFields: {} });
    const saved = (await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow)).body.data;
    const listening = await server.rest<{ data: { executionId: string; waitingForWebhook: boolean } }>('POST', '/workflows/run', { workflowData: { ...workflow, id: saved.id } });
    expect(listening.body.data.waitingForWebhook).toBe(true);
    expect(telegram.state.webhook.url).toBe(`http://localhost:${server.config.port}/webhook-test/${webhookId}/webhook`);

    const update = messageUpdate(9200, { text: 'testing' });
    expect(await telegram.pushUpdate(update, `http://127.0.0.1:${port}`)).toMatchObject({ status: 200 });
    const execution = await untilStatus(server, listening.body.data.executionId, 'success');
    expect(execution.mode).toBe('manual');
    expect(triggerOutput(execution).map((item) => item.json)).toEqual([update]);
    await eventuallyDeleted();
  });

  it('stops listening with the service\'s refusal when the token is refused', async () => {
    const { workflow } = triggerWorkflow(await credential('1:revoked'), 1.2, { updates: ['message'], additionalFields: {} });
    const listening = await server.rest<{ message: string; hint?: string }>('POST', '/workflows/run', { workflowData: workflow });
    expect(listening.status).toBe(400);
    expect(listening.body).toMatchObject({ message: expect.stringContaining('could not be registered with its service'), hint: 'Unauthorized' });
  });
});

/** The test webhook is taken back once its call came (after the run started, without waiting for it). */
async function eventuallyDeleted(): Promise<void> {
  for (let tries = 0; tries < 100 && telegram.state.webhook.url !== ''; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(telegram.state.webhook.url).toBe('');
  expect(telegram.calls.at(-1)?.method).toBe('deleteWebhook');
}
