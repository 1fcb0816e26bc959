import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NpmRegistryStandIn } from '../../packages/server/src/test/npm-registry-stand-in.js';
import { api, signInCookie } from '../harness/api.js';
import { signInByCookie } from '../harness/accounts.js';
import { openBrowser, screenshot, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';

/**
 * Settings > Community nodes (spec admin §2, §4, §8, §9) against the real server and the real npm,
 * installing from a registry stand-in: install, the package's node in the creator and in a run, update,
 * uninstall, the install dialog's checks, and who may open the page.
 */

const SHOUT = 'n8n-nodes-weft-shout';
/** npm's search, which the empty state asks for the number of published packages. */
const NPM_SEARCH = /registry\.npmjs\.org\/-\/v1\/search/;

/** A community package with one programmatic node that adds its text, in capitals, to each item. */
function shoutPackage(version: string): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: SHOUT, version, description: 'Shouts (Weft e2e package)', main: 'index.js', files: ['dist'],
      author: { name: 'Ada Lovelace' },
      n8n: { n8nNodesApiVersion: 1, nodes: ['dist/nodes/Shout.node.js'] },
    }),
    'index.js': '',
    'dist/nodes/Shout.node.js': `"use strict";
class Shout {
  constructor() {
    this.description = {
      displayName: 'Shout', name: 'shout', group: ['transform'], version: 1,
      description: 'Says the text in capitals', defaults: { name: 'Shout' },
      inputs: ['main'], outputs: ['main'],
      properties: [{ displayName: 'Text', name: 'text', type: 'string', default: 'hello from version ${version}' }],
    };
  }
  async execute() {
    return [this.getInputData().map((item, i) => ({ json: { ...item.json, shouted: String(this.getNodeParameter('text', i)).toUpperCase() } }))];
  }
}
exports.Shout = Shout;
`,
  };
}

const card = (page: Page, name: string) => page.locator(`[data-testid="community-card"][data-package="${name}"]`);

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 60_000 });
}

describe('community nodes settings', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let registry: NpmRegistryStandIn;
  let session: BrowserSession;
  let page: Page;
  let baseUrl: string;
  /** Kept aside: a server started again on the same data does not set the owner up again. */
  let owner: NonNullable<RunningServer['owner']>;

  beforeAll(async () => {
    registry = new NpmRegistryStandIn();
    await registry.start();
    await registry.publish(shoutPackage('1.0.0'));
    server = await startServer({}, undefined, { accounts: 'owner', smtp: true });
    baseUrl = server.baseUrl;
    owner = server.owner!;
    // npm reads the nodes folder's .npmrc, so the server's installs come from the stand-in.
    await mkdir(join(server.userFolder, 'nodes'), { recursive: true });
    await writeFile(join(server.userFolder, 'nodes', '.npmrc'), `registry=${registry.url}\nprefer-online=true\n`);
    await api(baseUrl, 'POST', '/me/survey', { version: 'v3' });
    session = await openBrowser();
    page = session.page;
    await signInByCookie(session.context, baseUrl, owner.email, owner.password);
  }, 120_000);

  afterAll(async () => {
    await session?.close();
    await server?.stop();
    await registry?.stop();
  });

  it('shows the empty state without a number when npm cannot be reached, and with npm’s count rounded down when it can', async () => {
    await page.route(NPM_SEARCH, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/settings/community-nodes`);
    const description = page.getByTestId('community-empty-description');
    await eventually(async () => expect(await description.textContent()).toBe(
      'Install node packages contributed by the community to connect to more apps and services.'));
    await page.unroute(NPM_SEARCH);

    await page.route(NPM_SEARCH, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ objects: [], total: 5678 }) }));
    await page.reload();
    await eventually(async () => expect(await description.textContent()).toContain('Install over 5670 node packages'));
    await page.getByTestId('community-install-open').waitFor();
    await screenshot(page, 'community-nodes-empty');
  });

  it('checks the name and the risk box before installing, and shows npm’s refusal under the name', async () => {
    await page.getByTestId('community-install-open').click();
    const dialog = page.getByTestId('community-install-modal');
    const name = page.getByTestId('community-install-name');
    await name.fill('npm i lodash');
    await name.blur();
    await eventually(async () => expect(await name.inputValue()).toBe('lodash'));
    await page.getByTestId('community-install-submit').click();
    await eventually(async () => expect(await dialog.textContent()).toContain('The package name must start with "n8n-nodes-"'));
    await page.getByTestId('community-install-agree-warning').waitFor();

    // Not on the registry: npm fails, the server answers 400 and says why, under the name.
    await name.fill('n8n-nodes-weft-nowhere');
    await page.getByTestId('community-install-agree').check();
    await eventually(async () => expect(await page.getByTestId('community-install-agree-warning').count()).toBe(0));
    await page.getByTestId('community-install-submit').click();
    const error = page.getByTestId('community-install-error');
    await eventually(async () => expect(await error.textContent()).toMatch(/n8n-nodes-weft-nowhere/), { timeout: 60_000 });
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'community-nodes-install-error');
  });

  it('cannot be closed while npm runs; a failure other than 400 is a toast, not a message under the name', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The install request is held until the dialog was tried to be closed, then answered as a server failure.
    await page.route(/\/rest\/nodes$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'The disk is full' }) });
    });
    try {
      await page.getByTestId('community-install-name').fill('n8n-nodes-weft-anything');
      expect(await page.locator('.mantine-Modal-close').count()).toBe(1);
      await page.getByTestId('community-install-submit').click();
      const dialog = page.getByTestId('community-install-modal');
      await eventually(async () => expect(await page.getByTestId('community-install-name').isDisabled()).toBe(true));
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 450);
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.locator('.mantine-Modal-close').count()).toBe(0);
      release();
      await toast(page, 'Problem installing the community package');
      await page.locator('.mantine-Notification-root').filter({ hasText: 'The disk is full' }).first().waitFor();
      expect(await page.getByTestId('community-install-error').count()).toBe(0);
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await page.unroute(/\/rest\/nodes$/);
    }
  });

  it('installs a package pasted as an npm command and lists it as a card', async () => {
    const name = page.getByTestId('community-install-name');
    await name.fill('npm install n8n-nodes-weft-shout');
    await name.blur();
    await eventually(async () => expect(await name.inputValue()).toBe(SHOUT));
    await page.getByTestId('community-install-submit').click();
    await toast(page, 'Package installed');
    await page.getByTestId('community-install-modal').waitFor({ state: 'detached' });
    const shout = card(page, SHOUT);
    await eventually(async () => expect(await shout.getByTestId('community-card-version').textContent()).toBe('v1.0.0'));
    expect(await shout.getByTestId('community-card-nodes').textContent()).toBe('1 node: Shout');
    expect(await shout.getByTestId('community-card-state').textContent()).toBe('Up to date');
    await screenshot(page, 'community-nodes-installed');
  });

  it('offers the package’s node in the creator, and it runs', async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: 'Shout test', settings: { executionOrder: 'v1' }, connections: {},
      nodes: [{ id: 't', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [240, 300], parameters: {} }],
    });
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    const trigger = page.locator('[data-testid="canvas-node"][data-node-name="Manual"]');
    await trigger.waitFor();
    await trigger.click();
    await page.getByTestId('canvas-add-node').click();
    await page.getByTestId('node-creator').waitFor();
    await page.keyboard.type('shout');
    const item = page.getByTestId('node-creator-item').first();
    await eventually(async () => expect(await item.getAttribute('data-node-type')).toBe(`${SHOUT}.shout`));
    await page.keyboard.press('Enter');
    const shoutNode = page.locator('[data-testid="canvas-node"][data-node-name="Shout"]');
    await shoutNode.waitFor();
    // The added node opens in the node details view (its code may still be loading); Escape closes it.
    await page.locator('[data-testid="ndv"][aria-label="Shout"]').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv').waitFor({ state: 'detached' });

    await page.getByTestId('execute-workflow-button').click();
    await eventually(async () => expect(await shoutNode.getByTestId('node-success').textContent()).toBe('1 item'), { timeout: 30_000 });
    await shoutNode.dblclick();
    await page.getByText('HELLO FROM VERSION 1.0.0').first().waitFor();
    await screenshot(page, 'community-nodes-shout-run');
  });

  it('updates to the newer version after confirming', async () => {
    await registry.publish(shoutPackage('1.1.0'));
    await page.goto(`${baseUrl}/settings/community-nodes`);
    const shout = card(page, SHOUT);
    const update = shout.getByTestId('community-card-update');
    await eventually(async () => expect(await update.textContent()).toBe('Update to v1.1.0'));
    await screenshot(page, 'community-nodes-update-available');
    await update.click();
    const dialog = page.getByTestId('community-manage-modal');
    await eventually(async () => expect(await dialog.textContent()).toContain(`${SHOUT} goes from v1.0.0 to v1.1.0`));
    await page.getByTestId('community-manage-confirm').click();
    await toast(page, 'Package updated');
    await eventually(async () => expect(await shout.getByTestId('community-card-version').textContent()).toBe('v1.1.0'));
    expect(await shout.getByTestId('community-card-state').textContent()).toBe('Up to date');
  });

  it('marks a package that no longer loads at start as failed to load', async () => {
    await server.kill();
    // The installed node file broken on disk, as a bad manual edit or a half-finished copy leaves it.
    await writeFile(join(server.userFolder, 'nodes', 'node_modules', SHOUT, 'dist', 'nodes', 'Shout.node.js'), 'this is not javascript(');
    server = await startServer({}, { port: server.port, userFolder: server.userFolder }, { smtp: true });
    await page.goto(`${baseUrl}/settings/community-nodes`);
    const state = card(page, SHOUT).getByTestId('community-card-state');
    await eventually(async () => expect(await state.textContent()).toBe('Failed to load'));
    await screenshot(page, 'community-nodes-failed');
  });

  it('uninstalls after confirming; its node leaves the node types', async () => {
    const shout = card(page, SHOUT);
    await shout.getByTestId('community-card-menu').click();
    await page.getByTestId('community-card-uninstall').click();
    const dialog = page.getByTestId('community-manage-modal');
    await eventually(async () => expect(await dialog.textContent()).toContain('will fail to run'));
    await screenshot(page, 'community-nodes-uninstall-confirm');
    await page.getByTestId('community-manage-confirm').click();
    await toast(page, 'Package uninstalled');
    await page.getByTestId('community-empty').waitFor();
    const types = await api<Array<{ name: string }>>(baseUrl, 'GET', '/node-types');
    expect(types.map((type) => type.name)).not.toContain(`${SHOUT}.shout`);
  });

  it('is not in a member’s settings, and the page sends them away', async () => {
    const email = 'mo@weft.test';
    await api(baseUrl, 'POST', '/users', [{ email }]);
    const invitee = (await api<Array<{ id: string; email: string | null }>>(baseUrl, 'GET', '/users')).find((user) => user.email === email);
    await api(baseUrl, 'POST', `/users/${invitee!.id}`, {
      inviterId: owner.id, firstName: 'Mo', lastName: 'Member', password: 'Member-pass1',
    }, { cookie: null });
    await api(baseUrl, 'POST', '/me/survey', { version: 'v3' }, { cookie: await signInCookie(baseUrl, email, 'Member-pass1') });
    const member = await openBrowser();
    try {
      await signInByCookie(member.context, baseUrl, email, 'Member-pass1');
      await member.page.goto(`${baseUrl}/settings/personal`);
      const sidebar = member.page.getByTestId('settings-sidebar');
      await sidebar.waitFor();
      await eventually(async () => expect(await sidebar.getByTestId('settings-nav-apiSettings').count()).toBe(1));
      expect(await sidebar.getByTestId('settings-nav-communityNodes').count()).toBe(0);
      await member.page.goto(`${baseUrl}/settings/community-nodes`);
      await member.page.waitForURL(`${baseUrl}/workflow`);
    } finally {
      await member.close();
    }
  });
});

describe('community nodes where they cannot be installed', { timeout: 120_000 }, () => {
  it('without npm on the server, warns in place of the install button', async () => {
    // No npm on the PATH: the server itself is started by its absolute path and needs none.
    const server = await startServer({ PATH: '/nonexistent' });
    const session = await openBrowser();
    try {
      await session.page.goto(`${server.baseUrl}/settings/community-nodes`);
      const warning = session.page.getByTestId('community-warning');
      await eventually(async () => expect(await warning.textContent()).toContain('npm was not found on the server'));
      expect(await session.page.getByTestId('community-install-open').count()).toBe(0);
      await screenshot(session.page, 'community-nodes-no-npm');
    } finally {
      await session.close();
      await server.stop();
    }
  });

  it('turned off, is neither in the settings sidebar nor reachable', async () => {
    const server = await startServer({ WEFT_COMMUNITY_PACKAGES_ENABLED: 'false' });
    const session = await openBrowser();
    try {
      await session.page.goto(`${server.baseUrl}/settings/api`);
      const sidebar = session.page.getByTestId('settings-sidebar');
      await eventually(async () => expect(await sidebar.getByTestId('settings-nav-apiSettings').count()).toBe(1));
      expect(await sidebar.getByTestId('settings-nav-communityNodes').count()).toBe(0);
      await session.page.goto(`${server.baseUrl}/settings/community-nodes`);
      await session.page.waitForURL(`${server.baseUrl}/workflow`);
    } finally {
      await session.close();
      await server.stop();
    }
  });
});
