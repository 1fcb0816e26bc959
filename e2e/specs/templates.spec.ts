import { connect, createServer, type Server } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';
import { STAND_IN_CATALOGUE, startTemplatesHostStandIn, type TemplatesHostStandIn } from '../../packages/server/src/test/templates-host-stand-in.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Summary { id: number; name: string; nodes: Array<{ name: string }> }
interface Category { id: number; name: string }
interface Collection { id: number; name: string; workflows: Array<{ id: number }> }
interface ToImport { name: string; workflow: { nodes: Array<{ name: string; type: string; credentials?: unknown }> } }

/** Node types a template may use for the run step: nothing outside the instance is called. */
const LOCAL_TYPES = new Set([
  'n8n-nodes-base.manualTrigger', 'n8n-nodes-base.code', 'n8n-nodes-base.set', 'n8n-nodes-base.noOp', 'n8n-nodes-base.if',
  'n8n-nodes-base.filter', 'n8n-nodes-base.sort', 'n8n-nodes-base.removeDuplicates', 'n8n-nodes-base.aggregate',
  'n8n-nodes-base.splitOut', 'n8n-nodes-base.merge', 'n8n-nodes-base.dateTime', 'n8n-nodes-base.limit', 'n8n-nodes-base.summarize',
  'n8n-nodes-base.switch', 'n8n-nodes-base.renameKeys', 'n8n-nodes-base.itemLists', 'n8n-nodes-base.stickyNote',
]);

/** The built-in host answers the test too: it reads the catalogue as the editor does, so no name is hard-coded. */
async function host<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/templates-host/${path}`, { headers: { 'n8n-version': 'e2e' } });
  expect(response.status).toBe(200);
  return await response.json() as T;
}

/** Listens where a host used to be and passes each connection on to another one: the host is back. */
async function relayTo(from: URL, to: URL): Promise<Server> {
  const relay = createServer((socket) => {
    const upstream = connect(Number(to.port), to.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(Number(from.port), from.hostname, resolve));
  return relay;
}

const cards = (page: Page) => page.getByTestId('template-card');
const cardNames = (page: Page) => cards(page).evaluateAll((all) => all.map((card) => card.querySelector('p')?.textContent ?? ''));

describe('templates', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  let all: Summary[];
  let categories: Category[];
  let collections: Collection[];
  let runnable: { summary: Summary; data: ToImport };

  beforeAll(async () => {
    all = (await host<{ workflows: Summary[] }>(baseUrl, 'templates/workflows?skip=0&rows=100')).workflows;
    categories = (await host<{ categories: Category[] }>(baseUrl, 'templates/categories')).categories;
    collections = (await host<{ collections: Collection[] }>(baseUrl, 'templates/collections')).collections;
    for (const summary of all) {
      const data = await host<ToImport>(baseUrl, `workflows/templates/${summary.id}`);
      const types = data.workflow.nodes.map((node) => node.type);
      if (types.includes('n8n-nodes-base.manualTrigger') && types.every((type) => LOCAL_TYPES.has(type))) {
        runnable = { summary, data };
        break;
      }
    }
    expect(runnable, 'the catalogue has a template that runs on its own').toBeDefined();
  });

  it('lists templates and collections, finds one by a word and by a category', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('canvas-from-template').click();
    await page.getByTestId('templates-search-page').waitFor();
    await eventually(async () => expect(await cards(page).count()).toBe(Math.min(all.length, 10)));
    await page.getByTestId('collection-card').first().waitFor();
    await screenshot(page, 'templates-search');

    // More than four collections: the carousel moves on by two cards and can then go back.
    if (collections.length > 4) {
      await page.getByTestId('carousel-forward').click();
      await page.getByRole('button', { name: 'Previous collections' }).waitFor();
      await page.getByTestId('templates-search-page').evaluate((element) => element.scrollTo(0, 0));
      await settledScreenshot(page, 'templates-carousel-moved');
    }

    // A word of the runnable template's name finds it; the URL keeps the search.
    const word = runnable.summary.name.split(/\s+/).find((part) => part.length > 5) ?? runnable.summary.name;
    await page.getByTestId('templates-search').fill(word);
    await eventually(async () => expect(new URL(page.url()).searchParams.get('search')).toBe(word));
    await eventually(async () => expect(await cardNames(page)).toContain(runnable.summary.name));
    const found = await host<{ workflows: Summary[] }>(baseUrl, `templates/workflows?skip=0&rows=10&search=${encodeURIComponent(word)}`);
    await eventually(async () => expect(await cardNames(page)).toEqual(found.workflows.map((template) => template.name)));
    await screenshot(page, 'templates-search-word');

    // A category: the list shows only that category's templates.
    await page.getByTestId('templates-search').fill('');
    const category = categories[0] as Category;
    const inCategory = (await host<{ totalWorkflows: number; workflows: Summary[] }>(baseUrl, `templates/workflows?skip=0&rows=10&category=${category.id}`));
    await page.getByRole('checkbox', { name: category.name, exact: true }).click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('categories')).toBe(String(category.id)));
    await eventually(async () => expect(await cardNames(page)).toEqual(inCategory.workflows.map((template) => template.name)));
    await screenshot(page, 'templates-search-category');
  });

  it('loads more templates while scrolling and says when all are shown', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow`);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Templates' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/templates/'));
    await eventually(async () => expect(await cards(page).count()).toBe(Math.min(all.length, 10)));
    for (let shown = 10; shown < all.length; shown += 10) {
      await cards(page).last().scrollIntoViewIfNeeded();
      await eventually(async () => expect(await cards(page).count()).toBe(Math.min(all.length, shown + 10)));
    }
    await page.getByTestId('templates-end').scrollIntoViewIfNeeded();
    await page.getByTestId('templates-end').waitFor();
    await screenshot(page, 'templates-end-of-results');
  });

  it('opens a collection, then a template with its preview, and uses and runs it', async () => {
    const { page, context } = browser();
    const collection = collections[0] as Collection;
    await page.goto(`${baseUrl}/templates/`);
    await page.getByTestId('collection-card').filter({ hasText: collection.name }).click();
    await page.getByTestId('collection-page').waitFor();
    await eventually(async () => expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(collection.name));
    await eventually(async () => expect(await cards(page).count()).toBe(collection.workflows.length));
    await screenshot(page, 'templates-collection');

    // Ctrl-click opens the template in a new tab; the collection stays here.
    const [opened] = await Promise.all([context.waitForEvent('page'), cards(page).first().click({ modifiers: ['Control'] })]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toMatch(/\/templates\/\d+$/);
    expect(new URL(page.url()).pathname).toBe(`/collections/${collection.id}`);
    await opened.close();

    await page.goto(`${baseUrl}/templates/${runnable.summary.id}`);
    await page.getByTestId('template-page').waitFor();
    await eventually(async () => expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(runnable.summary.name));
    const preview = page.frameLocator('[data-testid="template-preview"]');
    const nodeNames = runnable.data.workflow.nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote').map((node) => node.name);
    for (const name of nodeNames) await preview.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`).waitFor();
    // Read-only: no add-node button inside the preview.
    expect(await preview.getByTestId('canvas-add-first-step').count()).toBe(0);
    await screenshot(page, 'templates-template-preview');

    await page.getByTestId('use-template').click();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe(`/workflows/templates/${runnable.summary.id}`));
    for (const name of nodeNames) await page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`).waitFor();
    await eventually(async () => expect(await page.getByTestId('workflow-name').innerText()).toContain(runnable.data.name));
    await screenshot(page, 'templates-imported');

    await page.getByTestId('execute-workflow-button').click();
    await page.getByText('Workflow executed successfully').waitFor({ timeout: 20_000 });
    const last = nodeNames.at(-1) as string;
    await page.locator(`[data-testid="canvas-node"][data-node-name="${last}"]`).getByTestId('node-success').waitFor();
    await settledScreenshot(page, 'templates-run');

    // Saved, it becomes an ordinary workflow at its own address, on the same canvas.
    await page.keyboard.press('Control+s');
    await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/workflow\/[^/]+$/));
    await page.locator(`[data-testid="canvas-node"][data-node-name="${last}"]`).getByTestId('node-success').waitFor();
  });

  it('says when a collection or template does not exist, and opens a new workflow for an unknown template to use', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/collections/999999`);
    await eventually(async () => expect(await page.getByTestId('collection-not-found').innerText()).toBe('Collection could not be found'));
    await screenshot(page, 'templates-collection-not-found');
    await page.goto(`${baseUrl}/templates/999999`);
    await eventually(async () => expect(await page.getByTestId('template-not-found').innerText()).toBe('Template could not be found'));
    await page.goto(`${baseUrl}/workflows/templates/999999`);
    await page.getByText('Could not load the template').waitFor();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/workflow'));
  });

  it('asks for the credentials a template needs and leaves them unset', async () => {
    const { page } = browser();
    let needing: { summary: Summary; data: ToImport } | undefined;
    for (const summary of all) {
      const data = await host<ToImport>(baseUrl, `workflows/templates/${summary.id}`);
      if (data.workflow.nodes.some((node) => node.credentials)) { needing = { summary, data }; break; }
    }
    expect(needing, 'the catalogue has a template that uses a credential').toBeDefined();
    if (!needing) return;
    await page.goto(`${baseUrl}/workflows/templates/${needing.summary.id}`);
    await page.getByTestId('template-credentials-notice').waitFor();
    const withCredentials = needing.data.workflow.nodes.filter((node) => node.credentials).map((node) => node.name);
    const listed = await page.getByTestId('template-credentials-node').allInnerTexts();
    expect(listed.some((line) => withCredentials.some((name) => line.startsWith(name)))).toBe(true);
    await settledScreenshot(page, 'templates-credentials-notice');
  });

  it('pages through a remote host\'s templates, says when it cannot load more, and warns once it is down', async () => {
    const { page } = browser();
    // Enough categories to fold some away, and two pages of templates.
    const base = STAND_IN_CATALOGUE.workflows[0] as (typeof STAND_IN_CATALOGUE.workflows)[number];
    const extraCategories = Array.from({ length: 12 }, (_, i) => ({ id: 110 + i, name: `Remote: Topic ${i + 1}` }));
    const extraWorkflows = Array.from({ length: 10 }, (_, i) => ({ ...base, id: 310 + i, name: `Remote: Extra template ${i + 1}` }));
    const catalogue = {
      ...STAND_IN_CATALOGUE,
      categories: [...STAND_IN_CATALOGUE.categories, ...extraCategories],
      workflows: [...STAND_IN_CATALOGUE.workflows, ...extraWorkflows],
    };
    const standIn = await startTemplatesHostStandIn({ catalogue });
    let server: RunningServer | undefined;
    let back: TemplatesHostStandIn | undefined;
    let relay: Server | undefined;
    try {
      server = await startServer({ WEFT_TEMPLATES_HOST: standIn.url });
      await page.goto(`${server.baseUrl}/templates/`);
      await eventually(async () => expect(await cards(page).count()).toBe(10));
      expect((await cardNames(page)).every((name) => name.startsWith('Remote:'))).toBe(true);
      expect(standIn.requests.some((request) => request.path.endsWith('/templates/workflows') && request.headers['n8n-version'] !== undefined)).toBe(true);

      // 14 categories: 12 shown, then '+2 more' shows the rest.
      expect(await page.getByTestId('category-option').count()).toBe(12);
      await page.getByTestId('categories-more').click();
      expect(await page.getByTestId('category-option').count()).toBe(14);
      await screenshot(page, 'templates-remote-host');

      // The host goes away before the second page: the list says so, and keeps what it has.
      await standIn.close();
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.getByTestId('templates-load-more-error').waitFor();
      expect(await page.getByTestId('templates-load-more-error').innerText()).toBe('Could not load more workflows');
      expect(await cards(page).count()).toBe(10);
      await screenshot(page, 'templates-load-more-error');

      await page.reload();
      await page.getByTestId('templates-connection-warning').waitFor();
      expect(await cards(page).count()).toBe(0);
      await screenshot(page, 'templates-host-down');

      // The host comes back at its address: the page finds it again without a reload.
      back = await startTemplatesHostStandIn();
      relay = await relayTo(new URL(standIn.url), new URL(back.url));
      await page.getByTestId('templates-connection-warning').waitFor({ state: 'detached', timeout: 30_000 });
      await eventually(async () => expect(await cards(page).count()).toBe(STAND_IN_CATALOGUE.workflows.length));
      await screenshot(page, 'templates-host-back');
    } finally {
      await server?.stop();
      await standIn.close().catch(() => undefined);
      await back?.close();
      await new Promise((resolve) => relay?.close(resolve) ?? resolve(undefined));
    }
  });

  it('answers not found on every template route when templates are off', async () => {
    const { page } = browser();
    let server: RunningServer | undefined;
    try {
      server = await startServer({ WEFT_TEMPLATES_ENABLED: 'false' });
      for (const path of ['/templates/', '/templates/1', '/collections/1', '/workflows/templates/1']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByTestId('not-found').waitFor();
      }
      await screenshot(page, 'templates-disabled');
    } finally {
      await server?.stop();
    }
  });
});

