import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startTelegramStandIn, type TelegramStandIn } from '@weft/nodes/test-support/telegram-stand-in';
import { activateFromEditor } from '../harness/activation.js';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { executionRowInList } from '../harness/executions.js';
import { startServer, type RunningServer } from '../harness/server.js';

/**
 * Issue 28's Telegram acceptance: a Telegram Trigger workflow activated from the editor's switch sets
 * the bot's webhook (on the loopback Bot API stand-in the server reaches through
 * WEFT_TEST_SERVICE_HOSTS) to the node's production URL; an update the stand-in posts there, as
 * Telegram would, starts an execution the executions list shows, with the update as the trigger's
 * output; deactivating deletes the webhook.
 */
interface Saved { id: string }
interface ListedExecution { id: string; workflowId: string | null; status: string }

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);

describe('Telegram Trigger', () => {
  const browser = useBrowser();
  let telegram: TelegramStandIn;
  let server: RunningServer;

  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.state.addChat({ id: 1001, type: 'private', first_name: 'Ada' });
    // The server process inherits this: its calls to api.telegram.org go to the stand-in.
    server = await startServer({ WEFT_TEST_SERVICE_HOSTS: JSON.stringify({ 'https://api.telegram.org': telegram.origin }) });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await telegram?.close();
  });

  it('is activated in the editor, runs for an update Telegram posts, and is deactivated again', async () => {
    const bot = await api<Saved>(server.baseUrl, 'POST', '/credentials', {
      name: 'Deploy bot', type: 'telegramApi', data: { accessToken: telegram.token, baseUrl: 'https://api.telegram.org' },
    });
    const webhookId = 'f3c1b8a2-7d4e-4c1a-9b2f-5e6d7c8b9a01';
    const workflow = await api<Saved>(server.baseUrl, 'POST', '/workflows', {
      name: 'Deploy bot',
      nodes: [
        {
          id: 'tg', name: 'Telegram Trigger', type: 'n8n-nodes-base.telegramTrigger', typeVersion: 1.2, position: [100, 200], webhookId,
          parameters: { updates: ['message'], additionalFields: {} }, credentials: { telegramApi: { id: bot.id, name: 'Deploy bot' } },
        },
        { id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [360, 200], parameters: {} },
      ],
      connections: { 'Telegram Trigger': { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });

    const { page } = browser();
    await page.goto(`${server.baseUrl}/workflow/${workflow.id}`);
    await canvasNode(page, 'Telegram Trigger').waitFor();
    await activateFromEditor(page);

    // Telegram now posts updates for the bot to the node's production URL, with a secret.
    expect(telegram.state.webhook.url).toBe(`${server.baseUrl}/webhook/${webhookId}/webhook`);
    expect(telegram.state.webhook.allowed_updates).toEqual(['message']);
    expect(telegram.state.webhook.secret_token).not.toBe('');

    const update = {
      update_id: 730001,
      message: { message_id: 12, from: { id: 501, is_bot: false, first_name: 'Ada' }, chat: { id: 1001, type: 'private', first_name: 'Ada' }, date: 1767225600, text: '/deploy staging' },
    };
    expect(await telegram.pushUpdate(update)).toMatchObject({ status: 200 });
    const [execution] = await eventually(async () => {
      const { results } = await api<{ results: ListedExecution[] }>(server.baseUrl, 'GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: workflow.id }))}`);
      expect(results.map((listed) => listed.status)).toEqual(['success']);
      return results;
    }, { timeout: 15_000 });

    const row = await executionRowInList(page, execution?.id ?? '', 'Deploy bot');
    await row.click();
    await page.getByTestId('execution-id').waitFor();
    await canvasNode(page, 'Telegram Trigger').dblclick();
    await page.getByTestId('ndv-output-mode').getByText('JSON', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').textContent()).toContain('/deploy staging'));
    await settledScreenshot(page, 'telegram-trigger-execution');
    await page.keyboard.press('Escape');

    await api(server.baseUrl, 'PATCH', `/workflows/${workflow.id}`, { active: false });
    expect(telegram.state.webhook.url).toBe('');
    expect(telegram.calls.at(-1)?.method).toBe('deleteWebhook');
  });
});
