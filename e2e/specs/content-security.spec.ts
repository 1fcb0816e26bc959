import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { useBrowser } from '../harness/browser.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * What the page's content-security policy blocked: Chromium's console reports and the documents'
 * `securitypolicyviolation` events (an eval the page catches itself shows only there), for every
 * document the page loads. The tests of this file share one page: each starts with an empty list.
 */
const collected = new WeakMap<Page, string[]>();
async function policyViolations(page: Page): Promise<string[]> {
  const known = collected.get(page);
  if (known) {
    known.length = 0;
    return known;
  }
  const seen: string[] = [];
  collected.set(page, seen);
  page.on('console', (message: ConsoleMessage) => {
    if (/content security policy/i.test(message.text())) seen.push(`${message.type()}: ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => { seen.push(text); });
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.reportPolicyViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' on ' + document.location.pathname);
  });`);
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
    const violations = await policyViolations(page);
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Policy ${unique()}`,
      nodes: [
        { id: 't', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'h', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [260, 0], parameters: { url: '={{ "https://example.com/" + (40 + 2) }}' } },
      ],
      connections: { Manual: { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] } },
    });
    await page.goto(`${baseUrl}/workflow/${saved.id}`);
    const http = page.locator('[data-testid="canvas-node"][data-node-name="HTTP Request"]');
    await http.waitFor();
    // The node details view: the editor evaluates the expression for its preview.
    await http.dblclick();
    await page.getByTestId('ndv-node-name').getByText('HTTP Request', { exact: true }).waitFor();
    const url = page.locator('[data-testid="parameter-field"][data-parameter-path="url"]');
    await expect.poll(() => url.getByTestId('expression-preview').textContent()).toBe('https://example.com/42');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/docs/`);
    await page.getByRole('heading').first().waitFor();
    expect(violations).toEqual([]);
  });

  it('lets a form page run its own script and blocks nothing on it', async () => {
    const { page } = browser();
    const violations = await policyViolations(page);
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
    const violations = await policyViolations(page);
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
