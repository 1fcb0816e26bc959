import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

type Node = { id: string; name: string; type: string; typeVersion: number; position: [number, number]; parameters: Record<string, unknown> };

const node = (name: string, type: string, position: [number, number], parameters: Record<string, unknown> = {}): Node => ({
  id: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
  name, type, typeVersion: type.endsWith('.set') ? 3.4 : 1, position, parameters,
});
const to = (name: string) => [{ node: name, type: 'main', index: 0 }];

/** Trigger -> Middle -> End, plus a loose Spare node: the shapes every test below needs. */
function chain(label: string) {
  return {
    name: `Canvas editing ${label} ${Date.now()}`,
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger', [0, 0]),
      node('Middle', 'n8n-nodes-base.noOp', [240, 0]),
      node('End', 'n8n-nodes-base.noOp', [480, 0]),
      node('Spare', 'n8n-nodes-base.noOp', [240, 240]),
    ],
    connections: { Start: { main: [to('Middle')] }, Middle: { main: [to('End')] } },
  };
}

const canvasNode = (page: Page, name: string): Locator => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const edges = (page: Page): Locator => page.locator('.react-flow__edge');

async function edgeCount(page: Page, count: number): Promise<void> {
  // Page code as text: the e2e project compiles without the DOM library.
  await page.waitForFunction(`document.querySelectorAll('.react-flow__edge').length === ${count}`);
}

async function openWorkflow(page: Page, baseUrl: string, workflow: ReturnType<typeof chain>): Promise<void> {
  const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await canvasNode(page, 'Start').waitFor();
  await edgeCount(page, Object.keys(workflow.connections).length);
}

/**
 * Clicks the node's box (not its label), which selects it. Clicked again until it reads selected: a
 * click while a closing prompt's overlay still faded out was lost on a loaded machine.
 */
async function selectNode(page: Page, name: string): Promise<void> {
  const selected = page.locator(`[data-testid="canvas-node"][data-node-name="${name}"][data-selected="true"]`);
  await eventually(async () => {
    if ((await selected.count()) === 0) await canvasNode(page, name).click({ position: { x: 30, y: 70 } });
    expect(await selected.count()).toBe(1);
  }, { timeout: 30_000 });
}

async function dragBetween(page: Page, from: Locator, target: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('handle not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

describe('canvas editing', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('connects two nodes by dragging from an output to an input, refuses a duplicate, and undoes', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('connect'));

    const output = canvasNode(page, 'Spare').getByTestId('output-handle');
    const input = canvasNode(page, 'End').getByTestId('input-handle');
    await dragBetween(page, output, input);
    await edgeCount(page, 3);

    await dragBetween(page, output, input);
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Could not change the workflow' }).waitFor();
    await eventually(async () => expect(await edges(page).count()).toBe(3));

    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await edgeCount(page, 2);
  });

  it('deletes a node from its toolbar and joins its neighbours; Delete removes the selection', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('delete'));

    await canvasNode(page, 'Middle').hover();
    await canvasNode(page, 'Middle').getByTestId('node-delete').click();
    await canvasNode(page, 'Middle').waitFor({ state: 'detached' });
    // Start and End are joined (the spec's reconnection), shortly after the removal.
    await edgeCount(page, 1);
    const edge = edges(page).first();
    await eventually(async () => expect(await edge.getAttribute('data-id')).toContain('->'));

    await selectNode(page, 'Spare');
    await page.keyboard.press('Delete');
    await canvasNode(page, 'Spare').waitFor({ state: 'detached' });

    await page.keyboard.press('Control+z');
    await canvasNode(page, 'Spare').waitFor();
    await page.keyboard.press('Control+z');
    await canvasNode(page, 'Middle').waitFor();
    await edgeCount(page, 2);
  });

  it('disables, enables and duplicates nodes from the toolbar and with d', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('toolbar'));

    await canvasNode(page, 'Middle').hover();
    await eventually(async () => expect(await canvasNode(page, 'Middle').getByTestId('node-execute').isEnabled()).toBe(true));
    await canvasNode(page, 'Middle').getByTestId('node-toggle-disabled').click();
    await page.locator('[data-node-name="Middle"][data-disabled="true"]').waitFor();
    await screenshot(page, 'canvas-editing-toolbar');

    await selectNode(page, 'Middle');
    await page.keyboard.press('d');
    await page.locator('[data-node-name="Middle"][data-disabled="false"]').waitFor();

    await canvasNode(page, 'End').hover();
    await canvasNode(page, 'End').getByTestId('node-duplicate').click();
    await canvasNode(page, 'End1').waitFor();
  });

  it('renames with F2: Enter confirms (made unique), Escape cancels', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('rename'));

    await selectNode(page, 'Spare');
    await page.keyboard.press('F2');
    const input = page.getByTestId('rename-input');
    await input.fill('End');
    await input.press('Enter');
    // The prompt fades out; until it is gone its overlay takes the clicks.
    await input.waitFor({ state: 'detached' });
    await canvasNode(page, 'End1').waitFor();
    await canvasNode(page, 'Spare').waitFor({ state: 'detached' });

    await selectNode(page, 'End1');
    await page.keyboard.press('F2');
    await page.getByTestId('rename-input').fill('Ignored');
    await page.keyboard.press('Escape');
    await page.getByTestId('rename-input').waitFor({ state: 'detached' });
    await eventually(async () => expect(await canvasNode(page, 'Ignored').count()).toBe(0));
  });

  it('opens a node with a double click and goes back to the canvas', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('open'));

    await canvasNode(page, 'End').dblclick();
    await eventually(async () => expect(await page.getByTestId('ndv-node-name').textContent()).toBe('End'));
    await page.getByTestId('ndv-back').click();
    await page.getByTestId('ndv-node-name').waitFor({ state: 'detached' });
  });

  it('zooms with the menu and the keys; reset shows only away from scale 1', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('zoom'));
    const scale = async () => {
      const transform = await page.locator('.react-flow__viewport').getAttribute('style');
      return Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1]);
    };

    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('0');
    await page.getByTestId('zoom-reset').waitFor({ state: 'detached' });
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-reset').waitFor();
    await eventually(async () => expect(await scale()).toBeCloseTo(1.25, 2));
    await page.getByTestId('zoom-reset').click();
    await page.getByTestId('zoom-reset').waitFor({ state: 'detached' });

    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('-');
    await page.getByTestId('zoom-reset').waitFor();
    await eventually(async () => expect(await scale()).toBeCloseTo(0.8, 2));
    await page.keyboard.press('0');
    await page.getByTestId('zoom-reset').waitFor({ state: 'detached' });
  });

  it('adds a sticky note, edits its markdown in place and deletes it', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('sticky'));

    await page.getByTestId('canvas-add-sticky').click();
    const sticky = page.getByTestId('sticky-note');
    await sticky.waitFor();
    await sticky.dblclick();
    const editor = page.getByTestId('sticky-editor');
    await editor.fill('## Checklist\n- **first** step');
    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await sticky.locator('h2', { hasText: 'Checklist' }).waitFor();
    await eventually(async () => expect(await sticky.locator('li strong').textContent()).toBe('first'));
    await screenshot(page, 'canvas-editing-sticky');

    await sticky.hover();
    await sticky.getByTestId('sticky-delete').click();
    await sticky.waitFor({ state: 'detached' });
  });

  it('deletes a connection from its hover actions', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, chain('edge'));

    const path = page.locator('.react-flow__edge-interaction').first();
    const box = await path.boundingBox();
    if (!box) throw new Error('edge not visible');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId('edge-delete').click();
    await edgeCount(page, 1);
  });
});
