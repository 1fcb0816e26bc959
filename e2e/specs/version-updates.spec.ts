import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, settledScreenshot, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { VersionFeedStandIn, feedVersion } from '../../packages/server/src/test/version-feed-stand-in.js';

/**
 * The updates drawer fed by a version feed in n8n's shape (a stand-in on 127.0.0.1), the sidebar's
 * badge that opens it, and About's links; then an instance with nothing configured, which asks no feed.
 */

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

function useInstance(env: (feed: VersionFeedStandIn) => Record<string, string>) {
  const running = {} as { server: RunningServer; session: BrowserSession; feed: VersionFeedStandIn };
  beforeAll(async () => {
    running.feed = new VersionFeedStandIn([
      feedVersion('0.3.0', {
        createdAt: daysAgo(3), hasSecurityFix: true,
        description: '<p>Closes a hole in <strong>webhook</strong> authentication.</p>',
        nodes: [{ name: 'n8n-nodes-base.httpRequest', displayName: 'HTTP Request', icon: 'file:httpRequest.svg' }],
      }),
      feedVersion('0.2.0', { createdAt: daysAgo(40), hasBreakingChange: true, description: 'Expressions run in a new sandbox.' }),
      feedVersion('0.1.1', { createdAt: daysAgo(400), hasSecurityIssue: true, securityIssueFixVersion: '0.3.0', description: 'Small fixes.' }),
    ]);
    await running.feed.start();
    running.server = await startServer(env(running.feed));
    running.session = await openBrowser();
  });
  afterAll(async () => {
    await running.session?.close();
    await running.server?.stop();
    await running.feed?.stop();
  });
  return running;
}

describe('with a version feed configured', () => {
  const running = useInstance((feed) => ({
    WEFT_VERSION_NOTIFICATIONS_ENABLED: 'true',
    WEFT_VERSION_NOTIFICATIONS_ENDPOINT: feed.url,
    WEFT_VERSION_NOTIFICATIONS_INFO_URL: 'https://docs.example.com/updating',
    WEFT_SOURCE_URL: 'https://git.example.com/acme/weft',
  }));

  it('shows how many versions are newer and, in the drawer, what each brings', async () => {
    const { server, session: { page }, feed } = running;
    await page.goto(`${server.baseUrl}/workflow`);
    const badge = page.getByTestId('sidebar-updates-badge');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('3');
    const settings = await (await fetch(`${server.baseUrl}/rest/settings`)).json() as { data: { instanceId: string } };
    expect(feed.requests).toEqual([{ version: '0.1.0', instanceId: settings.data.instanceId }]);

    await page.getByTestId('sidebar-updates').click();
    const drawer = page.getByTestId('updates-drawer');
    await drawer.waitFor();
    expect(await page.getByTestId('updates-summary').innerText()).toBe("You're on 0.1.0, which is 3 versions behind the latest.");
    expect(await page.getByTestId('updates-info-link').getAttribute('href')).toBe('https://docs.example.com/updating');

    const cards = page.getByTestId('update-card');
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-version')))).toEqual(['0.3.0', '0.2.0', '0.1.1']);
    const newest = cards.nth(0);
    expect(await newest.getByTestId('update-security-fix').innerText()).toMatch(/security update/i);
    expect(await newest.getByTestId('update-breaking-change').count()).toBe(0);
    expect(await newest.getByTestId('update-released').innerText()).toBe('Released 3 days ago');
    // The feed's markup is shown as words, never rendered.
    expect(await newest.getByTestId('update-description').innerText()).toBe('Closes a hole in webhook authentication.');
    expect(await newest.getByTestId('update-node-icon').getAttribute('alt')).toBe('HTTP Request');
    expect(await cards.nth(1).getByTestId('update-breaking-change').innerText()).toMatch(/breaking changes/i);
    expect(await cards.nth(1).getByTestId('update-security-fix').count()).toBe(0);

    await cards.nth(2).getByTestId('update-security-issue').hover();
    await eventually(async () => expect(await page.getByRole('tooltip').innerText()).toContain('fixed in 0.3.0'));
    // The drawer is 520 px wide, on the left.
    const box = await page.locator('.mantine-Drawer-content').boundingBox();
    expect(box).toMatchObject({ x: 0, width: 520 });
    await settledScreenshot(page, 'version-updates-drawer');
  });

  it("About links the configured source and the licence this instance serves", async () => {
    const { server, session: { page } } = running;
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar').getByLabel('Help', { exact: true }).click();
    await page.getByTestId('sidebar-about').click();
    await page.getByTestId('about-modal').waitFor();
    expect(await page.getByTestId('about-source').getAttribute('href')).toBe('https://git.example.com/acme/weft');
    const licenceHref = await page.getByTestId('about-license').getAttribute('href');
    expect(licenceHref).toBe('/licence');
    await settledScreenshot(page, 'about-with-source');
    const licence = await fetch(new URL(licenceHref!, server.baseUrl));
    expect(licence.status).toBe(200);
    expect(await licence.text()).toMatch(/licen[cs]e/i);
  });
});

describe('with nothing configured', () => {
  const running = useInstance(() => ({}));

  it('asks nothing outside the instance, shows no updates entry, and About hides the source it does not know', async () => {
    const { server, session: { page, context } } = running;
    const outside: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${new URL(server.baseUrl).origin}/`) && !/^(data|blob):/.test(url)) outside.push(url);
    });
    await page.goto(`${server.baseUrl}/workflow`);
    await page.getByTestId('sidebar').getByLabel('Help', { exact: true }).click();
    await page.getByTestId('sidebar-about').click();
    await page.getByTestId('about-modal').waitFor();
    expect(await page.getByTestId('about-license').count()).toBe(1);
    expect(await page.getByTestId('about-source').count()).toBe(0);
    expect(await page.getByTestId('sidebar-updates').count()).toBe(0);
    await settledScreenshot(page, 'about-without-source');
    expect(outside).toEqual([]);
  });
});
