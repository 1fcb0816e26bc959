import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Node { id: string; name: string; type: string; typeVersion: number; position: [number, number]; parameters: Record<string, unknown> }
interface Saved { id: string; versionId: string; nodes: Node[]; connections: Record<string, unknown> }
interface Version { versionId: string; nodeCount: number }

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const start: Node = { id: 'v1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} };
const done: Node = { id: 'v2', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [360, 200], parameters: {} };

describe('version history', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('lists one version per save and restores the first one as a new version', async () => {
    const first = await api<Saved>(baseUrl, 'POST', '/workflows', { name: `History ${unique}`, nodes: [start] });
    const second = await api<Saved>(baseUrl, 'PATCH', `/workflows/${first.id}`, {
      nodes: [start, done],
      connections: { Start: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
      versionId: first.versionId,
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${first.id}`);
    await page.locator('[data-testid="canvas-node"][data-node-name="Done"]').waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    await page.getByTestId('workflow-history-button').click();
    const rows = page.getByTestId('version-row');
    await rows.nth(1).waitFor();
    await eventually(async () => expect(await rows.count()).toBe(2));
    await rows.first().getByText('Current').waitFor();
    await eventually(async () => expect(await rows.first().getAttribute('data-version-id')).toBe(second.versionId));

    await page.locator(`[data-testid="version-row"][data-version-id="${first.versionId}"]`).click();
    await page.getByTestId('version-preview-node-count').filter({ hasText: '1 node' }).waitFor();
    await screenshot(page, 'versions-drawer');
    await page.getByTestId('version-restore').click();
    await page.getByText('Restore this version?').waitFor();
    await page.getByTestId('version-restore-confirm').click();
    await page.getByText('Version restored').waitFor();

    await rows.nth(2).waitFor();
    await eventually(async () => expect(await rows.count()).toBe(3));
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await page.locator('[data-testid="canvas-node"][data-node-name="Done"]').waitFor({ state: 'detached' });
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${first.id}`);
    expect(stored.nodes).toEqual(first.nodes);
    expect(stored.connections).toEqual({});
    const versions = await api<Version[]>(baseUrl, 'GET', `/workflow-history/workflow/${first.id}`);
    expect(versions.map((version) => version.nodeCount)).toEqual([1, 2, 1]);
    expect(versions[0]?.versionId).toBe(stored.versionId);

    // The sidebar's workflow menu opens the same drawer.
    await page.locator('.mantine-Drawer-close').click();
    await page.getByTestId('versions-list').waitFor({ state: 'detached' });
    await page.getByTestId('sidebar-workflow-versions').click();
    await rows.nth(2).waitFor();
    await rows.first().getByText('Current').waitFor();
    await eventually(async () => expect(await rows.first().getAttribute('data-version-id')).toBe(stored.versionId));
  });
});
