import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const workflow = {
  name: 'Greeting pipeline',
  nodes: [
    { id: 'a1', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'b2', name: 'Set greeting', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [240, 0],
      parameters: { assignments: { assignments: [{ id: 'x', name: 'greeting', value: 'hello', type: 'string' }] } },
    },
    { id: 'c3', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 0], parameters: {} },
  ],
  connections: {
    'When clicking ‘Execute workflow’': { main: [[{ node: 'Set greeting', type: 'main', index: 0 }]] },
    'Set greeting': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
  },
};

describe('canvas', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('shows the nodes and connections of a workflow created through the API', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas').waitFor();

    const nodes = page.getByTestId('canvas-node');
    await nodes.first().waitFor();
    await eventually(async () => expect(await nodes.count()).toBe(3));
    for (const node of workflow.nodes) {
      const element = page.locator(`[data-testid="canvas-node"][data-node-name="${node.name}"]`);
      await eventually(async () => expect(await element.innerText()).toContain(node.name));
    }
    // A straight edge has a zero-height box, which Playwright counts as hidden: wait for it in the DOM.
    await page.locator('.react-flow__edge').nth(1).waitFor({ state: 'attached' });
    await eventually(async () => expect(await page.locator('.react-flow__edge').count()).toBe(2));
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).toContain('Greeting pipeline'));

    const file = await screenshot(page, 'canvas');
    expect(file).toMatch(/canvas\.png$/);
  });
});
