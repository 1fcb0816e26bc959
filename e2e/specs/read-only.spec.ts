import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { executionEnded } from '../harness/executions.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (name: string) => [{ node: name, type: 'main', index: 0 }];

function greetingWorkflow() {
  return {
    name: `Read-only ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    nodes: [
      { id: 'ro-1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'ro-2', name: 'Greet', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [240, 0],
        parameters: { assignments: { assignments: [{ id: 'g', name: 'greeting', value: 'hello', type: 'string' }] } },
      },
      { id: 'ro-3', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 0], parameters: {} },
    ],
    connections: { Start: { main: [to('Greet')] }, Greet: { main: [to('Done')] } },
  };
}


/** Saves the workflow, runs it manually and waits until the stored execution has finished. */
async function finishedExecution(baseUrl: string): Promise<{ executionId: string; workflowId: string; name: string }> {
  const workflow = greetingWorkflow();
  const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
  const { executionId } = await api<{ executionId: string }>(baseUrl, 'POST', '/workflows/run', {
    workflowData: { ...workflow, id: saved.id },
  });
  await executionEnded(baseUrl, executionId);
  return { executionId, workflowId: saved.id, name: workflow.name };
}

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const readOnlyToast = (page: Page) => page.locator('.mantine-Notification-root').filter({ hasText: 'Cannot edit here' });

describe('read-only canvas', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('shows a past execution with each node marked by its run, and no editing controls', async () => {
    const { executionId, workflowId, name } = await finishedExecution(baseUrl);
    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await canvasNode(page, 'Done').waitFor();

    await eventually(async () => expect(await page.getByTestId('execution-id').textContent()).toBe(`Execution #${executionId}`));
    await page.getByTestId('read-only-notice').waitFor();
    await eventually(async () => expect(await page.getByTestId('execution-workflow-link').textContent()).toBe(name));

    for (const node of ['Start', 'Greet', 'Done']) {
      await eventually(async () => expect(await canvasNode(page, node).getAttribute('data-run')).toBe('success'));
    }
    await eventually(async () => expect(await canvasNode(page, 'Greet').getByTestId('node-success').textContent()).toBe('1 item'));

    await eventually(async () => expect(await page.getByTestId('canvas-add-node').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('canvas-add-sticky').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('zoom-menu').count()).toBe(0));
    await canvasNode(page, 'Greet').hover();
    await eventually(async () => expect(await page.getByTestId('node-toolbar').count()).toBe(0));
    await screenshot(page, 'read-only-execution');

    await page.getByTestId('execution-workflow-link').click();
    await page.waitForURL(`${baseUrl}/workflow/${workflowId}`);
  });

  it('refuses edits with a toast that stays open, and leaves the workflow as it was', async () => {
    const { executionId } = await finishedExecution(baseUrl);
    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await canvasNode(page, 'Greet').waitFor();

    await canvasNode(page, 'Greet').click({ position: { x: 30, y: 70 } });
    await page.locator('[data-node-name="Greet"][data-selected="true"]').waitFor();
    await page.keyboard.press('Delete');
    await readOnlyToast(page).waitFor();
    await eventually(async () => expect(await canvasNode(page, 'Greet').count()).toBe(1));
    await readOnlyToast(page).locator('.mantine-Notification-closeButton').click();
    await readOnlyToast(page).waitFor({ state: 'detached' });

    // A drag from an output towards another node's input connects nothing and explains why.
    const output = await canvasNode(page, 'Start').getByTestId('output-handle').boundingBox();
    const input = await canvasNode(page, 'Done').getByTestId('input-handle').boundingBox();
    if (!output || !input) throw new Error('handles not visible');
    await page.mouse.move(output.x + output.width / 2, output.y + output.height / 2);
    await page.mouse.down();
    await page.mouse.move(input.x + input.width / 2, input.y + input.height / 2, { steps: 8 });
    await page.mouse.up();
    await readOnlyToast(page).waitFor();
    // Two edges still: Start -> Greet and Greet -> Done.
    await page.waitForFunction(`document.querySelectorAll('.react-flow__edge').length === 2`);

    await page.keyboard.press('F2');
    await eventually(async () => expect(await page.getByTestId('rename-input').count()).toBe(0));
  });
});
