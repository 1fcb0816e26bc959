import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { openBrowser, screenshot, settledScreenshot, useBrowser, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** Clicks a link that opens in a new tab and answers that tab once its page has loaded. */
async function openedBy(page: Page, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForLoadState('load');
  return tab;
}

async function openHelp(page: Page): Promise<void> {
  await page.getByTestId('sidebar').getByLabel('Help', { exact: true }).click();
  await page.getByTestId('sidebar-help-documentation').waitFor();
}

describe('documentation served by the instance', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it("opens a node's page from the docs link of its details view", async () => {
    const workflow = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Docs ${unique()}`,
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'h', name: 'Fetch users', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [260, 0], parameters: { url: 'https://example.com' } },
      ],
      connections: { Manual: { main: [[{ node: 'Fetch users', type: 'main', index: 0 }]] } },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="Fetch users"]').dblclick();
    const link = page.getByTestId('ndv-docs-link');
    await link.waitFor();
    await screenshot(page, 'docs-ndv-link');

    const docs = await openedBy(page, () => link.click());
    expect(docs.url()).toBe(`${baseUrl}/docs/nodes/n8n-nodes-base.httpRequest`);
    await eventually(async () => expect(await docs.locator('h1').innerText()).toBe('HTTP Request'));
    const content = docs.getByTestId('docs-content');
    await eventually(async () => {
      const text = await content.innerText();
      expect(text).toContain('Calls any HTTP address or REST API');
      expect(text).toContain('Parameters');
      expect(text).toContain('Output');
    });
    // The side index marks the page and links to the others.
    await eventually(async () => expect(await docs.locator('nav.side a[aria-current="page"]').innerText()).toBe('HTTP Request'));
    await screenshot(docs, 'docs-node-page');

    await docs.locator('nav.side').getByRole('link', { name: 'If', exact: true }).click();
    await eventually(async () => expect(await docs.locator('h1').innerText()).toBe('If'));
    await docs.close();
  });

  it('opens Documentation and Quickstart from the Help menu, and has no Forum or Course while unset', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await openHelp(page);
    await eventually(async () => expect(await page.getByTestId('sidebar-help-quickstart').isVisible()).toBe(true));
    expect(await page.getByTestId('sidebar-help-forum').count()).toBe(0);
    expect(await page.getByTestId('sidebar-help-course').count()).toBe(0);
    await settledScreenshot(page, 'docs-help-menu');

    const index = await openedBy(page, () => page.getByTestId('sidebar-help-documentation').click());
    expect(index.url()).toBe(`${baseUrl}/docs/`);
    await eventually(async () => expect(await index.locator('h1').innerText()).toBe('Weft documentation'));
    await eventually(async () => expect(await index.locator('.card').count()).toBeGreaterThan(40));
    await screenshot(index, 'docs-index');
    await index.close();

    const quickstart = await openedBy(page, () => page.getByTestId('sidebar-help-quickstart').click());
    expect(quickstart.url()).toBe(`${baseUrl}/docs/quickstart`);
    await eventually(async () => expect(await quickstart.locator('h1').innerText()).toBe('Quickstart'));
    await eventually(async () => expect(await quickstart.getByTestId('docs-content').innerText()).toContain('Activate it'));
    await screenshot(quickstart, 'docs-quickstart');
    await quickstart.close();
  });
});

describe('Help links configured by the instance', () => {
  let server: RunningServer | undefined;
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    server = await startServer({ WEFT_HELP_FORUM_URL: 'https://forum.example.com/weft', WEFT_HELP_COURSE_URL: 'https://learn.example.com/' });
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('shows Forum and Course, linking to the configured addresses in a new tab', async () => {
    const { page } = session!;
    await page.goto(`${server!.baseUrl}/workflow`);
    await openHelp(page);
    const forum = page.getByTestId('sidebar-help-forum');
    await forum.waitFor();
    expect(await forum.getAttribute('href')).toBe('https://forum.example.com/weft');
    expect(await forum.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('sidebar-help-course').getAttribute('href')).toBe('https://learn.example.com/');
    await settledScreenshot(page, 'docs-help-menu-configured');
  });
});
