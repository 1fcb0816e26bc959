import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowCreateBody, WorkflowResponse } from '@weft/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { useTestServer } from '../test/test-server.js';
import { chain, respondNode, webhookNode } from '../test/webhook-fixtures.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

const ANCESTORS = "'self' https://intranet.example.com";
const editorDist = join(tmpdir(), `weft-dist-${randomUUID()}`);

beforeAll(async () => {
  await mkdir(join(editorDist, 'assets'), { recursive: true });
  await writeFile(join(editorDist, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/index.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(editorDist, 'assets', 'index.js'), 'console.log("editor");\n');
});
afterAll(() => rm(editorDist, { recursive: true, force: true }));

const server = useTestServer({ env: { WEFT_EDITOR_DIST: editorDist, WEFT_FRAME_ANCESTORS: ANCESTORS } });

/** The policy's directives by name. */
function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = response.headers['content-security-policy'];
  expect(typeof policy, 'content-security-policy').toBe('string');
  return new Map(String(policy).split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources.join(' ')];
  }));
}

function expectWeftPage(response: LightMyRequestResponse): Map<string, string> {
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  const policy = directives(response);
  expect(policy.get('frame-ancestors')).toBe(ANCESTORS);
  expect(policy.get('object-src')).toBe("'none'");
  return policy;
}

/** The script-src allows each inline script of the page by its hash, and nothing else inline. */
function expectInlineScriptsAllowed(body: string, scriptSrc: string | undefined): void {
  const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc?.split(' ')).toContain(hash);
  }
  expect(scriptSrc).not.toContain('unsafe-inline');
}

async function activeWorkflow(body: WorkflowCreateBody): Promise<WorkflowResponse> {
  const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  const activated = await server.rest<{ data: WorkflowResponse }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return activated.body.data;
}

describe('security headers of the pages Weft renders', () => {
  it('gives the editor a policy that runs only its own scripts, framed as WEFT_FRAME_ANCESTORS says', async () => {
    for (const url of ['/', '/workflow/new']) {
      const page = await server.inject({ method: 'GET', url, as: 'signed-out' });
      expect(page.statusCode).toBe(200);
      const policy = expectWeftPage(page);
      expect(policy.get('script-src')).toBe("'self' 'unsafe-eval'");
      expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(policy.get('connect-src')?.split(' ')).toContain("'self'");
    }
    // Made to be embedded by other sites (a template gallery), like n8n's.
    const demo = await server.inject({ method: 'GET', url: '/workflows/demo', as: 'signed-out' });
    expect(demo.statusCode).toBe(200);
    expect(directives(demo).get('frame-ancestors')).toBe('*');
    expect(directives(demo).get('script-src')).toBe("'self' 'unsafe-eval'");

    const asset = await server.inject({ method: 'GET', url: '/assets/index.js', as: 'signed-out' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('gives the docs pages the same policy', async () => {
    const page = await server.inject({ method: 'GET', url: '/docs/', as: 'signed-out' });
    expect(page.statusCode).toBe(200);
    expect(expectWeftPage(page).get('script-src')).toBe("'self' 'unsafe-eval'");
  });

  it('lets a form page run its own inline script and no other', async () => {
    const trigger: Node = {
      id: randomUUID(), name: 'On form submission', type: 'n8n-nodes-base.formTrigger', typeVersion: 2.2, position: [0, 0], webhookId: randomUUID(),
      parameters: { formTitle: 'Contact', formFields: { values: [{ fieldLabel: 'Name', requiredField: true }] }, options: { path: 'contact' } },
    };
    await activeWorkflow(chain('Contact', [trigger]));
    const page = await server.inject({ method: 'GET', url: '/form/contact', as: 'signed-out' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-weft-page-scripts']).toBeUndefined();
    expectInlineScriptsAllowed(page.body, expectWeftPage(page).get('script-src'));

    const missing = await server.inject({ method: 'GET', url: '/form/elsewhere', as: 'signed-out' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Form not found');
    expect(expectWeftPage(missing).get('script-src')).toBe("'none'");
  });

  it('lets the hosted chat page run its own inline script', async () => {
    const webhookId = randomUUID();
    await activeWorkflow(chain('Chat', [{
      id: randomUUID(), name: 'When chat message received', type: '@n8n/n8n-nodes-langchain.chatTrigger', typeVersion: 1.4, position: [0, 0],
      webhookId, parameters: { public: true, options: { title: 'Help desk' } },
    }]));
    const page = await server.inject({ method: 'GET', url: `/webhook/${webhookId}/chat`, as: 'signed-out' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Help desk</h1>');
    const policy = expectWeftPage(page);
    expectInlineScriptsAllowed(page.body, policy.get('script-src'));
    expect(policy.get('connect-src')).toBe("'self'");
  });

  it('leaves the HTML a workflow answers with as it is: no policy, only nosniff', async () => {
    await activeWorkflow(chain('Page', [
      webhookNode({ path: 'page', httpMethod: 'GET', responseMode: 'responseNode' }),
      respondNode({
        respondWith: 'text', responseBody: '<html><body><script>document.title = "mine"</script></body></html>',
        options: { responseHeaders: { entries: [{ name: 'content-type', value: 'text/html; charset=utf-8' }] } },
      }),
    ]));
    const answer = await server.inject({ method: 'GET', url: '/webhook/page', as: 'signed-out' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('document.title = "mine"');
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['referrer-policy']).toBeUndefined();
  });

  it('keeps the OAuth callback page\'s own stricter policy', async () => {
    const page = await server.inject({ method: 'GET', url: '/rest/oauth2-credential/callback?state=nonsense&code=x', as: 'signed-out' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(directives(page).get('default-src')).toBe("'none'");
    expect(directives(page).get('frame-ancestors')).toBe("'none'");
  });
});
