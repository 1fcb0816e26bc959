import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { signInByCookie } from '../harness/accounts.js';
import { openBrowser, screenshot, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';

/**
 * Issue 26's acceptance, end to end against the real npm registry (this machine reaches it): a package
 * users of n8n install, `n8n-nodes-turndown-html-to-markdown`, installed from Settings > Community nodes,
 * its node added from the creator and run on HTML, then uninstalled. The registry stand-in spec
 * (community-nodes.spec.ts) covers the dialogs' every state; this one proves a real package works.
 */

const PACKAGE = 'n8n-nodes-turndown-html-to-markdown';
const NODE_TYPE = `${PACKAGE}.mdTurndown`;

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 120_000 });
}

describe('a community package from the npm registry', { timeout: 300_000 }, () => {
  let server: RunningServer;
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'owner', smtp: true });
    await api(server.baseUrl, 'POST', '/me/survey', { version: 'v3' });
    session = await openBrowser();
    page = session.page;
    await signInByCookie(session.context, server.baseUrl, server.owner!.email, server.owner!.password);
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('installs from the settings page, runs its node on HTML, and uninstalls', async () => {
    await page.goto(`${server.baseUrl}/settings/community-nodes`);
    await page.getByTestId('community-install-open').click();
    await page.getByTestId('community-install-name').fill(PACKAGE);
    await page.getByTestId('community-install-agree').check();
    await page.getByTestId('community-install-submit').click();
    await toast(page, 'Package installed');
    const card = page.locator(`[data-testid="community-card"][data-package="${PACKAGE}"]`);
    await eventually(async () => expect(await card.getByTestId('community-card-nodes').textContent()).toBe('1 node: MarkDown TurnDown'), { timeout: 30_000 });
    await screenshot(page, 'community-registry-installed');

    const created = await api<{ id: string }>(server.baseUrl, 'POST', '/workflows', {
      name: 'HTML to Markdown', settings: { executionOrder: 'v1' }, connections: {},
      nodes: [{ id: 't', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [240, 300], parameters: {} }],
    });
    await page.goto(`${server.baseUrl}/workflow/${created.id}`);
    const trigger = page.locator('[data-testid="canvas-node"][data-node-name="Manual"]');
    await trigger.waitFor();
    await trigger.click();
    await page.getByTestId('canvas-add-node').click();
    await page.getByTestId('node-creator').waitFor();
    await page.keyboard.type('turndown');
    const item = page.getByTestId('node-creator-item').first();
    await eventually(async () => expect(await item.getAttribute('data-node-type')).toBe(NODE_TYPE));
    await page.keyboard.press('Enter');

    // Adding opens the node's details: the HTML goes into its Input parameter there.
    const input = page.getByTestId('parameter-input-input');
    await input.click();
    await input.pressSequentially('<h1>Weft</h1><p>Runs <strong>community</strong> nodes.</p>');
    await page.getByTestId('ndv-execute').click();
    await page.getByTestId('ndv-output-item-count').waitFor({ timeout: 30_000 });
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').textContent()).toContain('Runs **community** nodes.'));
    await screenshot(page, 'community-registry-run');

    await page.goto(`${server.baseUrl}/settings/community-nodes`);
    await card.getByTestId('community-card-menu').click();
    await page.getByTestId('community-card-uninstall').click();
    await page.getByTestId('community-manage-confirm').click();
    await toast(page, 'Package uninstalled');
    await page.getByTestId('community-empty').waitFor();
    const types = await api<Array<{ name: string }>>(server.baseUrl, 'GET', '/node-types');
    expect(types.map((type) => type.name)).not.toContain(NODE_TYPE);
  });
});
