import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { signIn } from '../harness/accounts.js';
import { openBrowser, screenshot, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';

/**
 * The public API's interactive docs (Swagger UI served by the instance), reached from Settings → API:
 * authorized with a key made there, "Try it out" calls this instance. Under a base path, so the docs'
 * relative addresses are proved too. Every content-security-policy violation of every tab is collected.
 */

/** The policy violations of every page of the context (each document reports its own). */
async function collectPolicyViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => { seen.push(text); });
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.reportPolicyViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' on ' + document.location.pathname);
  });`);
  const watch = (page: Page) => page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.push(`${message.type()}: ${message.text()}`);
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/** An owner's instance (survey answered) and a browser, for the describe block that calls it. */
function useOwnerInstance(env: Record<string, string>, prepare?: (session: BrowserSession) => Promise<void>) {
  const running = {} as { server: RunningServer; session: BrowserSession };
  beforeAll(async () => {
    running.server = await startServer(env, undefined, { accounts: 'owner' });
    running.session = await openBrowser();
    await prepare?.(running.session);
    await api(running.server.baseUrl, 'POST', '/me/survey', { version: 'v3' });
  });
  afterAll(async () => {
    await running.session?.close();
    await running.server?.stop();
  });
  return running;
}

describe('public API docs', () => {
  let violations: string[] = [];
  const running = useOwnerInstance({ WEFT_PATH: '/weft/' }, async (session) => {
    violations = await collectPolicyViolations(session.context);
  });

  it('opens from Settings → API in a new tab, and "Try it out" lists this instance\'s workflows with the key made there', async () => {
    const { server, session } = running;
    const { baseUrl } = server;
    const workflowName = 'Invoices from the docs';
    await api(baseUrl, 'POST', '/workflows', { name: workflowName, nodes: [], connections: {} });
    const { page, context } = session;
    await signIn(page, baseUrl, server.owner!.email, server.owner!.password);

    await page.goto(`${baseUrl}/settings/api`);
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-once').waitFor();
    const key = (await page.getByTestId('api-key-value').innerText()).trim();

    const [docs] = await Promise.all([context.waitForEvent('page'), page.getByTestId('api-docs-link').click()]);
    await docs.waitForURL(`${baseUrl}/api/v1/docs/`);
    await docs.locator('.swagger-ui .info .title').filter({ hasText: 'Weft Public API' }).waitFor();
    await screenshot(docs, 'public-api-docs');

    await docs.locator('.scheme-container button.authorize').click();
    const dialog = docs.locator('.dialog-ux');
    await dialog.locator('input').fill(key);
    await dialog.getByRole('button', { name: 'Apply credentials' }).click();
    await dialog.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await dialog.locator('button.btn-done').click();

    const operation = docs.locator('#operations-Workflow-getWorkflows');
    await operation.locator('.opblock-summary-control').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const response = operation.locator('.live-responses-table .response').first();
    await eventually(async () => expect(await response.locator('.response-col_status').innerText()).toContain('200'));
    const body = JSON.parse(await response.locator('.response-col_description pre.microlight').first().innerText()) as {
      data: { name: string }[];
      nextCursor: string | null;
    };
    expect(body.data.map((workflow) => workflow.name)).toEqual([workflowName]);
    expect(body.nextCursor).toBeNull();
    // The request went to this instance, under its base path, with the key.
    expect(await operation.locator('.request-url pre').innerText()).toMatch(new RegExp(`^${baseUrl}/api/v1/workflows(\\?|$)`));
    await expect.poll(() => operation.locator('.curl-command').innerText()).toContain(`X-N8N-API-KEY: ${key}`);
    await response.scrollIntoViewIfNeeded();
    await screenshot(docs, 'public-api-docs-try-it-out');

    expect(violations).toEqual([]);
  });
});

describe('public API docs switched off (WEFT_PUBLIC_API_SWAGGERUI_DISABLED=true)', () => {
  const running = useOwnerInstance({ WEFT_PUBLIC_API_SWAGGERUI_DISABLED: 'true' });

  it('keeps Settings → API for the key but shows no link to docs that are not there', async () => {
    const { server, session: { page } } = running;
    await signIn(page, server.baseUrl, server.owner!.email, server.owner!.password);
    await page.goto(`${server.baseUrl}/settings/api`);
    await page.getByTestId('api-key-create').waitFor();
    expect(await page.getByTestId('api-docs-link').count()).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/v1/docs/`)).status).toBe(404);
  });
});
