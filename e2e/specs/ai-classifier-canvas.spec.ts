import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * The served Text Classifier and Sentiment Analysis (issue 27) draw one output per category, named
 * after it: their outputs are n8n's expressions of the node's parameters, evaluated by the canvas.
 */
const PREFIX = '@n8n/n8n-nodes-langchain.';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const texts = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));

const classifierWorkflow = (name: string) => ({
  name,
  settings: { executionOrder: 'v1' },
  nodes: [
    { id: 't', name: 'When clicking Test', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c', name: 'Text Classifier', type: `${PREFIX}textClassifier`, typeVersion: 1.1, position: [260, 0],
      parameters: {
        inputText: '={{ $json.message }}',
        categories: { categories: [{ category: 'Billing', description: 'Invoices' }, { category: 'Bug', description: 'Defects' }] },
        options: { fallback: 'other' },
      },
    },
    { id: 'm', name: 'OpenAI Chat Model', type: `${PREFIX}lmChatOpenAi`, typeVersion: 1.2, position: [280, 260], parameters: {} },
    { id: 'b', name: 'Billing team', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [620, -160], parameters: {} },
    { id: 's', name: 'Sentiment Analysis', type: `${PREFIX}sentimentAnalysis`, typeVersion: 1.1, position: [260, 420], parameters: { inputText: '={{ $json.message }}' } },
  ],
  connections: {
    'When clicking Test': { main: [[{ node: 'Text Classifier', type: 'main', index: 0 }, { node: 'Sentiment Analysis', type: 'main', index: 0 }]] },
    'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Text Classifier', type: 'ai_languageModel', index: 0 }]] },
    'Text Classifier': { main: [[{ node: 'Billing team', type: 'main', index: 0 }], [], []] },
  },
});

describe('AI classifiers on the canvas', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('draws the Text Classifier with one named output per category and Other, the sentiment node with its default categories', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', classifierWorkflow(`Classifier ${unique()}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    const classifier = canvasNode(page, 'Text Classifier');
    await classifier.waitFor();

    await eventually(async () => expect(await texts(classifier.getByTestId('output-label'))).toEqual(['Billing', 'Bug', 'Other']));
    expect(await texts(classifier.getByTestId('ai-input-label'))).toEqual(['Model*']);
    const sentiment = canvasNode(page, 'Sentiment Analysis');
    expect(await texts(sentiment.getByTestId('output-label'))).toEqual(['Positive', 'Neutral', 'Negative']);
    // The workflow's height sets the fitted zoom: the '+' under the sentiment node's Model input, the
    // lowest thing a user clicks, stays clear of the run controls at the bottom centre.
    const plus = (await sentiment.getByTestId('ai-input-add').boundingBox())!;
    const controls = (await page.getByTestId('run-controls').boundingBox())!;
    expect(plus.y + plus.height).toBeLessThanOrEqual(controls.y);
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'ai-classifier-outputs');
  });
});
