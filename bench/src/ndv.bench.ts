import type { Page } from 'playwright-core';
import { launchChromium } from '../../e2e/harness/chromium.js';
import { api } from '../../e2e/harness/api.js';
import { startServer } from '../../e2e/harness/server.js';

const ITEM_COUNT = 10_000;
const OPENINGS = 5;


/** Manual trigger -> a Code node returning 10,000 orders of a dozen fields, a nested customer among them. */
function bigOutputWorkflow() {
  const jsCode = `return Array.from({ length: ${ITEM_COUNT} }, (_, i) => ({ json: {
    id: i, orderNumber: 'ORD-' + (100000 + i), status: i % 3 ? 'shipped' : 'pending', total: Math.round(i * 13.7) / 10,
    currency: 'EUR', createdAt: new Date(1700000000000 + i * 60000).toISOString(), items: i % 5 + 1,
    customer: { id: 'c' + (i % 700), name: 'Customer ' + (i % 700), email: 'customer' + (i % 700) + '@example.com' },
    tags: ['web', i % 2 ? 'repeat' : 'new'], note: 'Leave the parcel at the door if nobody answers the bell.',
  } }));`;
  return {
    name: `NDV bench ${Date.now()}`,
    nodes: [
      { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'orders', name: 'Orders', type: 'n8n-nodes-base.code', typeVersion: 2, position: [260, 0], parameters: { mode: 'runOnceForAllItems', jsCode } },
    ],
    connections: { Start: { main: [[{ node: 'Orders', type: 'main', index: 0 }]] } },
  };
}

const rest = api;

async function finishedExecution(baseUrl: string, workflow: ReturnType<typeof bigOutputWorkflow>, workflowId: string): Promise<string> {
  const saved = { id: workflowId };
  const { executionId } = await rest<{ executionId: string }>(baseUrl, 'POST', '/workflows/run', { workflowData: { ...workflow, id: saved.id } });
  for (let attempt = 0; attempt < 600; attempt++) {
    const execution = await rest<{ finished: boolean; status: string }>(baseUrl, 'GET', `/executions/${executionId}`);
    if (execution.finished) return executionId;
    if (execution.status === 'error') throw new Error(`the bench execution ${executionId} failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the bench execution ${executionId} did not finish`);
}

/**
 * Double-clicks the node and measures, in the page, from the double-click event to the first frame
 * after the first table row of the output is in the document.
 */
async function timeToFirstRow(page: Page): Promise<number> {
  // Page code is passed as text: the bench compiles without the DOM library.
  const measured = page.evaluate<number>(`new Promise((resolve) => {
    let clickedAt = 0;
    window.addEventListener('dblclick', () => { clickedAt = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (clickedAt === 0 || !document.querySelector('[data-testid="ndv-output-data"] [data-testid="ndv-table-row"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })`);
  await page.locator('[data-testid="canvas-node"][data-node-name="Orders"]').dblclick();
  const ms = await measured;
  await page.keyboard.press('Escape');
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function runNdvBench(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const workflow = bigOutputWorkflow();
    const { id: workflowId } = await rest<{ id: string }>(server.baseUrl, 'POST', '/workflows', workflow);
    const executionId = await finishedExecution(server.baseUrl, workflow, workflowId);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/execution/${executionId}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="Orders"]').waitFor();
    const pastTimes: number[] = [];
    for (let i = 0; i < OPENINGS; i++) pastTimes.push(await timeToFirstRow(page));

    // The same run made in the editor: its items arrive over the live connection (or are read at its end).
    await page.goto(`${server.baseUrl}/workflow/${workflowId}`);
    await page.getByTestId('execute-workflow-button').click();
    await page.locator('[data-testid="canvas-node"][data-node-name="Orders"] [data-testid="node-success"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="canvas-node"][data-node-name="Orders"]').dblclick();
    await page.locator('[data-testid="ndv-output-data"] [data-testid="ndv-table-row"]').first().waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    const editorTimes: number[] = [];
    for (let i = 0; i < OPENINGS; i++) editorTimes.push(await timeToFirstRow(page));

    console.log(`node details view (${ITEM_COUNT.toLocaleString('en')} output items, headless Chromium 1440x900): double-click to first table row shown (goal <= 300 ms)`);
    console.log(`  past execution (/execution/:id): first ${pastTimes[0]?.toFixed(0)} ms, median of ${OPENINGS} ${median(pastTimes).toFixed(0)} ms`);
    console.log(`  editor, after running the workflow: median of ${OPENINGS} ${median(editorTimes).toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runNdvBench();
