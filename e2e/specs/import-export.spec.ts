import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

/** A workflow file as n8n exports it. */
const exported = {
  name: 'Imported flow',
  nodes: [setNode('i1', 'Fetch orders', 0), setNode('i2', 'Sum totals', 240)],
  connections: { 'Fetch orders': { main: [[{ node: 'Sum totals', type: 'main', index: 0 }]] } },
  pinData: {},
  meta: { instanceId: 'elsewhere' },
  tags: [],
};

/** A file that starts with its own manual trigger, as most shared workflows do. */
const exportedWithTrigger = {
  name: 'Starts by hand',
  nodes: [{ ...trigger, id: 'x1' }, setNode('x2', 'Shape order', 240)],
  connections: { [trigger.name]: { main: [[{ node: 'Shape order', type: 'main', index: 0 }]] } },
};

const node = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const nodeNames = (page: Page) =>
  page.getByTestId('canvas-node').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node-name')).sort());

/** A page of another site embedding the demo canvas, collecting what the canvas tells it. */
const embedPage = (baseUrl: string) => `<!doctype html><html><body style="margin:0">
<iframe id="demo" src="${baseUrl}/workflows/demo" style="width:1200px;height:760px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push(event.data));
  window.send = (message) => document.getElementById('demo').contentWindow.postMessage(message, '*');
</script></body></html>`;

async function openWorkflow(page: Page, baseUrl: string, name: string): Promise<void> {
  const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name, nodes: [trigger], connections: {} });
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await node(page, trigger.name).waitFor();
}

describe('import and export', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let files: Server;
  let filesUrl: string;

  beforeAll(async () => {
    files = createServer((request, response) => {
      if (request.url === '/embed.html') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(embedPage(baseUrl));
        return;
      }
      const files: Record<string, object> = { '/shared/Flow.JSON': exported, '/shared/with-trigger.json': exportedWithTrigger };
      const file = request.url ? files[request.url] : undefined;
      response.writeHead(file ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(file ?? {}));
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => files.close(resolve));
  });

  it('imports a workflow file into the open workflow as one undoable step', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, `Import file ${unique()}`);
    await page.getByTestId('sidebar-import-file-input').setInputFiles({
      name: 'flow.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)),
    });
    await node(page, 'Sum totals').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Fetch orders', 'Sum totals', trigger.name]));
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await screenshot(page, 'import-file');

    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('ControlOrMeta+Z');
    await node(page, 'Sum totals').waitFor({ state: 'detached' });
    await eventually(async () => expect(await nodeNames(page)).toEqual([trigger.name]));
  });

  it('says an imported file must be valid JSON', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, `Import broken ${unique()}`);
    await page.getByTestId('sidebar-import-file-input').setInputFiles({
      name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"nodes": ['),
    });
    await page.getByText('Imported file must be valid JSON.').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual([trigger.name]));
  });

  it('imports a workflow from a URL through the server', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, `Import URL ${unique()}`);
    await page.getByTestId('sidebar-workflow-import-url').click();
    const form = page.getByTestId('import-url-modal');
    await form.locator('input').fill(`${filesUrl}/shared/Flow.JSON`);
    await form.locator('button[type="submit"]').click();
    await node(page, 'Sum totals').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Fetch orders', 'Sum totals', trigger.name]));
  });

  it('imports from a URL onto a canvas that has its trigger already, leaving out only the extra trigger, as paste does', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, `Import URL trigger ${unique()}`);
    await page.getByTestId('sidebar-workflow-import-url').click();
    const form = page.getByTestId('import-url-modal');
    await form.locator('input').fill(`${filesUrl}/shared/with-trigger.json`);
    await form.locator('button[type="submit"]').click();
    await node(page, 'Shape order').waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual(['Shape order', trigger.name]));
    await page.getByText('Only 1 Manual Trigger node is allowed in a workflow').waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await screenshot(page, 'import-url-extra-trigger');
  });

  it('tells the user when the URL does not return a workflow', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, `Import URL missing ${unique()}`);
    await page.getByTestId('sidebar-workflow-import-url').click();
    const form = page.getByTestId('import-url-modal');
    await form.locator('input').fill(`${filesUrl}/missing.json`);
    await form.locator('button[type="submit"]').click();
    await page.getByText('The URL did not return a workflow', { exact: false }).waitFor();
    await eventually(async () => expect(await nodeNames(page)).toEqual([trigger.name]));
  });

  it('downloads the workflow in the export format, named after the workflow', async () => {
    const suffix = unique();
    const { page } = browser();
    const name = `Export me (v2) ${suffix}`;
    await openWorkflow(page, baseUrl, name);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sidebar-workflow-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Export_me__v2__${suffix}.json`);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      name: string; nodes: Array<{ name: string }>; meta: { instanceId: string }; tags: unknown[]; active: boolean;
    };
    expect(file.name).toBe(name);
    expect(file.nodes.map((n) => n.name)).toEqual([trigger.name]);
    expect(file.meta.instanceId).toMatch(/\S/);
    expect(file.tags).toEqual([]);
    expect(file.active).toBe(false);
  });

  it('shows a workflow a parent window sends to the demo canvas, after telling it the canvas is ready', async () => {
    const { page } = browser();
    await page.goto(`${filesUrl}/embed.html`);
    await page.waitForFunction('window.received.length > 0');
    const [ready] = await page.evaluate<string[]>('window.received');
    const settings = await api<{ versionCli: string }>(baseUrl, 'GET', '/settings');
    expect(JSON.parse(ready ?? '{}')).toEqual({ command: 'n8nReady', version: settings.versionCli });

    const demo = page.frameLocator('#demo');
    await page.evaluate(`window.send(${JSON.stringify(JSON.stringify({ command: 'openWorkflow', workflow: exported }))})`);
    await demo.locator('[data-testid="canvas-node"][data-node-name="Sum totals"]').waitFor();
    await eventually(async () => expect(await demo.getByTestId('canvas-node').count()).toBe(2));
    await screenshot(page, 'import-demo');

    await page.evaluate(`window.send(${JSON.stringify({ command: 'openWorkflow', workflow: { connections: {} } })})`);
    await demo.getByTestId('demo-error').waitFor();
    await eventually(async () => expect(await demo.getByTestId('demo-error').innerText()).toContain('has no list of nodes'));
  });
});
