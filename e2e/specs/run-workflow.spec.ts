import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const trigger = { id: 'trigger', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
const thirty = {
  id: 'code', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [260, 0],
  parameters: { mode: 'runOnceForAllItems', jsCode: "return Array.from({ length: 30 }, (_, i) => ({ json: { i, name: 'Row ' + i } }));" },
};
const editFields = {
  id: 'set', name: 'Edit Fields', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [520, 0],
  parameters: { assignments: { assignments: [{ id: 'a', name: 'label', value: '={{ $json.name }}!', type: 'string' }] }, options: {} },
};

async function create(baseUrl: string, workflow: object): Promise<string> {
  return (await api<{ id: string }>(baseUrl, 'POST', '/workflows', { settings: { executionOrder: 'v1' }, ...workflow })).id;
}

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const executeButton = (page: Page) => page.getByTestId('execute-workflow-button');
/** Waits until the run button says `label` (it follows the run as its messages arrive). */
const buttonSays = (page: Page, label: string) => executeButton(page).getByText(label, { exact: true }).waitFor();

async function open(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas').waitFor();
  await executeButton(page).waitFor();
}

async function itemCount(page: Page, name: string): Promise<string | null> {
  const success = canvasNode(page, name).getByTestId('node-success');
  await success.waitFor({ timeout: 15_000 });
  return success.textContent();
}

describe('running workflows from the editor', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('runs the workflow with live states, shows 30 items and the success toast, then runs one node from its toolbar', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      name: `Run ${unique()}`, nodes: [trigger, thirty, editFields],
      connections: { Manual: { main: [to('Code')] }, Code: { main: [to('Edit Fields')] } },
    });
    await open(page, baseUrl, id);
    await buttonSays(page, 'Execute workflow');
    await executeButton(page).click();
    await eventually(async () => expect(await itemCount(page, 'Code')).toBe('30 items'));
    await eventually(async () => expect(await itemCount(page, 'Edit Fields')).toBe('30 items'));
    await eventually(async () => expect(await itemCount(page, 'Manual')).toBe('1 item'));
    await page.getByText('Workflow executed successfully').waitFor();
    await eventually(async () => expect(await page.title()).toMatch(/^▶️ Run /));
    await screenshot(page, 'run-workflow-success');

    // Delete the execution data, then run only up to Code from its hover toolbar.
    await page.getByTestId('delete-execution-data-button').click();
    await canvasNode(page, 'Code').getByTestId('node-success').waitFor({ state: 'detached' });
    await canvasNode(page, 'Code').hover();
    await canvasNode(page, 'Code').getByTestId('node-execute').click();
    await eventually(async () => expect(await itemCount(page, 'Code')).toBe('30 items'));
    await eventually(async () => expect(await canvasNode(page, 'Edit Fields').getByTestId('node-success').count()).toBe(0));
    await screenshot(page, 'run-workflow-single-node');
  });

  it('shows the items of a run too large to push in the output panel once the editor has read them', async () => {
    const { page } = browser();
    const large = {
      ...thirty,
      parameters: { mode: 'runOnceForAllItems', jsCode: "return Array.from({ length: 5000 }, (_, i) => ({ json: { i, name: 'Row ' + i, text: 'x'.repeat(100) } }));" },
    };
    const id = await create(baseUrl, { name: `Large ${unique()}`, nodes: [trigger, large], connections: { Manual: { main: [to('Code')] } } });
    await open(page, baseUrl, id);
    await executeButton(page).click();
    await eventually(async () => expect(await itemCount(page, 'Code')).toBe('5000 items'));
    await page.getByText('Workflow executed successfully').waitFor();
    await canvasNode(page, 'Code').dblclick();
    await eventually(async () => expect(await page.getByTestId('ndv-output-item-count').textContent()).toBe('5000 items'));
    await page.getByTestId('ndv-output-mode').getByText('JSON', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-json').textContent()).toContain('"name": "Row 0"'));
  });

  it('blocks a run whose path has a node with a missing required parameter and lists the issue', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      name: `Issues ${unique()}`,
      nodes: [trigger, { id: 'http', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [260, 0], parameters: { url: '' } }],
      connections: { Manual: { main: [to('HTTP Request')] } },
    });
    await open(page, baseUrl, id);
    await executeButton(page).click();
    await page.getByText('Workflow has issues').waitFor();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Workflow has issues' });
    await eventually(async () => expect(await toast.textContent()).toContain('Please fix them before executing'));
    await eventually(async () => expect(await toast.textContent()).toMatch(/HTTP Request: URL/));
    await settledScreenshot(page, 'run-workflow-issues');
    const executions = await api<{ count: number }>(baseUrl, 'GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: id }))}`);
    expect(executions.count).toBe(0);
  });

  it('listens for a test webhook in the trigger panel; a call to the test URL runs the workflow in the editor', async () => {
    const { page } = browser();
    const path = `listen-${unique()}`;
    const id = await create(baseUrl, {
      name: `Webhook ${unique()}`,
      nodes: [
        { id: 'hook', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], webhookId: `wh-${path}`, parameters: { path, httpMethod: 'POST' } },
        { ...editFields, parameters: { assignments: { assignments: [{ id: 'a', name: 'got', value: '={{ $json.body.value }}', type: 'string' }] }, options: {} } },
      ],
      connections: { Webhook: { main: [to('Edit Fields')] } },
    });
    await open(page, baseUrl, id);
    await executeButton(page).click();
    await buttonSays(page, 'Waiting for trigger event');
    await page.getByTestId('stop-waiting-button').waitFor();
    await screenshot(page, 'run-workflow-waiting');

    await canvasNode(page, 'Webhook').dblclick();
    await page.getByTestId('trigger-panel').waitFor();
    await page.getByTestId('trigger-panel-listening').waitFor();
    const url = (await page.getByTestId('trigger-panel-test-url').textContent()) ?? '';
    expect(url).toBe(`${baseUrl}/webhook-test/${path}`);
    await screenshot(page, 'run-workflow-trigger-panel');

    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value: 'from curl' }) });
    expect(response.status).toBe(200);
    await response.text();
    await page.getByTestId('trigger-panel-listening').waitFor({ state: 'detached' });
    await page.getByTestId('ndv-back').click();
    await eventually(async () => expect(await itemCount(page, 'Edit Fields')).toBe('1 item'));
    await buttonSays(page, 'Execute workflow');
    await screenshot(page, 'run-workflow-webhook-ran');
  });

  it("prints a Code node's console.log in the browser console of the tab that ran it", async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      name: `Console ${unique()}`,
      nodes: [trigger, { ...thirty, parameters: { mode: 'runOnceForAllItems', jsCode: "console.log('hello from code', { n: 1 });\nreturn [{ json: {} }];" } }],
      connections: { Manual: { main: [to('Code')] } },
    });
    await open(page, baseUrl, id);
    const printed = page.waitForEvent('console', (message) => message.text().includes('hello from code'));
    await executeButton(page).click();
    const message = await printed;
    expect(message.text()).toMatch(/^\[Node: "Code"\] hello from code/);
  });

  it('stops a long run', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      name: `Long ${unique()}`,
      nodes: [trigger, { id: 'wait', name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [260, 0], webhookId: `wait-${unique()}`, parameters: { resume: 'timeInterval', amount: 30, unit: 'seconds' } }],
      connections: { Manual: { main: [to('Wait')] } },
    });
    await open(page, baseUrl, id);
    await executeButton(page).click();
    await canvasNode(page, 'Wait').getByTestId('node-running').waitFor();
    await buttonSays(page, 'Executing workflow');
    await eventually(async () => expect(await page.title()).toMatch(/^🔄 Long /));
    await screenshot(page, 'run-workflow-executing');
    await page.getByTestId('stop-execution-button').click();
    await buttonSays(page, 'Execute workflow');
    await canvasNode(page, 'Wait').getByTestId('node-running').waitFor({ state: 'detached' });
    const current = await api<unknown[]>(baseUrl, 'GET', `/executions-current?filter=${encodeURIComponent(JSON.stringify({ workflowId: id }))}`);
    expect(current).toEqual([]);
  });
});

describe('live connection', () => {
  const browser = useBrowser();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("shows 'Connection lost' while the server is down and recovers once it is back", async () => {
    server = await startServer();
    const { page } = browser();
    const id = await create(server.baseUrl, { name: `Connection ${unique()}`, nodes: [trigger], connections: {} });
    await page.goto(`${server.baseUrl}/workflow/${id}`);
    await screenshot(page, 'run-workflow-connection-before');
    await page.getByTestId('canvas').waitFor();
    await page.getByTestId('workflow-header').getByText('Save', { exact: false }).first().waitFor();

    await server.kill();
    await page.getByTestId('connection-lost').waitFor({ timeout: 10_000 });
    await eventually(async () => expect(await page.getByTestId('connection-lost').textContent()).toBe('Connection lost'));
    await screenshot(page, 'run-workflow-connection-lost');
    await executeButton(page).click();
    await page.getByText('Lost connection to the server').first().waitFor();

    server = await startServer({}, { port: server.port, userFolder: server.userFolder });
    await page.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(page, 'run-workflow-reconnected');
  });
});
