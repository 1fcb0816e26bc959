import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { startServer } from '../harness/server.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
  active: boolean;
  settings: Record<string, unknown>;
}

interface ExecutionList {
  results: Array<{ id: string; status: string; stoppedAt: string | null; mode: string }>;
}

interface Execution {
  status: string;
  mode: string;
  data: {
    resultData: {
      error?: { message: string };
      runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: Record<string, unknown> }>> } }>>;
    };
  };
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function webhookNode(path: string) {
  return {
    id: `w-${path}`, name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [100, 200],
    parameters: { path, httpMethod: 'GET' }, webhookId: `wh-${path}`,
  };
}

/** Webhook, then a Wait of 5 s: long enough for a 1 s timeout to stop it. */
function slowWorkflow(name: string, path: string) {
  return {
    name,
    nodes: [
      webhookNode(path),
      { id: 'wait', name: 'Wait', type: 'n8n-nodes-base.wait', typeVersion: 1.1, position: [360, 200], parameters: { resume: 'timeInterval', amount: 5, unit: 'seconds' } },
    ],
    connections: { Webhook: { main: [[{ node: 'Wait', type: 'main', index: 0 }]] } },
  };
}

function failingWorkflow(name: string, path: string) {
  return {
    name,
    nodes: [
      webhookNode(path),
      { id: 'boom', name: 'Check order', type: 'n8n-nodes-base.code', typeVersion: 2, position: [360, 200], parameters: { jsCode: "throw new Error('Order 17 is broken');" } },
    ],
    connections: { Webhook: { main: [[{ node: 'Check order', type: 'main', index: 0 }]] } },
  };
}

/** Error Trigger, then a Code node whose output says which workflow failed and why. */
function errorRecorder(name: string) {
  return {
    name,
    nodes: [
      { id: 'et', name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [100, 200], parameters: {} },
      {
        id: 'rec', name: 'Record', type: 'n8n-nodes-base.code', typeVersion: 2, position: [360, 200],
        parameters: { jsCode: 'const e = $input.first().json;\nreturn [{ json: { failed: e.workflow.name, message: e.execution.error.message } }];' },
      },
    ],
    connections: { 'Error Trigger': { main: [[{ node: 'Record', type: 'main', index: 0 }]] } },
  };
}

/** The first finished execution of a workflow, read whole. */
async function finishedExecution(baseUrl: string, workflowId: string): Promise<Execution> {
  const filter = encodeURIComponent(JSON.stringify({ workflowId }));
  const id = await eventually(async () => {
    const list = await api<ExecutionList>(baseUrl, 'GET', `/executions?filter=${filter}`);
    const finished = list.results.find((execution) => execution.stoppedAt !== null);
    expect(finished, `a finished execution of workflow ${workflowId}`).toBeDefined();
    return finished!.id;
  }, { timeout: 20_000, interval: 200 });
  return api<Execution>(baseUrl, 'GET', `/executions/${id}`);
}

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('sidebar-workflow-settings').click();
  await page.getByTestId('workflow-settings-modal').waitFor();
}

async function callWebhook(baseUrl: string, path: string): Promise<number> {
  return (await fetch(`${baseUrl}/webhook/${path}`)).status;
}

describe('workflow settings', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('checks, saves and keeps a 1 s timeout, and the timeout stops the workflow', async () => {
    const path = `slow-${unique}`;
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', slowWorkflow(`Slow ${unique}`, path));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await openSettings(page);
    await settledScreenshot(page, 'workflow-settings-defaults');

    await page.getByTestId('settings-timeout-toggle').click({ force: true });
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-timeout-error').getByText('Timeout is activated but set to 0', { exact: true }).waitFor();

    await page.getByTestId('settings-timeout-hours').fill('2');
    await page.getByTestId('settings-save').click();
    // The instance allows at most EXECUTIONS_TIMEOUT_MAX, 3600 s by default.
    await page.getByTestId('settings-timeout-error').getByText('Maximum Timeout is: 1 hours, 0 minutes, 0 seconds', { exact: true }).waitFor();
    await settledScreenshot(page, 'workflow-settings-timeout-maximum');
    await eventually(async () => expect((await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`)).settings.executionTimeout).toBeUndefined());

    await page.getByTestId('settings-timeout-hours').fill('');
    await page.getByTestId('settings-timeout-seconds').fill('1');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('workflow-settings-modal').waitFor({ state: 'detached' });
    await page.getByText('Settings saved').waitFor();
    await eventually(async () => expect((await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`)).settings.executionTimeout).toBe(1));
    // Saving the settings is not an edit of the canvas.
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    await page.reload();
    await page.getByTestId('canvas-node').first().waitFor();
    await openSettings(page);
    await eventually(async () => expect(await page.getByTestId('settings-timeout-toggle').isChecked()).toBe(true));
    await eventually(async () => expect(await page.getByTestId('settings-timeout-hours').inputValue()).toBe('0'));
    await eventually(async () => expect(await page.getByTestId('settings-timeout-seconds').inputValue()).toBe('1'));
    await settledScreenshot(page, 'workflow-settings-timeout-saved');
    await page.keyboard.press('Escape');

    await api(baseUrl, 'PATCH', `/workflows/${created.id}`, { active: true });
    expect(await callWebhook(baseUrl, path)).toBe(200);
    const execution = await finishedExecution(baseUrl, created.id);
    expect(execution.status).not.toBe('success');
    expect(execution.data.resultData.error?.message).toContain('took longer than its time limit');
    await api(baseUrl, 'PATCH', `/workflows/${created.id}`, { active: false });
  });

  it('runs the error workflow chosen in the settings when the workflow fails', async () => {
    const recorder = await api<Saved>(baseUrl, 'POST', '/workflows', errorRecorder(`Error recorder ${unique}`));
    const path = `failing-${unique}`;
    const failing = await api<Saved>(baseUrl, 'POST', '/workflows', failingWorkflow(`Orders ${unique}`, path));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${failing.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await openSettings(page);

    const select = page.getByTestId('settings-error-workflow');
    await eventually(async () => expect(await select.inputValue()).toBe('- No Workflow -'));
    await select.click();
    await page.getByRole('option', { name: recorder.name, exact: true }).click();
    await eventually(async () => expect(await select.inputValue()).toBe(recorder.name));
    const timezone = page.getByTestId('settings-timezone');
    await timezone.click();
    await timezone.fill('Berlin');
    const berlin = page.getByRole('option', { name: /^Europe\/Berlin \(GMT/ });
    await berlin.waitFor();
    await settledScreenshot(page, 'workflow-settings-timezone-search');
    await berlin.click();
    await settledScreenshot(page, 'workflow-settings-error-workflow');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('workflow-settings-modal').waitFor({ state: 'detached' });
    const { settings } = await api<Saved>(baseUrl, 'GET', `/workflows/${failing.id}`);
    expect(settings).toMatchObject({ errorWorkflow: recorder.id, timezone: 'Europe/Berlin' });

    // Activated from the header: a save of the canvas must keep the settings just saved.
    await page.getByTestId('workflow-activate-switch').click({ force: true });
    await page.getByTestId('workflow-activate').getByText('Active', { exact: true }).waitFor();
    await eventually(async () => expect((await api<Saved>(baseUrl, 'GET', `/workflows/${failing.id}`)).settings.errorWorkflow).toBe(recorder.id));

    expect(await callWebhook(baseUrl, path)).toBe(200);
    const failed = await finishedExecution(baseUrl, failing.id);
    expect(failed.status).toBe('error');
    const recorded = await finishedExecution(baseUrl, recorder.id);
    expect(recorded.mode).toBe('error');
    expect(recorded.data.resultData.runData.Record?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({
      failed: failing.name, message: expect.stringContaining('Order 17 is broken'),
    });
    await api(baseUrl, 'PATCH', `/workflows/${failing.id}`, { active: false });
  });

  it('shows the version and the links in the About modal', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('workflow-header').waitFor();
    // On a loaded machine the first click can land while the sidebar is still settling (seen once in CI):
    // open Help and About again until the modal shows, as a user would.
    await eventually(async () => {
      if (!(await page.getByTestId('sidebar-about').isVisible())) await page.getByTestId('sidebar').getByLabel('Help', { exact: true }).click();
      await page.getByTestId('sidebar-about').click();
      await page.getByTestId('about-modal').waitFor({ timeout: 5_000 });
    }, { timeout: 30_000 });
    const { versionCli } = await api<{ versionCli: string }>(baseUrl, 'GET', '/settings');
    await eventually(async () => expect(await page.getByTestId('about-version').textContent()).toBe(versionCli));
    // No WEFT_SOURCE_URL and no repository field: no source row; the licence is served by the instance.
    await eventually(async () => expect(await page.getByTestId('about-license').getAttribute('href')).toMatch(/\/licence$/));
    expect(await page.getByTestId('about-source').count()).toBe(0);
    await settledScreenshot(page, 'about-modal');
    await page.getByTestId('about-close').click();
    await page.getByTestId('about-modal').waitFor({ state: 'detached' });
  });

  it('warns about a workflow marked active that could not be started, and shows why', async () => {
    const userFolder = await mkdtemp(join(tmpdir(), 'weft-e2e-restart-'));
    let server = await startServer({ WEFT_USER_FOLDER: userFolder });
    try {
      const path = `shared-${unique}`;
      const first = await api<Saved>(server.baseUrl, 'POST', '/workflows', { ...failingWorkflow(`First ${unique}`, path) });
      await api(server.baseUrl, 'PATCH', `/workflows/${first.id}`, { active: true });
      const second = await api<Saved>(server.baseUrl, 'POST', '/workflows', { ...failingWorkflow(`Second ${unique}`, path) });
      await server.stop();
      // Marked active behind the server's back (another instance, a database restore): start-up
      // then finds its webhook path taken by the first workflow.
      const db = new Database(join(userFolder, 'database.sqlite'));
      db.prepare('UPDATE workflow_entity SET active = 1 WHERE id = ?').run(Number(second.id));
      db.close();
      server = await startServer({ WEFT_USER_FOLDER: userFolder });

      const { page } = browser();
      await page.goto(`${server.baseUrl}/workflow/${first.id}`);
      await page.getByTestId('workflow-activate').getByText('Active', { exact: true }).waitFor();
      await page.goto(`${server.baseUrl}/workflow/${second.id}`);
      const warning = page.getByTestId('workflow-activation-warning');
      await warning.waitFor();
      await warning.hover();
      await page.getByText('The workflow is activated but could not be started. Click to display the error message.').waitFor();
      await settledScreenshot(page, 'activation-warning');
      await warning.click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Problem activating workflow' });
      await toast.getByText(`is already used by the workflow "First ${unique}"`, { exact: false }).waitFor();
      await settledScreenshot(page, 'activation-warning-message');

      // The running workflow has no warning, once the editor knows what runs.
      const runningListed = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/active');
      await page.goto(`${server.baseUrl}/workflow/${first.id}`);
      await runningListed;
      await page.getByTestId('workflow-activate').getByText('Active', { exact: true }).waitFor();
      await eventually(async () => expect(await page.getByTestId('workflow-activation-warning').count()).toBe(0));
    } finally {
      await server.stop();
      await rm(userFolder, { recursive: true, force: true });
    }
  });
});
