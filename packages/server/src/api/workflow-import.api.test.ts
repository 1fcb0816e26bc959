import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedWorkflow } from '@weft/contracts';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { fetchWorkflowFromUrl } from '../services/workflow-import.service.js';

const workflowFile = {
  name: 'From the web',
  nodes: [{ id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
};

const files: Record<string, { status?: number; body: string }> = {
  '/flow.json': { body: JSON.stringify(workflowFile) },
  '/FLOW.JSON': { body: JSON.stringify(workflowFile) },
  '/broken.json': { body: '{"nodes": [' },
  '/list.json': { body: '[1, 2, 3]' },
  '/missing.json': { status: 404, body: 'not here' },
  '/big.json': { body: JSON.stringify({ ...workflowFile, padding: 'x'.repeat(4096) }) },
};

let server: TestServer;
let files$: Server;
let base: string;

beforeAll(async () => {
  server = await createTestServer();
  files$ = createServer((request, response) => {
    const file = files[request.url ?? ''];
    response.writeHead(file?.status ?? (file ? 200 : 404), { 'content-type': 'application/json' });
    response.end(file?.body ?? '');
  });
  await new Promise<void>((resolve) => files$.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(files$.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => files$.close(resolve));
});

const fromUrl = (url: string) =>
  server.rest<{ data: ImportedWorkflow } & { message?: string; hint?: string }>('GET', `/workflows/from-url?url=${encodeURIComponent(url)}`);

describe('GET /workflows/from-url', () => {
  it('answers the workflow found at a .json address, whatever the case of the extension', async () => {
    for (const path of ['/flow.json', '/FLOW.JSON']) {
      const answer = await fromUrl(`${base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.name).toBe('From the web');
      expect(answer.body.data.nodes).toEqual(workflowFile.nodes);
    }
  });

  it('refuses addresses that are not http(s) .json files with Invalid URL', async () => {
    for (const url of ['not a url', 'ftp://example.com/flow.json', `${base}/flow.txt`, 'file:///etc/passwd.json']) {
      const answer = await fromUrl(url);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid URL');
    }
  });

  it('says the URL did not return a workflow for broken JSON, non-workflows and failed answers', async () => {
    const cases: Array<[string, string]> = [
      ['/broken.json', 'The file is not valid JSON.'],
      ['/list.json', 'A workflow file has a list of nodes and an object of connections.'],
      ['/missing.json', 'The address answered with status 404.'],
    ];
    for (const [path, hint] of cases) {
      const answer = await fromUrl(`${base}${path}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The URL did not return a workflow');
      expect(answer.body.hint).toBe(hint);
    }
  });

  it('says so when nothing answers at the address', async () => {
    const answer = await fromUrl('http://127.0.0.1:1/flow.json');
    expect(answer.status).toBe(400);
    expect(answer.body.hint).toBe('The address could not be reached.');
  });

  it('refuses files above the size cap', async () => {
    await expect(fetchWorkflowFromUrl(`${base}/big.json`, { timeoutMs: 5000, maxBytes: 1024 }))
      .rejects.toThrow('The URL did not return a workflow');
  });
});
