import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const TRIGGER_NAME = 'When clicking ‘Execute workflow’';

function uniqueName(label: string): string {
  return `Node creator ${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** A saved workflow holding just a Manual Trigger, opened on the canvas. */
async function openWorkflowWithTrigger(page: Page, baseUrl: string, label: string): Promise<void> {
  const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
    name: uniqueName(label),
    nodes: [{ id: 'trigger-1', name: TRIGGER_NAME, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [240, 300], parameters: {} }],
    connections: {},
  });
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await page.getByTestId('canvas-node').first().waitFor();
}

function canvasNode(page: Page, name: string) {
  return page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
}

async function openCreator(page: Page) {
  await page.getByTestId('canvas-add-node').click();
  const panel = page.getByTestId('node-creator');
  await panel.waitFor();
  return panel;
}

describe('node creator', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('adds a node found by search with the keyboard and closes', async () => {
    const { page } = browser();
    await openWorkflowWithTrigger(page, baseUrl, 'search');
    const panel = await openCreator(page);
    // A workflow that has a trigger opens on All.
    await eventually(async () => expect(await panel.getAttribute('data-tab')).toBe('all'));

    const search = page.getByTestId('node-creator-search');
    await expect.poll(() => search.evaluate((el) => el.matches(':focus'))).toBe(true);
    await page.keyboard.type('http');
    const first = page.getByTestId('node-creator-item').first();
    await expect.poll(() => first.getAttribute('data-node-type')).toBe('n8n-nodes-base.httpRequest');
    await screenshot(page, 'node-creator-search');

    await page.keyboard.press('Enter');
    await canvasNode(page, 'HTTP Request').waitFor();
    await panel.waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(2));
  });

  it('opens on Trigger for a workflow without one, and adds a node from a subcategory', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    const panel = await openCreator(page);
    await eventually(async () => expect(await panel.getAttribute('data-tab')).toBe('trigger'));
    await page.getByTestId('node-creator-item').first().waitFor();
    await eventually(async () => {
      const triggers = await page.getByTestId('node-creator-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-node-type')));
      expect(triggers).toContain('n8n-nodes-base.manualTrigger');
      expect(triggers).not.toContain('n8n-nodes-base.if');
    });
    await screenshot(page, 'node-creator-triggers');

    await panel.getByText('All', { exact: true }).click();
    await expect.poll(() => panel.getAttribute('data-tab')).toBe('all');
    // The first category (Core Nodes) is open: its subcategories are listed.
    const flow = page.locator('[data-testid="node-creator-subcategory"][data-subcategory="Flow"]');
    await flow.click();
    await expect.poll(() => page.getByTestId('node-creator-title').textContent()).toBe('Flow');

    // Searching inside the subcategory, then going back, clears the search.
    await page.getByTestId('node-creator-search').fill('merge');
    await expect.poll(() => page.getByTestId('node-creator-item').count()).toBe(1);
    await page.getByTestId('node-creator-back').click();
    await expect.poll(() => page.getByTestId('node-creator-search').inputValue()).toBe('');
    await flow.waitFor();

    await flow.click();
    await page.locator('[data-testid="node-creator-item"][data-node-type="n8n-nodes-base.if"]').click();
    await canvasNode(page, 'If').waitFor();
    await panel.waitFor({ state: 'detached' });
  });

  it('moves through categories with the arrow keys and closes on Escape', async () => {
    const { page } = browser();
    await openWorkflowWithTrigger(page, baseUrl, 'keyboard');
    await openCreator(page);
    const active = page.locator('[data-testid="node-creator"] [role="option"][data-active="true"]');
    await expect.poll(() => active.getAttribute('data-category')).toBe('Core Nodes');
    // Left folds the open first category, Right unfolds it again.
    await page.keyboard.press('ArrowLeft');
    await page.locator('[data-testid="node-creator-subcategory"]').first().waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active.getAttribute('data-subcategory')).toBe('Flow');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('node-creator-title').textContent()).toBe('Flow');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => active.getAttribute('data-subcategory')).toBe('Flow');
    await page.keyboard.press('Escape');
    await page.getByTestId('node-creator').waitFor({ state: 'detached' });
  });

  it('offers HTTP Request and Webhook when nothing matches', async () => {
    const { page } = browser();
    await openWorkflowWithTrigger(page, baseUrl, 'no results');
    await openCreator(page);
    await page.getByTestId('node-creator-search').fill('zzqxj');
    await page.getByTestId('node-creator-no-results').waitFor();
    await eventually(async () => {
      const offered = await page.getByTestId('node-creator-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-node-type')));
      expect(offered.sort()).toEqual(['n8n-nodes-base.httpRequest', 'n8n-nodes-base.webhook']);
    });
    await eventually(async () => expect(await page.getByTestId('node-creator-request').getAttribute('href')).toMatch(/^https:\/\//));
    await screenshot(page, 'node-creator-no-results');
  });

  it('inserts a node on a connection: connected in between, the next node pushed right, saved as such', async () => {
    const { page } = browser();
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: uniqueName('insert'),
      nodes: [
        { id: 'trigger-1', name: TRIGGER_NAME, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [240, 300], parameters: {} },
        { id: 'done-1', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [500, 300], parameters: {} },
      ],
      connections: { [TRIGGER_NAME]: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
    });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Done').waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    // A level edge has no height, which Playwright counts as hidden: move the mouse onto it instead.
    const edgePath = page.locator('.react-flow__edge-interaction').first();
    await edgePath.waitFor({ state: 'attached' });
    const box = await edgePath.boundingBox();
    if (!box) throw new Error('the connection is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId('edge-add').click();
    const panel = page.getByTestId('node-creator');
    await panel.waitFor();
    // Adding after a node offers regular nodes.
    await eventually(async () => expect(await panel.getAttribute('data-tab')).toBe('regular'));
    await page.getByTestId('node-creator-search').fill('edit fields');
    await expect.poll(() => page.getByTestId('node-creator-item').first().getAttribute('data-node-type')).toBe('n8n-nodes-base.set');
    await page.keyboard.press('Enter');
    await canvasNode(page, 'Edit Fields').waitFor();
    // The added node opens in the node details view, as in n8n; Escape goes back to the canvas.
    await page.locator('[data-testid="ndv"][aria-label="Edit Fields"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await page.keyboard.press('Control+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: Array<{ name: string; type: string; position: [number, number] }>; connections: unknown }>(
      baseUrl, 'GET', `/workflows/${created.id}`,
    );
    expect(saved.connections).toEqual({
      [TRIGGER_NAME]: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
      'Edit Fields': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
    });
    const position = (name: string) => saved.nodes.find((node) => node.name === name)?.position;
    expect(position('Edit Fields')).toEqual([440, 300]);
    expect(position('Done')).toEqual([640, 300]);
  });

  it('lists the everyday node library under its subcategories', async () => {
    const { page } = browser();
    await openWorkflowWithTrigger(page, baseUrl, 'library');
    const panel = await openCreator(page);
    const expected: Record<string, string[]> = {
      Flow: ['switch', 'filter', 'compareDatasets', 'stopAndError'],
      'Data Transformation': ['splitOut', 'aggregate', 'limit', 'removeDuplicates', 'sort', 'summarize', 'renameKeys', 'dateTime', 'crypto', 'xml', 'html', 'markdown'],
      Files: ['convertToFile', 'extractFromFile', 'readWriteFile'],
      Helpers: ['emailSend', 'rssFeedRead', 'debugHelper', 'executionData'],
    };
    for (const [subcategory, types] of Object.entries(expected)) {
      await page.locator(`[data-testid="node-creator-subcategory"][data-subcategory="${subcategory}"]`).click();
      await expect.poll(() => page.getByTestId('node-creator-title').textContent()).toBe(subcategory);
      await eventually(async () => {
        const listed = await page.getByTestId('node-creator-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-node-type')));
        expect(listed, subcategory).toEqual(expect.arrayContaining(types.map((type) => `n8n-nodes-base.${type}`)));
      });
      if (subcategory === 'Data Transformation') await screenshot(page, 'node-creator-data-transformation');
      await page.getByTestId('node-creator-back').click();
    }
    // Legacy and trigger nodes of the library are found by search, each with its icon.
    await page.getByTestId('node-creator-search').fill('form');
    await expect.poll(() => page.getByTestId('node-creator-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-node-type'))))
      .toContain('n8n-nodes-base.formTrigger');
    await page.getByTestId('node-creator-search').fill('switch');
    await page.keyboard.press('Enter');
    await canvasNode(page, 'Switch').waitFor();
    await panel.waitFor({ state: 'detached' });
    // The icon loaded (a broken image has no natural width).
    const iconWidth = () => page.evaluate('document.querySelector(\'[data-testid="canvas-node"][data-node-name="Switch"] img\')?.naturalWidth ?? 0');
    await expect.poll(iconWidth).toBeGreaterThan(0);
  });

  it('draws a Switch with one output per rule and the fallback output, with their names', async () => {
    const { page } = browser();
    const rule = (value: string, key: string) => ({
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
        conditions: [{ id: key, leftValue: '={{ $json.kind }}', rightValue: value, operator: { type: 'string', operation: 'equals' } }],
        combinator: 'and',
      },
      renameOutput: true, outputKey: key,
    });
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: uniqueName('switch'),
      nodes: [
        { id: 'trigger-1', name: TRIGGER_NAME, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [240, 300], parameters: {} },
        {
          id: 'switch-1', name: 'Route', type: 'n8n-nodes-base.switch', typeVersion: 3.2, position: [460, 300],
          parameters: { rules: { values: [rule('a', 'Alpha'), rule('b', 'Beta')] }, options: { fallbackOutput: 'extra' } },
        },
      ],
      connections: { [TRIGGER_NAME]: { main: [[{ node: 'Route', type: 'main', index: 0 }]] } },
    });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    const route = canvasNode(page, 'Route');
    await route.waitFor();
    await expect.poll(() => route.getByTestId('output-handle').count()).toBe(3);
    await eventually(async () => expect(await route.locator('span').allInnerTexts()).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Fallback'])));
    await screenshot(page, 'switch-outputs');
  });

  it('refuses a second Manual Trigger with a toast naming the type and the limit', async () => {
    const { page } = browser();
    await openWorkflowWithTrigger(page, baseUrl, 'max nodes');
    await openCreator(page);
    await page.getByTestId('node-creator-search').fill('manual trigger');
    await page.locator('[data-testid="node-creator-item"][data-node-type="n8n-nodes-base.manualTrigger"]').click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Could not create node' });
    await toast.waitFor();
    await eventually(async () => expect(await toast.innerText()).toContain('Only 1 “Manual Trigger” node allowed in a workflow.'));
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(1));
    await screenshot(page, 'node-creator-max-nodes');
  });
});
