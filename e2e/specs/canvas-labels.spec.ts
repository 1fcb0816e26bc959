import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const longRule = 'Orders that still wait for a payment confirmation from the bank';
const to = (node: string) => [{ node, type: 'main', index: 0 }];

/** Manual → If (true: Yes, false: No), and Manual → Switch whose first rule has a sentence for a name. */
const branching = (name: string) => ({
  name,
  settings: { executionOrder: 'v1' },
  nodes: [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'i', name: 'If', type: 'n8n-nodes-base.if', typeVersion: 2, position: [240, 0], parameters: {} },
    { id: 'y', name: 'Yes', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [560, -140], parameters: {} },
    { id: 'n', name: 'No', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [560, 140], parameters: {} },
    {
      id: 's', name: 'Switch', type: 'n8n-nodes-base.switch', typeVersion: 3, position: [240, 360],
      parameters: { rules: { values: [{ outputKey: longRule, renameOutput: true, conditions: { conditions: [] } }, { outputKey: 'short', renameOutput: true, conditions: { conditions: [] } }] } },
    },
    { id: 'l', name: 'Pending', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [660, 360], parameters: {} },
  ],
  connections: {
    Manual: { main: [[...to('If'), ...to('Switch')]] },
    If: { main: [to('Yes'), to('No')] },
    Switch: { main: [to('Pending'), []] },
  },
});

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const texts = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));

interface Rect { x: number; y: number; width: number; height: number }
const intersects = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('canvas labels and sticky notes', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('names outputs at their handles only, and shows item counts on the edges after a run', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', branching(`Labels ${unique()}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Pending').waitFor();

    const ifLabels = canvasNode(page, 'If').getByTestId('output-label');
    await eventually(async () => expect(await texts(ifLabels)).toEqual(['true', 'false']));
    // Before a run an edge has nothing to say: the branch is named at the handle.
    expect(await page.getByTestId('edge-label').count()).toBe(0);

    // A really long output name is cut at the handle and shown whole on hover.
    const switchLabels = canvasNode(page, 'Switch').getByTestId('output-label');
    const [cut, short] = await texts(switchLabels);
    expect(short).toBe('short');
    expect(cut?.endsWith('…')).toBe(true);
    expect(longRule.startsWith(cut?.slice(0, -1) ?? '-')).toBe(true);
    await switchLabels.first().hover();
    await page.getByRole('tooltip').filter({ hasText: longRule }).waitFor();
    // The cut label ends before the node it points to.
    const labelBox = await switchLabels.first().boundingBox();
    const pendingBox = await canvasNode(page, 'Pending').boundingBox();
    expect(labelBox && pendingBox && labelBox.x + labelBox.width < pendingBox.x).toBe(true);

    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'Pending').getByTestId('node-success').waitFor({ timeout: 15_000 });
    const edgeLabels = page.getByTestId('edge-label');
    await eventually(async () => expect((await texts(edgeLabels)).sort()).toEqual(['0 items', '1 item', '1 item', '1 item', '1 item']));
    await page.mouse.move(5, 5);
    await settledScreenshot(page, 'canvas-labels-after-run');
  });

  it('puts a new sticky note in free space of the view, not on the nodes', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', branching(`Sticky ${unique()}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Pending').waitFor();

    await page.getByTestId('canvas-add-sticky').click();
    await page.getByTestId('canvas-add-sticky').click();
    const stickies = page.getByTestId('sticky-note');
    await stickies.nth(1).waitFor();
    const pane = await page.locator('.react-flow').boundingBox();
    const nodes = await page.getByTestId('canvas-node').evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as Rect));
    const notes = await stickies.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Rect));
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      for (const node of nodes) expect(intersects(note, node)).toBe(false);
      expect(pane && note.x >= pane.x && note.y >= pane.y && note.x + note.width <= pane.x + pane.width && note.y + note.height <= pane.y + pane.height).toBe(true);
    }
    expect(intersects(notes[0]!, notes[1]!)).toBe(false);
    await screenshot(page, 'canvas-sticky-free-space');
  });
});
