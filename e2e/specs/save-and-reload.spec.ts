import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  name: string;
  nodes: Array<{ id: string; name: string; position: [number, number]; parameters: Record<string, unknown> }>;
  connections: Record<string, unknown>;
  settings: Record<string, unknown>;
  tags: Array<{ id: string; name: string }>;
  versionId: string;
}

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const workflow = {
  name: `Orders ${unique}`,
  nodes: [
    { id: 'm1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} },
    {
      id: 's2', name: 'Set total', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [360, 220],
      parameters: { assignments: { assignments: [{ id: 'a', name: 'total', value: '={{ 2 * 21 }}', type: 'string' }] } },
    },
    { id: 'n3', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [620, 180], parameters: {}, notes: 'the end' },
  ],
  connections: {
    'Start here': { main: [[{ node: 'Set total', type: 'main', index: 0 }]] },
    'Set total': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
  },
  settings: { executionOrder: 'v1', timezone: 'Europe/Berlin', saveManualExecutions: true },
};

describe('save and reload', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('renames and saves a workflow from the header, and every field survives a reload', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', workflow);
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    await page.getByTestId('workflow-name').click();
    const input = page.getByTestId('workflow-name-input');
    await input.fill('   ');
    await input.press('Enter');
    await page.getByText('Please enter a name, or press esc to go back to the old one').waitFor();
    await input.fill(`  Renamed ${unique}  `);
    await input.press('Enter');
    await page.getByTestId('workflow-name').filter({ hasText: `Renamed ${unique}` }).waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.name).toBe(`Renamed ${unique}`);
    expect(stored.versionId).not.toBe(created.versionId);
    expect(stored.nodes).toEqual(created.nodes);
    expect(stored.connections).toEqual(created.connections);
    expect(stored.settings).toEqual(created.settings);

    await page.reload();
    await page.getByTestId('canvas-node').first().waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).toBe(`Renamed ${unique}`));
    await eventually(async () => expect(await page.getByTestId('canvas-node').count()).toBe(3));
    await page.locator('.react-flow__edge').nth(1).waitFor({ state: 'attached' });
  });

  it('saves a new workflow with Ctrl+S and moves to its address without reloading the canvas', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').waitFor();
    await page.evaluate(`document.querySelector('[data-testid="canvas"]').setAttribute('data-probe', 'same')`);

    const tagName = `tag-${unique}`;
    const tags = page.getByTestId('workflow-tags');
    await tags.fill(tagName);
    await tags.press('Enter');
    await page.getByTestId('workflow-header').getByText(tagName).waitFor();
    await page.getByTestId('canvas').click({ position: { x: 40, y: 40 } });
    await page.keyboard.press('Control+s');

    await page.waitForURL(/\/workflow\/[^/]+$/);
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    // The same canvas element is still there: the route moved, nothing was loaded again.
    await eventually(async () => expect(await page.locator('[data-testid="canvas"][data-probe="same"]').count()).toBe(1));

    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await api<Saved & { active: boolean }>(baseUrl, 'GET', `/workflows/${id}`);
    expect(stored.active).toBe(false);
    expect(stored.tags.map((t) => t.name)).toEqual([tagName]);
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).toBe(stored.name));
    await screenshot(page, 'save-and-reload');
  });

  it('says why a save failed when the workflow changed elsewhere', async () => {
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', { ...workflow, name: `Stale ${unique}` });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
    await api(baseUrl, 'PATCH', `/workflows/${created.id}`, { name: `Elsewhere ${unique}`, versionId: created.versionId });

    await page.getByTestId('workflow-name').click();
    await page.getByTestId('workflow-name-input').fill(`Here ${unique}`);
    await page.getByTestId('workflow-name-input').press('Enter');
    await page.getByText('Problem saving workflow').waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).toBe(`Stale ${unique}`));
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.name).toBe(`Elsewhere ${unique}`);
  });
});
