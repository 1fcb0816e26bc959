import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
  active: boolean;
  nodes: Array<{ id: string; name: string; webhookId?: string }>;
  connections: Record<string, unknown>;
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function webhookWorkflow(name: string) {
  return {
    name,
    nodes: [
      {
        id: 'w1', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [100, 200],
        parameters: { path: `life-${unique}-${name.length}`, httpMethod: 'GET' }, webhookId: `wh-${unique}-${name.length}`,
      },
      { id: 'n2', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [360, 200], parameters: {} },
    ],
    connections: { Webhook: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
  };
}

describe('workflow lifecycle', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('activates and deactivates a workflow with a webhook from the header switch', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', webhookWorkflow(`Hook ${unique}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    const toggle = page.getByTestId('workflow-activate-switch');
    await eventually(async () => expect(await toggle.isDisabled()).toBe(false));

    await toggle.click({ force: true });
    await page.getByTestId('workflow-activate').getByText('Active', { exact: true }).waitFor();
    await eventually(async () => expect((await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`)).active).toBe(true));
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    // The first activation explains what an active workflow does, until the user turns that off.
    await page.getByTestId('activation-notice').waitFor();
    await screenshot(page, 'activation-notice');
    await page.getByTestId('activation-notice-dont-show').check();
    await page.getByTestId('activation-notice-close').click();
    await page.getByTestId('activation-notice').waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.evaluate(`window.localStorage.getItem('weft.hideActivationAlert')`)).toBe('true'));

    // The switch is busy until the activation request has finished.
    await page.locator('[data-testid="workflow-activate-switch"]:not([disabled])').waitFor();
    await toggle.click({ force: true });
    await page.getByTestId('workflow-activate').getByText('Inactive', { exact: true }).waitFor();
    await eventually(async () => expect((await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`)).active).toBe(false));
  });

  it('keeps the switch off and disabled when no node can start the workflow', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', {
      name: `Manual ${unique}`,
      nodes: [{ id: 'm1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} }],
      connections: {},
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-activate-switch').isDisabled()).toBe(true));
  });

  it('deletes the open workflow, unsaved changes and all, saying only that it was deleted', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', webhookWorkflow(`Doomed ${unique}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    const done = page.locator('[data-testid="canvas-node"][data-node-name="Done"]');
    await done.waitFor();
    // An unsaved change: the editor re-renders around the delete.
    await page.getByTestId('canvas-add-sticky').click();
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();

    await page.getByTestId('sidebar-workflow-delete').click();
    await page.getByTestId('delete-workflow-confirm').click();
    await page.waitForURL((url) => url.pathname === '/workflow');
    await page.getByText(`'Doomed ${unique}' was deleted.`, { exact: false }).waitFor();
    await page.getByTestId('workflow-name').filter({ hasText: /^My workflow/ }).waitFor();
    // Anything the old editor still asked for has been answered once the new canvas is usable.
    await page.getByTestId('canvas-add-node').click();
    await page.getByTestId('node-creator').waitFor();
    expect(await page.getByText('Could not find workflow').count()).toBe(0);
    expect(await page.getByText('There is no workflow with the id', { exact: false }).count()).toBe(0);
    await screenshot(page, 'workflow-deleted');
    const list = await api<Array<{ id: string }>>(baseUrl, 'GET', '/workflows');
    expect(list.some((w) => w.id === created.id)).toBe(false);
  });

  it('duplicates the open workflow under a new name with new webhook ids, then deletes the copy', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', webhookWorkflow(`Source ${unique}`));
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();

    await page.getByTestId('sidebar-workflow-duplicate').click();
    const name = page.getByTestId('duplicate-name');
    await name.waitFor();
    await eventually(async () => expect(await name.inputValue()).toBe(`Source ${unique} copy`));
    await name.fill('  ');
    await page.getByTestId('duplicate-submit').click();
    await page.getByText('Please enter a name.').waitFor();
    await name.fill(`Copy ${unique}`);
    await screenshot(page, 'duplicate-workflow');
    await page.getByTestId('duplicate-submit').click();

    await page.waitForURL((url) => url.pathname.startsWith('/workflow/') && !url.pathname.endsWith(created.id));
    await page.getByTestId('workflow-name').filter({ hasText: `Copy ${unique}` }).waitFor();
    const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const copy = await api<Saved>(baseUrl, 'GET', `/workflows/${copyId}`);
    expect(copy.nodes.map((n) => n.name)).toEqual(['Webhook', 'Done']);
    expect(copy.connections).toEqual(created.connections);
    expect(copy.nodes[0]?.webhookId).not.toBe(created.nodes[0]?.webhookId);
    expect(copy.active).toBe(false);

    await page.getByTestId('sidebar-workflow-delete').click();
    await page.getByTestId('delete-workflow-confirm').click();
    await page.waitForURL((url) => url.pathname === '/workflow');
    await page.getByTestId('workflow-name').filter({ hasText: /^My workflow/ }).waitFor();
    const list = await api<Array<{ id: string }>>(baseUrl, 'GET', '/workflows');
    expect(list.some((w) => w.id === copyId)).toBe(false);
    expect(list.some((w) => w.id === created.id)).toBe(true);
  });
});
