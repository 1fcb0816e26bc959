import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { openNode, parameterInput, setText } from '../harness/node-parameters.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const setNode = (id: string, name: string, x: number) => ({
  id, name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [x, 0], parameters: {},
});

const node = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const selectedCount = (page: Page) => page.locator('[data-testid="canvas-node"][data-selected="true"]').count();

async function openThree(page: Page, baseUrl: string, label: string): Promise<void> {
  const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
    name: `Shortcuts ${label} ${unique()}`,
    nodes: [setNode('a', 'One', 0), setNode('b', 'Two', 240), setNode('c', 'Three', 480)],
    connections: {},
  });
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await node(page, 'Three').waitFor();
}

async function focusCanvas(page: Page): Promise<void> {
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
}

describe('keyboard shortcuts', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('Ctrl+A selects every node on the canvas', async () => {
    const { page } = browser();
    await openThree(page, baseUrl, 'select');
    await focusCanvas(page);
    await eventually(async () => expect(await selectedCount(page)).toBe(0));
    await page.keyboard.press('ControlOrMeta+A');
    await page.locator('[data-testid="canvas-node"][data-selected="true"]').nth(2).waitFor();
    await eventually(async () => expect(await selectedCount(page)).toBe(3));
    await screenshot(page, 'shortcuts-select-all');
  });

  it('leaves keys typed into a field to the field', async () => {
    const { page } = browser();
    await openThree(page, baseUrl, 'field');
    const tags = page.getByPlaceholder('Add tags');
    await tags.click();
    await tags.pressSequentially('ops');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await eventually(async () => expect(await tags.inputValue()).toBe(''));
    // Neither Ctrl+A nor Delete reached the canvas.
    await eventually(async () => expect(await selectedCount(page)).toBe(0));
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(3));
  });

  it('Ctrl+S saves the workflow while the node details view is open, from a parameter field too', async () => {
    const { page } = browser();
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Shortcuts save ${unique()}`,
      nodes: [{ id: 'h', name: 'Fetch', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [0, 0], parameters: { url: 'https://example.com/a' } }],
      connections: {},
    });
    const savedUrl = async () => (await api<{ nodes: Array<{ parameters: { url?: string } }> }>(baseUrl, 'GET', `/workflows/${created.id}`)).nodes[0]?.parameters.url;
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await openNode(page, 'Fetch');

    // Edited, then saved with the focus on the view (not in a field).
    await setText(page, 'URL', 'https://example.com/b');
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    expect(await savedUrl()).toBe('https://example.com/b');
    expect(await page.getByTestId('ndv').count()).toBe(1);

    // Saved while still typing in the field.
    const url = parameterInput(page, 'URL');
    await url.fill('https://example.com/c');
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await page.keyboard.press('ControlOrMeta+S');
    await eventually(async () => expect(await savedUrl()).toBe('https://example.com/c'));
    expect(await url.inputValue()).toBe('https://example.com/c');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await screenshot(page, 'shortcuts-save-in-ndv');
  });

  it('pauses canvas shortcuts while a modal is open', async () => {
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openThree(page, baseUrl, 'modal');
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+X');
    await page.getByTestId('canvas-node').first().waitFor({ state: 'detached' });

    await page.keyboard.press('ControlOrMeta+O');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.click({ position: { x: 10, y: 10 } });
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(0));

    // Once the modal is closed, the same key undoes the cut.
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Three').waitFor();
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(3));
  });
});
