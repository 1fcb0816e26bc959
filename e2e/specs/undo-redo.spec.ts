import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const trigger = {
  id: 't1', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {},
};
const setNode = (id: string, name: string, x: number) => ({
  id, name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [x, 0], parameters: {},
});

const node = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const nodeNames = (page: Page) =>
  page.getByTestId('canvas-node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node-name')).sort());
const saveState = (page: Page, state: 'saved' | 'dirty') =>
  page.locator(`[data-testid="workflow-save-button"][data-state="${state}"]`).waitFor();

/** Puts text on the browser's clipboard (the context has clipboard permissions). */
async function writeClipboard(page: Page, text: string): Promise<void> {
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(text)})`);
}

async function focusCanvas(page: Page): Promise<void> {
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
}

describe('undo and redo', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('undoes and redoes an added (pasted) node, and the workflow is clean again after undo', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Undo add ${unique()}`, nodes: [trigger], connections: {},
    });
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await node(page, trigger.name).waitFor();
    await saveState(page, 'saved');

    const pasted = { nodes: [setNode('p1', 'Set total', 300)], connections: {} };
    await writeClipboard(page, JSON.stringify(pasted));
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+V');
    await node(page, 'Set total').waitFor();
    await saveState(page, 'dirty');

    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Set total').waitFor({ state: 'detached' });
    await saveState(page, 'saved');

    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await node(page, 'Set total').waitFor();
    await saveState(page, 'dirty');

    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Set total').waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+Y');
    await node(page, 'Set total').waitFor();
    expect(await nodeNames(page)).toEqual(['Set total', trigger.name]);
  });

  it('undoes a deletion (cut) with its connections, and redoes it', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Undo delete ${unique()}`,
      nodes: [trigger, setNode('s1', 'Set greeting', 240)],
      connections: { [trigger.name]: { main: [[{ node: 'Set greeting', type: 'main', index: 0 }]] } },
    });
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await node(page, 'Set greeting').waitFor();
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });

    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+X');
    await page.getByTestId('canvas-node').first().waitFor({ state: 'detached' });
    expect(await page.locator('.react-flow__edge').count()).toBe(0);

    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Set greeting').waitFor();
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
    expect(await nodeNames(page)).toEqual(['Set greeting', trigger.name]);
    await saveState(page, 'saved');
    await screenshot(page, 'undo-restored');

    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await page.getByTestId('canvas-node').first().waitFor({ state: 'detached' });
  });

  it('leaves typing in a field alone: Ctrl+Z in the name field does not undo canvas edits', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Undo field ${unique()}`, nodes: [trigger], connections: {},
    });
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await node(page, trigger.name).waitFor();
    await writeClipboard(page, JSON.stringify({ nodes: [setNode('p1', 'Kept', 300)], connections: {} }));
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+V');
    await node(page, 'Kept').waitFor();

    await page.getByPlaceholder('Add tags').click();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('Escape');
    expect(await nodeNames(page)).toEqual(['Kept', trigger.name]);
  });
});
