import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const manual = (name: string, settings: object) => ({
  name,
  settings: { executionOrder: 'v1', ...settings },
  nodes: [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'd', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [240, 0], parameters: {} },
  ],
  connections: { Manual: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
});

/** Opens the workflow, runs it from the editor and opens the executions list filtered to it. */
async function runThenList(page: Page, baseUrl: string, id: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas-node').first().waitFor();
  await page.getByTestId('execute-workflow-button').click();
  await page.locator('[data-testid="canvas-node"][data-node-name="Done"]').getByTestId('node-success').waitFor({ timeout: 15_000 });
  await page.getByTestId('sidebar-executions').click();
  await page.getByTestId('executions-modal').waitFor();
  await page.getByTestId('executions-filter-workflow').click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('executions list and manual runs', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('says why a manual run is not listed, and links to the setting that keeps it', async () => {
    const name = `Unsaved runs ${unique()}`;
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', manual(name, {}));
    const { page } = browser();
    await runThenList(page, baseUrl, created.id, name);

    const hint = page.getByTestId('executions-manual-not-saved');
    await hint.waitFor();
    expect(await page.getByTestId('executions-empty').innerText()).toContain('No executions match these filters yet.');
    expect(await hint.innerText()).toContain('Executions started from the editor are not saved');
    expect(await hint.innerText()).toContain('EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS=true');
    await settledScreenshot(page, 'executions-manual-not-saved');

    await page.getByTestId('executions-open-workflow-settings').click();
    await page.getByTestId('workflow-settings-modal').waitFor();
    await page.getByTestId('executions-modal').waitFor({ state: 'detached' });
  });

  it('lists the manual run of a workflow that saves them, with no such hint', async () => {
    const name = `Saved runs ${unique()}`;
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', manual(name, { saveManualExecutions: true }));
    const { page } = browser();
    await runThenList(page, baseUrl, created.id, name);
    await eventually(async () => expect(await page.getByTestId('execution-row').count()).toBe(1));
    expect(await page.getByTestId('executions-manual-not-saved').count()).toBe(0);
  });
});
