import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startOpenAiStandIn, type ChatRequest, type OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { canvasNode } from '../harness/node-parameters.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * Issue 27's chat (acceptance): a Chat Trigger → AI Agent workflow with an OpenAI Chat Model (its
 * credential pointing at the loopback OpenAI stand-in), Simple Memory and the Calculator, built in the
 * editor through the node creator; a chat of two turns in the editor's chat panel (the model calls the
 * calculator; the second answer depends on the memory), the model's calls in its node details; then
 * the workflow active and the same conversation on the public hosted chat page.
 */
const API_KEY = 'sk-chat-e2e-0001';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Whether the request carried `text` (an earlier turn from the memory, a tool's result): read from the
 * whole body, since the model may use the Chat Completions or the Responses API (their shapes differ).
 */
const remembers = (request: ChatRequest, text: string) => JSON.stringify(request.body).includes(text);

async function pick(page: Page, search: string, type: string): Promise<void> {
  const creator = page.getByTestId('node-creator');
  await creator.waitFor();
  await page.getByTestId('node-creator-search').fill(search);
  await creator.locator(`[data-testid="node-creator-item"][data-node-type="${type}"]`).click();
  await creator.waitFor({ state: 'detached' });
}

/** Node details open after adding some nodes: back to the canvas. */
async function closeDetails(page: Page): Promise<void> {
  const ndv = page.getByTestId('ndv');
  if (await ndv.count() > 0) {
    await page.keyboard.press('Escape');
    await ndv.waitFor({ state: 'detached' });
  }
}

async function addSubNode(page: Page, root: Locator, input: string, search: string, type: string, name: string): Promise<void> {
  await root.getByRole('button', { name: new RegExp(`“${input}” input`) }).click();
  await pick(page, search, type);
  await canvasNode(page, name).waitFor();
  await closeDetails(page);
}

async function chatInPanel(page: Page, text: string, answers: number): Promise<Locator> {
  await page.getByTestId('chat-input').fill(text);
  await page.keyboard.press('Enter');
  const bot = page.locator('[data-testid="chat-message"][data-from="bot"]');
  await eventually(async () => expect(await bot.count()).toBe(answers), { timeout: 30_000 });
  return bot.nth(answers - 1);
}

describe('AI chat', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('builds a chat agent in the editor, chats with it in the panel, then on its public page', async () => {
    const credentialName = `OpenAI stand-in ${unique()}`;
    await api(baseUrl, 'POST', '/credentials', { name: credentialName, type: 'openAiApi', data: { apiKey: API_KEY, url: standIn.baseUrl } });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas-add-first-step').click();
    await pick(page, 'chat', '@n8n/n8n-nodes-langchain.chatTrigger');
    const trigger = canvasNode(page, 'When chat message received');
    await trigger.waitFor();
    await closeDetails(page);

    await trigger.getByTestId('output-add').click();
    await pick(page, 'AI Agent', '@n8n/n8n-nodes-langchain.agent');
    const agent = canvasNode(page, 'AI Agent');
    await agent.waitFor();
    await closeDetails(page);
    await addSubNode(page, agent, 'Chat Model', 'OpenAI Chat Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', 'OpenAI Chat Model');
    // The model's credential: the one pointing at the stand-in.
    await canvasNode(page, 'OpenAI Chat Model').dblclick();
    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: credentialName }).click();
    await closeDetails(page);
    await addSubNode(page, agent, 'Memory', 'Simple Memory', '@n8n/n8n-nodes-langchain.memoryBufferWindow', 'Simple Memory');
    await addSubNode(page, agent, 'Tool', 'Calculator', '@n8n/n8n-nodes-langchain.toolCalculator', 'Calculator');
    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await page.waitForURL(/\/workflow\/[^/]+$/);
    const workflowId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const saved = await api<{ nodes: Array<{ name: string; webhookId?: string; credentials?: Record<string, unknown> }>; connections: Record<string, unknown> }>(baseUrl, 'GET', `/workflows/${workflowId}`);
    // The model has its credential; the sub-nodes hang under the agent.
    expect(saved.nodes.find((node) => node.name === 'OpenAI Chat Model')?.credentials?.openAiApi).toBeDefined();
    expect(saved.connections.Calculator).toEqual({ ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] });

    // Turn one: the model asks the calculator, then answers with its result.
    standIn.script(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      (request) => ({ content: remembers(request, '42') ? '6 times 7 is 42.' : 'The calculator gave me nothing.' }),
    );
    await page.getByTestId('open-chat-button').click();
    const panel = page.getByTestId('chat-panel');
    await panel.waitFor();
    const first = await chatInPanel(page, 'What is 6 times 7?', 1);
    await eventually(async () => expect(await first.textContent()).toContain('6 times 7 is 42.'));
    await first.locator('summary').click();
    const steps = await first.getByTestId('chat-step').allTextContents();
    expect(steps.some((step) => step.includes('Calculator') && step.includes('6 * 7'))).toBe(true);
    expect(steps.filter((step) => step.includes('OpenAI Chat Model'))).toHaveLength(2);

    // Turn two: answered from what the memory gave the model (the first turn).
    standIn.script((request) => ({
      content: remembers(request, 'What is 6 times 7?') && remembers(request, '6 times 7 is 42.')
        ? 'You asked what 6 times 7 is — it was 42.'
        : 'I have no memory of that.',
    }));
    const second = await chatInPanel(page, 'What did I ask before?', 2);
    await eventually(async () => expect(await second.textContent()).toContain('You asked what 6 times 7 is'));
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'ai-chat-panel');

    // The model's calls in its node details: what it was asked and answered, per call.
    await panel.getByTestId('chat-close').click();
    await canvasNode(page, 'OpenAI Chat Model').dblclick();
    const ndv = page.getByTestId('ndv');
    await ndv.waitFor();
    const log = ndv.getByTestId('ndv-output-pane').getByTestId('ai-log');
    await eventually(async () => expect(await log.getByTestId('ai-log-output').textContent()).toContain('You asked what 6 times 7 is'));
    // The call was asked the earlier turn too (from the memory).
    expect(await log.getByTestId('ai-log-input').textContent()).toContain('6 times 7 is 42.');
    await settledScreenshot(page, 'ai-chat-model-calls');
    await page.keyboard.press('Escape');
    await ndv.waitFor({ state: 'detached' });

    // Public: the hosted chat page, once the workflow is active.
    await trigger.dblclick();
    await page.getByTestId('ndv').waitFor();
    // Clicked until it is on: a click on the track while the panel still settled was once lost.
    const publicField = page.locator('[data-testid="parameter-field"][data-parameter-path="public"]');
    await eventually(async () => {
      if (!(await publicField.getByRole('switch').isChecked())) await publicField.locator('.mantine-Switch-track').click();
      expect(await publicField.getByRole('switch').isChecked()).toBe(true);
    });
    await page.locator('[data-testid="parameter-field"][data-parameter-path="initialMessages"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await page.getByTestId('workflow-activate-switch').click({ force: true });
    const notice = page.getByTestId('activation-notice-close');
    await notice.waitFor({ timeout: 5_000 }).then(() => notice.click(), () => undefined);
    await eventually(async () => expect((await api<{ active: boolean }>(baseUrl, 'GET', `/workflows/${workflowId}`)).active).toBe(true));

    const webhookId = saved.nodes.find((node) => node.name === 'When chat message received')?.webhookId;
    expect(webhookId).toBeTruthy();
    standIn.script((request) => ({ content: remembers(request, 'What is 6 times 7?') ? 'A new page should not remember.' : `Hello from the public page!${remembers(request, 'Hi there') ? ' You said: Hi there' : ''}` }));
    const chat = await browser().context.newPage();
    await chat.goto(`${baseUrl}/webhook/${webhookId}/chat`);
    await chat.locator('.chat-message-from-bot').filter({ hasText: 'My name is Nathan' }).waitFor();
    await chat.getByLabel('Your message').fill('Hi there');
    await chat.keyboard.press('Enter');
    await chat.locator('.chat-message-from-bot').filter({ hasText: 'Hello from the public page! You said: Hi there' }).waitFor({ timeout: 30_000 });
    expect(await chat.locator('.chat-message-from-user').textContent()).toBe('Hi there');
    await settledScreenshot(chat, 'ai-chat-public-page');
    await chat.close();
  });

  it('streams the answer into the hosted page, behind its welcome screen, and shows the session again after a reload', async () => {
    const credential = await api<{ id: string; name: string }>(baseUrl, 'POST', '/credentials', { name: `OpenAI stream ${unique()}`, type: 'openAiApi', data: { apiKey: API_KEY, url: standIn.baseUrl } });
    const webhookId = `chat-${unique()}`;
    const node = (name: string, type: string, typeVersion: number, position: [number, number], parameters: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      id: name, name, type: `@n8n/n8n-nodes-langchain.${type}`, typeVersion, position, parameters, ...extra,
    });
    const to = (target: string, type: string) => [[{ node: target, type, index: 0 }]];
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Streaming chat ${unique()}`,
      nodes: [
        node('Chat', 'chatTrigger', 1.4, [0, 0], {
          public: true, initialMessages: 'Welcome back!',
          options: { responseMode: 'streaming', showWelcomeScreen: true, getStarted: 'Start chatting', title: 'Streaming desk', subtitle: 'Answers as they are written', loadPreviousSession: 'memory' },
        }, { webhookId }),
        node('Agent', 'agent', 3, [240, 0], { promptType: 'auto', text: '={{ $json.chatInput }}' }),
        node('Model', 'lmChatOpenAi', 1.2, [200, 200], { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' } }, { credentials: { openAiApi: { id: credential.id, name: credential.name } } }),
        node('Memory', 'memoryBufferWindow', 1.3, [360, 200], {}),
      ],
      connections: {
        Chat: { main: to('Agent', 'main') },
        Model: { ai_languageModel: to('Agent', 'ai_languageModel') },
        Memory: { ai_memory: [[{ node: 'Agent', type: 'ai_memory', index: 0 }, { node: 'Chat', type: 'ai_memory', index: 0 }]] },
      },
    });
    await api(baseUrl, 'PATCH', `/workflows/${created.id}`, { active: true });
    const page = await browser().context.newPage();
    await page.goto(`${baseUrl}/webhook/${webhookId}/chat`);
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await page.locator('.chat-message-from-bot').filter({ hasText: 'Welcome back!' }).waitFor();
    standIn.script({ content: 'Every **word** of this answer arrived as it was written.' });
    await page.getByLabel('Your message').fill('Stream to me');
    await page.keyboard.press('Enter');
    const streamed = page.locator('.chat-message-from-bot').filter({ hasText: 'Every word of this answer arrived as it was written.' });
    await streamed.waitFor({ timeout: 30_000 });
    expect(await streamed.locator('strong').textContent()).toBe('word');
    expect(standIn.requests[standIn.requests.length - 1]?.body.stream).toBe(true);

    // The same browser comes back: its session's messages come from the memory, not the greeting.
    await page.reload();
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await page.locator('.chat-message-from-user').filter({ hasText: 'Stream to me' }).waitFor();
    await page.locator('.chat-message-from-bot').filter({ hasText: 'arrived as it was written' }).waitFor();
    expect(await page.locator('.chat-message-from-bot').filter({ hasText: 'Welcome back!' }).count()).toBe(0);
    await settledScreenshot(page, 'ai-chat-public-streaming');
    await page.close();
  });
});
