import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startOpenAiStandIn } from '../../packages/nodes/src/test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../packages/nodes/src/test-support/openai-stand-in.js';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * The AI logs in the node details view (issue 27): after a run, the chat model sub-node shows each
 * call its root made (the messages asked, the answer, the token usage), and the root's output pane
 * lists the calls it made on its sub-nodes. The run goes through the editor against a loopback
 * stand-in of OpenAI's API.
 */
const PREFIX = '@n8n/n8n-nodes-langchain.';
const API_KEY = 'sk-e2e-logs-0001';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const to = (node: string, type = 'main') => [[{ node, type, index: 0 }]];

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const texts = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));

async function openNode(page: Page, name: string): Promise<void> {
  await canvasNode(page, name).dblclick();
  await eventually(async () => expect((await page.getByTestId('ndv-node-name').textContent())?.trim()).toBe(name));
}

describe('AI logs in the node details view', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ apiKey: API_KEY });
  });
  afterAll(() => standIn.close());

  const createCredential = () => api<{ id: string; name: string }>(baseUrl, 'POST', '/credentials', {
    name: `OpenAI stand-in ${unique()}`, type: 'openAiApi', data: { apiKey: API_KEY, url: standIn.baseUrl },
  });
  const chatModel = (credential: { id: string; name: string }, position: [number, number]) => ({
    id: 'm', name: 'OpenAI Chat Model', type: `${PREFIX}lmChatOpenAi`, typeVersion: 1.2, position,
    parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { temperature: 0.2, maxRetries: 0 } },
    credentials: { openAiApi: { id: credential.id, name: credential.name } },
  });

  it('shows the chat model\'s call (messages asked, answer, token usage) and the chain\'s log of its sub-node calls', async () => {
    standIn.script({ content: 'Bonjour ! Je vais bien, merci.', usage: { prompt_tokens: 23, completion_tokens: 9, total_tokens: 32 } });
    const credential = await createCredential();
    const workflow = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `AI logs ${unique()}`,
      nodes: [
        { id: 't', name: 'When clicking Test', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'c', name: 'Basic LLM Chain', type: `${PREFIX}chainLlm`, typeVersion: 1.7, position: [240, 0],
          parameters: {
            promptType: 'define', text: 'Say hello in French and ask how I am.',
            messages: { messageValues: [{ type: 'SystemMessagePromptTemplate', message: 'You answer in one short sentence.' }] },
          },
        },
        chatModel(credential, [260, 240]),
      ],
      connections: {
        'When clicking Test': { main: to('Basic LLM Chain') },
        'OpenAI Chat Model': { ai_languageModel: to('Basic LLM Chain', 'ai_languageModel') },
      },
    });

    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.getByTestId('execute-workflow-button').click();
    await page.getByText('Workflow executed successfully').waitFor();
    // What the model was really asked: the check below reads the same messages back from the view.
    expect(standIn.requests.map((request) => request.body.messages)).toEqual([[
      { role: 'system', content: 'You answer in one short sentence.' },
      { role: 'user', content: 'Say hello in French and ask how I am.' },
    ]]);

    await openNode(page, 'OpenAI Chat Model');
    const log = page.getByTestId('ndv-output-pane').getByTestId('ai-log');
    await log.waitFor();
    // A sub-node has no input items: the input side says whose it is.
    expect(await page.getByTestId('ndv-input-empty').textContent()).toContain('A sub-node of Basic LLM Chain');
    expect(await texts(log.getByTestId('ai-log-call-name'))).toEqual(['Call 1']);
    const input = log.getByTestId('ai-log-input');
    expect(await texts(input.getByTestId('ai-log-message-role'))).toEqual(['System', 'User']);
    expect(await texts(input.getByTestId('ai-log-message-text'))).toEqual(['You answer in one short sentence.', 'Say hello in French and ask how I am.']);
    expect(await input.getByTestId('ai-log-model-options').textContent()).toBe('Model gpt-4o-mini · temperature 0.2');
    const output = log.getByTestId('ai-log-output');
    expect(await texts(output.getByTestId('ai-log-message-role'))).toEqual(['AI']);
    expect(await texts(output.getByTestId('ai-log-message-text'))).toEqual(['Bonjour ! Je vais bien, merci.']);
    const tokens = log.getByTestId('ai-log-tokens');
    expect(await texts(tokens.locator('[data-testid$="-value"]'))).toEqual(['23', '9', '32']);
    expect(await log.getByTestId('ai-log-call-tokens').textContent()).toBe('32 tokens');
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'ai-logs-model-call');

    // The raw record is one switch away.
    await log.getByTestId('ai-log-view-mode').getByText('JSON').click();
    await eventually(async () => expect(await log.getByTestId('ai-log-output-raw').textContent()).toContain('"completionTokens": 9'));

    await page.getByRole('button', { name: 'Back to canvas' }).click();
    await openNode(page, 'Basic LLM Chain');
    const pane = page.getByTestId('ndv-output-pane');
    await pane.getByTestId('ndv-output-ai-tabs').getByText('Logs (1)').click();
    const rootLog = pane.getByTestId('ai-log');
    expect(await texts(rootLog.getByTestId('ai-log-call-name'))).toEqual(['OpenAI Chat Model']);
    expect(await texts(rootLog.getByTestId('ai-log-total-tokens').locator('[data-testid$="-value"]'))).toEqual(['23', '9', '32']);
    expect(await texts(rootLog.getByTestId('ai-log-output').getByTestId('ai-log-message-text'))).toEqual(['Bonjour ! Je vais bien, merci.']);
    await settledScreenshot(page, 'ai-logs-chain-logs');
    // The chain's own output is still the first tab.
    await pane.getByTestId('ndv-output-ai-tabs').getByText('Output').click();
    await pane.getByTestId('ndv-output-data').waitFor();
  });

  it("an agent's calls: the model asked twice (a tool call, then the answer), the calculator's input and result, the memory's turns", async () => {
    standIn.script({ toolCalls: [{ name: 'calculator', arguments: { input: '12 * 7' } }] }, { content: '12 times 7 is 84.' });
    const credential = await createCredential();
    const workflow = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `AI agent logs ${unique()}`,
      nodes: [
        { id: 't', name: 'When clicking Test', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'a', name: 'AI Agent', type: `${PREFIX}agent`, typeVersion: 3, position: [240, 0], parameters: { promptType: 'define', text: 'What is 12 times 7?' } },
        chatModel(credential, [160, 240]),
        {
          id: 'me', name: 'Simple Memory', type: `${PREFIX}memoryBufferWindow`, typeVersion: 1.3, position: [300, 240],
          parameters: { sessionIdType: 'customKey', sessionKey: `logs-${unique()}` },
        },
        { id: 'ca', name: 'Calculator', type: `${PREFIX}toolCalculator`, typeVersion: 1, position: [440, 240], parameters: {} },
      ],
      connections: {
        'When clicking Test': { main: to('AI Agent') },
        'OpenAI Chat Model': { ai_languageModel: to('AI Agent', 'ai_languageModel') },
        'Simple Memory': { ai_memory: to('AI Agent', 'ai_memory') },
        Calculator: { ai_tool: to('AI Agent', 'ai_tool') },
      },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.getByTestId('execute-workflow-button').click();
    await page.getByText('Workflow executed successfully').waitFor();

    await openNode(page, 'Calculator');
    const log = page.getByTestId('ndv-output-pane').getByTestId('ai-log');
    expect(await log.getByTestId('ai-log-tool-input').textContent()).toBe('12 * 7');
    expect(await log.getByTestId('ai-log-tool-response').textContent()).toBe('84');
    await page.getByRole('button', { name: 'Back to canvas' }).click();

    await openNode(page, 'Simple Memory');
    // Loaded before the model was asked (nothing yet), saved after the answer.
    expect(await texts(log.getByTestId('ai-log-call-name'))).toEqual(['Call 1', 'Call 2']);
    expect(await log.getByTestId('ai-log-memory-action').textContent()).toBe('Load the conversation');
    await log.getByTestId('ai-log-call').nth(1).click();
    expect(await log.getByTestId('ai-log-memory-action').textContent()).toBe('Save the turn');
    expect(await texts(log.getByTestId('ai-log-input').getByTestId('ai-log-message-text'))).toEqual(['What is 12 times 7?', '12 times 7 is 84.']);
    expect(await texts(log.getByTestId('ai-log-output-history').getByTestId('ai-log-message-role'))).toEqual(['User', 'AI']);
    await settledScreenshot(page, 'ai-logs-memory-save');
    await page.getByRole('button', { name: 'Back to canvas' }).click();

    await openNode(page, 'AI Agent');
    const pane = page.getByTestId('ndv-output-pane');
    await pane.getByTestId('ndv-output-ai-tabs').getByText('Logs (5)').click();
    // In the order the agent made them: memory, model (asks for the tool), tool, model (answers), memory.
    expect(await texts(pane.getByTestId('ai-log-call-name'))).toEqual(['Simple Memory', 'OpenAI Chat Model', 'Calculator', 'OpenAI Chat Model', 'Simple Memory']);
    await pane.getByTestId('ai-log-call').nth(1).click();
    expect(await texts(pane.getByTestId('ai-log-output').getByTestId('ai-log-message-text'))).toEqual(['No text: the model finished with \u201ctool_calls\u201d (see JSON for the details)']);
    await pane.getByTestId('ai-log-call').nth(3).click();
    expect(await texts(pane.getByTestId('ai-log-input').getByTestId('ai-log-message-role'))).toEqual(['User', 'AI', 'Tool']);
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'ai-logs-agent-logs');
  });
});
