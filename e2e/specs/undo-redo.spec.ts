import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

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

/** Clicks the node's box (not its label), which selects it. */
async function selectNode(page: Page, name: string): Promise<void> {
  await node(page, name).click({ position: { x: 30, y: 40 } });
  await page.locator(`[data-testid="canvas-node"][data-node-name="${name}"][data-selected="true"]`).waitFor();
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const edgeCount = (page: Page, count: number) =>
  page.waitForFunction(`document.querySelectorAll('.react-flow__edge').length === ${count}`);

/** Two unconnected Set nodes: each canvas edit below starts from this. */
async function openPair(page: Page, baseUrl: string, label: string): Promise<void> {
  const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
    name: `Undo ${label} ${unique()}`, nodes: [setNode('a1', 'First', 0), setNode('b1', 'Second', 400)], connections: {},
  });
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await node(page, 'Second').waitFor().catch(async (error: unknown) => {
    await screenshot(page, `undo-open-failed-${label}`);
    throw error;
  });
}

describe('undo and redo', () => {
  const baseUrl = sharedBaseUrl();
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
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Set total', trigger.name]));
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
    await eventually(async () => expect(await page.locator('.react-flow__edge').count()).toBe(0));

    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Set greeting').waitFor();
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Set greeting', trigger.name]));
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
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Kept', trigger.name]));
  });

  it('undoes and redoes a move', async () => {
    const { page } = browser();
    await openPair(page, baseUrl, 'move');
    const before = await centre(node(page, 'First'));
    await drag(page, before, { x: before.x + 120, y: before.y + 160 });
    await saveState(page, 'dirty');
    const moved = await centre(node(page, 'First'));
    expect(moved.y - before.y).toBeGreaterThan(100);

    // The header reads the workflow at once; the canvas draws it a moment later (a deferred value).
    const rounded = ({ x, y }: { x: number; y: number }) => [Math.round(x), Math.round(y)];
    await page.keyboard.press('ControlOrMeta+Z');
    await saveState(page, 'saved');
    await eventually(async () => expect(rounded(await centre(node(page, 'First')))).toEqual(rounded(before)));

    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await saveState(page, 'dirty');
    await eventually(async () => expect(rounded(await centre(node(page, 'First')))).toEqual(rounded(moved)));
  });

  it('undoes and redoes a connection', async () => {
    const { page } = browser();
    await openPair(page, baseUrl, 'connect');
    await drag(page, await centre(node(page, 'First').getByTestId('output-handle')), await centre(node(page, 'Second').getByTestId('input-handle')));
    await edgeCount(page, 1);
    await page.keyboard.press('ControlOrMeta+Z');
    await edgeCount(page, 0);
    await page.keyboard.press('ControlOrMeta+Y');
    await edgeCount(page, 1);
  });

  it('undoes and redoes a rename', async () => {
    const { page } = browser();
    await openPair(page, baseUrl, 'rename');
    await selectNode(page, 'First');
    await page.keyboard.press('F2');
    const input = page.getByTestId('rename-input');
    await input.fill('Start here');
    await input.press('Enter');
    await input.waitFor({ state: 'detached' });
    await node(page, 'Start here').waitFor();

    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'First').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual(['First', 'Second']));
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await node(page, 'Start here').waitFor();
  });

  it('undoes and redoes a deletion with the Delete key', async () => {
    const { page } = browser();
    await openPair(page, baseUrl, 'delete');
    await selectNode(page, 'Second');
    await page.keyboard.press('Delete');
    await node(page, 'Second').waitFor({ state: 'detached' });
    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Second').waitFor();
    await saveState(page, 'saved');
    await page.keyboard.press('ControlOrMeta+Y');
    await node(page, 'Second').waitFor({ state: 'detached' });
    await eventually(async () => expect(await nodeNames(page)).toEqual(['First']));
  });
});
