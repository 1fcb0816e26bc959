import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const trigger = (id: string) => ({
  id, name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {},
});
const setNode = (id: string, name: string, x: number) => ({
  id, name, type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [x, 0], parameters: {},
});

interface Created { id: string }

async function openWorkflow(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${id}`);
  try {
    await page.getByTestId('canvas-node').first().waitFor();
  } catch (error) {
    await screenshot(page, `clipboard-open-failed-${id}`);
    throw error;
  }
}

const nodeNames = (page: Page) =>
  page.getByTestId('canvas-node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node-name')).sort());

/** Focus on the canvas background, so shortcuts go to the canvas and not to a field. */
/** Puts text on the browser's clipboard (the context has clipboard permissions). */
async function writeClipboard(page: Page, text: string): Promise<void> {
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(text)})`);
}

async function focusCanvas(page: Page): Promise<void> {
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
}

describe('copy and paste', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('copies the selection as workflow JSON and pastes it into another workflow, renaming clashes', async () => {
    const suffix = unique();
    const source = await api<Created>(baseUrl, 'POST', '/workflows', {
      name: `Copy source ${suffix}`,
      nodes: [trigger('t1'), setNode('s1', 'Set greeting', 240), setNode('s2', 'Set farewell', 480)],
      connections: {
        'When clicking ‘Execute workflow’': { main: [[{ node: 'Set greeting', type: 'main', index: 0 }]] },
        'Set greeting': { main: [[{ node: 'Set farewell', type: 'main', index: 0 }]] },
      },
    });
    const target = await api<Created>(baseUrl, 'POST', '/workflows', {
      name: `Paste target ${suffix}`,
      nodes: [trigger('t9'), setNode('s9', 'Set greeting', 240)],
      connections: {},
    });

    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openWorkflow(page, baseUrl, source.id);
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+C');
    await page.getByText('Copied', { exact: true }).waitFor();

    const copied = JSON.parse(await page.evaluate<string>('navigator.clipboard.readText()')) as {
      meta: { instanceId: string }; nodes: Array<{ name: string }>; connections: Record<string, unknown>;
    };
    expect(copied.meta.instanceId).toMatch(/\S/);
    expect(copied.nodes.map((n) => n.name).sort()).toEqual(['Set farewell', 'Set greeting', 'When clicking ‘Execute workflow’']);
    expect(Object.keys(copied.connections).sort()).toEqual(['Set greeting', 'When clicking ‘Execute workflow’']);

    await openWorkflow(page, baseUrl, target.id);
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+V');

    // The trigger type allows one node per workflow: the pasted one is left out, and the user is told.
    await page.getByText('Only 1 Manual Trigger node is allowed in a workflow').waitFor();
    await page.locator('[data-testid="canvas-node"][data-node-name="Set greeting1"]').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Set farewell', 'Set greeting', 'Set greeting1', 'When clicking ‘Execute workflow’']));
    // The connection between the two pasted nodes came along (renamed), and nothing joined the existing trigger.
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
    await eventually(async () => expect(await page.locator('.react-flow__edge').count()).toBe(1));
    await screenshot(page, 'clipboard-pasted');

    // Paste is one undo step.
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+Z');
    await page.locator('[data-testid="canvas-node"][data-node-name="Set greeting1"]').waitFor({ state: 'detached' });
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Set greeting', 'When clicking ‘Execute workflow’']));
  });

  it('cut removes the selected nodes and keeps them on the clipboard for a paste', async () => {
    const created = await api<Created>(baseUrl, 'POST', '/workflows', {
      name: `Cut ${unique()}`,
      nodes: [trigger('t1'), setNode('s1', 'Set greeting', 240)],
      connections: { 'When clicking ‘Execute workflow’': { main: [[{ node: 'Set greeting', type: 'main', index: 0 }]] } },
    });
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openWorkflow(page, baseUrl, created.id);
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+X');
    await page.getByTestId('canvas-node').first().waitFor({ state: 'detached' }).catch(async (error: unknown) => {
      await screenshot(page, 'clipboard-cut-failed');
      throw error;
    });
    const copied = JSON.parse(await page.evaluate<string>('navigator.clipboard.readText()')) as { nodes: Array<{ name: string }> };
    expect(copied.nodes.map((n) => n.name).sort()).toEqual(['Set greeting', 'When clicking ‘Execute workflow’']);

    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByTestId('canvas-node').nth(1).waitFor();
    // Pasted back under their own names: nothing clashes any more, and the connection is restored.
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Set greeting', 'When clicking ‘Execute workflow’']));
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
  });

  it('asks before importing a pasted .json address, and can be cancelled', async () => {
    const created = await api<Created>(baseUrl, 'POST', '/workflows', { name: `Paste URL ${unique()}`, nodes: [trigger('t1')], connections: {} });
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openWorkflow(page, baseUrl, created.id);
    await writeClipboard(page, 'https://example.com/flows/Demo.JSON');
    await focusCanvas(page);
    await page.keyboard.press('ControlOrMeta+V');
    await eventually(async () => expect(await page.getByTestId('paste-url-confirm-url').textContent()).toBe('https://example.com/flows/Demo.JSON'));
    // The modal fades in: take its picture once it is fully shown.
    await page.waitForFunction('(() => { const d = document.querySelector(\'[role="dialog"]\'); return d !== null && getComputedStyle(d).opacity === "1"; })()');
    await screenshot(page, 'clipboard-paste-url-confirm');
    await page.getByTestId('paste-url-cancel').click();
    await page.getByTestId('paste-url-confirm-url').waitFor({ state: 'detached' });
    await eventually(async () => expect(await nodeNames(page)).toEqual(['When clicking ‘Execute workflow’']));
  });
});
