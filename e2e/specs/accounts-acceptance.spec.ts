import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, apiResponse } from '../harness/api.js';
import { contextCookie, signIn } from '../harness/accounts.js';
import { openBrowser, screenshot, type BrowserSession } from '../harness/browser.js';
import { startServer, type RunningServer } from '../harness/server.js';
import type { ReceivedMail } from '../../packages/server/src/test/smtp-inbox.js';
import { eventually } from '../harness/eventually.js';

/**
 * Issue 16's acceptance: the accounts of one instance from owner setup to deleting a member, each
 * step through the editor's screens and the e-mails a real SMTP server receives.
 */

const owner = { email: 'olive@weft.test', firstName: 'Olive', lastName: 'Owner', password: 'Owner-pass1' };
const member = { email: 'mia@weft.test', firstName: 'Mia', lastName: 'Member', password: 'Member-pass1', newPassword: 'Changed-pass2' };

interface Saved {
  id: string;
  name: string;
}

function workflow(name: string) {
  return {
    name,
    nodes: [{ id: 'n1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} }],
    connections: {},
  };
}

/** The link in a mail that leads to `path` on this editor. */
function linkTo(mail: ReceivedMail, baseUrl: string, path: string): string {
  const link = mail.links.find((url) => url.startsWith(`${baseUrl}${path}?`));
  if (!link) throw new Error(`No link to ${baseUrl}${path} in the mail:\n${mail.text}`);
  return link;
}

async function cookieOf(session: BrowserSession, baseUrl: string): Promise<string> {
  const cookie = await contextCookie(session.context, baseUrl);
  if (!cookie) throw new Error('The browser holds no session cookie');
  return cookie;
}

async function onCanvas(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/workflow'));
  await page.getByTestId('canvas').waitFor();
}

describe('accounts (issue 16 acceptance)', () => {
  let server: RunningServer;
  let baseUrl: string;
  let ownerBrowser: BrowserSession;
  let memberBrowser: BrowserSession;
  let visitorBrowser: BrowserSession;
  let ownerWorkflow: Saved;
  let memberWorkflow: Saved;
  let memberId: string;

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'none', smtp: true });
    baseUrl = server.baseUrl;
    ownerBrowser = await openBrowser();
  });

  afterAll(async () => {
    await visitorBrowser?.close();
    await memberBrowser?.close();
    await ownerBrowser?.close();
    await server?.stop();
  });

  it('sets up the owner on the setup page every route leads to', async () => {
    const { page } = ownerBrowser;
    await page.goto(`${baseUrl}/workflow`);
    await page.waitForURL((url) => url.pathname.endsWith('/setup'));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('First name').fill(owner.firstName);
    await page.getByLabel('Last name').fill(owner.lastName);
    await page.getByLabel(/^Password/).fill(owner.password);
    await screenshot(page, 'accounts-1-setup');
    await page.getByRole('button', { name: 'Next' }).click();
    await onCanvas(page);
    // The personalization survey opens once after setup; the owner closes it unanswered.
    await page.getByTestId('personalization-form').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('personalization-form').waitFor({ state: 'detached' });
    await screenshot(page, 'accounts-2-owner-canvas');

    const cookie = await cookieOf(ownerBrowser, baseUrl);
    // Answered, so that the survey does not open again over the later pages.
    await api(baseUrl, 'POST', '/me/survey', { version: 'v3' }, { cookie });
    ownerWorkflow = await api<Saved>(baseUrl, 'POST', '/workflows', workflow('Owner only'), { cookie });
  });

  it('signs the owner out from the user menu and in again on the sign-in page', async () => {
    const { page } = ownerBrowser;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/signin'));
    await screenshot(page, 'accounts-3-signed-out');

    await signIn(page, baseUrl, owner.email, owner.password);
    await page.getByTestId('canvas').waitFor();
    await screenshot(page, 'accounts-4-signed-in');
  });

  it('invites a member from Settings > Users; the invitation arrives by mail', async () => {
    const { page } = ownerBrowser;
    await page.goto(`${baseUrl}/settings/users`);
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('dialog').getByLabel('E-mail addresses').fill(member.email);
    await screenshot(page, 'accounts-5-invite');
    await page.getByRole('dialog').getByRole('button', { name: 'Invite user' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: member.email }).getByText('Pending').waitFor();
    await screenshot(page, 'accounts-6-invited');

    const mail = await server.inbox!.waitForMail(member.email);
    expect(mail.subject).not.toBe('');
    memberBrowser = await openBrowser();
    await memberBrowser.page.goto(linkTo(mail, baseUrl, '/signup'));
  });

  it('signs the member up from the link in that mail', async () => {
    const { page } = memberBrowser;
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel(/^Password/).fill(member.password);
    await screenshot(page, 'accounts-7-signup');
    await page.getByRole('button', { name: 'Finish account setup' }).click();
    await onCanvas(page);
    await screenshot(page, 'accounts-8-member-canvas');

    const cookie = await cookieOf(memberBrowser, baseUrl);
    memberId = (await api<{ id: string }>(baseUrl, 'GET', '/me', undefined, { cookie })).id;
    memberWorkflow = await api<Saved>(baseUrl, 'POST', '/workflows', workflow("Mia's workflow"), { cookie });
  });

  it("does not open the owner's workflow for the member", async () => {
    const { page } = memberBrowser;
    await page.goto(`${baseUrl}/workflow/${ownerWorkflow.id}`);
    await page.getByText('Could not find workflow').waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).not.toContain('Owner only'));
    await screenshot(page, 'accounts-9-member-not-found');
  });

  it('changes the forgotten password through the mailed link; the old session is refused', async () => {
    visitorBrowser = await openBrowser();
    const { page } = visitorBrowser;
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Email me a recovery link' }).click();
    await page.getByText('Check your inbox').waitFor();
    await screenshot(page, 'accounts-10-forgot-sent');

    const mail = await server.inbox!.waitForMail(member.email);
    await page.goto(linkTo(mail, baseUrl, '/change-password'));
    await page.getByLabel(/^New password/).fill(member.newPassword);
    await page.getByLabel(/^Re-enter new password/).fill(member.newPassword);
    await screenshot(page, 'accounts-11-change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/signin'));

    const oldCookie = await cookieOf(memberBrowser, baseUrl);
    await eventually(async () => expect((await apiResponse(baseUrl, 'GET', '/me', undefined, { cookie: oldCookie })).status).toBe(401));
    await memberBrowser.page.reload();
    await memberBrowser.page.waitForURL((url) => url.pathname.endsWith('/signin'));
    await screenshot(memberBrowser.page, 'accounts-12-old-session-refused');

    await signIn(page, baseUrl, member.email, member.newPassword);
    await page.getByTestId('canvas').waitFor();
  });

  it("deletes the member, transferring their workflows to the owner", async () => {
    const { page } = ownerBrowser;
    await page.goto(`${baseUrl}/settings/users`);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Actions for ${member.firstName} ${member.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Transfer them to another user').check();
    await dialog.getByLabel('User to transfer to').click();
    await page.getByRole('option', { name: new RegExp(owner.firstName) }).click();
    await screenshot(page, 'accounts-13-delete-member');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/were transferred to/).waitFor();
    await row.waitFor({ state: 'detached' });
    await screenshot(page, 'accounts-14-member-deleted');

    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('sidebar-workflow-open').click();
    await page.getByTestId('open-workflow-row').filter({ hasText: memberWorkflow.name }).waitFor();
    await screenshot(page, 'accounts-15-owner-has-member-workflow');
    expect(memberId).not.toBe('');
  });
});
