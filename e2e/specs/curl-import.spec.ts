import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { closeNode, listItem, openNode, valueOf } from '../harness/node-parameters.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SavedWorkflow { nodes: Array<{ name: string; parameters: Record<string, unknown> }> }

async function openWithHttpRequest(page: Page, baseUrl: string): Promise<string> {
  const { id } = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
    name: `cURL ${unique()}`, settings: { executionOrder: 'v1' },
    nodes: [
      { id: 'manual', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'http', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [260, 0], parameters: { url: 'https://old.example.com' } },
    ],
    connections: { Manual: { main: [to('HTTP Request')] } },
  });
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas-node').first().waitFor();
  await openNode(page, 'HTTP Request');
  return id;
}

async function importCurl(page: Page, command: string): Promise<void> {
  await page.getByTestId('parameter-input-curlImport').click();
  await page.getByTestId('curl-import-command').fill(command);
  await page.getByTestId('curl-import-submit').click();
}

describe('Import cURL in the HTTP Request node', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
  const loopback = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ created: 'order 77' }));
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => loopback.close(() => resolve())));

  it('fills method, URL, query, headers and JSON body from a pasted command; they are saved and the request is sent as written', async () => {
    const { page } = browser();
    const id = await openWithHttpRequest(page, baseUrl);
    await page.getByTestId('parameter-input-curlImport').click();
    const command = [
      `curl -X POST '${origin}/orders?source=curl' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H 'X-Api-Key: k-123' \\`,
      `  -u ann:secret \\`,
      `  --data-raw '{"item":"lamp","qty":2}'`,
    ].join('\n');
    await page.getByTestId('curl-import-command').fill(command);
    await settledScreenshot(page, 'curl-import-modal');
    await page.getByTestId('curl-import-submit').click();
    await page.getByTestId('curl-import-command').waitFor({ state: 'detached' });

    expect(await valueOf(page, 'Method')).toBe('POST');
    expect(await valueOf(page, 'URL')).toBe(`${origin}/orders`);
    expect(await valueOf(page, 'Name', listItem(page, 'Query Parameters', 0))).toBe('source');
    expect(await valueOf(page, 'Value', listItem(page, 'Query Parameters', 0))).toBe('curl');
    expect(await valueOf(page, 'Name', listItem(page, 'Header Parameters', 0))).toBe('X-Api-Key');
    expect(await valueOf(page, 'Name', listItem(page, 'Header Parameters', 1))).toBe('Authorization');
    expect(await valueOf(page, 'Body Content Type')).toBe('JSON');
    await screenshot(page, 'curl-import-filled');

    await page.getByTestId('ndv-execute').click();
    await page.getByTestId('ndv-output-item-count').waitFor({ timeout: 15_000 });
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').textContent()).toContain('order 77'));
    const call = received.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/orders?source=curl' });
    expect(call?.headers['x-api-key']).toBe('k-123');
    expect(call?.headers.authorization).toBe(`Basic ${Buffer.from('ann:secret').toString('base64')}`);
    expect(call?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ item: 'lamp', qty: 2 });

    await closeNode(page);
    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<SavedWorkflow>(baseUrl, 'GET', `/workflows/${id}`);
    expect(saved.nodes.find((node) => node.name === 'HTTP Request')?.parameters).toMatchObject({
      method: 'POST', url: `${origin}/orders`, sendQuery: true, queryParameters: { parameters: [{ name: 'source', value: 'curl' }] },
      sendHeaders: true, headerParameters: { parameters: [{ name: 'X-Api-Key', value: 'k-123' }, { name: 'Authorization', value: expect.stringMatching(/^Basic /) }] },
      sendBody: true, specifyBody: 'json', jsonBody: '{\n  "item": "lamp",\n  "qty": 2\n}',
    });
  });

  it('sends a -F form as multipart and says why a command that is not curl cannot be imported', async () => {
    const { page } = browser();
    await openWithHttpRequest(page, baseUrl);
    await importCurl(page, 'wget https://example.com/file');
    await page.getByTestId('curl-import-error').getByText('This is not a curl command', { exact: false }).waitFor();
    await settledScreenshot(page, 'curl-import-error');
    await page.getByTestId('curl-import-command').fill(`curl -F name=Tom -F 'note=two words' ${origin}/upload`);
    await page.getByTestId('curl-import-submit').click();
    await page.getByTestId('curl-import-command').waitFor({ state: 'detached' });
    expect(await valueOf(page, 'Body Content Type')).toBe('Form-Data');

    await page.getByTestId('ndv-execute').click();
    await page.getByTestId('ndv-output-item-count').waitFor({ timeout: 15_000 });
    const call = received.at(-1);
    expect(call?.url).toBe('/upload');
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toContain('name="note"\r\n\r\ntwo words');
  });
});
