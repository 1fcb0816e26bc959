import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * A resource locator's "From List" mode: the OpenAI Chat Model's Model field lists the models of the
 * server its credential points at (the loopback OpenAI stand-in), filters them on the server as one
 * types, and saves the picked one as n8n does (`cachedResultName`), shown again after a reload.
 */
const API_KEY = 'sk-locator-e2e-0001';
const MODELS = ['gpt-3.5-turbo', 'gpt-4.1-mini', 'gpt-4o', 'gpt-4o-mini', 'gpt-5', 'o3-mini'];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Saved { id: string; nodes: Array<{ name: string; parameters: Record<string, unknown> }> }

describe('resource locator: From List', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let standIn: OpenAiStandIn;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({ apiKey: API_KEY, models: MODELS });
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('says a credential is missing, then lists, searches and picks a model that survives a reload', async () => {
    const credentialName = `OpenAI stand-in ${unique()}`;
    await api(baseUrl, 'POST', '/credentials', { name: credentialName, type: 'openAiApi', data: { apiKey: API_KEY, url: standIn.baseUrl } });
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', {
      name: `Model picker ${unique()}`,
      nodes: [{
        id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [300, 200],
        parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' }, options: {} },
      }],
      connections: {},
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    const node = page.locator('[data-testid="canvas-node"][data-node-name="OpenAI Chat Model"]');
    await node.dblclick();
    const field = page.getByTestId('parameter-input-model');
    await field.waitFor();
    // A value saved without a cached name shows its ID.
    expect(await page.getByTestId('parameter-input-model-shown').textContent()).toBe('gpt-4.1-mini');

    // No credential yet: the list says what is missing and what to do.
    await field.click();
    const problem = page.getByTestId('resource-locator-error');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('Credentials for "OpenAI" are not set.');
    await settledScreenshot(page, 'resource-locator-no-credential');
    await page.keyboard.press('Escape');
    await page.getByTestId('resource-locator-dropdown').waitFor({ state: 'hidden' });

    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: credentialName }).click();

    await field.click();
    const results = page.getByTestId('resource-locator-result');
    await eventually(async () => expect(await results.allTextContents()).toEqual(MODELS));
    await settledScreenshot(page, 'resource-locator-list');

    await page.getByTestId('resource-locator-search').fill('4o');
    await eventually(async () => expect(await results.allTextContents()).toEqual(['gpt-4o', 'gpt-4o-mini']));
    await settledScreenshot(page, 'resource-locator-search');

    await page.getByTestId('resource-locator-search').fill('nothing-like-this');
    await page.getByTestId('resource-locator-empty').waitFor();
    await page.getByTestId('resource-locator-search').fill('mini');
    await eventually(async () => expect(await results.allTextContents()).toEqual(['gpt-4.1-mini', 'gpt-4o-mini', 'o3-mini']));
    await results.filter({ hasText: 'gpt-4o-mini' }).click();
    await page.getByTestId('resource-locator-dropdown').waitFor({ state: 'hidden' });
    await eventually(async () => expect(await page.getByTestId('parameter-input-model-shown').textContent()).toBe('gpt-4o-mini'));

    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(saved.nodes[0]?.parameters.model).toEqual({ __rl: true, mode: 'list', value: 'gpt-4o-mini', cachedResultName: 'gpt-4o-mini' });

    await page.reload();
    await node.dblclick();
    await eventually(async () => expect(await page.getByTestId('parameter-input-model-shown').textContent()).toBe('gpt-4o-mini'));
    await settledScreenshot(page, 'resource-locator-after-reload');

    // The ID mode keeps the value as text and the list mode comes back to it.
    await page.getByTestId('parameter-input-model-mode').click();
    await page.getByRole('option', { name: 'ID' }).click();
    await eventually(async () => expect(await page.getByTestId('parameter-input-model').inputValue()).toBe('gpt-4o-mini'));
  });
});
