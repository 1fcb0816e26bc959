import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function workflow(name: string) {
  return {
    name,
    nodes: [{ id: 'n1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} }],
    connections: {},
  };
}

describe('open workflow', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('narrows the list to the workflows that carry every chosen tag', async () => {
    // Its own prefix: the other tests count the workflows named after `unique`.
    const prefix = `tags-${Math.random().toString(36).slice(2, 8)}`;
    const tag = await api<{ id: string; name: string }>(baseUrl, 'POST', '/tags', { name: prefix });
    await api<Saved>(baseUrl, 'POST', '/workflows', { ...workflow(`${prefix} tagged`), tags: [tag.id] });
    await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`${prefix} plain`));

    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await page.getByTestId('sidebar-workflow-open').click();
    await page.getByTestId('open-workflow-modal').waitFor();
    await page.getByTestId('open-workflow-search').fill(prefix);
    const names = page.getByTestId('open-workflow-name');
    await eventually(async () => expect((await names.allTextContents()).sort()).toEqual([`${prefix} plain`, `${prefix} tagged`]));

    await page.getByTestId('open-workflow-tags').click();
    await page.getByRole('option', { name: tag.name, exact: true }).click();
    await eventually(async () => expect(await names.allTextContents()).toEqual([`${prefix} tagged`]));
    await screenshot(page, 'open-workflow-tag-filter');
  });

  it('searches, sorts and opens a saved workflow', async () => {
    // Created in this order, so the last one was updated most recently.
    const beta = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`${unique} Beta`));
    const alpha = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`${unique} alpha`));
    const gamma = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`${unique} Gamma`));
    await api(baseUrl, 'POST', '/workflows', workflow(`other ${unique.slice(0, 4)}x`));

    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await page.getByTestId('canvas').click({ position: { x: 40, y: 40 } });
    await page.keyboard.press('Control+o');
    await page.getByTestId('open-workflow-modal').waitFor();
    await page.getByTestId('open-workflow-search').fill(`  ${unique.toUpperCase()} `);

    const names = page.getByTestId('open-workflow-name');
    await page.waitForFunction(`document.querySelectorAll('[data-testid="open-workflow-row"]').length === 3`);
    await eventually(async () => expect(await names.allTextContents()).toEqual([`${unique} Gamma`, `${unique} alpha`, `${unique} Beta`]));

    await page.getByTestId('open-sort-name').click();
    await eventually(async () => expect(await names.allTextContents()).toEqual([`${unique} alpha`, `${unique} Beta`, `${unique} Gamma`]));
    await page.getByTestId('open-sort-name').click();
    await eventually(async () => expect(await names.allTextContents()).toEqual([`${unique} Gamma`, `${unique} Beta`, `${unique} alpha`]));
    await screenshot(page, 'open-workflow');

    await page.getByTestId('open-workflow-row').filter({ hasText: `${unique} Beta` }).click();
    await page.waitForURL((url) => url.pathname === `/workflow/${beta.id}`);
    await page.getByTestId('workflow-name').filter({ hasText: `${unique} Beta` }).waitFor();
    await page.getByTestId('canvas-node').first().waitFor();
    expect(alpha.id).not.toBe(gamma.id);
  });

  it('says so when the chosen workflow is the one already open', async () => {
    const current = await api<Saved>(baseUrl, 'POST', '/workflows', workflow(`${unique} Current`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${current.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.getByTestId('sidebar-workflow-open').click();
    await page.getByTestId('open-workflow-search').fill(`${unique} Current`);
    await page.getByTestId('open-workflow-row').first().click();
    await page.getByText('This workflow is already open').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/workflow/${current.id}`);
    await page.getByTestId('open-workflow-modal').waitFor();
  });
});
