import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { executionEnded } from '../harness/executions.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** 30 customers with a nested address and a list of tags. */
const customersCode = `return Array.from({ length: 30 }, (_, i) => ({ json: {
  id: i + 1, name: 'Customer ' + (i + 1), address: { city: i % 2 ? 'Paris' : 'Lisbon', zip: String(1000 + i) }, tags: ['vip', 'n' + i],
} }));`;

const codeNode = (name: string, jsCode: string, position: [number, number]) => ({
  id: name, name, type: 'n8n-nodes-base.code', typeVersion: 2, position, parameters: { mode: 'runOnceForAllItems', jsCode },
});

interface Execution { id: string; finished: boolean; status: string }

/** Saves the workflow, runs it through the API and waits for the stored execution. */
async function runSaved(baseUrl: string, workflow: { name: string; nodes: object[]; connections: object; settings?: object }): Promise<string> {
  const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
  const { executionId } = await api<{ executionId: string }>(baseUrl, 'POST', '/workflows/run', { workflowData: { ...workflow, id: saved.id } });
  await executionEnded(baseUrl, executionId);
  return executionId;
}

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const rows = (page: Page, pane: 'input' | 'output') => page.getByTestId(`ndv-${pane}-data`).getByTestId('ndv-table-row');
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

async function openNode(page: Page, name: string): Promise<void> {
  await canvasNode(page, name).dblclick();
  await eventually(async () => expect(await text(page, 'ndv-node-name')).toBe(name));
}

async function choosePageSize(page: Page, pane: 'input' | 'output', size: string): Promise<void> {
  await page.getByTestId(`ndv-${pane}-page-size`).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

describe('node details view', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('shows a webhook execution read-only: table, pagination, JSON, schema, input from the parent, Escape closes', async () => {
    const path = `ndv-${unique()}`;
    const workflow = {
      name: `NDV webhook ${unique()}`,
      nodes: [
        { id: 'hook', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], parameters: { path, httpMethod: 'GET' }, webhookId: `wh-${path}` },
        codeNode('Customers', customersCode, [260, 0]),
      ],
      connections: { Webhook: { main: [to('Customers')] } },
      settings: { executionOrder: 'v1' },
    };
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
    await api(baseUrl, 'PATCH', `/workflows/${saved.id}`, { active: true });
    const response = await fetch(`${baseUrl}/webhook/${path}?source=e2e`);
    expect(response.status).toBe(200);
    await response.text();
    const listed = await api<{ results: Execution[] }>(baseUrl, 'GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId: saved.id }))}`);
    const executionId = listed.results[0]?.id ?? '';
    await executionEnded(baseUrl, executionId);

    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await openNode(page, 'Customers');
    await eventually(async () => expect(await text(page, 'ndv-output-item-count')).toBe('30 items'));
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(10));
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').locator('th').allTextContents())
      .toEqual(['id', 'name', 'address', 'tags']));
    await eventually(async () => expect(await rows(page, 'output').first().locator('td').nth(2).textContent()).toBe('{"city":"Lisbon","zip":"1000"}'));
    // Read-only: no execute button, no pin controls.
    await eventually(async () => expect(await page.getByTestId('ndv-execute').count()).toBe(0));
    // The input pane shows the webhook's item, from the nearest parent.
    await eventually(async () => expect(await page.getByTestId('ndv-input-select').inputValue()).toBe('Webhook (1 node back)'));
    await eventually(async () => expect(await text(page, 'ndv-input-item-count')).toBe('1 item'));
    await screenshot(page, 'ndv-read-only-table');

    await choosePageSize(page, 'output', '25');
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(25));
    await page.getByTestId('ndv-output-pager').getByRole('button', { name: '2', exact: true }).click();
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(5));
    await eventually(async () => expect(await rows(page, 'output').first().locator('td').first().textContent()).toBe('26'));

    await page.getByTestId('ndv-output-mode').getByText('JSON', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-json').textContent()).toContain('"name": "Customer 26"'));
    await screenshot(page, 'ndv-json');

    await page.getByTestId('ndv-output-mode').getByText('Schema', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-schema-field').evaluateAll((fields) => fields.map((field) => field.getAttribute('data-path'))))
      .toEqual(['id', 'name', 'address', 'address.city', 'address.zip', 'tags', 'tags[0]', 'tags[1]']));
    await screenshot(page, 'ndv-schema');

    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
  });

  it('chooses among several runs of a node, and shows a failed node\'s error', async () => {
    const workflow = {
      name: `NDV runs ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 100], parameters: {} },
        codeNode('Three', 'return [1, 2, 3].map((n) => ({ json: { n } }));', [240, 0]),
        codeNode('Two', 'return [1, 2].map((n) => ({ json: { n } }));', [240, 200]),
        { id: 'both', name: 'Both', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 100], parameters: {} },
      ],
      // Both has two parents feeding the same input: it runs once for each.
      connections: { Start: { main: [[...to('Three'), ...to('Two')]] }, Three: { main: [to('Both')] }, Two: { main: [to('Both')] } },
      settings: { executionOrder: 'v1' },
    };
    const executionId = await runSaved(baseUrl, workflow);
    const failingId = await runSaved(baseUrl, {
      name: `NDV error ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        codeNode('Fail', "throw new Error('Customer record is missing an email');", [240, 0]),
      ],
      connections: { Start: { main: [to('Fail')] } },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await openNode(page, 'Both');
    await eventually(async () => expect(await page.getByTestId('ndv-output-run-selector').inputValue()).toBe('Run 1 of 2'));
    await eventually(async () => expect(await text(page, 'ndv-output-item-count')).toBe('3 items'));
    await page.getByTestId('ndv-output-run-selector').click();
    await page.getByRole('option', { name: 'Run 2 of 2' }).click();
    await eventually(async () => expect(await text(page, 'ndv-output-item-count')).toBe('2 items'));
    await screenshot(page, 'ndv-run-selector');

    // An If's output is shown per branch, labelled with the type's output names.
    const ifId = await runSaved(baseUrl, {
      name: `NDV branches ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        codeNode('Numbers', 'return [5, 20, 30].map((n) => ({ json: { n } }));', [240, 0]),
        {
          id: 'if', name: 'Big', type: 'n8n-nodes-base.if', typeVersion: 2.2, position: [480, 0],
          parameters: {
            conditions: {
              options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 }, combinator: 'and',
              conditions: [{ id: 'c1', leftValue: '={{ $json.n }}', rightValue: 10, operator: { type: 'number', operation: 'gte' } }],
            },
            options: {},
          },
        },
      ],
      connections: { Start: { main: [to('Numbers')] }, Numbers: { main: [to('Big')] } },
    });
    await page.goto(`${baseUrl}/execution/${ifId}`);
    await openNode(page, 'Big');
    await eventually(async () => expect(await page.getByTestId('ndv-output-branches').textContent()).toBe('true (2)false'));
    await page.getByTestId('ndv-output-branches').getByText('false', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-output-branches').textContent()).toBe('truefalse (1)'));
    await eventually(async () => expect(await rows(page, 'output').first().textContent()).toBe('5'));
    await screenshot(page, 'ndv-branches');

    // A Switch's outputs follow its rules: both panes name them by the rules' output names.
    const rule = (min: number, key: string) => ({
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 }, combinator: 'and',
        conditions: [{ id: key, leftValue: '={{ $json.n }}', rightValue: min, operator: { type: 'number', operation: 'gte' } }],
      },
      renameOutput: true, outputKey: key,
    });
    const switchId = await runSaved(baseUrl, {
      name: `NDV switch branches ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        codeNode('Numbers', 'return [5, 20, 30].map((n) => ({ json: { n } }));', [240, 0]),
        {
          id: 'switch', name: 'Route', type: 'n8n-nodes-base.switch', typeVersion: 3.2, position: [480, 0],
          parameters: { rules: { values: [rule(25, 'Large'), rule(10, 'Medium')] }, options: { fallbackOutput: 'extra' } },
        },
        { id: 'small', name: 'Small ones', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [720, 100], parameters: {} },
      ],
      connections: { Start: { main: [to('Numbers')] }, Numbers: { main: [to('Route')] }, Route: { main: [[], [], [{ node: 'Small ones', type: 'main', index: 0 }]] } },
    });
    await page.goto(`${baseUrl}/execution/${switchId}`);
    await openNode(page, 'Route');
    await eventually(async () => expect(await page.getByTestId('ndv-output-branches').textContent()).toBe('Large (1)MediumFallback'));
    await page.keyboard.press('Escape');
    await openNode(page, 'Small ones');
    await eventually(async () => expect(await page.getByTestId('ndv-input-branches').textContent()).toBe('LargeMediumFallback (1)'));
    await eventually(async () => expect(await rows(page, 'input').first().textContent()).toBe('5'));

    await page.goto(`${baseUrl}/execution/${failingId}`);
    await openNode(page, 'Fail');
    await eventually(async () => expect(await text(page, 'ndv-error-message')).toContain('Customer record is missing an email'));
    await page.getByTestId('ndv-error-stack-toggle').click();
    await screenshot(page, 'ndv-error');
  });

  it('runs from the view: previous nodes from the empty input, then the node itself', async () => {
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `NDV run ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        codeNode('Customers', customersCode, [260, 0]),
      ],
      connections: { Start: { main: [to('Customers')] } },
      settings: { executionOrder: 'v1' },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${saved.id}`);
    await page.getByTestId('execute-workflow-button').waitFor();
    await openNode(page, 'Customers');
    await eventually(async () => expect(await page.getByTestId('ndv-output-empty').textContent()).toBe('Execute this node to view data'));
    await page.getByTestId('ndv-execute-previous').click();
    await eventually(async () => expect(await text(page, 'ndv-input-item-count')).toBe('1 item'));
    await eventually(async () => expect(await page.getByTestId('ndv-output-empty').textContent()).toBe('Execute this node to view data'));
    await eventually(async () => expect(await text(page, 'ndv-execute')).toBe('Execute node'));
    await page.getByTestId('ndv-execute').click();
    await eventually(async () => expect(await text(page, 'ndv-output-item-count')).toBe('30 items'));
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(10));
    await screenshot(page, 'ndv-run-in-editor');
  });

  it('links the input and output runs when both have the same number, and the main panel can be dragged', async () => {
    const executionId = await runSaved(baseUrl, {
      name: `NDV linked ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 100], parameters: {} },
        codeNode('Three', 'return [1, 2, 3].map((n) => ({ json: { n } }));', [240, 0]),
        codeNode('Two', 'return [1, 2].map((n) => ({ json: { n } }));', [240, 200]),
        { id: 'both', name: 'Both', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 100], parameters: {} },
        { id: 'after', name: 'After', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [720, 100], parameters: {} },
      ],
      connections: { Start: { main: [[...to('Three'), ...to('Two')]] }, Three: { main: [to('Both')] }, Two: { main: [to('Both')] }, Both: { main: [to('After')] } },
      settings: { executionOrder: 'v1' },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await openNode(page, 'After');
    await eventually(async () => expect(await page.getByTestId('ndv-output-run-link').getAttribute('aria-pressed')).toBe('true'));
    await page.getByTestId('ndv-output-run-selector').click();
    await page.getByRole('option', { name: 'Run 2 of 2' }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-input-run-selector').inputValue()).toBe('Run 2 of 2'));
    await eventually(async () => expect(await text(page, 'ndv-input-item-count')).toBe('2 items'));
    await screenshot(page, 'ndv-linked-runs');
    // Unlinked, the input keeps its own run.
    await page.getByTestId('ndv-output-run-link').click();
    await page.getByTestId('ndv-output-run-selector').click();
    await page.getByRole('option', { name: 'Run 1 of 2' }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-input-run-selector').inputValue()).toBe('Run 2 of 2'));

    const inputWidth = async () => (await page.getByTestId('ndv-input-pane').boundingBox())?.width ?? 0;
    const before = await inputWidth();
    const handle = await page.getByTestId('ndv-drag-handle').boundingBox();
    if (!handle) throw new Error('the drag handle is not visible');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 100, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Math.round((await inputWidth()) - before)).toBe(100);
    // Never narrower than the minimum side width plus the input drag margin.
    await page.mouse.move(handle.x + handle.width / 2 + 100, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(0, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Math.round(await inputWidth())).toBe(400);
  });

  it('shows binary files with a viewer, and asks before showing a page of large data', async () => {
    const executionId = await runSaved(baseUrl, {
      name: `NDV binary ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        codeNode('File', "return [{ json: { name: 'greeting' }, binary: { data: { data: 'aGVsbG8gd29ybGQ=', mimeType: 'text/plain', fileName: 'hello.txt' } } }];", [240, 0]),
        codeNode('Large', "return Array.from({ length: 10 }, (_, i) => ({ json: { i, text: 'x'.repeat(200000) } }));", [480, 0]),
      ],
      connections: { Start: { main: [to('File')] }, File: { main: [to('Large')] } },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/execution/${executionId}`);
    await openNode(page, 'File');
    await page.getByTestId('ndv-output-mode').getByText('Binary', { exact: true }).click();
    await eventually(async () => expect(await page.getByTestId('ndv-binary-card').textContent()).toContain('hello.txt'));
    await page.getByTestId('ndv-binary-view').click();
    await eventually(async () => expect(await page.getByTestId('ndv-binary-content').textContent()).toBe('hello world'));
    // The viewer has finished fading in (a screenshot taken earlier shows it transparent).
    await page.waitForFunction(`getComputedStyle(document.querySelector('[data-testid="ndv-binary-content"]').closest('[role="dialog"]')).opacity === '1'`);
    await screenshot(page, 'ndv-binary-viewer');
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv-binary-content').waitFor({ state: 'detached' });
    await page.getByTestId('ndv-back').click();
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await openNode(page, 'Large');
    await eventually(async () => expect(await page.getByTestId('ndv-output-too-large').textContent()).toContain('This page holds 1.9 MB of data'));
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(0));
    await screenshot(page, 'ndv-large-data');
    await page.getByTestId('ndv-output-show-anyway').click();
    await eventually(async () => expect(await rows(page, 'output').count()).toBe(10));
  });

  it('shows pinned data as output and as the next node\'s input in the editor; sticky notes and unknown types', async () => {
    const workflow = {
      name: `NDV editor ${unique()}`,
      nodes: [
        { id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'orders', name: 'Orders', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
        { id: 'next', name: 'A next step with a rather long name', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [480, 0], parameters: {} },
        { id: 'mystery', name: 'Mystery', type: 'n8n-nodes-acme.mystery', typeVersion: 1, position: [240, 240], parameters: { color: 'teal' } },
        { id: 'note', name: 'Note', type: 'n8n-nodes-base.stickyNote', typeVersion: 1, position: [0, 240], parameters: { content: 'Remember', width: 200, height: 120 } },
      ],
      connections: { Start: { main: [to('Orders')] }, Orders: { main: [to('A next step with a rather long name')] } },
      pinData: { Orders: [{ json: { order: 1, total: 9.5 } }, { json: { order: 2, total: 12 } }] },
    };
    const saved = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow);
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${saved.id}`);
    await openNode(page, 'Start');
    await page.getByTestId('ndv-input-pane').getByTestId('trigger-panel').waitFor();
    await screenshot(page, 'ndv-trigger');
    await page.getByTestId('ndv-back').click();
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await openNode(page, 'Orders');
    await eventually(async () => expect(await text(page, 'ndv-output-item-count')).toBe('2 items'));
    await page.getByTestId('pinned-banner').waitFor();
    await eventually(async () => expect(await page.getByTestId('ndv-input-empty').textContent()).toContain('No input data yet'));
    await page.getByTestId('ndv-execute-previous').waitFor();
    await eventually(async () => expect(await page.getByTestId('ndv-no-parameters').textContent()).toBe('This node has no parameters'));
    await screenshot(page, 'ndv-pinned-output');
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await openNode(page, 'A next step with a rather long name');
    await eventually(async () => expect(await page.getByTestId('ndv-input-select').inputValue()).toBe('Orders (1 node back)'));
    await eventually(async () => expect(await rows(page, 'input').count()).toBe(2));
    await page.getByTestId('ndv-input-select').click();
    await eventually(async () => expect(await page.getByRole('option').allTextContents()).toEqual(['Orders (1 node back)', 'Start (2 nodes back)']));
    await page.keyboard.press('Escape');
    await eventually(async () => expect(await page.getByTestId('ndv-output-empty').textContent()).toBe('Execute this node to view data'));
    await page.getByTestId('ndv-back').click();
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await openNode(page, 'Mystery');
    await page.getByTestId('ndv-unknown-type').waitFor();
    await eventually(async () => expect(await page.getByTestId('ndv-install-community-node').getAttribute('href')).toMatch(/\/settings\/community-nodes$/));
    await screenshot(page, 'ndv-unknown-type');
    await page.getByTestId('ndv-back').click();
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await page.locator('[data-testid="sticky-note"]').first().click();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await text(page, 'ndv-node-name')).toBe('Note'));
    await eventually(async () => expect(await page.getByTestId('ndv-input-pane').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('ndv-output-pane').count()).toBe(0));
    await screenshot(page, 'ndv-sticky');
  });
});
