import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  templatesCategoriesAnswer, templatesCollectionAnswer, templatesCollectionsAnswer, templatesWorkflowAnswer,
  templatesWorkflowsAnswer, templatesWorkflowToImportAnswer, type Settings,
} from '@weft/contracts';
import { builtInCatalogueFolder, loadCatalogue } from '../services/templates/catalogue-loader.js';
import type { Catalogue } from '../services/templates/catalogue-files.js';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { startTemplatesHostStandIn, STAND_IN_CATALOGUE, type TemplatesHostStandIn } from '../test/templates-host-stand-in.js';

/** What the editor sends: its product version, which changes nothing in the answers. */
const VERSION = { 'n8n-version': '1.2.3' };

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await loadCatalogue(builtInCatalogueFolder());
});

describe('the built-in templates host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  /** A call as the editor makes it: signed out works too (the host is public). */
  const host = async (path: string, headers: Record<string, string> = VERSION) => {
    const response = await server.inject({ method: 'GET', url: `/templates-host/${path}`, headers, as: 'signed-out' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('is where the settings say, enabled by default', async () => {
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data.templates).toEqual({ enabled: true, host: `http://localhost:${server.config.port}/templates-host/` });
  });

  it('answers every path of the templates API in n8n\'s shape, with or without the version header', async () => {
    expect(await host('health')).toEqual({ status: 200, body: { status: 'OK' } });
    const categories = await host('templates/categories', {});
    expect(templatesCategoriesAnswer.parse(categories.body).categories).toEqual(catalogue.categories);
    expect(await host('templates/categories', { 'n8n-version': '0.0.1-anything' })).toEqual(categories);

    const collections = templatesCollectionsAnswer.parse((await host('templates/collections')).body).collections;
    expect(collections.map((c) => c.id)).toEqual(catalogue.collections.map((c) => c.id));
    expect(collections[0]!.rank).toBe(1);
    expect(collections[0]!.workflows).toEqual(catalogue.collections[0]!.workflowIds.map((id) => ({ id })));

    const workflows = templatesWorkflowsAnswer.parse((await host('templates/workflows?skip=0&rows=100')).body);
    expect(workflows.totalWorkflows).toBe(catalogue.workflows.length);
    expect(workflows.workflows.map((w) => w.id)).toEqual(catalogue.workflows.map((w) => w.id));
    for (const card of workflows.workflows) {
      expect(card).toMatchObject({ totalViews: 0, user: { username: 'weft' } });
      expect(card.nodes.length).toBeGreaterThan(0);
    }

    const firstCollection = catalogue.collections[0]!;
    const collection = templatesCollectionAnswer.parse((await host(`templates/collections/${firstCollection.id}`)).body).collection;
    expect(collection).toMatchObject({ id: firstCollection.id, name: firstCollection.name, description: firstCollection.description });
    expect(collection.workflows.map((w) => w.id)).toEqual(firstCollection.workflowIds);
    expect(collection.categories.map((c) => c.id).sort()).toEqual([...firstCollection.categoryIds].sort());

    const template = catalogue.workflows[0]!;
    const detail = templatesWorkflowAnswer.parse((await host(`templates/workflows/${template.id}`)).body).workflow;
    expect(detail).toMatchObject({ id: template.id, name: template.name, description: template.description, createdAt: template.createdAt });
    expect(detail.categories.map((c) => c.id).sort()).toEqual([...template.categoryIds].sort());
    // The template page previews the workflow itself.
    expect(detail.workflow).toEqual(template.workflow);
    expect(detail.workflowInfo?.nodeCount).toBe(template.workflow.nodes.length);

    const toImport = templatesWorkflowToImportAnswer.parse((await host(`workflows/templates/${template.id}`)).body);
    expect(toImport).toEqual({ id: template.id, name: template.name, workflow: template.workflow });
  });

  it('describes the nodes of a template card from the node types: names, icons, no sticky notes', async () => {
    const manifest = new Map((await server.services.nodeTypes.descriptions(true)).map((d) => [d.name, d]));
    const { workflows } = templatesWorkflowsAnswer.parse((await host('templates/workflows?rows=100')).body);
    for (const card of workflows) {
      const types = new Set(catalogue.workflows.find((w) => w.id === card.id)!.workflow.nodes.map((n) => n.type));
      types.delete('n8n-nodes-base.stickyNote');
      expect(card.nodes.map((n) => n.name).sort()).toEqual([...types].sort());
      for (const node of card.nodes) {
        const description = manifest.get(node.name);
        expect(description, `${node.name} is a node type Weft has`).toBeDefined();
        expect(node.displayName).toBe(description!.displayName);
        if (node.icon?.startsWith('file:')) {
          expect(node.iconUrl).toBe(`http://localhost:${server.config.port}/rest/node-icon/${encodeURIComponent(node.name)}`);
        }
      }
    }
  });

  it('finds templates by every word of the search, in the name or the description, whatever the case', async () => {
    const template = catalogue.workflows[0]!;
    const [first, second] = template.name.split(/\s+/).filter((w) => w.length > 3);
    const search = `${first!.toUpperCase()} ${second!.toLowerCase()}`;
    const { body } = await host(`templates/workflows?search=${encodeURIComponent(search)}&rows=100`);
    const found = templatesWorkflowsAnswer.parse(body);
    expect(found.workflows.map((w) => w.id)).toContain(template.id);
    for (const w of found.workflows) {
      const text = `${w.name} ${w.description}`.toLowerCase();
      expect(text).toContain(first!.toLowerCase());
      expect(text).toContain(second!.toLowerCase());
    }
    expect(found.totalWorkflows).toBe(found.workflows.length);

    const nothing = templatesWorkflowsAnswer.parse((await host(`templates/workflows?search=${encodeURIComponent(`${first} qzxwvnotaword`)}`)).body);
    expect(nothing).toEqual({ totalWorkflows: 0, workflows: [] });

    // A word only the description has (the first template with such a word).
    const [described, inDescription] = catalogue.workflows.flatMap((w) => {
      const word = w.description.split(/\W+/).find((x) => x.length > 6 && !w.name.toLowerCase().includes(x.toLowerCase()));
      return word ? [[w, word] as const] : [];
    })[0]!;
    const byDescription = templatesWorkflowsAnswer.parse((await host(`templates/workflows?search=${inDescription}&rows=100`)).body);
    expect(byDescription.workflows.map((w) => w.id)).toContain(described.id);

    const collection = catalogue.collections[0]!;
    const collections = templatesCollectionsAnswer.parse((await host(`templates/collections?search=${encodeURIComponent(collection.name.toLowerCase())}`)).body);
    expect(collections.collections.map((c) => c.id)).toContain(collection.id);
  });

  it('keeps the templates of any of the chosen categories, as a comma list or repeated', async () => {
    const [a, b] = catalogue.categories;
    const inA = catalogue.workflows.filter((w) => w.categoryIds.includes(a!.id)).map((w) => w.id);
    const inAOrB = catalogue.workflows.filter((w) => w.categoryIds.includes(a!.id) || w.categoryIds.includes(b!.id)).map((w) => w.id);
    const one = templatesWorkflowsAnswer.parse((await host(`templates/workflows?category=${a!.id}&rows=100`)).body);
    expect(one.workflows.map((w) => w.id)).toEqual(inA);
    expect(one.totalWorkflows).toBe(inA.length);
    for (const query of [`category=${a!.id},${b!.id}`, `category=${a!.id}&category=${b!.id}`]) {
      const both = templatesWorkflowsAnswer.parse((await host(`templates/workflows?${query}&rows=100`)).body);
      expect(both.workflows.map((w) => w.id)).toEqual(inAOrB);
    }
    // n8n's editor sends the parameters even when nothing is chosen.
    const none = templatesWorkflowsAnswer.parse((await host('templates/workflows?category=&search=&rows=100')).body);
    expect(none.totalWorkflows).toBe(catalogue.workflows.length);

    const collectionsOfA = templatesCollectionsAnswer.parse((await host(`templates/collections?category=${a!.id}`)).body);
    expect(collectionsOfA.collections.map((c) => c.id)).toEqual(catalogue.collections.filter((c) => c.categoryIds.includes(a!.id)).map((c) => c.id));
  });

  it('pages with skip and rows, the total counting every match', async () => {
    const all = catalogue.workflows.map((w) => w.id);
    const pages: number[] = [];
    for (let skip = 0; skip < all.length; skip += 2) {
      const page = templatesWorkflowsAnswer.parse((await host(`templates/workflows?skip=${skip}&rows=2`)).body);
      expect(page.totalWorkflows).toBe(all.length);
      expect(page.workflows.length).toBeLessThanOrEqual(2);
      pages.push(...page.workflows.map((w) => w.id));
    }
    expect(pages).toEqual(all);
    const past = templatesWorkflowsAnswer.parse((await host(`templates/workflows?skip=${all.length}&rows=10`)).body);
    expect(past).toEqual({ totalWorkflows: all.length, workflows: [] });
  });

  it('refuses bad query values with 400 and unknown ids with 404', async () => {
    for (const query of ['rows=0', 'rows=101', 'rows=ten', 'skip=-1', 'category=sales']) {
      const { status, body } = await host(`templates/workflows?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/rows|skip|category/);
    }
    expect((await host('templates/collections?category=1;2')).status).toBe(400);
    expect(await host('templates/collections/999999')).toEqual({ status: 404, body: { code: 404, message: 'Collection could not be found' } });
    expect(await host('templates/workflows/999999')).toEqual({ status: 404, body: { code: 404, message: 'Template could not be found' } });
    expect(await host('workflows/templates/999999')).toEqual({ status: 404, body: { code: 404, message: 'Template could not be found' } });
    expect((await host('templates/workflows/abc')).status).toBe(400);
    expect((await host('templates/nothing-here')).status).toBe(404);
  });
});

describe('templates switched off or served elsewhere', () => {
  let server: TestServer | undefined;
  let standIn: TemplatesHostStandIn | undefined;
  afterEach(async () => {
    await server?.close();
    await standIn?.close();
    server = undefined;
    standIn = undefined;
  });

  it('WEFT_TEMPLATES_ENABLED=false: the settings say so and the built-in host answers 404', async () => {
    server = await createTestServer({ env: { WEFT_TEMPLATES_ENABLED: 'false' } });
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data.templates.enabled).toBe(false);
    for (const path of ['health', 'templates/categories', 'templates/workflows', 'workflows/templates/1']) {
      const response = await server.inject({ method: 'GET', url: `/templates-host/${path}`, headers: VERSION });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ code: 404 });
    }
  });

  it('serves the built-in host below WEFT_PATH', async () => {
    server = await createTestServer({ env: { WEFT_PATH: '/weft/', WEFT_EDITOR_BASE_URL: 'https://weft.example.com/weft' } });
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data.templates.host).toBe('https://weft.example.com/weft/templates-host/');
    const response = await server.inject({ method: 'GET', url: '/weft/templates-host/health', as: 'signed-out' });
    expect(response.json()).toEqual({ status: 'OK' });
  });

  it('WEFT_TEMPLATES_HOST: the settings point at the remote host, which answers the editor\'s calls; Weft serves none', async () => {
    standIn = await startTemplatesHostStandIn();
    server = await createTestServer({ env: { WEFT_TEMPLATES_HOST: standIn.url.replace(/\/$/, '') } });
    const { body } = await server.rest<{ data: Settings }>('GET', '/settings');
    expect(body.data.templates).toEqual({ enabled: true, host: standIn.url });
    expect((await server.inject({ method: 'GET', url: '/templates-host/health', as: 'signed-out' })).statusCode).toBe(404);

    const host = body.data.templates.host;
    const origin = 'http://localhost:5678';
    // The browser asks first whether another origin may send the version header, as it does of api.n8n.io.
    const preflight = await fetch(`${host}templates/workflows?skip=0&rows=10`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'n8n-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('n8n-version');

    const health = await fetch(`${host}health`, { headers: { origin } });
    expect(await health.json()).toEqual({ status: 'OK' });
    const workflows = await fetch(`${host}templates/workflows?skip=0&rows=10&category=&search=greet`, { headers: { origin, ...VERSION } });
    expect(workflows.headers.get('access-control-allow-origin')).toBe('*');
    const found = templatesWorkflowsAnswer.parse(await workflows.json());
    expect(found.workflows.map((w) => w.name)).toEqual(['Remote: Greet a new lead']);
    const lastCall = standIn.requests.at(-1)!;
    expect(lastCall.headers['n8n-version']).toBe('1.2.3');

    const withoutVersion = await fetch(`${host}templates/categories`, { headers: { origin } });
    expect(withoutVersion.status).toBe(400);
    const categories = templatesCategoriesAnswer.parse(await (await fetch(`${host}templates/categories`, { headers: VERSION })).json());
    expect(categories.categories).toEqual(STAND_IN_CATALOGUE.categories);
    const missing = await fetch(`${host}templates/workflows/1`, { headers: VERSION });
    expect(missing.status).toBe(404);

    standIn.setFailing(true);
    expect((await fetch(`${host}health`)).status).toBe(503);
    await standIn.close();
    await expect(fetch(`${host}health`)).rejects.toThrow();
  });
});

describe('answers of other hosts', () => {
  it('are read even where n8n\'s library leaves a field out or sends null', () => {
    const node = { id: 7, name: 'n8n-nodes-base.httpRequest', displayName: 'HTTP Request', icon: null, defaults: null };
    const collections = templatesCollectionsAnswer.parse({ collections: [{ id: 1, name: 'Sales', workflows: [{ id: 2 }], nodes: [node] }] });
    expect(collections.collections[0]).toMatchObject({ id: 1, rank: 0, totalViews: 0, createdAt: '', nodes: [{ displayName: 'HTTP Request' }] });
    const template = templatesWorkflowAnswer.parse({
      workflow: {
        id: 2, name: 'Lead to CRM', description: null, totalViews: 12, createdAt: '2024-01-01T00:00:00.000Z', user: { username: 'someone' },
        nodes: [node], categories: null, image: [{ id: 1, url: 'https://example.com/a.png' }],
        workflow: { nodes: [{ name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest' }], connections: {}, settings: null },
      },
    });
    expect(template.workflow).toMatchObject({ description: undefined, categories: [], totalViews: 12 });
  });
});
