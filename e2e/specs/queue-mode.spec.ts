import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { executionRowInList } from '../harness/executions.js';
import { startQueueMode, type QueueSetup } from '../harness/queue-mode.js';

/*
 * Issue 31 acceptance (editor): in queue mode a run started from the editor runs on a real `weft
 * worker` process, and the canvas follows it live as the worker's progress comes back through Redis;
 * the executions list and the execution name that worker. Community packages cannot be installed there.
 */

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NAME = `Queued ${unique}`;

const workflow = {
  name: NAME,
  // Manual runs are kept only when the workflow says so (the instance's default drops them).
  settings: { executionOrder: 'v1', saveManualExecutions: true },
  nodes: [
    { id: 'trigger', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'wait', name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [260, 0], webhookId: `wait-${unique}`,
      parameters: { resume: 'timeInterval', amount: 3, unit: 'seconds' },
    },
    {
      id: 'set', name: 'Edit Fields', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [520, 0],
      parameters: { assignments: { assignments: [{ id: 'a', name: 'ranOn', value: 'a worker', type: 'string' }] }, options: {} },
    },
  ],
  connections: { Manual: { main: [to('Wait')] }, Wait: { main: [to('Edit Fields')] } },
};

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);

async function itemCount(page: Page, name: string): Promise<string | null> {
  const success = canvasNode(page, name).getByTestId('node-success');
  await success.waitFor({ timeout: 15_000 });
  return success.textContent();
}

/** Opens the workflow, runs it with the run button and answers the button once the Wait node shows as running. */
async function runFromEditor(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByTestId('canvas').waitFor();
  const runButton = page.getByTestId('execute-workflow-button');
  await runButton.getByText('Execute workflow', { exact: true }).waitFor();
  await runButton.click();
  await canvasNode(page, 'Wait').getByTestId('node-running').waitFor();
  return runButton;
}

describe('queue mode in the editor', { timeout: 120_000 }, () => {
  const browser = useBrowser();
  let queue: QueueSetup | undefined;
  let workflowId = '';
  let executionId = '';

  beforeAll(async () => {
    queue = await startQueueMode();
    workflowId = (await api<{ id: string }>(queue.main.baseUrl, 'POST', '/workflows', workflow)).id;
  });
  afterAll(async () => {
    await queue?.stop();
  });
  const setup = () => {
    if (!queue) throw new Error('Queue mode is started in beforeAll');
    return queue;
  };

  it('runs a workflow on the worker from the editor and shows each node running, then its items', async () => {
    const { main, workerId } = setup();
    const { page } = browser();
    const runButton = await runFromEditor(page, `${main.baseUrl}/workflow/${workflowId}`);
    await runButton.getByText('Executing workflow', { exact: true }).waitFor();
    await eventually(async () => expect(await itemCount(page, 'Manual')).toBe('1 item'));
    // Not settled: the running node's spinner turns until the node has run.
    await screenshot(page, 'queue-mode-running');

    await eventually(async () => expect(await itemCount(page, 'Wait')).toBe('1 item'));
    await eventually(async () => expect(await itemCount(page, 'Edit Fields')).toBe('1 item'));
    await page.getByText('Workflow executed successfully').waitFor();
    await canvasNode(page, 'Wait').getByTestId('node-running').waitFor({ state: 'detached' });
    await runButton.getByText('Execute workflow', { exact: true }).waitFor();
    await settledScreenshot(page, 'queue-mode-succeeded');

    const filter = encodeURIComponent(JSON.stringify({ workflowId }));
    const listed = await api<{ results: Array<{ id: string; status: string; workerId?: string }> }>(main.baseUrl, 'GET', `/executions?filter=${filter}`);
    expect(listed.results.map(({ status, workerId: worker }) => ({ status, worker }))).toEqual([{ status: 'success', worker: workerId }]);
    executionId = listed.results[0]?.id ?? '';
  });

  it('names the worker in the executions list and on the execution', async () => {
    const { workerId } = setup();
    expect(executionId, 'the run of the first test').not.toBe('');
    const { page } = browser();
    const row = await executionRowInList(page, executionId, NAME);
    await eventually(async () => expect(await row.getByTestId('execution-worker').textContent()).toBe(`Worker: ${workerId}`));
    await eventually(async () => expect(await row.getByTestId('execution-status').getAttribute('data-status')).toBe('success'));
    await settledScreenshot(page, 'queue-mode-executions-list');

    await row.click();
    await page.waitForURL((url) => url.pathname === `/execution/${executionId}`);
    const header = page.getByTestId('workflow-header');
    await header.getByTestId('execution-id').filter({ hasText: `Execution #${executionId}` }).waitFor();
    await eventually(async () => expect(await header.getByTestId('execution-worker').textContent()).toBe(`Worker: ${workerId}`));
    await eventually(async () => expect(await itemCount(page, 'Edit Fields')).toBe('1 item'));
    await settledScreenshot(page, 'queue-mode-execution');
  });

  it('shows the worker of a running execution in the list and stops the run there', async () => {
    const { main, workerId } = setup();
    const long = {
      ...workflow, name: `Long ${unique}`,
      nodes: workflow.nodes.map((node) => (node.name === 'Wait' ? { ...node, webhookId: `long-${unique}`, parameters: { ...node.parameters, amount: 30 } } : node)),
    };
    const id = (await api<{ id: string }>(main.baseUrl, 'POST', '/workflows', long)).id;
    const { page } = browser();
    const runButton = await runFromEditor(page, `${main.baseUrl}/workflow/${id}`);

    await page.getByTestId('sidebar-executions').click();
    await page.getByTestId('executions-modal').waitFor();
    const running = page.locator('[data-testid="execution-row"]:has([data-status="running"])');
    await running.waitFor({ timeout: 10_000 });
    await eventually(async () => expect(await running.getByTestId('execution-workflow-name').textContent()).toBe(long.name));
    await eventually(async () => expect(await running.getByTestId('execution-worker').textContent()).toBe(`Worker: ${workerId}`));
    await screenshot(page, 'queue-mode-executions-running');
    const filter = encodeURIComponent(JSON.stringify({ workflowId: id }));
    const current = await api<Array<{ status: string; workerId?: string }>>(main.baseUrl, 'GET', `/executions-current?filter=${filter}`);
    expect(current.map((e) => ({ status: e.status, worker: e.workerId }))).toEqual([{ status: 'running', worker: workerId }]);

    await running.getByTestId('execution-stop').click();
    await page.getByText('Execution stopped').waitFor();
    await eventually(async () => expect(await page.locator('[data-status="running"]').count()).toBe(0));
    await page.keyboard.press('Escape');
    await page.getByTestId('executions-modal').waitFor({ state: 'detached' });
    await runButton.getByText('Execute workflow', { exact: true }).waitFor();
    await canvasNode(page, 'Wait').getByTestId('node-running').waitFor({ state: 'detached' });
    await eventually(async () => {
      const { results } = await api<{ results: Array<{ status: string }> }>(main.baseUrl, 'GET', `/executions?filter=${filter}`);
      expect(results.map((e) => e.status)).toEqual(['canceled']);
    });
  });

  it('hides the community package install button and says why', async () => {
    const { main } = setup();
    const { page } = browser();
    await page.goto(`${main.baseUrl}/settings/community-nodes`);
    const warning = page.getByTestId('community-warning');
    await eventually(async () => expect(await warning.textContent()).toContain('this instance runs in queue mode'));
    expect(await page.getByTestId('community-install-open').count()).toBe(0);
    await settledScreenshot(page, 'queue-mode-community-nodes');
  });
});
