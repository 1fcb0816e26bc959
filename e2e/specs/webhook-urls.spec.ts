import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);

async function openNode(page: Page, baseUrl: string, workflowId: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${workflowId}`);
  await canvasNode(page, name).waitFor();
  await canvasNode(page, name).dblclick();
  await page.getByTestId('ndv-node-name').getByText(name, { exact: true }).waitFor();
}

/** Clicks the copy button of the URL shown and answers what the browser's clipboard then holds. */
async function copyShownUrl(page: Page): Promise<string> {
  await page.getByTestId('ndv-webhook-url-copy').click();
  await page.locator('[data-testid="ndv-webhook-url-copy"][data-copied]').waitFor();
  return page.evaluate('navigator.clipboard.readText()') as Promise<string>;
}

describe('webhook URLs in the node details view', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('copies the production URL of an active webhook workflow, which answers from it; the test URL answers while listening', async () => {
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const path = `urls-${unique()}`;
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Webhook URLs ${unique()}`,
      settings: { executionOrder: 'v1' },
      nodes: [
        {
          id: 'hook', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], webhookId: `wh-${path}`,
          parameters: { path, httpMethod: 'POST', responseMode: 'lastNode', options: {} },
        },
        {
          id: 'set', name: 'Answer', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [260, 0],
          parameters: { assignments: { assignments: [{ id: 'a', name: 'greeting', value: '={{ "hello " + $json.body.who }}', type: 'string' }] }, options: {} },
        },
      ],
      connections: { Webhook: { main: [to('Answer')] } },
    });
    await api(baseUrl, 'PATCH', `/workflows/${saved.id}`, { active: true });

    await openNode(page, baseUrl, saved.id, 'Webhook');
    const section = page.getByTestId('ndv-webhook-urls');
    await section.waitFor();
    expect(await section.getByTestId('ndv-webhook-url-method').textContent()).toBe('POST');
    expect(await section.getByTestId('ndv-webhook-url-value').textContent()).toBe(`${baseUrl}/webhook-test/${path}`);

    await section.getByText('Production URL', { exact: true }).click();
    await eventually(async () => expect(await section.getByTestId('ndv-webhook-url-value').textContent()).toBe(`${baseUrl}/webhook/${path}`));
    await section.getByText('The workflow is active', { exact: false }).waitFor();
    const production = await copyShownUrl(page);
    await settledScreenshot(page, 'webhook-urls-production-copied');
    expect(production).toBe(`${baseUrl}/webhook/${path}`);
    const answer = await fetch(production, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ who: 'production' }) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ greeting: 'hello production' });

    await section.getByText('Test URL', { exact: true }).click();
    const test = await copyShownUrl(page);
    expect(test).toBe(`${baseUrl}/webhook-test/${path}`);
    await page.getByTestId('trigger-panel-execute').click();
    await page.getByTestId('trigger-panel-listening').waitFor();
    await screenshot(page, 'webhook-urls-test-listening');
    const tested = await fetch(test, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ who: 'test' }) });
    expect(tested.status).toBe(200);
    expect(await tested.json()).toEqual({ greeting: 'hello test' });
    await page.getByTestId('trigger-panel-listening').waitFor({ state: 'detached' });
  });

  it('shows a form trigger its form URLs without a method', async () => {
    const { page } = browser();
    const path = `form-${unique()}`;
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Form URLs ${unique()}`,
      nodes: [{
        id: 'form', name: 'On form submission', type: 'n8n-nodes-base.formTrigger', typeVersion: 2.2, position: [0, 0], webhookId: `f-${path}`,
        parameters: { formTitle: 'Contact', formFields: { values: [{ fieldLabel: 'Name' }] }, options: { path } },
      }],
      connections: {},
    });
    await openNode(page, baseUrl, saved.id, 'On form submission');
    const section = page.getByTestId('ndv-webhook-urls');
    await section.getByText('Form URLs', { exact: true }).waitFor();
    expect(await section.getByTestId('ndv-webhook-url-value').textContent()).toBe(`${baseUrl}/form-test/${path}`);
    expect(await section.getByTestId('ndv-webhook-url-method').count()).toBe(0);
    await section.getByText('Production URL', { exact: true }).click();
    await eventually(async () => expect(await section.getByTestId('ndv-webhook-url-value').textContent()).toBe(`${baseUrl}/form/${path}`));
    await section.getByText('Answers once the workflow is active', { exact: false }).waitFor();
  });

  it('gives a Wait node on a time interval a plain execute button, and one resuming on a webhook call a listen button', async () => {
    const { page } = browser();
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Wait label ${unique()}`,
      nodes: [
        { id: 't', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'w1', name: 'Pause', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [260, 0], webhookId: `w1-${unique()}`, parameters: { resume: 'timeInterval', amount: 5, unit: 'seconds' } },
        { id: 'w2', name: 'Await call', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [520, 0], webhookId: `w2-${unique()}`, parameters: { resume: 'webhook' } },
      ],
      connections: { Manual: { main: [to('Pause')] }, Pause: { main: [to('Await call')] } },
    });
    await openNode(page, baseUrl, saved.id, 'Pause');
    expect(await page.getByTestId('ndv-execute').textContent()).toBe('Execute node');
    expect(await page.getByTestId('ndv-webhook-urls').count()).toBe(0);
    await page.getByTestId('ndv-back').click();
    await canvasNode(page, 'Await call').dblclick();
    await page.getByTestId('ndv-node-name').getByText('Await call', { exact: true }).waitFor();
    expect(await page.getByTestId('ndv-execute').textContent()).toBe('Listen for test event');
  });
});
