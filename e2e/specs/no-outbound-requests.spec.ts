import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { activateFromEditor } from '../harness/activation.js';
import { PromptServicesStandIn } from '../../packages/server/src/test/prompt-services-stand-in.js';
import { api, apiResponse, defaultUserCookie } from '../harness/api.js';
import { answerPersonalization, contextCookie, setUpOwnerOnPage } from '../harness/accounts.js';
import { openBrowser, settledScreenshot, type BrowserSession } from '../harness/browser.js';
import { startTracedServer, type Destination, type TracedServer } from '../harness/traced-server.js';

/**
 * Issue 32's promise: with nothing configured, no request leaves the instance. A user sets up the
 * instance (ticking 'agree'), answers the personalization survey, builds, runs and activates
 * workflows, browses the templates, looks at executions, settings and About, while the browser's
 * every request (and every request the page's CSP refused) and the server's every connection,
 * recorded by the kernel through strace, are kept. Each must be the instance itself: the page's own
 * origin, the server's loopback.
 */

const OWNER = { email: 'owner@weft.test', firstName: 'Olive', lastName: 'Owner', password: 'Owner-pass1' };

/** The npm registry search of the community nodes page (issue 26): what leaves the instance when it opens. */
const COMMUNITY_COUNT_URL = 'https://registry.npmjs.org/-/v1/search?text=keywords:n8n-community-node-package&size=1';

const loopback = (d: Destination) => d.address === '127.0.0.1' || d.address === '::1' || d.address === '::ffff:127.0.0.1';
/** A DNS query, even to a resolver on this machine, would say where the instance meant to go. */
const leaves = (d: Destination) => !loopback(d) || d.port === 53;

const workflow = (name: string, trigger: object) => ({
  name, settings: { executionOrder: 'v1' },
  nodes: [
    { id: 't', name: 'Trigger', position: [0, 0], parameters: {}, ...trigger },
    { id: 's', name: 'Tidy', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [240, 0], parameters: { mode: 'manual', assignments: { assignments: [{ id: 'a', name: 'greeting', value: 'hello', type: 'string' }] } } },
  ],
  connections: { Trigger: { main: [[{ node: 'Tidy', type: 'main', index: 0 }]] } },
});

describe('an editor session on an instance with nothing configured', { timeout: 180_000 }, () => {
  let server: TracedServer;
  let browser: BrowserSession;
  let page: Page;
  const requests: string[] = [];
  const refused: string[] = [];

  beforeAll(async () => {
    server = await startTracedServer();
    browser = await openBrowser();
    page = browser.page;
    browser.context.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('sets up the owner, answers the survey, builds, runs and activates workflows, browses templates, and opens settings', async () => {
    const { baseUrl } = server;
    await setUpOwnerOnPage(page, baseUrl, OWNER, { agree: true });
    await answerPersonalization(page, 'Software as a service', 'Fewer than 20');

    const cookie = await contextCookie(browser.context, baseUrl);
    const me = await api<{ settings?: { agree?: boolean } }>(baseUrl, 'GET', '/me', undefined, { cookie });
    // Kept on the user, though it had nowhere to go.
    expect(me.settings).toEqual({ agree: true });

    const manual = await api<{ id: string }>(baseUrl, 'POST', '/workflows',
      workflow('Run by hand', { type: 'n8n-nodes-base.manualTrigger', typeVersion: 1 }), { cookie });
    await page.goto(`${baseUrl}/workflow/${manual.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.getByTestId('execute-workflow-button').click();
    await page.locator('[data-testid="canvas-node"][data-node-name="Tidy"]').getByTestId('node-success').waitFor({ timeout: 30_000 });

    const scheduled = await api<{ id: string }>(baseUrl, 'POST', '/workflows', workflow('Every hour', {
      type: 'n8n-nodes-base.scheduleTrigger', typeVersion: 1.2, parameters: { rule: { interval: [{ field: 'hours' }] } },
    }), { cookie });
    await page.goto(`${baseUrl}/workflow/${scheduled.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await activateFromEditor(page);

    // The built-in templates host is the instance itself; a template's preview frames the demo canvas.
    await page.goto(`${baseUrl}/templates/`);
    await page.getByTestId('template-list').getByTestId('template-node-icon').first().waitFor();

    await page.goto(`${baseUrl}/workflow/${scheduled.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.getByTestId('sidebar-executions').click();
    await page.getByTestId('executions-modal').waitFor();
    await page.keyboard.press('Escape');

    for (const path of ['/settings/personal', '/settings/users', '/settings/api']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('settings-sidebar').waitFor();
    }
    await page.getByTestId('settings-version').click();
    await page.getByRole('dialog').first().waitFor();
    await settledScreenshot(page, 'no-outbound-1-session');

    // Reloaded last: whatever the editor asks for when it starts has been asked by the time it shows.
    await page.goto(`${baseUrl}/workflow/${manual.id}`);
    await page.getByTestId('canvas-node').first().waitFor();

    const origin = new URL(baseUrl).origin;
    const outside = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
    expect(outside).toEqual([]);
    expect(refused).toEqual([]);
    expect(requests.length).toBeGreaterThan(20);

    const destinations = await server.stopAndRead();
    expect(destinations.filter(leaves)).toEqual([]);
  });

  it('opens the community nodes page, whose package count is the one request that does leave (to npm)', async () => {
    // A second server: the first one's trace is closed. The page asks npm from the browser (issue 26's design).
    // The page leaves the first server before the count starts: its push connection would try again.
    await page.goto('about:blank');
    server = await startTracedServer();
    const { baseUrl } = server;
    requests.length = 0;
    await page.context().clearCookies();
    await setUpOwnerOnPage(page, baseUrl, OWNER);
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/settings/community-nodes`);
    await page.getByTestId('settings-sidebar').waitFor();
    const origin = new URL(baseUrl).origin;
    await expect.poll(() => requests.filter((url) => new URL(url).origin !== origin)).toEqual([COMMUNITY_COUNT_URL]);
    const destinations = await server.stopAndRead();
    expect(destinations.filter(leaves)).toEqual([]);
  });

  it('would see it: a configured service the server looks up and reaches shows in the trace', async () => {
    const services = new PromptServicesStandIn();
    await services.start();
    try {
      for (const endpoint of [services.url, 'http://prompts.invalid/api']) {
        server = await startTracedServer({ WEFT_PROMPTS_ENDPOINT: endpoint });
        const cookie = await defaultUserCookie(server.baseUrl);
        await apiResponse(server.baseUrl, 'GET', '/prompts', undefined, { cookie });
        const destinations = await server.stopAndRead();
        if (endpoint === services.url) {
          expect(destinations).toContainEqual(expect.objectContaining({ address: '127.0.0.1', port: Number(new URL(services.url).port), syscall: 'connect' }));
        } else {
          // The name lookup alone already leaves: a query to the resolver on port 53.
          expect(destinations.some(leaves)).toBe(true);
        }
      }
      expect(services.callsTo('GET', '/prompts')).toHaveLength(1);
    } finally {
      await services.stop();
    }
  });
});
