import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * The credential dialogs (spec admin §2, §4, §5): the type picker, the edit dialog with its name rules,
 * validation, unsaved-changes confirm and delete, and the sortable list, all opened from the sidebar.
 */

interface StoredCredential { id: string; name: string; type: string; nodesAccess: Array<{ nodeType: string }>; data?: Record<string, unknown> }

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dialog = (page: Page) => page.getByTestId('credential-edit-modal');
const confirmDialog = (page: Page) => page.locator('.mantine-Modal-content').filter({ has: page.getByTestId('credential-confirm-ok') });

async function openSidebarCredentials(page: Page, entry: 'sidebar-new-credential' | 'sidebar-open-credentials'): Promise<void> {
  const item = page.getByTestId(entry);
  if (!(await item.isVisible())) await page.getByTestId('sidebar-credentials').click();
  await item.click();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

async function rename(page: Page, name: string): Promise<void> {
  await dialog(page).getByTestId('credential-name').click();
  const input = dialog(page).getByTestId('credential-name-input');
  await input.fill(name);
  await input.press('Enter');
}

const shownName = (page: Page) => dialog(page).getByTestId('credential-name').innerText();

async function field(page: Page, label: string) {
  return dialog(page).getByLabel(label, { exact: true }).first();
}

async function listedCredentials(baseUrl: string): Promise<StoredCredential[]> {
  return api<StoredCredential[]>(baseUrl, 'GET', '/credentials');
}

describe('credential dialogs', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  const name = `Basic ${unique()}`;

  it('creates a Basic Auth credential from the sidebar: type picker, name rules, node access, save, and the list shows it', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();

    await openSidebarCredentials(page, 'sidebar-new-credential');
    const picker = page.getByTestId('credential-select-modal');
    await picker.waitFor();
    await eventually(async () => expect(await picker.getByTestId('credential-select-continue').isDisabled()).toBe(true));
    await picker.getByTestId('credential-select-type').fill('basic');
    await settledScreenshot(page, 'credentials-select-modal');
    await page.getByRole('option', { name: 'Basic Auth', exact: true }).click();
    await picker.getByTestId('credential-select-continue').click();

    await dialog(page).getByTestId('credential-connection-tab').waitFor();
    await eventually(async () => expect(await shownName(page)).toMatch(/^Basic Auth account( \d+)?$/));
    await eventually(async () => expect(await dialog(page).getByTestId('credential-type-name').innerText()).toBe('Basic Auth'));
    // A new credential has nothing to delete yet.
    await eventually(async () => expect(await dialog(page).getByTestId('credential-delete').count()).toBe(0));

    // Emptied name → the untitled name and a warning; a long one stops at 64 characters.
    await rename(page, '   ');
    await eventually(async () => expect(await shownName(page)).toBe('Untitled Credential'));
    await toast(page, 'Credential name cannot be empty');
    await dialog(page).getByTestId('credential-name').click();
    await dialog(page).getByTestId('credential-name-input').pressSequentially('x'.repeat(70));
    await eventually(async () => expect(await dialog(page).getByTestId('credential-name-input').inputValue()).toHaveLength(64));
    await dialog(page).getByTestId('credential-name-input').press('Enter');
    await rename(page, name);
    await eventually(async () => expect(await shownName(page)).toBe(name));
    // Escape leaves the name as it was and keeps the dialog open.
    await dialog(page).getByTestId('credential-name').click();
    await dialog(page).getByTestId('credential-name-input').fill('not kept');
    await dialog(page).getByTestId('credential-name-input').press('Escape');
    await eventually(async () => expect(await shownName(page)).toBe(name));

    await (await field(page, 'User')).fill('ada');
    await (await field(page, 'Password')).fill('s3cret-basic');
    await settledScreenshot(page, 'credentials-edit-modal-new');

    await dialog(page).getByTestId('credential-tab-details').click();
    const httpAccess = dialog(page).locator('[data-testid="credential-node-access"][data-node-type="n8n-nodes-base.httpRequest"]');
    await eventually(async () => expect(await httpAccess.isChecked()).toBe(true));
    // Every node that can use the type starts ticked; untick one and it may not use it.
    const waitAccess = dialog(page).locator('[data-testid="credential-node-access"][data-node-type="n8n-nodes-base.wait"]');
    await eventually(async () => expect(await waitAccess.isChecked()).toBe(true));
    await waitAccess.uncheck();
    await settledScreenshot(page, 'credentials-edit-modal-details');

    await dialog(page).getByTestId('credential-save').click();
    await dialog(page).getByTestId('credential-delete').waitFor();
    const stored = (await listedCredentials(baseUrl)).find((credential) => credential.name === name);
    expect(stored?.type).toBe('httpBasicAuth');
    const allowed = stored?.nodesAccess.map((access) => access.nodeType);
    expect(allowed).toContain('n8n-nodes-base.httpRequest');
    expect(allowed).not.toContain('n8n-nodes-base.wait');
    const withData = await api<StoredCredential>(baseUrl, 'GET', `/credentials/${stored?.id}?includeData=true`);
    expect(withData.data?.user).toBe('ada');
    expect(withData.data?.password).not.toBe('s3cret-basic');

    // Saved: closing asks nothing.
    await dialog(page).getByTestId('credential-close').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });

    await openSidebarCredentials(page, 'sidebar-open-credentials');
    const list = page.getByTestId('credentials-list-modal');
    await list.waitFor();
    const row = list.getByTestId('credentials-row').filter({ hasText: name });
    await eventually(async () => expect(await row.getByTestId('credentials-row-type').innerText()).toBe('Basic Auth'));
    await settledScreenshot(page, 'credentials-list-modal');
  });

  it('sorts the list by name both ways', async () => {
    const { page } = browser();
    const sorted = await eventually(async () => {
      const names = await list(page).getByTestId('credentials-row-name').allInnerTexts();
      const byName = [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
      expect(names).toEqual(byName);
      return byName;
    });
    await list(page).getByTestId('credentials-sort-name').click();
    await eventually(async () => expect(await list(page).getByTestId('credentials-row-name').allInnerTexts()).toEqual([...sorted].reverse()));
    await list(page).getByTestId('credentials-sort-name').click();
  });

  it('opens a row for editing: the stored password shows as set, and closing with changes asks first', async () => {
    const { page } = browser();
    await list(page).getByTestId('credentials-row').filter({ hasText: name }).click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor();
    await eventually(async () => expect(await shownName(page)).toBe(name));
    const password = await field(page, 'Password');
    await eventually(async () => expect(await password.getAttribute('type')).toBe('password'));
    await eventually(async () => expect((await password.inputValue()).length).toBeGreaterThan(0));
    await eventually(async () => expect(await password.inputValue()).not.toBe('s3cret-basic'));

    await (await field(page, 'User')).fill('grace');
    await dialog(page).getByTestId('credential-close').click();
    await confirmDialog(page).waitFor();
    await eventually(async () => expect(await confirmDialog(page).innerText()).toContain('Close without saving?'));
    await settledScreenshot(page, 'credentials-unsaved-confirm');
    await page.getByTestId('credential-confirm-cancel').click();
    await confirmDialog(page).waitFor({ state: 'detached' });
    await eventually(async () => expect(await (await field(page, 'User')).inputValue()).toBe('grace'));

    await dialog(page).getByTestId('credential-close').click();
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
    // Back to the list it was opened from; the change was thrown away.
    await list(page).waitFor();
    const stored = (await listedCredentials(baseUrl)).find((credential) => credential.name === name);
    const withData = await api<StoredCredential>(baseUrl, 'GET', `/credentials/${stored?.id}?includeData=true`);
    expect(withData.data?.user).toBe('ada');
  });

  it('shows "Please check the errors below" when saving with a required field empty', async () => {
    const { page } = browser();
    await list(page).getByTestId('credentials-create').click();
    await page.getByTestId('credential-select-type').fill('Custom Auth');
    await page.getByRole('option', { name: 'Custom Auth', exact: true }).click();
    await page.getByTestId('credential-select-continue').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor();
    await dialog(page).getByTestId('credential-save').click();
    await dialog(page).getByTestId('credential-validation-banner').waitFor();
    await eventually(async () => expect(await dialog(page).getByTestId('credential-validation-banner').innerText()).toBe('Please check the errors below'));
    await eventually(async () => expect(await dialog(page).innerText()).toContain('This field is required'));
    await settledScreenshot(page, 'credentials-edit-modal-validation');
    await dialog(page).getByTestId('credential-delete').click();
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
  });

  it('asks before closing an OAuth2 credential that is saved but not connected', async () => {
    const { page } = browser();
    await list(page).getByTestId('credentials-create').click();
    await page.getByTestId('credential-select-type').fill('OAuth2');
    await page.getByRole('option', { name: 'OAuth2 API', exact: true }).click();
    await page.getByTestId('credential-select-continue').click();
    await dialog(page).getByTestId('credential-oauth-connect').waitFor();
    await eventually(async () => expect(await dialog(page).getByTestId('credential-redirect-url').innerText()).toMatch(/\/rest\/oauth2-credential\/callback$/));
    await (await field(page, 'Client ID')).fill('client');
    await dialog(page).getByTestId('credential-save').click();
    await dialog(page).getByTestId('credential-delete').waitFor();
    await dialog(page).getByTestId('credential-close').click();
    await eventually(async () => expect(await confirmDialog(page).innerText()).toContain('Close without connecting?'));
    await settledScreenshot(page, 'credentials-oauth-not-connected-confirm');
    await page.getByTestId('credential-confirm-cancel').click();
    await dialog(page).getByTestId('credential-delete').click();
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
  });

  it('deletes a credential from its dialog after confirming', async () => {
    const { page } = browser();
    await list(page).getByTestId('credentials-row').filter({ hasText: name }).click();
    await dialog(page).getByTestId('credential-delete').click();
    await eventually(async () => expect(await confirmDialog(page).innerText()).toContain(name));
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
    await list(page).getByTestId('credentials-row').filter({ hasText: name }).waitFor({ state: 'detached' });
    await eventually(async () => expect((await listedCredentials(baseUrl)).some((credential) => credential.name === name)).toBe(false));
  });
});

describe('credential test after save', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  /** No built-in type has a test request: the dialog is shown Query Auth as testable, as a community type would be. */
  async function queryAuthTestable(page: Page): Promise<void> {
    await page.route('**/rest/credential-types', async (route) => {
      const response = await route.fetch();
      const body = await response.json() as { data: Array<{ name: string; testable?: boolean }> };
      for (const type of body.data) if (type.name === 'httpQueryAuth') type.testable = true;
      await route.fulfill({ response, json: body });
    });
  }

  async function newQueryAuth(page: Page): Promise<void> {
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await openSidebarCredentials(page, 'sidebar-new-credential');
    await page.getByTestId('credential-select-type').fill('Query Auth');
    await page.getByRole('option', { name: 'Query Auth', exact: true }).click();
    await page.getByTestId('credential-select-continue').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor();
    await (await field(page, 'Parameter Name')).fill('api_key');
    await (await field(page, 'Parameter Value')).fill('query-secret');
  }

  it('tests a testable credential after saving and shows the answer of the service', async () => {
    const { page } = browser();
    await queryAuthTestable(page);
    await newQueryAuth(page);
    await dialog(page).getByTestId('credential-save').click();
    const banner = dialog(page).locator('[data-testid="credential-test-banner"][data-status="error"]');
    await banner.waitFor();
    // The server's own answer: the type has no test request after all.
    await eventually(async () => expect(await banner.innerText()).toContain('cannot be tested'));
    await settledScreenshot(page, 'credentials-test-error-banner');
    await dialog(page).getByTestId('credential-delete').click();
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
  });

  it('says "Connection tested successfully" when the test passes', async () => {
    const { page } = browser();
    await queryAuthTestable(page);
    await page.route('**/rest/credentials/test', (route) => route.fulfill({ json: { data: { status: 'OK', message: 'Connection successful' } } }));
    await newQueryAuth(page);
    await dialog(page).getByTestId('credential-save').click();
    const banner = dialog(page).locator('[data-testid="credential-test-banner"][data-status="success"]');
    await banner.waitFor();
    await eventually(async () => expect(await banner.innerText()).toBe('Connection tested successfully'));
    await settledScreenshot(page, 'credentials-test-success-banner');
    await dialog(page).getByTestId('credential-delete').click();
    await page.getByTestId('credential-confirm-ok').click();
    await dialog(page).getByTestId('credential-connection-tab').waitFor({ state: 'detached' });
  });
});

function list(page: Page) {
  return page.getByTestId('credentials-list-modal');
}
