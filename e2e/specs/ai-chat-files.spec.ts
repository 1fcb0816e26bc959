import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type ChatRequest, type OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * A chat message of files alone (issue 27): with the Chat Trigger's "Allow File Uploads" on, both the
 * editor's chat panel and the hosted chat page send an image without any text; the trigger's item has
 * an empty chatInput and the image as binary data0, and the agent passes the image to the model.
 */
const API_KEY = 'sk-chat-files-e2e-0001';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TRIGGER = 'When chat message received';

interface TriggerItem { json: Record<string, unknown>; binary?: Record<string, { fileName?: string; mimeType?: string }> }
interface Execution { data: { resultData: { runData: Record<string, Array<{ data?: { main?: TriggerItem[][] } }>> } } }

/** The image parts of the last request the model got (the Chat Completions user message's content). */
function imagesAsked(request: ChatRequest | undefined): string[] {
  const text = JSON.stringify(request?.body ?? {});
  return [...text.matchAll(/data:image\/png;base64,[A-Za-z0-9+/=]+/g)].map((match) => match[0]);
}

describe('Chat messages of files alone', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ apiKey: API_KEY });
  });
  afterAll(() => standIn?.close());

  async function chatWorkflow(): Promise<{ id: string; webhookId: string }> {
    const credential = await api<{ id: string; name: string }>(baseUrl, 'POST', '/credentials', { name: `OpenAI files ${unique()}`, type: 'openAiApi', data: { apiKey: API_KEY, url: standIn.baseUrl } });
    const webhookId = `chat-files-${unique()}`;
    const to = (target: string, type: string) => [[{ node: target, type, index: 0 }]];
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Chat files ${unique()}`,
      // The panel's runs are manual: kept, so the trigger's item can be read back.
      settings: { saveManualExecutions: true },
      nodes: [
        {
          id: 'c', name: TRIGGER, type: '@n8n/n8n-nodes-langchain.chatTrigger', typeVersion: 1.4, position: [0, 0], webhookId,
          parameters: { public: true, options: { allowFileUploads: true, allowedFilesMimeTypes: 'image/*' } },
        },
        { id: 'a', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, position: [240, 0], parameters: { promptType: 'auto', text: '={{ $json.chatInput }}' } },
        {
          id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [200, 200],
          parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
          credentials: { openAiApi: { id: credential.id, name: credential.name } },
        },
      ],
      connections: { [TRIGGER]: { main: to('AI Agent', 'main') }, 'OpenAI Chat Model': { ai_languageModel: to('AI Agent', 'ai_languageModel') } },
    });
    return { id: created.id, webhookId };
  }

  /** The trigger's item in the workflow's execution, once stored. */
  async function lastTriggerItem(workflowId: string): Promise<TriggerItem | undefined> {
    const filter = encodeURIComponent(JSON.stringify({ workflowId }));
    const id = await eventually(async () => {
      const list = await api<{ results: Array<{ id: string }> }>(baseUrl, 'GET', `/executions?filter=${filter}`);
      expect(list.results).toHaveLength(1);
      return list.results[0]!.id;
    });
    const execution = await api<Execution>(baseUrl, 'GET', `/executions/${id}`);
    return execution.data.resultData.runData[TRIGGER]?.[0]?.data?.main?.[0]?.[0];
  }

  it('sends an image without text from the editor\'s chat panel', async () => {
    const workflow = await chatWorkflow();
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.getByTestId('open-chat-button').click();
    await page.getByTestId('chat-panel').waitFor();
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
    await page.getByTestId('chat-file-input').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    expect(await page.getByTestId('chat-attached').textContent()).toContain('pixel.png');
    expect(await page.getByTestId('chat-send').isDisabled()).toBe(false);

    standIn.script({ content: 'A single red pixel.' });
    await page.getByTestId('chat-send').click();
    const bot = page.locator('[data-testid="chat-message"][data-from="bot"]');
    await eventually(async () => expect(await bot.textContent()).toContain('A single red pixel.'), { timeout: 30_000 });
    const user = page.locator('[data-testid="chat-message"][data-from="user"]');
    expect(await user.getByTestId('chat-message-files').textContent()).toBe('pixel.png');
    expect(await page.getByTestId('chat-attached').count()).toBe(0);
    expect(imagesAsked(standIn.requests.at(-1))).toEqual([`data:image/png;base64,${PNG.toString('base64')}`]);
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'ai-chat-files-panel');

    const item = await lastTriggerItem(workflow.id);
    expect(item?.json).toMatchObject({ action: 'sendMessage', chatInput: '', files: [{ fileName: 'pixel.png', mimeType: 'image/png', fileSize: '70 B' }] });
    expect(item?.binary?.data0).toMatchObject({ fileName: 'pixel.png', mimeType: 'image/png' });
  });

  it('sends an image without text from the hosted chat page', async () => {
    const workflow = await chatWorkflow();
    await api(baseUrl, 'PATCH', `/workflows/${workflow.id}`, { active: true });
    const page = await browser().context.newPage();
    await page.goto(`${baseUrl}/webhook/${workflow.webhookId}/chat`);
    const send = page.locator('#chat-send');
    expect(await send.isDisabled()).toBe(true);
    await page.locator('#chat-files').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    expect(await send.isDisabled()).toBe(false);

    standIn.script({ content: 'That is one pixel.' });
    await send.click();
    await page.locator('.chat-message-from-bot').filter({ hasText: 'That is one pixel.' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.chat-message-from-user').textContent()).toBe('Attached: pixel.png');
    expect(imagesAsked(standIn.requests.at(-1))).toEqual([`data:image/png;base64,${PNG.toString('base64')}`]);
    await settledScreenshot(page, 'ai-chat-files-page');

    const item = await lastTriggerItem(workflow.id);
    expect(item?.json).toMatchObject({ action: 'sendMessage', chatInput: '', files: [{ fileName: 'pixel.png', mimeType: 'image/png' }] });
    expect(item?.binary?.data0).toMatchObject({ fileName: 'pixel.png', mimeType: 'image/png' });
    await page.close();
  });
});
