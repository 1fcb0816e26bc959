import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { authHeaders } from '../../e2e/harness/api.js';
import { EXTRA_NODE_FLAGS, freePort, repoRoot, stop, waitFor200, WEFT_START_FLAGS } from './server-process.js';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Load before the measured run, for both servers alike: the figure is the steady state, after V8 has compiled the hot paths. */
export const WARM_UP_S = Number(process.env.BENCH_WARM_UP_S ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const BODY = JSON.stringify({ order: 7, customer: 'ACME' });

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Webhook -> Edit Fields (one field) -> Respond to Webhook, on a production URL. */
export function benchWorkflow() {
  return {
    name: 'Webhook bench',
    nodes: [
      {
        id: 'b0000000-0000-4000-8000-000000000001', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2,
        position: [0, 0], webhookId: 'b0000000-0000-4000-8000-0000000000aa',
        parameters: { httpMethod: 'POST', path: 'bench', responseMode: 'responseNode', options: {} },
      },
      {
        id: 'b0000000-0000-4000-8000-000000000002', name: 'Edit Fields', type: 'n8n-nodes-base.set', typeVersion: 3.4,
        position: [220, 0],
        parameters: { assignments: { assignments: [{ id: 'f1', name: 'received', value: '={{ $json.body.order }}', type: 'number' }] }, options: {} },
      },
      {
        id: 'b0000000-0000-4000-8000-000000000003', name: 'Respond to Webhook', type: 'n8n-nodes-base.respondToWebhook',
        typeVersion: 1.1, position: [440, 0], parameters: { respondWith: 'firstIncomingItem', options: {} },
      },
    ],
    connections: {
      Webhook: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
      'Edit Fields': { main: [[{ node: 'Respond to Webhook', type: 'main', index: 0 }]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

export async function measure(url: string): Promise<Figures> {
  const load = (duration: number) => autocannon({
    url, connections: CONNECTIONS, duration, method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY,
  });
  if (WARM_UP_S > 0) await load(WARM_UP_S);
  const result = await load(DURATION_S);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The bare route: Fastify answering the JSON it was sent, in its own process as Weft is. */
const ECHO_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/echo', async (request) => request.body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');
`;

function startEcho(port: number): ChildProcess {
  return spawn(process.execPath, ['--input-type=module', '-e', ECHO_SERVER], {
    cwd: join(repoRoot, 'packages', 'server'), detached: true, stdio: 'ignore', env: { ...process.env, PORT: String(port) },
  });
}

async function waitForPort(url: string, child: ChildProcess): Promise<void> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < 30_000) {
    if (child.exitCode !== null) throw new Error(`the echo server exited with ${child.exitCode}`);
    try {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error(`${url} did not answer within 30 s`);
}

export async function rest(base: string, method: string, path: string, body?: unknown): Promise<{ data: { id: string } }> {
  const response = await fetch(`${base}/rest${path}`, {
    method, headers: { 'content-type': 'application/json', ...await authHeaders(base) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json() as { data: { id: string }; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

/** A running server to measure: its URL, and how to stop it. */
export interface Target {
  url: string;
  stop(): Promise<void>;
}

/** Weft with the bench workflow active: its webhook's URL, the server's base URL and the workflow's id. */
export interface WeftTarget extends Target {
  base: string;
  workflowId: string;
}

/** Weft on SQLite with default settings, the bench workflow active and called once. */
export async function startWeft(): Promise<WeftTarget> {
  const port = await freePort();
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-webhook-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...WEFT_START_FLAGS, ...EXTRA_NODE_FLAGS, join(repoRoot, 'packages/server/bin/weft.js'), 'start'], {
    cwd: repoRoot, detached: true, stdio: 'ignore',
    env: { ...process.env, WEFT_PORT: String(port), WEFT_HOST: '127.0.0.1', WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite', WEFT_LOG_LEVEL: 'warn' },
  });
  const stopWeft = async () => {
    await stop(child);
    await rm(userFolder, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/healthz`, startedAt, child);
    const { data } = await rest(base, 'POST', '/workflows', benchWorkflow());
    await rest(base, 'PATCH', `/workflows/${data.id}`, { active: true });
    const check = await fetch(`${base}/webhook/bench`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    if (check.status !== 200) throw new Error(`the webhook answered ${check.status}: ${await check.text()}`);
    return { url: `${base}/webhook/bench`, base, workflowId: data.id, stop: stopWeft };
  } catch (error) {
    await stopWeft();
    throw error;
  }
}

/** The bare route (see ECHO_SERVER) in a process of its own. */
export async function startBare(): Promise<Target> {
  const port = await freePort();
  const child = startEcho(port);
  try {
    await waitForPort(`http://127.0.0.1:${port}/echo`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/echo`, stop: () => stop(child) };
}

export function line(label: string, f: Figures): string {
  const failures = f.errors + f.non2xx > 0 ? `, ${f.errors} errors, ${f.non2xx} non-2xx` : '';
  return `  ${label.padEnd(44)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms${failures}`;
}

/**
 * The two servers are measured in turns, ROUNDS times each, and the ratio is that of their average
 * rates. Why turns: this machine's speed changes from one minute to the next (other tenants of the
 * host), and measured once each, one after the other, the two servers could fall in different phases:
 * the same code printed from 45 % to 72 %.
 */
export async function runWebhookBench(): Promise<void> {
  const bare = await startBare();
  let weft: Target | undefined;
  const rounds: Array<{ bare: Figures; weft: Figures }> = [];
  try {
    weft = await startWeft();
    for (let round = 0; round < ROUNDS; round++) rounds.push({ bare: await measure(bare.url), weft: await measure(weft.url) });
  } finally {
    await bare.stop();
    await weft?.stop();
  }
  const mean = (figures: Figures[]) => figures.reduce((sum, f) => sum + f.requestsPerSecond, 0) / figures.length;
  const bareRate = mean(rounds.map((round) => round.bare));
  const weftRate = mean(rounds.map((round) => round.weft));
  console.log(`webhook (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARM_UP_S} s of warm-up, POST JSON; SQLite, execution saving on, default settings, each call answered once its execution is committed; the two measured in turns, ${ROUNDS} times each)`);
  rounds.forEach((round, index) => {
    console.log(line(`round ${index + 1}, bare Fastify echo route:`, round.bare));
    console.log(line(`round ${index + 1}, Weft Webhook -> Set -> Respond:`, round.weft));
  });
  console.log(`  average: bare ${bareRate.toFixed(0)} req/s, Weft ${weftRate.toFixed(0)} req/s`);
  console.log(`  ratio: ${((weftRate / bareRate) * 100).toFixed(0)}% of the bare route (goal >= 50%)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runWebhookBench();
