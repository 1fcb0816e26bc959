/*
 * Community packages against the real npm registry (needs the network): installs three published packages
 * through the REST API of a real server (`npm start`), runs a workflow of each through the API, and prints
 *   - the install time of one small package (n8n-nodes-datastore, no dependencies);
 *   - the start time (spawn to the first /healthz 200) with five packages installed vs none.
 * Packages (chosen to cover the node API):
 *   n8n-nodes-turndown-html-to-markdown  programmatic node, dependencies (turndown, marked)
 *   n8n-nodes-datastore                  programmatic node, NodeOperationError, continueOnFail
 *   @devlikeapro/n8n-nodes-chatwoot      declarative node (requestDefaults + routing) with its credential type,
 *                                        run against a loopback stand-in of the Chatwoot API
 * Run: `npm run build`, then `npm run bench:community -w @weft/bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, repoRoot, stop, waitFor200 } from './server-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OWNER = { email: 'bench@example.com', firstName: 'Bench', lastName: 'Owner', password: 'Bench1234' };

interface Running {
  child: ChildProcess;
  base: string;
  startMs: number;
}

async function startServer(userFolder: string): Promise<Running> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot, detached: true, stdio: 'ignore',
    env: { ...process.env, WEFT_PORT: String(port), WEFT_HOST: '127.0.0.1', WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite' },
  });
  const base = `http://127.0.0.1:${port}`;
  const startMs = await waitFor200(`${base}/healthz`, startedAt, child);
  return { child, base, startMs };
}

/** A REST client keeping the session cookie, as the editor does. */
function restClient(base: string) {
  let cookie = '';
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T; message?: string }> => {
    const response = await fetch(`${base}/rest${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? cookie;
    const json = await response.json().catch(() => ({})) as { data: T; message?: string };
    return { status: response.status, data: json.data, ...(json.message ? { message: json.message } : {}) };
  };
}

type Rest = ReturnType<typeof restClient>;

interface Node { name: string; type: string; typeVersion: number; parameters: Record<string, unknown>; credentials?: Record<string, { id: string; name: string }> }

/** Runs manual trigger -> nodes as the editor does and answers each node's first output items. */
async function runChain(rest: Rest, nodes: Node[]): Promise<{ status: string; outputs: Record<string, unknown[]>; error?: unknown }> {
  const all = [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} }, ...nodes]
    .map((node, index) => ({ id: `n${index}`, position: [index * 200, 0], ...node }));
  const connections = Object.fromEntries(all.slice(0, -1).map((node, index) => [node.name, { main: [[{ node: all[index + 1]?.name, type: 'main', index: 0 }]] }]));
  const started = await rest<{ executionId: string }>('POST', '/workflows/run', { workflowData: { name: 'Bench', nodes: all, connections, settings: {} } });
  if (started.status !== 200) throw new Error(`run refused: ${started.status} ${started.message}`);
  for (let tries = 0; tries < 600; tries++) {
    const { data } = await rest<{ status: string; data?: { resultData: { runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: unknown }>> } }>>; error?: unknown } } }>(
      'GET', `/executions/${started.data.executionId}`,
    );
    if (data && data.status !== 'new' && data.status !== 'running') {
      const runData = data.data?.resultData.runData ?? {};
      const outputs = Object.fromEntries(Object.entries(runData).map(([name, runs]) => [name, (runs[0]?.data?.main?.[0] ?? []).map((item) => item.json)]));
      return { status: data.status, outputs, error: data.data?.resultData.error };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the run did not end');
}

async function install(rest: Rest, name: string): Promise<number> {
  const started = performance.now();
  const answer = await rest<{ installedVersion: string; installedNodes: Array<{ type: string }> }>('POST', '/nodes', { name });
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`installing ${name} failed: ${answer.status} ${answer.message}`);
  console.log(`  installed ${name}@${answer.data.installedVersion} in ${ms.toFixed(0)} ms: ${answer.data.installedNodes.map((node) => node.type).join(', ')}`);
  return ms;
}

/** A stand-in of the Chatwoot API's profile endpoint: answers the profile to the right access token. */
async function chatwootStandIn(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const ok = request.headers['api-access-token'] === 'bench-token' && request.url?.startsWith('/api/v1/profile');
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
      .end(JSON.stringify(ok ? { id: 7, name: 'Bench Agent', email: 'agent@example.com' } : { error: 'Invalid Access Token' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

/** The resource and operation of the Chatwoot node whose routing fetches `/api/v1/profile`. */
async function profileOperation(rest: Rest, type: string): Promise<Record<string, unknown>> {
  const { data } = await rest<Array<{ name: string; properties: Array<{ name: string; options?: Array<{ value: unknown; routing?: { request?: { url?: string } } }>; displayOptions?: { show?: Record<string, unknown[]> } }> }>>('GET', '/node-types');
  const description = data.find((entry) => entry.name === type);
  for (const property of description?.properties ?? []) {
    if (property.name !== 'operation') continue;
    // The package generates its routing from an OpenAPI document: URLs are written as expressions ('=/api/...').
    const option = property.options?.find((entry) => entry.routing?.request?.url?.replace(/^=/, '') === '/api/v1/profile');
    if (option) return { resource: property.displayOptions?.show?.resource?.[0], operation: option.value };
  }
  throw new Error('the Chatwoot node has no operation fetching /api/v1/profile');
}

async function acceptance(rest: Rest): Promise<void> {
  console.log('three registry packages, installed and run through the REST API');
  await install(rest, 'n8n-nodes-turndown-html-to-markdown');
  const turndown = await runChain(rest, [{
    name: 'To Markdown', type: 'n8n-nodes-turndown-html-to-markdown.mdTurndown', typeVersion: 1,
    parameters: { operation: 'htmlToMarkdown', input: '<h1>Weft</h1><p>Runs <strong>community</strong> nodes.</p>', outputKey: 'markdown' },
  }]);
  console.log(`  turndown run: ${turndown.status}, output ${JSON.stringify(turndown.outputs['To Markdown'] ?? turndown.error)}`);

  await install(rest, 'n8n-nodes-datastore');
  const datastore = await runChain(rest, [
    { name: 'Remember', type: 'n8n-nodes-datastore.datastore', typeVersion: 1, parameters: { operation: 'set', keyName: 'city', valueDataType: 'string', valueString: 'Lisbon' } },
    { name: 'Recall', type: 'n8n-nodes-datastore.datastore', typeVersion: 1, parameters: { operation: 'get', keyName: 'city' } },
  ]);
  console.log(`  datastore run: ${datastore.status}, output ${JSON.stringify(datastore.outputs.Recall ?? datastore.error)}`);

  await install(rest, '@devlikeapro/n8n-nodes-chatwoot');
  const type = '@devlikeapro/n8n-nodes-chatwoot.chatWoot';
  const types = await rest<Array<{ name: string }>>('GET', '/credential-types');
  console.log(`  credential type chatwootApi offered: ${types.data.some((entry) => entry.name === 'chatwootApi')}`);
  const standIn = await chatwootStandIn();
  try {
    const credential = await rest<{ id: string }>('POST', '/credentials', { name: 'Chatwoot', type: 'chatwootApi', data: { url: standIn.url, accessToken: 'bench-token' } });
    if (credential.status !== 200) throw new Error(`credential refused: ${credential.message}`);
    const chatwoot = await runChain(rest, [{
      name: 'Profile', type, typeVersion: 1, parameters: await profileOperation(rest, type),
      credentials: { chatwootApi: { id: credential.data.id, name: 'Chatwoot' } },
    }]);
    console.log(`  chatwoot (declarative) run: ${chatwoot.status}, output ${JSON.stringify(chatwoot.outputs.Profile ?? chatwoot.error)}`);
  } finally {
    standIn.close();
  }
}

async function startTimes(userFolder: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const server = await startServer(userFolder);
    times.push(server.startMs);
    await stop(server.child);
  }
  return times;
}

const userFolder = await mkdtemp(join(tmpdir(), 'weft-bench-community-'));
const emptyFolder = await mkdtemp(join(tmpdir(), 'weft-bench-community-none-'));
try {
  const server = await startServer(userFolder);
  const rest = restClient(server.base);
  try {
    await rest('GET', '/login');
    const owner = await rest('POST', '/owner', OWNER);
    if (owner.status !== 200) throw new Error(`owner setup failed: ${owner.message}`);
    await acceptance(rest);
    // Two more small packages make five for the start-time figure.
    for (const name of ['n8n-nodes-convert-image', 'n8n-nodes-deepseek']) await install(rest, name).catch((error: unknown) => console.log(`  (${String(error)})`));
    const listed = await rest<Array<{ packageName: string; failedLoading?: boolean }>>('GET', '/nodes');
    console.log(`  installed: ${listed.data.map((entry) => `${entry.packageName}${entry.failedLoading ? ' (failed to load)' : ''}`).join(', ')}`);
    const uninstalled = await rest('DELETE', '/nodes?name=n8n-nodes-datastore');
    const timed = await install(rest, 'n8n-nodes-datastore');
    console.log(`install time of one small package (n8n-nodes-datastore, after uninstalling it: ${uninstalled.status}): ${timed.toFixed(0)} ms`);
    const count = (await rest<unknown[]>('GET', '/nodes')).data.length;
    await stop(server.child);
    const withPackages = await startTimes(userFolder);
    const empty = await startServer(emptyFolder);
    await stop(empty.child);
    const without = await startTimes(emptyFolder);
    console.log(`start to first /healthz 200 (${RUNS} runs, median): ${median(without).toFixed(0)} ms with no package, ${median(withPackages).toFixed(0)} ms with ${count} packages: +${(median(withPackages) - median(without)).toFixed(0)} ms (goal < 200 ms)`);
  } finally {
    await stop(server.child);
  }
} finally {
  await rm(userFolder, { recursive: true, force: true });
  await rm(emptyFolder, { recursive: true, force: true });
}
