import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import {
  addItem, choose, closeFullExpressionEditor, closeNode, listItem, openNode, parameter, parameterInput, setText, switchTo, turnOn, valueOf,
} from '../harness/node-parameters.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SavedNode { name: string; parameters: Record<string, unknown> }
interface SavedWorkflow { id: string; nodes: SavedNode[] }

const manual = { id: 'manual', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
const node = (name: string, type: string, typeVersion: number, position: [number, number], parameters: object = {}) => ({
  id: name, name, type: `n8n-nodes-base.${type}`, typeVersion, position, parameters,
});

async function create(baseUrl: string, workflow: object): Promise<string> {
  return (await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name: `Parameters ${unique()}`, settings: { executionOrder: 'v1' }, ...workflow })).id;
}

async function savedParameters(baseUrl: string, id: string, name: string): Promise<Record<string, unknown>> {
  const workflow = await api<SavedWorkflow>(baseUrl, 'GET', `/workflows/${id}`);
  return workflow.nodes.find((candidate) => candidate.name === name)?.parameters ?? {};
}

async function openWorkflow(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas').waitFor();
  await page.getByTestId('canvas-node').first().waitFor();
}

async function save(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+S');
  await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
}

/** Runs the open node from the node details view and waits for its output. */
async function executeNode(page: Page): Promise<void> {
  await page.getByTestId('ndv-execute').click();
  // A node with several outputs (If) shows its branches with their counts instead of one count.
  await page.getByTestId('ndv-output-item-count').or(page.getByTestId('ndv-output-branches')).waitFor({ timeout: 15_000 });
}

const output = (page: Page) => page.getByTestId('ndv-output-data');

describe('issue 15 acceptance: configuring nodes through their parameters', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  // The API the HTTP Request node calls: it remembers every request and answers with two orders.
  const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders }> = [];
  const ordersApi = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ orders: [{ id: 'A-1', total: 12 }, { id: 'A-2', total: 30 }], status: 'served by loopback' }));
  });
  let ordersUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => ordersApi.listen(0, '127.0.0.1', resolve));
    ordersUrl = `http://127.0.0.1:${(ordersApi.address() as AddressInfo).port}/orders`;
  });
  afterAll(() => new Promise<void>((resolve) => ordersApi.close(() => resolve())));

  it('configures an HTTP Request (method, URL, a query parameter, a header), runs it, and finds it all again after save and reload', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      nodes: [manual, node('HTTP Request', 'httpRequest', 4.2, [260, 0])],
      connections: { Manual: { main: [to('HTTP Request')] } },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');

    await choose(page, 'Method', 'POST');
    await setText(page, 'URL', ordersUrl);
    await turnOn(page, 'Send Query Parameters');
    const query = listItem(page, 'Query Parameters', 0);
    await setText(page, 'Name', 'status', query);
    await setText(page, 'Value', 'open', query);
    await turnOn(page, 'Send Headers');
    const headers = listItem(page, 'Header Parameters', 0);
    await setText(page, 'Name', 'X-Trace', headers);
    await setText(page, 'Value', 'weft-e2e', headers);
    await screenshot(page, 'parameters-http-request-configured');

    await executeNode(page);
    const call = received.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/orders?status=open');
    expect(call?.headers['x-trace']).toBe('weft-e2e');
    await eventually(async () => expect(await output(page).textContent()).toContain('served by loopback'));
    await screenshot(page, 'parameters-http-request-ran');

    await closeNode(page);
    await save(page);
    const saved = await savedParameters(baseUrl, id, 'HTTP Request');
    expect(saved).toMatchObject({
      method: 'POST', url: ordersUrl, sendQuery: true, sendHeaders: true,
      queryParameters: { parameters: [{ name: 'status', value: 'open' }] },
      headerParameters: { parameters: [{ name: 'X-Trace', value: 'weft-e2e' }] },
    });
    // Reduced to what differs from the defaults: the untouched authentication stays out.
    expect(saved).not.toHaveProperty('authentication');

    await page.reload();
    await page.getByTestId('canvas-node').first().waitFor();
    await openNode(page, 'HTTP Request');
    await eventually(async () => expect(await valueOf(page, 'URL')).toBe(ordersUrl));
    await eventually(async () => expect(await valueOf(page, 'Value', listItem(page, 'Header Parameters', 0))).toBe('weft-e2e'));
    await screenshot(page, 'parameters-http-request-reloaded');
  });

  it('sets three fields in Edit Fields, one mapped by dragging a column of the input table', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      nodes: [
        manual,
        node('People', 'code', 2, [260, 0], { jsCode: "return [{ json: { name: 'Ada', city: 'London' } }, { json: { name: 'Grace', city: 'Arlington' } }];" }),
        node('Edit Fields', 'set', 3.2, [520, 0], { options: {} }),
      ],
      connections: { Manual: { main: [to('People')] }, People: { main: [to('Edit Fields')] } },
      pinData: { People: [{ json: { name: 'Ada', city: 'London' } }, { json: { name: 'Grace', city: 'Arlington' } }] },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'Edit Fields');
    await page.getByTestId('ndv-input-data').getByText('Ada', { exact: true }).waitFor();

    for (let field = 0; field < 3; field++) await addItem(page, 'Fields to Set');
    const item = (index: number) => listItem(page, 'Fields to Set', index);
    await setText(page, 'Name', 'greeting', item(0));
    await setText(page, 'Value', 'hello', item(0));
    await setText(page, 'Name', 'source', item(1));
    await setText(page, 'Value', 'e2e', item(1));
    await setText(page, 'Name', 'person', item(2));
    const columnHeader = page.getByTestId('ndv-input-data').locator('th').filter({ hasText: /^\s*name\s*$/ });
    await columnHeader.dragTo(parameterInput(page, 'Value', item(2)));
    await eventually(async () => expect(await valueOf(page, 'Value', item(2))).toBe('={{ $json.name }}'));
    await screenshot(page, 'parameters-edit-fields-mapped');

    await executeNode(page);
    const json = (await output(page).textContent()) ?? '';
    expect(json).toContain('Ada');
    expect(json).toContain('Grace');
    expect(json).toContain('hello');
    expect(json).toContain('e2e');
    await closeNode(page);
    await save(page);
    const saved = await savedParameters(baseUrl, id, 'Edit Fields');
    expect(saved.fields).toMatchObject({
      values: [
        { name: 'greeting', stringValue: 'hello' },
        { name: 'source', stringValue: 'e2e' },
        { name: 'person', stringValue: '={{ $json.name }}' },
      ],
    });
  });

  it('splits items with an If of two conditions combined with AND, then with OR', async () => {
    const { page } = browser();
    const items = [{ json: { n: 1, city: 'Paris' } }, { json: { n: 5, city: 'Paris' } }, { json: { n: 7, city: 'Rome' } }];
    const id = await create(baseUrl, {
      nodes: [manual, node('Numbers', 'code', 2, [260, 0], { jsCode: 'return [];' }), node('If', 'if', 1, [520, 0])],
      connections: { Manual: { main: [to('Numbers')] }, Numbers: { main: [to('If')] } },
      pinData: { Numbers: items },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'If');
    await page.getByTestId('ndv-input-data').getByText('Rome', { exact: true }).waitFor();

    await addItem(page, 'Conditions', 'Number');
    const numberCondition = listItem(page, 'Conditions', 0);
    const inputColumn = (name: string) => page.getByTestId('ndv-input-data').locator('th').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
    // Each condition's first value is mapped by dragging a column of the input table onto it.
    await inputColumn('n').dragTo(parameterInput(page, 'Value 1', numberCondition));
    await eventually(async () => expect(await valueOf(page, 'Value 1', numberCondition)).toBe('={{ $json.n }}'));
    await choose(page, 'Operation', 'Larger', numberCondition);
    await setText(page, 'Value 2', '2', numberCondition);
    await addItem(page, 'Conditions', 'Text');
    const textCondition = listItem(page, 'Conditions', 1);
    await inputColumn('city').dragTo(parameterInput(page, 'Value 1', textCondition));
    await eventually(async () => expect(await valueOf(page, 'Value 1', textCondition)).toBe('={{ $json.city }}'));
    await setText(page, 'Value 2', 'Paris', textCondition);
    await screenshot(page, 'parameters-if-configured');

    await executeNode(page);
    await eventually(async () => expect(await page.getByTestId('ndv-output-branches').textContent()).toBe('true (1)false'));
    await screenshot(page, 'parameters-if-and');

    await choose(page, 'Combine', 'ANY condition must be met');
    await executeNode(page);
    await expect.poll(() => page.getByTestId('ndv-output-branches').textContent()).toBe('true (3)false');
    await screenshot(page, 'parameters-if-or');
  });

  it('merges two inputs by a matching key', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      nodes: [
        manual,
        node('Customers', 'code', 2, [260, -120], { jsCode: 'return [];' }),
        node('Orders', 'code', 2, [260, 120], { jsCode: 'return [];' }),
        node('Merge', 'merge', 3, [520, 0]),
      ],
      connections: {
        Manual: { main: [[...to('Customers'), ...to('Orders')]] },
        Customers: { main: [to('Merge')] },
        Orders: { main: [[{ node: 'Merge', type: 'main', index: 1 }]] },
      },
      pinData: {
        Customers: [{ json: { id: 1, customer: 'Ada' } }, { json: { id: 2, customer: 'Grace' } }],
        Orders: [{ json: { id: 2, total: 30 } }, { json: { id: 3, total: 99 } }],
      },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'Merge');
    await choose(page, 'Mode', 'Combine');
    await choose(page, 'Combine By', 'Matching Fields');
    await setText(page, 'Fields To Match', 'id');
    await executeNode(page);
    await eventually(async () => expect(await page.getByTestId('ndv-output-item-count').textContent()).toBe('1 item'));
    const joined = (await output(page).textContent()) ?? '';
    expect(joined).toContain('Grace');
    expect(joined).toContain('30');
    expect(joined).not.toContain('Ada');
    await screenshot(page, 'parameters-merge-by-key');

    // The inputs to choose from are loaded from the server (Merge's loadOptions method getInputs).
    await choose(page, 'Mode', 'Choose Branch');
    await parameterInput(page, 'Use Data of Input').click();
    await page.getByRole('option', { name: 'Input 2', exact: true }).waitFor();
    await eventually(async () => expect(await page.getByRole('option').allTextContents()).toEqual(['Input 1', 'Input 2']));
    await page.getByRole('option', { name: 'Input 2', exact: true }).click();
    await executeNode(page);
    await expect.poll(() => page.getByTestId('ndv-output-item-count').textContent()).toBe('2 items');
    await eventually(async () => expect(await output(page).textContent()).toContain('99'));
    await screenshot(page, 'parameters-merge-remote-options');
  });

  it('runs a Code node with code typed in its editor', async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      nodes: [manual, node('Code', 'code', 2, [260, 0], { jsCode: "return [{ json: { before: true } }];" })],
      connections: { Manual: { main: [to('Code')] } },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'Code');
    const editor = parameter(page, 'JavaScript').getByTestId('code-editor-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // Typed as a user does; the editor's own bracket closing is why no closing brackets are typed.
    await editor.pressSequentially("return [{ json: { edited: 'in the editor', sum: 2 + 3");
    await page.keyboard.press('Escape');
    await executeNode(page);
    const result = (await output(page).textContent()) ?? '';
    expect(result).toContain('in the editor');
    expect(result).toContain('5');
    await screenshot(page, 'parameters-code-edited');
    await closeNode(page);
    await save(page);
    expect(String((await savedParameters(baseUrl, id, 'Code')).jsCode)).toContain("edited: 'in the editor'");
  });

  // Its first Python run loads Pyodide: most of a minute when spec files share a busy machine.
  it('runs Python typed in the Code node, with Python highlighting and _ completions', { timeout: 150_000 }, async () => {
    const { page } = browser();
    const id = await create(baseUrl, {
      nodes: [
        manual,
        node('Code', 'code', 2, [260, 0], { language: 'python', pythonCode: "return [{'json': {'n': n}} for n in range(3)]" }),
        node('Python', 'code', 2, [520, 0], { language: 'python', pythonCode: '' }),
      ],
      connections: { Manual: { main: [to('Code')] }, Code: { main: [to('Python')] } },
    });
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'Python');
    const editor = parameter(page, 'Python').getByTestId('code-editor-content');
    await editor.click();
    // Completion offers the Python names: _input, then its methods.
    await editor.pressSequentially('total = sum(item.json.n for item in _inp');
    // Clicked: CodeMirror ignores Enter for a moment after the list opens (its interaction delay).
    await page.locator('.cm-tooltip-autocomplete').getByText('_input', { exact: true }).click();
    await editor.pressSequentially('.all()');
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.pressSequentially("return [{'json': {'total': total, 'language': 'python'}}");
    await page.keyboard.press('Escape');
    // Python keywords are highlighted as such (the JavaScript mode would not know `for ... in` in a generator).
    await eventually(async () => expect(await editor.locator('span', { hasText: /^for$/ }).count()).toBeGreaterThan(0));
    // The first Python run of the server loads Pyodide (seconds, more on a busy machine).
    await page.getByTestId('ndv-execute').click();
    await page.getByTestId('ndv-output-item-count').waitFor({ timeout: 120_000 });
    await expect.poll(async () => (await output(page).textContent()) ?? '').toContain('python');
    await eventually(async () => expect((await output(page).textContent()) ?? '').toContain('3'));
    await screenshot(page, 'parameters-code-python');
    await closeNode(page);
    await save(page);
    expect(String((await savedParameters(baseUrl, id, 'Python')).pythonCode)).toContain('_input.all()');
  });

  const withUrl = (url: string) => ({
    nodes: [manual, node('HTTP Request', 'httpRequest', 4.2, [260, 0], { url })],
    connections: { Manual: { main: [to('HTTP Request')] } },
  });

  it('switches a value to an expression, where the full editor opens by itself, and back to the same fixed value', async () => {
    const { page } = browser();
    const id = await create(baseUrl, withUrl('https://example.com/one'));
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');

    await switchTo(page, 'URL', 'Expression');
    await parameter(page, 'URL').getByTestId('expression-input').waitFor();
    await eventually(async () => expect(await valueOf(page, 'URL')).toBe('=https://example.com/one'));
    await settledScreenshot(page, 'parameters-url-expression');
    await closeFullExpressionEditor(page, 'URL');
    await switchTo(page, 'URL', 'Fixed');
    await eventually(async () => expect(await valueOf(page, 'URL')).toBe('https://example.com/one'));
  });

  it('undoes a parameter change with Ctrl+Z on the canvas after the node details view is closed', async () => {
    const { page } = browser();
    const id = await create(baseUrl, withUrl('https://example.com/one'));
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');
    await setText(page, 'URL', 'https://example.com/two');
    await closeNode(page);

    await page.getByTestId('canvas').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('ControlOrMeta+Z');
    await openNode(page, 'HTTP Request');
    await eventually(async () => expect(await valueOf(page, 'URL')).toBe('https://example.com/one'));
    await screenshot(page, 'parameters-undone');
  });
});
