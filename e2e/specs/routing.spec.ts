import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInByCookie } from '../harness/accounts.js';
import { api } from '../harness/api.js';
import { openBrowser, screenshot, useBrowser, type BrowserSession } from '../harness/browser.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

describe('routing', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('sends / to the new-workflow canvas', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-name').textContent()).toContain('My workflow'));
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = browser();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(200);
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    await eventually(async () => {
      const text = await notFound.innerText();
      expect(text).toContain('Oops, couldn’t find that');
      expect(text).toContain('404');
    });
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl}/workflow`);
  });

  it('renders a placeholder heading for screens that come later', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/settings/coming-soon/environments`);
    await page.getByTestId('placeholder-page').waitFor();
    await eventually(async () => expect(await page.getByRole('heading').first().innerText()).not.toBe(''));
  });
});

describe('routing by account state', () => {
  let fresh: RunningServer | undefined;
  let withOwner: RunningServer | undefined;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    [fresh, withOwner, session] = await Promise.all([
      startServer({}, undefined, { accounts: 'none' }),
      startServer({}, undefined, { accounts: 'owner' }),
      openBrowser(),
    ]);
  });
  afterAll(async () => {
    await session?.close();
    await fresh?.stop();
    await withOwner?.stop();
  });
  // Cookies do not tell ports apart: each test starts without the other server's session.
  const signedOutPage = async () => {
    if (!session) throw new Error('The browser is opened in beforeAll');
    await session.context.clearCookies();
    return session.page;
  };

  it('sends every route to owner setup until the owner is set up', async () => {
    const page = await signedOutPage();
    const { baseUrl } = fresh!;
    for (const path of ['/', '/workflow', '/settings/users', '/signin']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/setup`);
      await page.getByTestId('setup-page').waitFor();
    }
    await screenshot(page, 'routing-setup');
  });

  it('sends a signed-out visitor to sign-in and back to where they were headed', async () => {
    const page = await signedOutPage();
    const { baseUrl, owner } = withOwner!;
    const { id } = await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name: 'Headed for', nodes: [], connections: {} });
    await page.goto(`${baseUrl}/workflow/${id}?from=link`);
    await page.waitForURL(`${baseUrl}/signin?redirect=${encodeURIComponent(`/workflow/${id}?from=link`)}`);
    await screenshot(page, 'routing-signin');

    await signIn(page, baseUrl, owner!.email, owner!.password);
    await page.waitForURL(`${baseUrl}/workflow/${id}?from=link`);
    await page.getByTestId('workflow-name').filter({ hasText: 'Headed for' }).waitFor();
  });

  it('sends a signed-in user away from sign-in, following only in-app redirects', async () => {
    const page = await signedOutPage();
    const { baseUrl, owner } = withOwner!;
    await signInByCookie(session!.context, baseUrl, owner!.email, owner!.password);
    await page.goto(`${baseUrl}/signin`);
    await page.waitForURL(`${baseUrl}/workflow`);
    await page.goto(`${baseUrl}/signin?redirect=${encodeURIComponent('/settings/personal')}`);
    await page.waitForURL(`${baseUrl}/settings/personal`);
    await page.goto(`${baseUrl}/signin?redirect=${encodeURIComponent('//example.com/')}`);
    await page.waitForURL(`${baseUrl}/workflow`);
  });

  it('shows the not-found page to a signed-out visitor too', async () => {
    const page = await signedOutPage();
    await page.goto(`${withOwner!.baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });
});
