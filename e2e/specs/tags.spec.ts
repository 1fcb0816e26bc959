import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Tag { id: string; name: string; usageCount?: number }
interface Saved { id: string; tags: Array<{ id: string; name: string }>; versionId: string }

// Tag names are at most 24 characters: a short random suffix keeps them unique on the shared server.
const unique = Math.random().toString(36).slice(2, 8);

const trigger = { id: 't1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} };

describe('tags', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('creates, renames and deletes tags in the tags manager, showing how often each is used', async () => {
    const used = await api<Tag>(baseUrl, 'POST', '/tags', { name: `used ${unique}` });
    const workflow = await api<Saved>(baseUrl, 'POST', '/workflows', { name: `Tagged ${unique}`, nodes: [trigger], tags: [used.id] });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    await page.getByTestId('tags-select-manage').click();
    const manager = page.locator('.mantine-Modal-content').filter({ hasText: 'Manage tags' });
    await page.getByTestId('tags-manager-search').fill(`  ${unique.toUpperCase()} `);
    const row = (name: string) => manager.locator(`[data-testid="tags-manager-row"][data-tag-name="${name}"]`);
    await row(`used ${unique}`).getByText('In use 1 time').waitFor();

    await page.getByTestId('tags-manager-add').click();
    const nameInput = page.getByTestId('tags-manager-name-input');
    await nameInput.fill('   ');
    await nameInput.press('Enter');
    await page.getByText('Tag name cannot be empty').first().waitFor();
    await nameInput.fill(`new ${unique}`);
    await nameInput.press('Enter');
    await row(`new ${unique}`).getByText('Not being used').waitFor();

    await row(`new ${unique}`).getByTestId('tags-manager-rename').click();
    await nameInput.fill(`renamed ${unique}`);
    await nameInput.press('Enter');
    await row(`renamed ${unique}`).waitFor();
    await eventually(async () => expect(await row(`new ${unique}`).count()).toBe(0));

    await row(`renamed ${unique}`).getByTestId('tags-manager-delete').click();
    await page.getByTestId('tags-manager-delete-row').waitFor();
    await screenshot(page, 'tags-manager-delete');
    await page.getByTestId('tags-manager-confirm-delete').click();
    await row(`renamed ${unique}`).waitFor({ state: 'detached' });
    await screenshot(page, 'tags-manager');

    const tags = await api<Tag[]>(baseUrl, 'GET', '/tags?withUsageCount=true');
    const ours = tags.filter((tag) => tag.name.endsWith(unique));
    expect(ours.map((tag) => [tag.name, tag.usageCount])).toEqual([[`used ${unique}`, 1]]);
  });

  it('counts the uses of a tag afresh each time the tags manager opens', async () => {
    const counted = await api<Tag>(baseUrl, 'POST', '/tags', { name: `counted ${unique}` });
    const workflow = await api<Saved>(baseUrl, 'POST', '/workflows', { name: `Counting ${unique}`, nodes: [trigger] });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const manager = page.locator('.mantine-Modal-content').filter({ hasText: 'Manage tags' });
    const row = manager.locator(`[data-testid="tags-manager-row"][data-tag-name="counted ${unique}"]`);

    await page.getByTestId('tags-select-manage').click();
    await row.getByText('Not being used').waitFor();
    await page.keyboard.press('Escape');
    await manager.waitFor({ state: 'detached' });

    // Two workflows take the tag elsewhere (another tab, the API) while this page is open.
    for (const name of ['first', 'second']) {
      await api(baseUrl, 'POST', '/workflows', { name: `Uses ${name} ${unique}`, nodes: [trigger], tags: [counted.id] });
    }
    await page.getByTestId('tags-select-manage').click();
    await row.getByText('In use 2 times').waitFor();
    expect(await row.getByText('Not being used').count()).toBe(0);
  });

  it('tags a workflow from the header (an existing tag and a new one), and the tags survive a reload', async () => {
    const existing = await api<Tag>(baseUrl, 'POST', '/tags', { name: `ops ${unique}` });
    const workflow = await api<Saved>(baseUrl, 'POST', '/workflows', { name: `Header tags ${unique}`, nodes: [trigger] });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();

    const input = page.getByTestId('workflow-tags');
    await input.click();
    await input.fill(`OPS ${unique}`);
    await input.press('Enter');
    await input.fill(`fresh ${unique}`);
    await input.press('Enter');
    const header = page.getByTestId('workflow-header');
    await header.getByText(`fresh ${unique}`).waitFor();
    await page.locator('[data-testid="workflow-save-button"][data-state="dirty"]').click();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await screenshot(page, 'workflow-tags');

    await page.reload();
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    await header.getByText(`ops ${unique}`).waitFor();
    await header.getByText(`fresh ${unique}`).waitFor();
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${workflow.id}`);
    expect(stored.tags.map((tag) => tag.name).sort()).toEqual([`fresh ${unique}`, `ops ${unique}`]);
    expect(stored.tags.map((tag) => tag.id)).toContain(existing.id);
  });
});
