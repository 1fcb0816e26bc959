import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultUserCookie } from '../../e2e/harness/api.js';
import { freePort, median, repoRoot, stop, waitFor200 } from './server-process.js';

const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 100_000);
const WORKFLOWS = 10;
const REQUESTS = 20;

interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
  transaction(fn: () => void): () => void;
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => SqliteDatabase;

function startWeft(port: number, userFolder: string, env: Record<string, string>): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    cwd: repoRoot, detached: true, stdio: 'ignore',
    env: { ...process.env, WEFT_PORT: String(port), WEFT_HOST: '127.0.0.1', WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite', ...env },
  });
}

/**
 * Rows as a busy instance has them, written straight into the file: runs of ten workflows, 90 %
 * succeeded, 8 % failed, 2 % waiting, sharing their workflows' stored JSON as the server does.
 */
function fill(file: string): void {
  const db = new Database(file);
  const now = Date.now();
  db.transaction(() => {
    const workflow = db.prepare(`insert into workflow_entity (name, active, nodes, connections, settings, static_data, pin_data, meta, version_id, created_at, updated_at)
      values (?, 0, '[]', '{}', '{}', null, '{}', null, ?, ?, ?)`);
    const version = db.prepare('insert into execution_workflow (workflow_data) values (?)');
    for (let w = 1; w <= WORKFLOWS; w++) {
      const at = new Date(now).toISOString();
      workflow.run(`Workflow ${w}`, `version-${w}`, at, at);
      version.run(JSON.stringify({ name: `Workflow ${w}`, nodes: [], connections: {} }));
    }
    const execution = db.prepare(`insert into execution_entity (workflow_id, mode, status, finished, started_at, stopped_at, wait_till, retry_of, retry_success_id, created_at)
      values (?, 'webhook', ?, ?, ?, ?, ?, null, null, ?)`);
    const data = db.prepare("insert into execution_data (execution_id, workflow_data, data, workflow_version_id) values (?, 'null', ?, ?)");
    const runData = JSON.stringify({ resultData: { runData: { Webhook: [{ startTime: now, executionTime: 1, source: [], data: { main: [[{ json: { n: 1 } }]] } }] } } });
    for (let n = 1; n <= EXECUTIONS; n++) {
      const workflowId = (n % WORKFLOWS) + 1;
      const status = n % 50 === 0 ? 'waiting' : n % 12 === 0 ? 'error' : 'success';
      const at = new Date(now - (EXECUTIONS - n) * 1000).toISOString();
      const waitTill = status === 'waiting' ? new Date(now + 3_600_000).toISOString() : null;
      execution.run(workflowId, status, status === 'success' ? 1 : 0, at, at, waitTill, at);
      data.run(n, runData, workflowId);
    }
  })();
  db.close();
}

async function medianMs(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function countOf(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}?limit=1`, { headers: { cookie } });
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/**
 * `GET /rest/executions` on a SQLite database of EXECUTIONS executions: the editor's first page, its
 * filters and a deep "load more"; then how long pruning takes to cut the table to the default 10,000.
 */
export async function runExecutionsListBench(): Promise<void> {
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-bench-'));
  const port = await freePort();
  const health = `http://127.0.0.1:${port}/healthz`;
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/rest/executions`;
  try {
    // A first start creates and migrates the database.
    let child = startWeft(port, userFolder, { EXECUTIONS_DATA_PRUNE: 'false' });
    await waitFor200(health, performance.now(), child);
    await stop(child);
    const filling = performance.now();
    fill(join(userFolder, 'database.sqlite'));
    const fillMs = performance.now() - filling;

    child = startWeft(port, userFolder, { EXECUTIONS_DATA_PRUNE: 'false' });
    await waitFor200(health, performance.now(), child);
    // Before an owner is set up, GET /login signs in as the default user, who sees every execution.
    let cookie = await defaultUserCookie(origin);
    const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
    const figures = {
      'first page (10), no filter': await medianMs(`${base}?limit=10`, cookie),
      'first page, failed ones': await medianMs(`${base}?limit=10&${filter({ finished: false })}`, cookie),
      'first page, waiting ones': await medianMs(`${base}?limit=10&${filter({ waitTill: true })}`, cookie),
      'first page, one workflow': await medianMs(`${base}?limit=10&${filter({ workflowId: '3' })}`, cookie),
      'load more, deep (lastId in the middle)': await medianMs(`${base}?limit=10&lastId=${Math.floor(EXECUTIONS / 2)}`, cookie),
      'refresh (30 newer than the newest)': await medianMs(`${base}?limit=30&firstId=${EXECUTIONS}`, cookie),
    };
    await stop(child);

    const pruning = performance.now();
    child = startWeft(port, userFolder, {});
    await waitFor200(health, performance.now(), child);
    cookie = await defaultUserCookie(origin);
    while (await countOf(base, cookie) > 10_000 + EXECUTIONS / 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const pruneMs = performance.now() - pruning;
    await stop(child);

    console.log(`executions list (SQLite, ${EXECUTIONS.toLocaleString('en')} executions, median of ${REQUESTS} requests; rows written in ${(fillMs / 1000).toFixed(1)} s)`);
    for (const [what, ms] of Object.entries(figures)) console.log(`  ${what.padEnd(40)} ${ms.toFixed(1)} ms`);
    console.log(`  pruning to the newest 10,000 (from start, incl. start-up): ${(pruneMs / 1000).toFixed(1)} s`);
  } finally {
    await rm(userFolder, { recursive: true, force: true });
  }
}
