import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityPackage, WorkflowCreateBody } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { catalogPackage, greetingPackage, notANodePackage } from '../test/community-package-fixtures.js';
import { runManually, storedExecution } from '../test/execution-fixtures.js';
import { NpmRegistryStandIn } from '../test/npm-registry-stand-in.js';
import { openPush, type PushClient } from '../test/push-client.js';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { addMember, setUpOwner } from '../test/users-fixture.js';

type Answer<T> = { data: T };
type ErrorAnswer = { message: string };

const GREETING = 'n8n-nodes-weft-greeting';
const GREETING_NODE = `${GREETING}.greeting`;

let server: TestServer;
let registry: NpmRegistryStandIn;
let greetingService: Server;
let greetingUrl = '';
let memberCookie = '';
let catalogService: Server;
let catalogUrl = '';

/** The service the Greeting node calls: it greets only callers with the right key. */
function startGreetingService(): Promise<void> {
  greetingService = createServer((request, response) => {
    const person = new URL(request.url ?? '/', 'http://x').searchParams.get('person');
    if (request.headers['x-api-key'] !== 'sesame') {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Wrong key"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ greeting: `Hello, ${person}!` }));
  });
  return new Promise((resolve) => greetingService.listen(0, '127.0.0.1', () => {
    greetingUrl = `http://127.0.0.1:${(greetingService.address() as { port: number }).port}/greet`;
    resolve();
  }));
}

const PRODUCTS = [{ name: 'Anvil', price: 30 }, { name: 'Bell', price: 12 }, { name: 'Chain', price: 7 }];

/**
 * The catalog the declarative Catalog node calls: products matching `q`, two per page with a `next`
 * link; POST adds one and answers what it was sent. Only callers with the token get through.
 */
function startCatalogService(): Promise<void> {
  catalogService = createServer((request, response) => {
    const url = new URL(request.url ?? '/', catalogUrl);
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers.authorization !== 'Bearer t0ken') return answer(401, { message: 'Bad token' });
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => answer(201, { received: JSON.parse(body || '{}') as unknown, tag: request.headers['x-tag'] ?? null }));
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const matching = PRODUCTS.filter((product) => product.name.toLowerCase().includes(q));
    const page = Number(url.searchParams.get('page') ?? '1');
    const next = page * 2 < matching.length ? `${catalogUrl}/products?page=${page + 1}&q=${q}` : null;
    return answer(200, { products: matching.slice((page - 1) * 2, page * 2), next });
  });
  return new Promise((resolve) => catalogService.listen(0, '127.0.0.1', () => {
    catalogUrl = `http://127.0.0.1:${(catalogService.address() as { port: number }).port}`;
    resolve();
  }));
}

const nodesFolder = () => join(server.config.userFolder, 'nodes');

async function install(name: string): Promise<{ status: number; body: Answer<CommunityPackage> & ErrorAnswer }> {
  return server.rest('POST', '/nodes', { name });
}

async function listed(): Promise<CommunityPackage[]> {
  const { status, body } = await server.rest<Answer<CommunityPackage[]>>('GET', '/nodes');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** The node types GET /node-types offers that are not built in. */
async function communityNodeTypes(): Promise<string[]> {
  const { body } = await server.rest<Answer<Array<{ name: string }>>>('GET', '/node-types');
  // The test's own packages only: built-in types can be scoped too (@n8n/n8n-nodes-langchain.*).
  return body.data.map((type) => type.name).filter((name) => name.startsWith('n8n-nodes-weft') || name.startsWith('@weft-test/'));
}

/** Start -> a Code node making `items` -> `node`: a community node run on items, as in the editor. */
function afterItems(name: string, items: object[], node: Record<string, unknown>): WorkflowCreateBody {
  return {
    name,
    nodes: [
      { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'i', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0],
        parameters: { jsCode: `return ${JSON.stringify(items)}.map((json) => ({ json }));` },
      },
      { id: 'n', typeVersion: 1, position: [400, 0], ...node },
    ],
    connections: {
      Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
      Items: { main: [[{ node: String(node.name), type: 'main', index: 0 }]] },
    },
    settings: {},
  } as WorkflowCreateBody;
}

function greetingWorkflow(credentialId: string, people: string[]): WorkflowCreateBody {
  return afterItems('Greet people', people.map((person) => ({ person })), {
    name: 'Greeting', type: GREETING_NODE,
    parameters: { person: '={{ $json.person }}', serviceUrl: greetingUrl },
    credentials: { greetingApi: { id: credentialId, name: 'Greeting key' } },
  });
}

function greetingOutput(execution: IExecution): unknown[] {
  const runs = execution.data?.resultData.runData.Greeting ?? [];
  return (runs[0]?.data?.main?.[0] ?? []).map((item) => item.json);
}

beforeAll(async () => {
  registry = new NpmRegistryStandIn();
  await registry.start();
  await registry.publish(greetingPackage('1.0.0'));
  await registry.publish(notANodePackage());
  await registry.publish(catalogPackage());
  await startGreetingService();
  await startCatalogService();
  server = await createTestServer();
  await setUpOwner(server);
  memberCookie = (await addMember(server, 'mia@example.com')).cookie;
  // The nodes folder's own .npmrc: npm reads it as it would a user's, so installs come from the stand-in.
  await mkdir(nodesFolder(), { recursive: true });
  await writeFile(join(nodesFolder(), '.npmrc'), `registry=${registry.url}\nprefer-online=true\n`);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await registry?.stop();
  await new Promise((resolve) => greetingService?.close(resolve));
  await new Promise((resolve) => catalogService?.close(resolve));
});

describe('community packages', { timeout: 60_000 }, () => {
  it('tells the editor they are enabled', async () => {
    const { body } = await server.rest<Answer<{ communityNodesEnabled: boolean }>>('GET', '/settings');
    expect(body.data.communityNodesEnabled).toBe(true);
  });

  it('refuses names npm or the community rules would not take, before running npm, and writes nothing', async () => {
    for (const [name, reason] of [
      ['lodash', /must start with "n8n-nodes-"/],
      ['N8N-nodes-Shout', /capital letters/],
      ['n8n-nodes-a b', /not a valid npm package name/],
      [`n8n-nodes-${'x'.repeat(210)}`, /longer than 214/],
      ['n8n-nodes-weft-greeting@--registry=http://elsewhere', /not a valid version/],
    ] as const) {
      const { status, body } = await install(name);
      expect(status, name).toBe(400);
      expect(body.message).toMatch(reason);
    }
    expect(existsSync(join(nodesFolder(), 'package.json'))).toBe(false);
    expect(await listed()).toEqual([]);
  });

  it('answers npm failures with a message for the dialog and leaves nothing half-installed', async () => {
    const unknown = await install('n8n-nodes-weft-nobody-published-this');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The package "n8n-nodes-weft-nobody-published-this" was not found in the npm registry');

    const missingVersion = await install(`${GREETING}@9.9.9`);
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.message).toMatch(/No version of the package matches "n8n-nodes-weft-greeting@9.9.9"/);

    // No registry to reach (npm is told not to retry): the message says so.
    const npmrc = join(nodesFolder(), '.npmrc');
    const settings = await readFile(npmrc, 'utf8');
    await writeFile(npmrc, 'registry=http://127.0.0.1:9/\nfetch-retries=0\n');
    try {
      const offline = await install('n8n-nodes-weft-greeting');
      expect(offline.status).toBe(400);
      expect(offline.body.message).toMatch(/^npm could not reach the package registry \(ECONNREFUSED\)/);
    } finally {
      await writeFile(npmrc, settings);
    }

    const plain = await install('n8n-nodes-weft-plain-library');
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('n8n-nodes-weft-plain-library is not a community node package: its package.json lists no nodes under "n8n.nodes"');
    expect(existsSync(join(nodesFolder(), 'node_modules', 'n8n-nodes-weft-plain-library'))).toBe(false);
    const manifest = JSON.parse(await readFile(join(nodesFolder(), 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(['n8n-workflow']);
    expect(await listed()).toEqual([]);
  });

  it('refuses members: only the owner manages packages', async () => {
    const as = { as: memberCookie };
    expect((await server.rest('GET', '/nodes', undefined, as)).status).toBe(403);
    expect((await server.rest('POST', '/nodes', { name: GREETING }, as)).status).toBe(403);
    expect((await server.rest('PATCH', '/nodes', { name: GREETING }, as)).status).toBe(403);
    expect((await server.rest('DELETE', `/nodes?name=${GREETING}`, undefined, as)).status).toBe(403);
    expect(existsSync(join(nodesFolder(), 'node_modules', GREETING))).toBe(false);
  });

  it('installs a package with npm, lists it, and runs its node with its credential type', async () => {
    const { status, body } = await install(`${GREETING}@1.0.0`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({
      packageName: GREETING, installedVersion: '1.0.0', authorName: 'Grace Hopper', authorEmail: 'grace@example.com',
      installedNodes: [{ name: 'Greeting', type: GREETING_NODE, latestVersion: 1 }],
    });
    expect((await install(GREETING)).body.message).toBe(`The package "${GREETING}" is already installed`);

    // The node type, its icon and its credential type are offered as the built-in ones are.
    expect(await communityNodeTypes()).toEqual([GREETING_NODE]);
    const icon = await server.inject({ method: 'GET', url: `/rest/node-icon/${encodeURIComponent(GREETING_NODE)}` });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    const credentialTypes = await server.rest<Answer<Array<{ name: string }>>>('GET', '/credential-types');
    expect(credentialTypes.body.data.map((type) => type.name)).toContain('greetingApi');

    const credential = await server.rest<Answer<{ id: string; nodesAccess: Array<{ nodeType: string }> }>>('POST', '/credentials', {
      name: 'Greeting key', type: 'greetingApi', data: { apiKey: 'sesame' },
    });
    expect(credential.status, JSON.stringify(credential.body)).toBe(200);
    expect(credential.body.data.nodesAccess.map((access) => access.nodeType)).toContain(GREETING_NODE);

    const execution = await storedExecution(server, await runManually(server, greetingWorkflow(credential.body.data.id, ['Ada', 'Linus'])));
    expect(execution.status).toBe('success');
    expect(greetingOutput(execution)).toEqual([
      { greeting: 'Hello, Ada!', packageVersion: '1.0.0' },
      { greeting: 'Hello, Linus!', packageVersion: '1.0.0' },
    ]);
  });

  it("shows a package's NodeOperationError as the node's error", async () => {
    const credentials = await server.rest<Answer<Array<{ id: string; name: string }>>>('GET', '/credentials');
    const id = credentials.body.data.find((entry) => entry.name === 'Greeting key')?.id ?? '';
    const execution = await storedExecution(server, await runManually(server, greetingWorkflow(id, [''])));
    expect(execution.status).toBe('error');
    expect(execution.data?.resultData.error).toMatchObject({ message: 'Nobody to greet', node: { name: 'Greeting' } });
  });

  it('lists an update when the registry has a newer version, and updates to it', async () => {
    await registry.publish(greetingPackage('1.1.0'));
    expect(await listed()).toEqual([expect.objectContaining({ packageName: GREETING, installedVersion: '1.0.0', updateAvailable: '1.1.0' })]);

    const { status, body } = await server.rest<Answer<CommunityPackage>>('PATCH', '/nodes', { name: GREETING });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.installedVersion).toBe('1.1.0');
    expect(await listed()).toEqual([expect.objectContaining({ installedVersion: '1.1.0' })]);
    expect((await listed())[0]?.updateAvailable).toBeUndefined();

    const credentials = await server.rest<Answer<Array<{ id: string; name: string }>>>('GET', '/credentials');
    const id = credentials.body.data.find((entry) => entry.name === 'Greeting key')?.id ?? '';
    const execution = await storedExecution(server, await runManually(server, greetingWorkflow(id, ['Ada'])));
    expect(greetingOutput(execution)).toEqual([{ greeting: 'Hello, Ada!', packageVersion: '1.1.0' }]);
  });

  it('keeps installed packages over a restart, and a package that fails to load does not stop the start', async () => {
    await server.restart();
    // The first thing after the start is a run: the packages load when node types are first needed.
    const credentials = await server.rest<Answer<Array<{ id: string; name: string }>>>('GET', '/credentials');
    const id = credentials.body.data.find((entry) => entry.name === 'Greeting key')?.id ?? '';
    const execution = await storedExecution(server, await runManually(server, greetingWorkflow(id, ['Grace'])));
    expect(greetingOutput(execution)).toEqual([{ greeting: 'Hello, Grace!', packageVersion: '1.1.0' }]);
    expect(await listed()).toEqual([expect.objectContaining({ packageName: GREETING, installedVersion: '1.1.0' })]);
    expect((await listed())[0]?.failedLoading).toBeUndefined();
    expect(await communityNodeTypes()).toEqual([GREETING_NODE]);

    const nodeFile = join(nodesFolder(), 'node_modules', GREETING, 'dist/nodes/Greeting/Greeting.node.js');
    const original = await readFile(nodeFile, 'utf8');
    await writeFile(nodeFile, 'throw new Error("this build is broken");\n');
    try {
      await server.restart();
      expect(await listed()).toEqual([expect.objectContaining({ packageName: GREETING, failedLoading: true })]);
      expect(await communityNodeTypes()).toEqual([]);
    } finally {
      await writeFile(nodeFile, original);
    }
  });

  it('uninstalls a package: its folder, its row and its node types go', async () => {
    const { status } = await server.rest('DELETE', `/nodes?name=${GREETING}`);
    expect(status).toBe(200);
    expect(await listed()).toEqual([]);
    expect(existsSync(join(nodesFolder(), 'node_modules', GREETING))).toBe(false);
    expect(await server.count('installed_nodes')).toBe(0);
    expect(await communityNodeTypes()).toEqual([]);
    const again = await server.rest<ErrorAnswer>('DELETE', `/nodes?name=${GREETING}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`The package "${GREETING}" is not installed`);
  });
});

const CATALOG = '@weft-test/n8n-nodes-catalog';
const CATALOG_NODE = `${CATALOG}.catalog`;

function catalogWorkflow(credentialId: string, parameters: Record<string, unknown>, inputs: object[] = [{}]): WorkflowCreateBody {
  return afterItems('Catalog', inputs, {
    name: 'Catalog', type: CATALOG_NODE, parameters, credentials: { catalogApi: { id: credentialId, name: 'Catalog token' } },
  });
}

function outputOf(execution: IExecution, node: string): unknown[] {
  const runs = execution.data?.resultData.runData[node] ?? [];
  return (runs[0]?.data?.main?.[0] ?? []).map((item) => item.json);
}

describe('a declarative community node (requestDefaults and routing)', { timeout: 60_000 }, () => {
  let credentialId = '';
  let editor: PushClient;
  const run = async (parameters: Record<string, unknown>, inputs?: object[]) =>
    storedExecution(server, await runManually(server, catalogWorkflow(credentialId, parameters, inputs)));

  beforeAll(async () => {
    // An open editor: told which node types came, so that its node creator offers them without a reload.
    editor = await openPush(await server.listen(), 'open-editor', server.cookie());
    const { status, body } = await install(CATALOG);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      packageName: CATALOG, installedVersion: '2.0.0', authorName: 'Ada Lovelace', authorEmail: 'ada@example.com',
      installedNodes: [{ name: 'Catalog', type: CATALOG_NODE, latestVersion: 1 }],
    });
    const credential = await server.rest<Answer<{ id: string }>>('POST', '/credentials', {
      name: 'Catalog token', type: 'catalogApi', data: { baseUrl: catalogUrl, token: 't0ken' },
    });
    expect(credential.status, JSON.stringify(credential.body)).toBe(200);
    credentialId = credential.body.data.id;
  }, 60_000);

  afterAll(() => editor?.close());

  it('tells open editors to load the new node type, and to drop it when the package goes', async () => {
    expect((await editor.waitFor((message) => message.type === 'reloadNodeType')).data).toEqual({ name: CATALOG_NODE, version: 1 });
    expect(editor.messages.some((message) => message.type === 'removeNodeType')).toBe(false);
  });

  it('searches with the query sent as q, the products under rootProperty mapped by setKeyValue, and limited', async () => {
    const execution = await run({ operation: 'search', query: '', limit: 1 });
    expect(execution.status).toBe('success');
    expect(outputOf(execution, 'Catalog')).toEqual([{ title: 'Anvil', price: 30 }]);
    const filtered = await run({ operation: 'search', query: 'bel' });
    expect(outputOf(filtered, 'Catalog')).toEqual([{ title: 'Bell', price: 12 }]);
  });

  it('follows the next links when Return All is on (generic pagination)', async () => {
    const execution = await run({ operation: 'search', returnAll: true });
    expect(outputOf(execution, 'Catalog')).toEqual(PRODUCTS.map(({ name, price }) => ({ title: name, price })));
  });

  it('sends body properties per item, through a preSend function and a collection, with $value expressions', async () => {
    const execution = await run(
      { operation: 'create', name: '={{ $json.product }}', additionalFields: { price: '={{ $json.euros }}' } },
      [{ product: 'Drum', euros: 5 }, { product: 'Eel', euros: 2 }],
    );
    expect(execution.status).toBe('success');
    expect(outputOf(execution, 'Catalog')).toEqual([
      { received: { product: { name: 'Drum', price: 500 } }, tag: 'item-0' },
      { received: { product: { name: 'Eel', price: 200 } }, tag: 'item-1' },
    ]);
  });

  it("fails the node with the package's own error, or the service's refusal", async () => {
    const refused = await run({ operation: 'create', name: 'forbidden' });
    expect(refused.status).toBe('error');
    expect(refused.data?.resultData.error).toMatchObject({ message: 'That name is not allowed', node: { name: 'Catalog' } });

    await server.rest('PATCH', `/credentials/${credentialId}`, { name: 'Catalog token', type: 'catalogApi', data: { baseUrl: catalogUrl, token: 'wrong' } });
    const unauthorized = await run({ operation: 'search' });
    expect(unauthorized.status).toBe('error');
    expect(unauthorized.data?.resultData.error).toMatchObject({ node: { name: 'Catalog' }, httpCode: '401' });
  });

  it('uninstalls it: open editors drop the node type', async () => {
    expect((await server.rest('DELETE', `/nodes?name=${encodeURIComponent(CATALOG)}`)).status).toBe(200);
    expect((await editor.waitFor((message) => message.type === 'removeNodeType')).data).toEqual({ name: CATALOG_NODE, version: 1 });
    expect(await communityNodeTypes()).toEqual([]);
  });
});

describe.runIf(process.env.DB_TYPE === 'postgresdb')('community packages in queue mode', () => {
  it('refuses to install one through the API: the workers would not get it', async () => {
    const queued = await createTestServer({ env: { EXECUTIONS_MODE: 'queue', QUEUE_BULL_PREFIX: `community-${process.pid}-${Date.now()}`, QUEUE_BULL_REDIS_HOST: '127.0.0.1' } });
    try {
      const { status, body } = await queued.rest<{ message: string }>('POST', '/nodes', { name: GREETING });
      expect(status).toBe(400);
      expect(body.message).toMatch(/cannot be installed, updated or uninstalled here: this instance runs in queue mode/);
      expect(existsSync(join(queued.config.userFolder, 'nodes', 'package.json'))).toBe(false);
    } finally {
      await queued.close();
    }
  });
});
