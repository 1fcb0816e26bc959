import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const trigger = { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} };

/** Whether `inner` lies whole inside `outer` on the screen. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) return false;
  return a.y >= b.y - 0.5 && a.y + a.height <= b.y + b.height + 0.5 && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

/** Whether an element's text is shown whole (not cut by an ellipsis or overflow). */
const textWhole = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

describe('layouts that fit', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('shows About Weft whole when Help opens below the workflow entries of the expanded sidebar', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name: `Sidebar ${unique()}`, nodes: [trigger] });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.getByTestId('sidebar-workflow-import-url').waitFor();

    await page.getByTestId('sidebar').getByText('Help', { exact: true }).click();
    const about = page.getByTestId('sidebar-about');
    await about.waitFor();
    const menu = page.getByTestId('sidebar').locator('> div').nth(1);
    await eventually(async () => expect(await inside(about, menu)).toBe(true));
    await settledScreenshot(page, 'layout-sidebar-help');
    await about.click();
    await page.getByRole('dialog').getByText('About', { exact: false }).first().waitFor();
  });

  it('reads the Current badge of the version history whole, also in a narrow window', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name: `Versions ${unique()}`, nodes: [trigger] });
    const { page } = browser();
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.getByTestId('sidebar-collapse').click();
    await page.getByTestId('sidebar-workflow-versions').click();
    const badge = page.getByTestId('version-current');
    await badge.waitFor();
    await eventually(async () => expect(await inside(badge, page.getByTestId('version-row').first())).toBe(true));
    expect(await textWhole(badge.locator('.mantine-Badge-label'))).toBe(true);
    expect(await badge.innerText()).toMatch(/^current$/i);
    await settledScreenshot(page, 'layout-versions-narrow');
  });
});
