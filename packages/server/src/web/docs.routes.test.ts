import { afterEach, describe, expect, it } from 'vitest';
import type { IExecuteFunctions, INodeType } from '@weft/workflow';
import { createTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serverAt(env: Record<string, string> = {}): Promise<TestServer> {
  server = await createTestServer({ env });
  return server;
}

describe('documentation pages', () => {
  it('serves a node page as HTML, to signed-out visitors too', async () => {
    const s = await serverAt();
    const response = await s.inject({ method: 'GET', url: '/docs/nodes/n8n-nodes-base.httpRequest', as: 'signed-out' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>HTTP Request · Weft docs</title>');
    expect(response.body).toContain('<h1>HTTP Request</h1>');
    expect(response.body).toContain('<h2 id="parameters">Parameters</h2>');
    // Icons are inlined: the docs need no session to show them.
    expect(response.body).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
  });

  it('serves the index and the quickstart under the base path, with links that stay under it', async () => {
    const s = await serverAt({ WEFT_PATH: '/tools/weft/' });
    const index = await s.inject({ method: 'GET', url: '/tools/weft/docs/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<h1>Weft documentation</h1>');
    expect(index.body).toContain('href="/tools/weft/docs/nodes/n8n-nodes-base.set"');
    expect(index.body).toContain('href="/tools/weft/docs/quickstart"');
    const bare = await s.inject({ method: 'GET', url: '/tools/weft/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/tools/weft/docs/');
    const quickstart = await s.inject({ method: 'GET', url: '/tools/weft/docs/quickstart' });
    expect(quickstart.statusCode).toBe(200);
    expect(quickstart.body).toContain('<h1 id="quickstart">Quickstart</h1>');
  });

  it('answers a missing page with 404 and says what is missing', async () => {
    const s = await serverAt();
    const response = await s.inject({ method: 'GET', url: '/docs/nodes/n8n-nodes-acme.widget' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('There is no documentation page for the node type &quot;n8n-nodes-acme.widget&quot;');
    const other = await s.inject({ method: 'GET', url: '/docs/changelog' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('There is no documentation page at &quot;changelog&quot;');
  });

  it('refuses paths out of the docs, encoded or not, and never serves a file from disk', async () => {
    const s = await serverAt();
    // Dot segments are resolved before routing (as browsers do): the address leaves the docs altogether.
    for (const url of ['/docs/nodes/../../package.json', '/docs/%2e%2e/%2e%2e/package.json']) {
      const dotted = await s.inject({ method: 'GET', url });
      expect(dotted.body, url).not.toContain('"name": "@weft');
    }
    for (const url of [
      '/docs/nodes/..%2F..%2F..%2Fpackage.json',
      '/docs/..%2Fnodes%2FSet%2FSet.node.ts',
      '/docs/nodes/%252e%252e%252fpackage.json',
    ]) {
      const response = await s.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('data-testid="docs-not-found"');
      expect(response.body, url).not.toContain('"name": "@weft');
    }
  });

  it('refuses an address that is not valid percent-encoding', async () => {
    const s = await serverAt();
    const response = await s.inject({ method: 'GET', url: '/docs/nodes/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
  });

  it('escapes what the address carries into the page', async () => {
    const s = await serverAt();
    const response = await s.inject({ method: 'GET', url: '/docs/nodes/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('what the editor reads about docs and help', () => {
  it('lists the documented node types', async () => {
    const s = await serverAt();
    const { status, body } = await s.rest<{ data: string[] }>('GET', '/node-docs');
    expect(status).toBe(200);
    expect(body.data).toContain('n8n-nodes-base.httpRequest');
    expect(body.data).toContain('n8n-nodes-base.manualTrigger');
    expect(body.data).not.toContain('n8n-nodes-acme.widget');
  });

  it("leaves out a built-in type a package replaced: our page would not describe the package's node", async () => {
    const s = await serverAt();
    const replacement: INodeType = {
      description: {
        displayName: 'Acme No-Op', name: 'n8n-nodes-base.noOp', group: ['transform'], version: 1, description: 'Not ours',
        defaults: { name: 'Acme No-Op' }, inputs: ['main'], outputs: ['main'], properties: [],
      },
      execute(this: IExecuteFunctions) { return Promise.resolve([this.getInputData()]); },
    };
    await s.services.nodeTypes.add(replacement);
    const { body } = await s.rest<{ data: string[] }>('GET', '/node-docs');
    expect(body.data).not.toContain('n8n-nodes-base.noOp');
    expect(body.data).toContain('n8n-nodes-base.set');
  });

  it('carries the forum and course addresses in the settings only when configured', async () => {
    const unset = await serverAt();
    expect((await unset.rest<{ data: { help: unknown } }>('GET', '/settings')).body.data.help).toEqual({});
    await unset.close();
    const set = await serverAt({ WEFT_HELP_FORUM_URL: 'https://forum.example.com/', WEFT_HELP_COURSE_URL: 'https://learn.example.com/' });
    expect((await set.rest<{ data: { help: unknown } }>('GET', '/settings')).body.data.help)
      .toEqual({ forumUrl: 'https://forum.example.com/', courseUrl: 'https://learn.example.com/' });
  });
});
