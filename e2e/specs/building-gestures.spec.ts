import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const TRIGGER = 'When clicking ‘Execute workflow’';

type Connections = Record<string, { main: { node: string; type: string; index: number }[][] }>;
interface SavedWorkflow {
  nodes: { name: string; type: string; position: [number, number] }[];
  connections: Connections;
}

const canvasNode = (page: Page, name: string): Locator => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const creator = (page: Page): Locator => page.getByTestId('node-creator');

/** The names on the canvas that are selected, sorted. */
async function selectedNames(page: Page): Promise<string[]> {
  const names = await page.locator('[data-testid="canvas-node"][data-selected="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-name') ?? ''));
  return names.sort();
}

/** Types into the open creator's search and adds the first match with Enter. */
async function addFromCreator(page: Page, search: string, type: string): Promise<void> {
  await creator(page).waitFor();
  await page.getByTestId('node-creator-search').fill(search);
  await expect.poll(() => page.getByTestId('node-creator-item').first().getAttribute('data-node-type')).toBe(type);
  await page.keyboard.press('Enter');
  await creator(page).waitFor({ state: 'detached' });
}

/** The node details view opened for the new node: it is the node named, and Escape takes it away. */
async function closeDetailsOf(page: Page, name: string): Promise<void> {
  const ndv = page.getByTestId('ndv');
  await ndv.waitFor();
  expect(await ndv.getAttribute('aria-label')).toBe(name);
  await page.keyboard.press('Escape');
  await ndv.waitFor({ state: 'detached' });
}

async function saveAndRead(page: Page, baseUrl: string): Promise<SavedWorkflow> {
  await page.keyboard.press('Control+s');
  await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
  const id = await eventually(() => {
    const match = /\/workflow\/([^/?]+)/.exec(page.url());
    expect(match?.[1]).toBeTruthy();
    return match?.[1] as string;
  });
  return api<SavedWorkflow>(baseUrl, 'GET', `/workflows/${id}`);
}

const link = (node: string) => [{ node, type: 'main', index: 0 }];

describe('building gestures', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it("builds Manual Trigger → HTTP Request → If → a Set on each branch with the outputs' '+' and the creator only", async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();

    // The empty canvas's first step: the Manual Trigger has nothing to set, so no details open.
    const firstStep = page.getByTestId('canvas-add-first-step');
    await firstStep.waitFor();
    await screenshot(page, 'gestures-empty-canvas');
    await firstStep.click();
    await addFromCreator(page, 'manual', 'n8n-nodes-base.manualTrigger');
    await canvasNode(page, TRIGGER).waitFor();
    expect(await page.getByTestId('ndv').count()).toBe(0);
    expect(await firstStep.count()).toBe(0);

    const triggerPlus = canvasNode(page, TRIGGER).getByTestId('output-add');
    await triggerPlus.waitFor();
    await screenshot(page, 'gestures-trigger-plus');
    await triggerPlus.click();
    await addFromCreator(page, 'http request', 'n8n-nodes-base.httpRequest');
    await closeDetailsOf(page, 'HTTP Request');
    // The output is connected now: its '+' waits for a hover.
    await page.mouse.move(5, 5);
    await eventually(async () => expect(await triggerPlus.count()).toBe(0));

    await canvasNode(page, 'HTTP Request').getByTestId('output-add').click();
    await addFromCreator(page, 'if', 'n8n-nodes-base.if');
    await closeDetailsOf(page, 'If');

    const ifPlus = canvasNode(page, 'If').getByTestId('output-add');
    await eventually(async () => expect(await ifPlus.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))
      .toEqual(['Add a node to the “true” output of If', 'Add a node to the “false” output of If']));
    await settledScreenshot(page, 'gestures-if-plus');

    // The false output first: the node goes exactly there, whatever is free.
    await ifPlus.nth(1).click();
    await addFromCreator(page, 'edit fields', 'n8n-nodes-base.set');
    await closeDetailsOf(page, 'Edit Fields');
    await canvasNode(page, 'If').getByLabel('Add a node to the “true” output of If').click();
    await addFromCreator(page, 'edit fields', 'n8n-nodes-base.set');
    await closeDetailsOf(page, 'Edit Fields1');
    await page.locator('.react-flow__edge').nth(3).waitFor();
    await settledScreenshot(page, 'gestures-built');

    // A connected output offers its '+' while its handle is hovered.
    await page.mouse.move(5, 5);
    await eventually(async () => expect(await canvasNode(page, 'If').getByTestId('output-add').count()).toBe(0));
    await canvasNode(page, 'If').locator('[data-testid="output-handle"][data-output-index="0"]').hover();
    await eventually(async () => expect(await canvasNode(page, 'If').getByTestId('output-add').getAttribute('aria-label'))
      .toBe('Add a node to the “true” output of If'));
    await settledScreenshot(page, 'gestures-hover-connected');

    const saved = await saveAndRead(page, baseUrl);
    expect(saved.connections).toEqual({
      [TRIGGER]: { main: [link('HTTP Request')] },
      'HTTP Request': { main: [link('If')] },
      If: { main: [link('Edit Fields1'), link('Edit Fields')] },
    });
    // Left to right, the true branch above the false one, no two nodes on the same spot.
    const at = (name: string) => saved.nodes.find((node) => node.name === name)?.position ?? [NaN, NaN];
    expect(at(TRIGGER)[0]).toBeLessThan(at('HTTP Request')[0]);
    expect(at('HTTP Request')[0]).toBeLessThan(at('If')[0]);
    expect(at('If')[0]).toBeLessThan(at('Edit Fields')[0]);
    expect(at('Edit Fields1')[1]).toBeLessThan(at('Edit Fields')[1]);
    expect(new Set(saved.nodes.map((node) => node.position.join(','))).size).toBe(5);
  });

  it('moves the selection with the arrow keys and adds downstream and upstream nodes with Shift+arrows', async () => {
    const { page } = browser();
    const node = (name: string, type: string, position: [number, number]) => ({
      id: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`, name, type, typeVersion: 1, position, parameters: {},
    });
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Gestures arrows ${Date.now()}`,
      nodes: [
        node('Start', 'n8n-nodes-base.manualTrigger', [0, 300]), node('Fetch', 'n8n-nodes-base.noOp', [220, 300]),
        node('Check', 'n8n-nodes-base.noOp', [440, 300]), node('Yes', 'n8n-nodes-base.noOp', [660, 200]),
        node('No', 'n8n-nodes-base.noOp', [660, 400]), node('Aside', 'n8n-nodes-base.noOp', [1000, 420]),
      ],
      connections: {
        Start: { main: [link('Fetch')] }, Fetch: { main: [link('Check')] }, Check: { main: [link('Yes').concat(link('No'))] },
      },
    });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Aside').waitFor();
    const before = await canvasNode(page, 'Start').boundingBox();

    await canvasNode(page, 'Start').click({ position: { x: 30, y: 70 } });
    const expectSelection = async (names: string[]) => eventually(async () => expect(await selectedNames(page)).toEqual(names));
    await expectSelection(['Start']);
    // Each key and the selection it leads to. The flow ends at No: Right goes to the nearest node that way on the canvas.
    const steps: Array<[string, string[]]> = [
      ['ArrowRight', ['Fetch']], ['ArrowRight', ['Check']], ['ArrowRight', ['Yes']], ['ArrowDown', ['No']],
      ['ArrowRight', ['Aside']], ['ArrowLeft', ['No']], ['ArrowLeft', ['Check']], ['ArrowLeft', ['Fetch']],
      ['Shift+ArrowRight', ['Check', 'Fetch', 'No', 'Yes']], ['Shift+ArrowLeft', ['Check', 'Fetch', 'No', 'Start', 'Yes']],
    ];
    for (const [key, selection] of steps) {
      await page.keyboard.press(key);
      await expectSelection(selection);
    }
    await settledScreenshot(page, 'gestures-shift-selection');
    // Enter opens the node the keys started from.
    await page.keyboard.press('Enter');
    await closeDetailsOf(page, 'Fetch');

    // The keys moved the selection, never the nodes.
    expect(await canvasNode(page, 'Start').boundingBox()).toEqual(before);
  });

  it('adds after the selected node with Tab, and where a connection from an output or an input is let go; each undone in one step', async () => {
    const { page } = browser();
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Gestures drop ${Date.now()}`,
      nodes: [{ id: 'start-1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [200, 300], parameters: {} }],
      connections: {},
    });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Start').waitFor();
    const edges = page.locator('.react-flow__edge');

    // Tab with Start selected: the new node is connected from it, to its right.
    await canvasNode(page, 'Start').click({ position: { x: 30, y: 70 } });
    await page.keyboard.press('Tab');
    await addFromCreator(page, 'no operation', 'n8n-nodes-base.noOp');
    const noOp = canvasNode(page, 'No Operation, do nothing');
    await noOp.waitFor();
    await eventually(async () => expect(await edges.count()).toBe(1));
    const startBox = await canvasNode(page, 'Start').boundingBox();
    const noOpBox = await noOp.boundingBox();
    expect(noOpBox?.x).toBeGreaterThan((startBox?.x ?? 0) + (startBox?.width ?? 0));
    expect(noOpBox?.y).toBe(startBox?.y);

    await page.keyboard.press('Control+z');
    await noOp.waitFor({ state: 'detached' });
    await eventually(async () => expect(await edges.count()).toBe(0));

    // Drag from Start's output and let go on empty canvas, below-right of it.
    const handle = await canvasNode(page, 'Start').getByTestId('output-handle').boundingBox();
    if (!handle || !startBox) throw new Error('Start is not on screen');
    const drop = { x: handle.x + 260, y: handle.y + 180 };
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(drop.x - 100, drop.y - 60, { steps: 5 });
    await page.mouse.move(drop.x, drop.y, { steps: 5 });
    await page.mouse.up();
    await addFromCreator(page, 'no operation', 'n8n-nodes-base.noOp');
    await noOp.waitFor();
    await eventually(async () => expect(await edges.count()).toBe(1));
    // Its input sits where the connection was let go (within the snap grid).
    const dropped = await noOp.boundingBox();
    expect(Math.abs((dropped?.x ?? 0) - drop.x)).toBeLessThanOrEqual(20);
    expect(Math.abs((dropped?.y ?? 0) + (dropped?.height ?? 0) / 2 - drop.y)).toBeLessThanOrEqual(20);
    await settledScreenshot(page, 'gestures-dropped');

    await page.keyboard.press('Control+z');
    await noOp.waitFor({ state: 'detached' });
    await eventually(async () => expect(await edges.count()).toBe(0));
    await page.keyboard.press('Control+Shift+z');
    await noOp.waitFor();
    await eventually(async () => expect(await edges.count()).toBe(1));

    // From an input, let go up and to the left of it: the new node's output lands there, connected into that input.
    const input = await noOp.getByTestId('input-handle').boundingBox();
    if (!input) throw new Error('the input is not on screen');
    const dropAt = { x: input.x - 100, y: input.y - 170 };
    await page.mouse.move(input.x + input.width / 2, input.y + input.height / 2);
    await page.mouse.down();
    await page.mouse.move(dropAt.x + 40, dropAt.y + 80, { steps: 5 });
    await page.mouse.move(dropAt.x, dropAt.y, { steps: 5 });
    await page.mouse.up();
    await addFromCreator(page, 'no operation', 'n8n-nodes-base.noOp');
    const before = canvasNode(page, 'No Operation, do nothing1');
    await before.waitFor();
    await eventually(async () => expect(await edges.count()).toBe(2));
    await settledScreenshot(page, 'gestures-dropped-input');
    const beforeBox = await before.boundingBox();
    expect(Math.abs((beforeBox?.x ?? 0) + (beforeBox?.width ?? 0) - dropAt.x)).toBeLessThanOrEqual(20);
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await page.keyboard.press('Control+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<SavedWorkflow>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(saved.connections).toEqual({
      Start: { main: [link('No Operation, do nothing')] },
      'No Operation, do nothing1': { main: [link('No Operation, do nothing')] },
    });
  });
});
