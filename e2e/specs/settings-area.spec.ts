import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiResponse, signInCookie } from '../harness/api.js';
import { signInByCookie } from '../harness/accounts.js';
import { openBrowser, screenshot, useBrowser, type BrowserSession } from '../harness/browser.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * The settings area (spec admin §2): its sidebar per role, personal settings and the change-password
 * modal, users settings with invitations and deletion, the API key, and the user menu.
 */

interface ListedUser {
  id: string;
  email: string | null;
  isPending: boolean;
}

const COMING_SOON = ['Environments', 'Log streaming', 'Credential sharing'];

/** The labels of the settings sidebar's entries, in order. */
async function settingsEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('settings-sidebar');
  await sidebar.waitFor();
  return sidebar.locator('[data-testid^="settings-nav-"]').evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));
}

/** Answers the personalization survey for the session's user, so that it does not open over the pages. */
async function answerSurvey(baseUrl: string, cookie?: string): Promise<void> {
  await api(baseUrl, 'POST', '/me/survey', { version: 'v3' }, cookie ? { cookie } : {});
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

describe('settings area as the default user (owner setup skipped)', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('opens users settings from the main sidebar, offering the owner setup instead of a list', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    const warning = page.getByTestId('sidebar-setup-warning');
    await eventually(async () => expect(await warning.textContent()).toContain('User management is not set up'));
    await eventually(async () => expect(await page.getByTestId('sidebar-user').count()).toBe(0));
    await screenshot(page, 'settings-default-sidebar-warning');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings/users`);
    // No personal settings for the default user (spec admin §6); no workflow menu either.
    await eventually(async () => expect(await settingsEntries(page)).toEqual(['Users', 'API', 'Community nodes', ...COMING_SOON]));
    await eventually(async () => expect(await page.getByTestId('sidebar').count()).toBe(0));
    await page.getByTestId('users-setup-owner').waitFor();
    await screenshot(page, 'settings-default-users');

    await page.goto(`${baseUrl}/settings/personal`);
    await page.waitForURL(`${baseUrl}/workflow`);
    await page.goto(`${baseUrl}/settings`);
    await page.waitForURL(`${baseUrl}/settings/users`);
  });

  it('goes back to the homepage and opens About from the version link', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/settings/api`);
    await page.getByTestId('settings-version').click();
    await page.getByTestId('about-modal').waitFor();
    await page.getByTestId('about-close').click();
    await page.getByTestId('settings-back').click();
    await page.waitForURL(`${baseUrl}/workflow`);
  });
});

describe('settings area as the owner, without SMTP', () => {
  let server: RunningServer;
  let baseUrl: string;
  let session: BrowserSession;
  let page: Page;
  const password = { current: 'Owner-pass1', next: 'Second-pass2' };

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'owner' });
    baseUrl = server.baseUrl;
    session = await openBrowser();
    page = session.page;
    await answerSurvey(baseUrl);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin });
    await signInByCookie(session.context, baseUrl, server.owner!.email, server.owner!.password);
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('lists every settings page the owner may open and opens personal settings first', async () => {
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('sidebar-user').click();
    await page.getByTestId('sidebar-user-settings').click();
    await page.waitForURL(`${baseUrl}/settings/personal`);
    // Community nodes are on by default (WEFT_COMMUNITY_PACKAGES_ENABLED), so the owner sees that entry.
    await eventually(async () => expect(await settingsEntries(page)).toEqual(['Personal', 'Users', 'API', 'Community nodes', ...COMING_SOON]));
  });

  it('validates and saves personal details', async () => {
    await page.goto(`${baseUrl}/settings/personal`);
    const first = page.getByTestId('personal-first-name');
    const email = page.getByTestId('personal-email');
    const save = page.getByTestId('personal-save');
    await eventually(async () => expect(await first.inputValue()).toBe('Olive'));
    await eventually(async () => expect(await save.isDisabled()).toBe(true));

    await first.fill('');
    await first.blur();
    await page.getByText('This field is required').waitFor();
    await first.fill('O'.repeat(33));
    await first.blur();
    await page.getByText('At most 32 characters').waitFor();
    await email.fill('olive@');
    await email.blur();
    await page.getByText('Please enter a valid email address').waitFor();
    await eventually(async () => expect(await save.isDisabled()).toBe(true));
    await screenshot(page, 'settings-personal-errors');

    await first.fill('Olivia');
    await email.fill('olivia@weft.test');
    await save.click();
    await toast(page, 'Personal details updated');
    await eventually(async () => expect(await save.isDisabled()).toBe(true));
    await eventually(async () => expect(await page.getByTestId('personal-settings').innerText()).toContain('Olivia Owner'));
    await screenshot(page, 'settings-personal-saved');

    await page.reload();
    await eventually(async () => expect(await page.getByTestId('personal-first-name').inputValue()).toBe('Olivia'));
    await eventually(async () => expect(await page.getByTestId('personal-email').inputValue()).toBe('olivia@weft.test'));
  });

  it('changes the password in the modal, after its own and the server errors', async () => {
    await page.goto(`${baseUrl}/settings/personal`);
    await page.getByTestId('personal-change-password').click();
    const dialog = page.getByTestId('change-password-modal');
    await dialog.waitFor();
    await page.getByTestId('change-password-submit').click();
    await eventually(async () => expect(await dialog.getByText('This field is required').count()).toBe(3));

    await page.getByTestId('change-password-current').fill('wrong-password');
    await page.getByTestId('change-password-new').fill('short');
    await page.getByTestId('change-password-repeat').fill('other');
    await page.getByTestId('change-password-submit').click();
    await dialog.getByText('The password needs at least 8 characters').waitFor();
    await dialog.getByText('Passwords must match').waitFor();
    await screenshot(page, 'settings-change-password-errors');

    await page.getByTestId('change-password-new').fill(password.next);
    await page.getByTestId('change-password-repeat').fill(password.next);
    await page.getByTestId('change-password-submit').click();
    // The current password was wrong: the server's answer shows in the modal, which stays open.
    await page.getByTestId('change-password-error').waitFor();
    await eventually(async () => expect(await page.getByTestId('change-password-error').innerText()).toContain('Problem changing the password'));
    await screenshot(page, 'settings-change-password-server-error');

    await page.getByTestId('change-password-current').fill(password.current);
    await page.getByTestId('change-password-submit').click();
    await toast(page, 'Password changed');
    await dialog.waitFor({ state: 'detached' });
    await expect(signInCookie(baseUrl, 'olivia@weft.test', password.next)).resolves.toContain('weft-auth=');
  });

  it('shows the users with the invite button disabled until SMTP is set up', async () => {
    await page.goto(`${baseUrl}/settings/users`);
    const row = page.getByTestId('users-row').first();
    await row.waitFor();
    await eventually(async () => expect(await row.innerText()).toMatch(/Olivia Owner\s+\(you\)/));
    await eventually(async () => expect(await row.getByTestId('user-role').textContent()).toBe('Owner'));
    await eventually(async () => expect(await page.getByTestId('users-invite').isDisabled()).toBe(true));
    await page.getByTestId('users-invite-wrapper').hover();
    await page.getByRole('tooltip').filter({ hasText: 'Set up SMTP to invite users' }).waitFor();
    // The screenshot waits for the tooltip's fade-in to end.
    await page.waitForFunction(`getComputedStyle(document.querySelector('[role="tooltip"]')).opacity === '1'`);
    await screenshot(page, 'settings-users-no-smtp');
  });

  it('creates an API key shown once, copies it, and deletes it', async () => {
    await page.goto(`${baseUrl}/settings/api`);
    const docs = page.getByTestId('api-docs-link');
    await eventually(async () => expect(await docs.getAttribute('href')).toBe('/api/v1/docs'));
    await page.getByTestId('api-key-create').click();
    await page.getByTestId('api-key-once').waitFor();
    const fullKey = (await page.getByTestId('api-key-value').innerText()).trim();
    await screenshot(page, 'settings-api-key-created');

    await page.getByTestId('api-key-copy').click();
    await eventually(async () => expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(fullKey));
    const withKey = await fetch(`${baseUrl}/rest/me`, { headers: { 'X-N8N-API-KEY': fullKey } });
    expect(withKey.status).toBe(200);

    // Later visits show the key masked; copy takes what is shown.
    await page.reload();
    const shown = page.getByTestId('api-key-value');
    await shown.waitFor();
    const masked = (await shown.innerText()).trim();
    expect(masked).not.toBe(fullKey);
    expect(fullKey.endsWith(masked.slice(-4))).toBe(true);
    await eventually(async () => expect(await page.getByTestId('api-key-once').count()).toBe(0));
    await page.getByTestId('api-key-copy').click();
    await eventually(async () => expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(masked));
    await screenshot(page, 'settings-api-key-masked');

    await page.getByTestId('api-key-delete').click();
    await page.getByTestId('api-key-delete-modal').waitFor();
    await screenshot(page, 'settings-api-key-delete');
    await page.getByTestId('api-key-delete-confirm').click();
    await page.getByTestId('api-key-empty').waitFor();
    const afterDelete = await fetch(`${baseUrl}/rest/me`, { headers: { 'X-N8N-API-KEY': fullKey } });
    expect(afterDelete.status).toBe(401);
  });
});

describe('settings area as the owner, with SMTP', () => {
  let server: RunningServer;
  let baseUrl: string;
  let session: BrowserSession;
  let page: Page;
  const member = { email: 'mo@weft.test', firstName: 'Mo', lastName: 'Member', password: 'Member-pass1' };

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'owner', smtp: true });
    baseUrl = server.baseUrl;
    session = await openBrowser();
    page = session.page;
    await answerSurvey(baseUrl);
    await signInByCookie(session.context, baseUrl, server.owner!.email, server.owner!.password);
  });

  afterAll(async () => {
    await session?.close();
    await server?.stop();
  });

  it('checks the addresses in the invite modal before sending', async () => {
    await page.goto(`${baseUrl}/settings/users`);
    await page.getByTestId('users-invite').click();
    const dialog = page.getByTestId('invite-users-modal');
    const emails = page.getByTestId('invite-emails');
    const submit = page.getByTestId('invite-submit');
    await submit.click();
    await dialog.getByText('There are no users to invite').waitFor();

    await emails.fill('ann@weft.test, bob@');
    await submit.click();
    await dialog.getByText('bob@ is not a valid email').waitFor();
    await screenshot(page, 'settings-invite-invalid');

    await emails.fill('Ann Lee <ann@weft.test>, bo@weft.test, mo@weft.test');
    await eventually(async () => expect(await submit.innerText()).toBe('Invite 3 users'));
    await eventually(async () => expect(await dialog.getByTestId('invite-role').inputValue()).toBe('Member'));
    await screenshot(page, 'settings-invite-three');
    await submit.click();
    await toast(page, '3 users invited');
    await dialog.waitFor({ state: 'detached' });
    for (const email of ['ann@weft.test', 'bo@weft.test', 'mo@weft.test']) {
      const row = page.locator(`[data-testid="users-row"][data-email="${email}"]`);
      await eventually(async () => expect(await row.getByTestId('user-pending').textContent()).toBe('Pending'));
      await eventually(async () => expect(await row.getByTestId('user-role').textContent()).toBe('Member'));
      await server.inbox!.waitForMail(email);
    }
    await screenshot(page, 'settings-users-invited');
  });

  it('names the addresses that could not be invited and keeps them in the field', async () => {
    await page.getByTestId('users-invite').click();
    const dialog = page.getByTestId('invite-users-modal');
    await page.getByTestId('invite-emails').fill('ann@weft.test, cy@weft.test');
    await page.getByTestId('invite-submit').click();
    await toast(page, 'User invited');
    await toast(page, 'Could not invite ann@weft.test');
    await eventually(async () => expect(await page.getByTestId('invite-emails').inputValue()).toBe('ann@weft.test'));
    await screenshot(page, 'settings-invite-partly-failed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-testid="users-row"][data-email="cy@weft.test"]').waitFor();
  });

  it('re-invites and deletes a pending user', async () => {
    const row = page.locator('[data-testid="users-row"][data-email="bo@weft.test"]');
    await row.getByTestId('user-actions').click();
    await page.getByTestId('user-reinvite').click();
    await toast(page, 'Invitation sent');

    await row.getByTestId('user-actions').click();
    await page.getByTestId('user-delete').click();
    const dialog = page.getByTestId('delete-user-modal');
    await eventually(async () => expect(await dialog.textContent()).toContain('Delete the invitation of bo@weft.test'));
    await eventually(async () => expect(await dialog.getByRole('radio').count()).toBe(0));
    await screenshot(page, 'settings-delete-pending');
    await page.getByTestId('delete-user-submit').click();
    await toast(page, 'User deleted');
    await row.waitFor({ state: 'detached' });
  });

  it('shows a member personal and API settings only, and signs them out from the user menu', async () => {
    const users = await api<ListedUser[]>(baseUrl, 'GET', '/users');
    const invitee = users.find((user) => user.email === member.email);
    expect(invitee?.isPending).toBe(true);
    await api(baseUrl, 'POST', `/users/${invitee!.id}`, {
      inviterId: server.owner!.id, firstName: member.firstName, lastName: member.lastName, password: member.password,
    }, { cookie: null });
    await answerSurvey(baseUrl, await signInCookie(baseUrl, member.email, member.password));

    const memberSession = await openBrowser();
    try {
      const memberPage = memberSession.page;
      await signInByCookie(memberSession.context, baseUrl, member.email, member.password);
      await memberPage.goto(`${baseUrl}/settings`);
      await memberPage.waitForURL(`${baseUrl}/settings/personal`);
      await eventually(async () => expect(await settingsEntries(memberPage)).toEqual(['Personal', 'API', ...COMING_SOON]));
      await screenshot(memberPage, 'settings-member-personal');
      await memberPage.goto(`${baseUrl}/settings/users`);
      await memberPage.waitForURL(`${baseUrl}/workflow`);

      await eventually(async () => expect(await memberPage.getByTestId('sidebar-user-name').innerText()).toBe('Mo Member'));
      await memberPage.getByTestId('sidebar-user').click();
      await memberPage.getByTestId('sidebar-sign-out').click();
      await memberPage.waitForURL(`${baseUrl}/signin`);
      await memberPage.goto(`${baseUrl}/settings/personal`);
      await memberPage.waitForURL((url) => url.pathname === '/signin');
    } finally {
      await memberSession.close();
    }
  });

  it('deletes a member with all their data once the phrase is typed', async () => {
    await page.goto(`${baseUrl}/settings/users`);
    const row = page.locator(`[data-testid="users-row"][data-email="${member.email}"]`);
    await eventually(async () => expect(await row.getByTestId('user-role').textContent()).toBe('Member'));
    await eventually(async () => expect(await row.getByTestId('user-pending').count()).toBe(0));
    await row.getByTestId('user-actions').click();
    await page.getByTestId('user-delete').click();
    const submit = page.getByTestId('delete-user-submit');
    await eventually(async () => expect(await submit.isDisabled()).toBe(true));
    await page.getByTestId('delete-user-delete-all').check();
    await page.getByTestId('delete-user-confirmation').fill('delete all');
    await eventually(async () => expect(await submit.isDisabled()).toBe(true));
    await page.getByTestId('delete-user-confirmation').fill('delete all data');
    await screenshot(page, 'settings-delete-member');
    await submit.click();
    await toast(page, 'deleted with their workflows and credentials');
    await row.waitFor({ state: 'detached' });
    const response = await apiResponse(baseUrl, 'POST', '/login', { email: member.email, password: member.password }, { cookie: null });
    expect(response.status).toBe(401);
  });
});
