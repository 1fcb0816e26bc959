import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
}

interface ListedExecution {
  id: string;
  workflowId: string | null;
  status: string;
  mode: string;
  retryOf: string | null;
  retrySuccessId: string | null;
}

const baseUrl = sharedBaseUrl();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ORDERS = `Orders ${unique}`;
const APPROVALS = `Approvals ${unique}`;
const SLOW = `Slow ${unique}`;

const failingCode = "if ($input.first().json.query.fail) throw new Error('Order rejected');\nreturn $input.all();";

/** Webhook (answers at once) -> next node; activated so that calling its path runs it in production. */
function webhookWorkflow(name: string, path: string, next: Record<string, unknown>) {
  return {
    name,
    nodes: [
      {
        id: 'hook', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [100, 200],
        parameters: { path, httpMethod: 'GET' }, webhookId: `wh-${path}`,
      },
      { id: 'next', position: [360, 200], ...next },
    ],
    connections: { Webhook: { main: [[{ node: next.name as string, type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' },
  };
}

const codeNode = (jsCode: string) => ({ name: 'Check order', type: 'n8n-nodes-base.code', typeVersion: 2, parameters: { mode: 'runOnceForAllItems', jsCode } });
const waitNode = (parameters: Record<string, unknown>) => ({ name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, webhookId: `wait-${unique}-${String(parameters.resume)}`, parameters });

async function createActive(body: object): Promise<Saved> {
  const saved = await api<Saved>(baseUrl, 'POST', '/workflows', body);
  await api(baseUrl, 'PATCH', `/workflows/${saved.id}`, { active: true });
  return saved;
}

async function call(path: string, query = ''): Promise<void> {
  const response = await fetch(`${baseUrl}/webhook/${path}${query}`);
  expect(response.status).toBe(200);
  await response.text();
}

async function listed(filter: object): Promise<{ results: ListedExecution[]; count: number }> {
  return api(baseUrl, 'GET', `/executions?limit=100&filter=${encodeURIComponent(JSON.stringify(filter))}`);
}

async function untilListed(filter: object, count: number): Promise<ListedExecution[]> {
  return eventually(async () => {
    const page = await listed(filter);
    expect(page.count, `executions listed for ${JSON.stringify(filter)}`).toBe(count);
    return page.results;
  }, { timeout: 15_000 });
}

async function openList(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/workflow`);
  await page.getByTestId('canvas').waitFor();
  await page.getByTestId('sidebar-executions').click();
  await page.getByTestId('executions-modal').waitFor();
}

async function choose(page: Page, select: 'workflow' | 'status', label: string): Promise<void> {
  await page.getByTestId(`executions-filter-${select}`).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The confirmation has finished fading in (a screenshot taken earlier shows it half transparent). */
const confirmShown = `(() => {
  const dialog = document.querySelector('[data-testid="executions-delete-confirm"]')?.closest('[role="dialog"]');
  return dialog != null && getComputedStyle(dialog).opacity === '1';
})()`;

const rowIds = (page: Page) => page.getByTestId('execution-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-execution-id')));
const row = (page: Page, id: string) => page.locator(`[data-testid="execution-row"][data-execution-id="${id}"]`);

describe('executions list', () => {
  const browser = useBrowser();
  let orders: Saved;
  let approvals: Saved;
  let failedId = '';

  beforeAll(async () => {
    orders = await createActive(webhookWorkflow(ORDERS, `orders-${unique}`, codeNode(failingCode)));
    approvals = await createActive(webhookWorkflow(APPROVALS, `approvals-${unique}`, waitNode({ resume: 'webhook', httpMethod: 'POST' })));
    for (let i = 0; i < 11; i++) await call(`orders-${unique}`);
    await call(`orders-${unique}`, '?fail=1');
    await call(`approvals-${unique}`);
    await untilListed({ workflowId: orders.id }, 12);
    await untilListed({ workflowId: approvals.id, waitTill: true }, 1);
    failedId = (await untilListed({ workflowId: orders.id, finished: false }, 1))[0]?.id ?? '';
  });

  it('filters by workflow and status, and loads more past the first 10', async () => {
    const { page } = browser();
    await openList(page);
    await choose(page, 'workflow', ORDERS);
    await page.getByTestId('executions-shown').filter({ hasText: 'Showing 10 of 12 executions' }).waitFor();
    await eventually(async () => expect(await page.getByTestId('execution-row').count()).toBe(10));
    await eventually(async () => expect(await page.getByTestId('execution-workflow-name').allTextContents()).toEqual(Array(10).fill(ORDERS)));

    await page.getByTestId('executions-load-more').click();
    await page.getByTestId('executions-shown').filter({ hasText: 'Showing 12 of 12 executions' }).waitFor();
    const ids = (await rowIds(page)).map(Number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await eventually(async () => expect(await page.getByTestId('executions-load-more').count()).toBe(0));
    await screenshot(page, 'executions-list');

    await choose(page, 'status', 'Error');
    await page.getByTestId('executions-shown').filter({ hasText: 'Showing 1 of 1 execution' }).waitFor();
    await eventually(async () => expect(await rowIds(page)).toEqual([failedId]));
    await eventually(async () => expect(await row(page, failedId).getByTestId('execution-status').textContent()).toBe('Error'));
    await eventually(async () => expect(await row(page, failedId).getByTestId('execution-retry').count()).toBe(1));

    await choose(page, 'status', 'Waiting');
    await choose(page, 'workflow', 'All workflows');
    await page.getByTestId('execution-row').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('execution-workflow-name').allTextContents()).toEqual([APPROVALS]));
    await eventually(async () => expect(await page.getByTestId('execution-status').textContent()).toBe('Waiting'));
    await eventually(async () => expect(await page.getByTestId('execution-status-detail').textContent()).toContain('indefinitely'));
    await eventually(async () => expect(await page.getByTestId('execution-stop').count()).toBe(1));
    await screenshot(page, 'executions-list-waiting');
  });

  it('shows new and running executions without a click, with a ticking timer, and stops one', async () => {
    const slow = await createActive(webhookWorkflow(SLOW, `slow-${unique}`, waitNode({ resume: 'timeInterval', amount: 40, unit: 'seconds' })));
    const { page } = browser();
    await openList(page);
    await eventually(async () => expect(await page.getByTestId('executions-auto-refresh').isChecked()).toBe(true));
    await choose(page, 'workflow', ORDERS);
    await page.getByTestId('executions-shown').filter({ hasText: 'Showing 10 of 12 executions' }).waitFor();
    // The count can show before the rows do: the ten rows, once drawn, are what the new one goes above.
    const before = await eventually(async () => {
      const ids = await rowIds(page);
      expect(ids).toHaveLength(10);
      return ids;
    });

    await call(`orders-${unique}`);
    const [newest] = await untilListed({ workflowId: orders.id }, 13);
    await row(page, newest?.id ?? '').waitFor({ timeout: 10_000 });
    await eventually(async () => expect((await rowIds(page)).slice(1)).toEqual(before));

    await choose(page, 'workflow', SLOW);
    await call(`slow-${unique}`);
    const running = page.locator('[data-testid="execution-row"]:has([data-status="running"])');
    await running.waitFor({ timeout: 10_000 });
    const timer = running.getByTestId('execution-timer');
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await eventually(async () => expect(await timer.textContent()).toMatch(/^\d+ s$/));
    await screenshot(page, 'executions-list-running');

    await running.getByTestId('execution-stop').click();
    await page.getByText('Execution stopped').waitFor();
    await page.locator('[data-testid="execution-row"]:has([data-status="error"])').waitFor({ timeout: 10_000 });
    await eventually(async () => expect(await page.locator('[data-status="running"]').count()).toBe(0));
    await eventually(async () => expect((await listed({ workflowId: slow.id })).results[0]?.status).toBe('canceled'));
  });

  it('retries a failed execution with the saved workflow and shows the retry', async () => {
    // The saved workflow no longer rejects orders, so its retry succeeds where the original failed.
    const stored = await api<{ nodes: Array<{ name: string; parameters: Record<string, unknown> }> }>(baseUrl, 'GET', `/workflows/${orders.id}`);
    const nodes = stored.nodes.map((node) => (node.name === 'Check order' ? { ...node, parameters: { ...node.parameters, jsCode: 'return $input.all();' } } : node));
    await api(baseUrl, 'PATCH', `/workflows/${orders.id}`, { nodes });

    const { page } = browser();
    await openList(page);
    await choose(page, 'workflow', ORDERS);
    await choose(page, 'status', 'Error');
    await row(page, failedId).waitFor();
    await row(page, failedId).getByTestId('execution-retry').click();
    await screenshot(page, 'executions-list-retry-menu');
    await page.getByTestId('execution-retry-saved').click();
    await page.getByText('Retry successful').waitFor();

    await choose(page, 'status', 'Any status');
    const retryRow = page.locator('[data-testid="execution-row"]', { has: page.getByTestId('execution-mode').filter({ hasText: `Retry of #${failedId}` }) });
    await retryRow.waitFor({ timeout: 10_000 });
    await eventually(async () => expect(await retryRow.getByTestId('execution-status').getAttribute('data-status')).toBe('success'));
    const retryId = await retryRow.getAttribute('data-execution-id');
    await row(page, failedId).getByTestId('execution-status-detail').filter({ hasText: `Retry #${retryId} succeeded` }).waitFor({ timeout: 10_000 });
    await eventually(async () => expect(await row(page, failedId).getByTestId('execution-retry').count()).toBe(0));
  });

  it('deletes ticked executions, and every match, after confirming how many', async () => {
    const { page } = browser();
    await openList(page);
    await choose(page, 'workflow', ORDERS);
    const ids = await eventually(async () => {
      const shown = await rowIds(page);
      expect(shown.length).toBeGreaterThanOrEqual(4);
      return shown;
    });
    const doomed = ids.slice(1, 4) as string[];
    for (const id of doomed) await row(page, id).getByTestId('execution-select').check();
    await page.getByTestId('executions-delete').filter({ hasText: 'Delete 3 executions' }).click();
    await page.getByText('Delete 3 executions?').waitFor();
    await page.waitForFunction(confirmShown);
    await screenshot(page, 'executions-list-delete-confirm');
    await page.getByTestId('executions-delete-confirm-button').click();
    await page.getByText('3 executions were deleted.').waitFor();
    for (const id of doomed) await row(page, id).waitFor({ state: 'detached' });
    const left = (await listed({ workflowId: orders.id })).results.map((e) => e.id);
    expect(left.filter((id) => doomed.includes(id))).toEqual([]);
    expect(left).toHaveLength(11);

    // The refreshed page is full again, 10 of the 11: 'select all' reaches the one not loaded too.
    await page.getByTestId('executions-shown').filter({ hasText: 'Showing 10 of 11 executions' }).waitFor();
    await page.getByTestId('executions-select-page').check();
    await page.getByTestId('executions-select-all-bar').filter({ hasText: 'All 10 executions on this page are selected.' }).waitFor();
    await page.getByTestId('executions-select-all-matching').filter({ hasText: 'Select all 11 executions that match' }).click();
    await page.getByTestId('executions-select-all-bar').filter({ hasText: 'All 11 executions that match are selected.' }).waitFor();
    await screenshot(page, 'executions-list-select-all');
    await page.getByTestId('executions-delete').filter({ hasText: 'Delete 11 executions' }).click();
    await page.getByText('Delete 11 executions?').waitFor();
    await page.getByTestId('executions-delete-confirm-button').click();
    await page.getByTestId('executions-empty').waitFor();
    await eventually(async () => expect((await listed({ workflowId: orders.id })).count).toBe(0));
    await eventually(async () => expect((await listed({ workflowId: approvals.id })).count).toBe(1));
  });

  it('opens an execution from its row and closes the list', async () => {
    const { page } = browser();
    await openList(page);
    await choose(page, 'workflow', APPROVALS);
    const [waiting] = (await listed({ workflowId: approvals.id })).results;

    // Ctrl-click opens it in a new tab and leaves the list open.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), row(page, waiting?.id ?? '').click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === `/execution/${waiting?.id}`);
    await tab.close();
    await page.getByTestId('executions-modal').waitFor();

    await row(page, waiting?.id ?? '').click();
    await page.waitForURL((url) => url.pathname === `/execution/${waiting?.id}`);
    await page.getByTestId('executions-modal').waitFor({ state: 'detached' });
    await page.getByTestId('execution-id').filter({ hasText: `Execution #${waiting?.id}` }).waitFor();
  });
});
