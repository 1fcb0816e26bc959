import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { useBrowser } from '../harness/browser.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What Chromium reports about the content-security policy of the page: each blocked script, style, image or connection. */
function policyViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/content security policy/i.test(message.text())) seen.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

async function activate(baseUrl: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', body);
  await api(baseUrl, 'PATCH', `/workflows/${saved.id}`, { active: true });
  return saved;
}

describe('the content-security policy of the pages Weft renders', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('blocks nothing the editor and the docs do', async () => {
    const { page } = browser();
    const violations = policyViolations(page);
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Policy ${unique()}`,
      nodes: [
        { id: 't', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'c', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [260, 0], parameters: { jsCode: 'return $input.all();' } },
      ],
      connections: { Manual: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    await page.goto(`${baseUrl}/workflow/${saved.id}`);
    const code = page.locator('[data-testid="canvas-node"][data-node-name="Code"]');
    await code.waitFor();
    // The node details view: a code editor, which writes its own styles.
    await code.dblclick();
    await page.getByTestId('ndv-node-name').getByText('Code', { exact: true }).waitFor();
    await page.locator('.cm-content').first().waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/docs/`);
    await page.getByRole('heading').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('lets a form page run its own script and blocks nothing on it', async () => {
    const { page } = browser();
    const violations = policyViolations(page);
    const path = `policy-${unique()}`;
    await activate(baseUrl, {
      name: `Policy form ${unique()}`,
      nodes: [{
        id: 'f', name: 'On form submission', type: 'n8n-nodes-base.formTrigger', typeVersion: 2.2, position: [0, 0], webhookId: `f-${path}`,
        parameters: {
          formTitle: 'Order', options: { path },
          formFields: { values: [{ fieldLabel: 'Toppings', fieldType: 'checkbox', requiredField: true, fieldOptions: { values: [{ option: 'Cheese' }, { option: 'Olives' }] } }] },
        },
      }],
      connections: {},
    });
    const posts: string[] = [];
    page.on('request', (request) => { if (request.method() === 'POST') posts.push(request.url()); });
    await page.goto(`${baseUrl}/form/${path}`);
    await page.getByRole('heading', { name: 'Order' }).waitFor();
    await page.getByRole('button', { name: /submit/i }).click();
    // Only the page's script checks a checkbox group before sending: it ran, and kept the form here.
    const errors = page.locator('#form-errors');
    await errors.waitFor({ state: 'visible' });
    expect(await errors.innerText()).toBe('Please fill in: Toppings');
    expect(posts).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('lets the hosted chat page run its own script and blocks nothing on it', async () => {
    const { page } = browser();
    const violations = policyViolations(page);
    const webhookId = `chat-${unique()}`;
    await activate(baseUrl, {
      name: `Policy chat ${unique()}`,
      nodes: [{
        id: 'c', name: 'When chat message received', type: '@n8n/n8n-nodes-langchain.chatTrigger', typeVersion: 1.4, position: [0, 0],
        webhookId, parameters: { public: true, initialMessages: 'Welcome to the help desk', options: { title: 'Help desk' } },
      }],
      connections: {},
    });
    await page.goto(`${baseUrl}/webhook/${webhookId}/chat`);
    // The script shows the initial message.
    await page.locator('.chat-message').getByText('Welcome to the help desk').waitFor();
    expect(violations).toEqual([]);
  });
});
