import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { startTelegramStandIn } from '@weft/nodes/test-support/telegram-stand-in';
import type { TelegramStandIn } from '@weft/nodes/test-support/telegram-stand-in';
import { runManually, storedExecution, untilStatus } from '../test/execution-fixtures.js';
import { useTestServer } from '../test/test-server.js';
import { chain, manualTrigger } from '../test/webhook-fixtures.js';

const server = useTestServer();
let telegram: TelegramStandIn;
const hostsBefore = process.env.WEFT_TEST_SERVICE_HOSTS;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  telegram.state.addChat({ id: 1001, type: 'private', first_name: 'Ada' });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.telegram.org': telegram.origin });
});
afterAll(async () => {
  if (hostsBefore === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = hostsBefore;
  await telegram.close();
});

async function askWorkflow(parameters: Record<string, unknown>) {
  const { body } = await server.rest<{ data: { id: string; name: string } }>('POST', '/credentials', {
    name: 'Approvals bot', type: 'telegramApi', data: { accessToken: telegram.token, baseUrl: 'https://api.telegram.org' },
  });
  return chain('Ask on Telegram', [
    manualTrigger(),
    {
      id: randomUUID(), name: 'Telegram', type: 'n8n-nodes-base.telegram', typeVersion: 1.2, position: [220, 0], webhookId: randomUUID(),
      parameters: { resource: 'message', operation: 'sendAndWait', chatId: '1001', message: 'Ship release 7?', ...parameters },
      credentials: { telegramApi: { id: body.data.id, name: body.data.name } },
    },
    { id: randomUUID(), name: 'No Operation, do nothing', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440, 0], parameters: {} },
  ], { saveManualExecutions: true });
}

/** The URLs of the inline keyboard of the last message the bot sent. */
function buttonUrls(): string[] {
  const markup = telegram.calls.filter((call) => call.method === 'sendMessage').at(-1)?.params.reply_markup as { inline_keyboard: Array<Array<{ url: string }>> };
  return markup.inline_keyboard.flat().map((button) => button.url);
}

/** A button's link as the test server serves it (the message names the configured public address). */
const open = (link: string, init: { method?: string; payload?: string; headers?: Record<string, string> } = {}) => {
  const url = new URL(link);
  return server.inject({ method: (init.method ?? 'GET') as 'GET', url: `${url.pathname}${url.search}`, ...(init.payload ? { payload: init.payload, headers: init.headers } : {}) });
};
const noOpInput = (found: IExecution) => found.data.resultData.runData['No Operation, do nothing']?.at(-1)?.data?.main?.[0]?.map((item) => item.json);

describe('Telegram: Send Message and Wait for Response', () => {
  it('the decline button of the message resumes the run with { data: { approved: false } }', async () => {
    const id = await runManually(server, await askWorkflow({ approvalOptions: { values: { approvalType: 'double' } } }));
    await untilStatus(server, id, 'waiting');
    const [approve = '', decline = ''] = buttonUrls();
    expect(approve).toMatch(new RegExp(`/webhook-waiting/${id}\\?approved=true$`));
    const answer = await open(decline);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Got it, thanks');
    expect(noOpInput(await untilStatus(server, id, 'success'))).toEqual([{ data: { approved: false } }]);
    expect((await open(approve)).statusCode).toBe(409);
    expect(noOpInput(await storedExecution(server, id))).toEqual([{ data: { approved: false } }]);
  });

  it('free text: the button opens a form whose submission resumes the run with { data: { text } }', async () => {
    const id = await runManually(server, await askWorkflow({ responseType: 'freeText', options: { messageButtonLabel: 'Answer', responseFormTitle: 'Why?' } }));
    await untilStatus(server, id, 'waiting');
    const [link = ''] = buttonUrls();
    const form = await open(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Why?');
    const sent = await open(link, { method: 'POST', payload: new URLSearchParams({ 'field-0': 'Tests are red' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(sent.statusCode).toBe(200);
    expect(noOpInput(await untilStatus(server, id, 'success'))).toEqual([{ data: { text: 'Tests are red' } }]);
  });
});
