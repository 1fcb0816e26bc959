import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
  tags: Array<{ id: string; name: string }>;
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function workflow(name: string) {
  return {
    name,
    nodes: [{ id: 'n1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} }],
    connections: {},
  };
}

/** Opens a saved workflow and gives it a tag that is not saved yet. */
async function openWithUnsavedTag(page: Page, baseUrl: string, name: string, tag: string): Promise<Saved> {
  const created = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(name));
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await page.getByTestId('canvas-node').first().waitFor();
  const tags = page.getByTestId('workflow-tags');
  await tags.fill(tag);
  await tags.press('Enter');
  await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
  return created;
}

describe('unsaved changes', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('Cancel stays on the workflow with the changes kept', async () => {
    const { page } = browser();
    const created = await openWithUnsavedTag(page, baseUrl, `Cancel ${unique}`, `keep-${unique}`);
    await page.getByTestId('sidebar-workflow-new').click();
    await page.getByTestId('unsaved-changes-modal').waitFor();
    await screenshot(page, 'unsaved-changes');
    await page.getByTestId('unsaved-cancel').click();
    await page.getByTestId('unsaved-changes-modal').waitFor({ state: 'detached' });

    expect(new URL(page.url()).pathname).toBe(`/workflow/${created.id}`);
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await page.getByTestId('workflow-header').getByText(`keep-${unique}`).waitFor();
  });

  it('Leave without saving goes on and the server keeps the old workflow', async () => {
    const { page } = browser();
    const created = await openWithUnsavedTag(page, baseUrl, `Leave ${unique}`, `drop-${unique}`);
    await page.getByTestId('sidebar-workflow-new').click();
    await page.getByTestId('unsaved-leave').click();

    await page.waitForURL((url) => url.pathname === '/workflow');
    // The new canvas has the server's free name for a new workflow.
    await page.getByTestId('workflow-name').filter({ hasText: /^My workflow/ }).waitFor();
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.tags).toEqual([]);
  });

  it('Save and continue saves first, then goes on', async () => {
    const { page } = browser();
    const created = await openWithUnsavedTag(page, baseUrl, `Save ${unique}`, `save-${unique}`);
    await page.getByTestId('sidebar-workflow-new').click();
    await page.getByTestId('unsaved-save').click();

    await page.waitForURL((url) => url.pathname === '/workflow');
    await page.getByTestId('workflow-name').filter({ hasText: /^My workflow/ }).waitFor();
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.tags.map((t) => t.name)).toEqual([`save-${unique}`]);
  });

  it('does not ask when there is nothing to save', async () => {
    const { page } = browser();
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`Clean ${unique}`));
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await page.getByTestId('sidebar-workflow-new').click();
    await page.waitForURL((url) => url.pathname === '/workflow');
    await page.getByTestId('workflow-name').filter({ hasText: /^My workflow/ }).waitFor();
    await eventually(async () => expect(await page.getByTestId('unsaved-changes-modal').count()).toBe(0));
  });
});
