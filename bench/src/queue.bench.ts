import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { EXTRA_NODE_FLAGS, freePort, repoRoot, stop, waitFor200, WEFT_START_FLAGS } from './server-process.js';
import { BODY, benchWorkflow, CONNECTIONS, DURATION_S, line, measure, rest, WARM_UP_S, type Figures } from './webhook.bench.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_QUEUE_CALLS ?? 10_000);
/** `weft worker`'s own default, what a user gets without --concurrency. */
const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 10);
/** A database of the bench's own: dropping a schema in the tests' database can break a migration running there. */
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: process.env.BENCH_PG_DATABASE ?? 'weft_bench' };
const REDIS = { host: process.env.QUEUE_BULL_REDIS_HOST ?? '127.0.0.1', port: Number(process.env.QUEUE_BULL_REDIS_PORT ?? 6379) };

interface ClusterShape {
  queue: boolean;
  workers: number;
  /** Calls go to a `weft webhook` process; otherwise to the main, which answers production webhooks too. */
  webhookProcess: boolean;
}

/** The processes of one Weft instance with a schema and a Redis prefix of its own. */
interface Cluster {
  schema: string;
  webhookUrl: string;
  workflowId: string;
  /** The node processes of the instance, by role ('main', 'worker', 'webhook'). */
  processes: Array<{ role: string; pid: number }>;
  stop(): Promise<void>;
}

async function withPg<T>(database: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(): Promise<void> {
  await withPg('postgres', async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [PG.database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${PG.database}"`);
  });
}

/** Removes the keys the run left in Redis (BullMQ's queue meta and events, the leader lock). */
async function deleteRedisKeys(prefix: string): Promise<void> {
  // One try: when Redis is not there, the bench says so and goes on.
  const redis = new Redis({ ...REDIS, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function tail(path: string): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}

/** The instances still running: an interrupted bench stops them (they run detached, in groups of their own). */
const running = new Set<() => Promise<void>>();

async function startCluster(shape: ClusterShape): Promise<Cluster> {
  const label = `bench_${shape.queue ? `queue${shape.workers}` : 'regular'}_${randomBytes(4).toString('hex')}`;
  const folder = await mkdtemp(join(tmpdir(), 'weft-queue-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: PG.host, DB_POSTGRESDB_PORT: String(PG.port), DB_POSTGRESDB_USER: PG.user,
    DB_POSTGRESDB_DATABASE: PG.database, DB_POSTGRESDB_SCHEMA: label,
    // Every process of an instance shares the user folder (binary data) and the encryption key.
    WEFT_USER_FOLDER: join(folder, 'user'), WEFT_ENCRYPTION_KEY: randomBytes(16).toString('hex'),
    WEFT_HOST: '127.0.0.1', WEFT_LOG_LEVEL: 'warn',
    // Pruning keeps 10,000 executions by default: the lost-call count reads them all.
    EXECUTIONS_DATA_PRUNE: 'false',
    EXECUTIONS_MODE: shape.queue ? 'queue' : 'regular',
    QUEUE_BULL_REDIS_HOST: REDIS.host, QUEUE_BULL_REDIS_PORT: String(REDIS.port), QUEUE_BULL_PREFIX: label,
  };
  const children: ChildProcess[] = [];
  const processes: Cluster['processes'] = [];
  const logs: string[] = [];
  const spawnWeft = (role: string, name: string, flags: string[], args: string[], extra: NodeJS.ProcessEnv): ChildProcess => {
    const log = join(folder, `${name}.log`);
    const fd = openSync(log, 'w');
    const child = spawn(process.execPath, [...flags, ...EXTRA_NODE_FLAGS, join(repoRoot, 'packages/server/bin/weft.js'), ...args], {
      cwd: repoRoot, detached: true, stdio: ['ignore', 'ignore', fd], env: { ...env, ...extra },
    });
    closeSync(fd);
    children.push(child);
    if (child.pid !== undefined) processes.push({ role, pid: child.pid });
    logs.push(log);
    return child;
  };
  const stopCluster = async () => {
    running.delete(stopCluster);
    await Promise.all(children.map((child) => stop(child)));
    await rm(folder, { recursive: true, force: true });
    await withPg(PG.database, (client) => client.query(`DROP SCHEMA IF EXISTS "${label}" CASCADE`)).catch(() => undefined);
    if (shape.queue) await deleteRedisKeys(label).catch(() => undefined);
  };
  running.add(stopCluster);
  try {
    const mainPort = await freePort();
    const main = spawnWeft('main', 'main', WEFT_START_FLAGS, ['start'], { WEFT_PORT: String(mainPort) });
    const mainUrl = `http://127.0.0.1:${mainPort}`;
    await waitFor200(`${mainUrl}/healthz`, performance.now(), main);
    const { data } = await rest(mainUrl, 'POST', '/workflows', benchWorkflow());
    await rest(mainUrl, 'PATCH', `/workflows/${data.id}`, { active: true });
    // Started after the main has migrated the schema and activated the workflow.
    for (let index = 0; index < shape.workers; index++) {
      const healthPort = await freePort();
      const worker = spawnWeft('worker', `worker${index + 1}`, WEFT_START_FLAGS, ['worker', '--concurrency', String(WORKER_CONCURRENCY)], {
        QUEUE_HEALTH_CHECK_ACTIVE: 'true', QUEUE_HEALTH_CHECK_PORT: String(healthPort),
      });
      await waitFor200(`http://127.0.0.1:${healthPort}/healthz/readiness`, performance.now(), worker);
    }
    let webhookBase = mainUrl;
    if (shape.webhookProcess) {
      const port = await freePort();
      const webhook = spawnWeft('webhook', 'webhook', WEFT_START_FLAGS, ['webhook'], { WEFT_PORT: String(port) });
      webhookBase = `http://127.0.0.1:${port}`;
      await waitFor200(`${webhookBase}/healthz`, performance.now(), webhook);
    }
    const webhookUrl = `${webhookBase}/webhook/bench`;
    const check = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    if (check.status !== 200) throw new Error(`the webhook answered ${check.status}: ${await check.text()}`);
    return { schema: label, webhookUrl, workflowId: data.id, processes, stop: stopCluster };
  } catch (error) {
    const details = await Promise.all(logs.map(async (log) => `--- ${log}\n${await tail(log)}`));
    await stopCluster();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${details.join('\n')}`);
  }
}

/** One call of the lost-call count: undefined when answered 200 with its own data, else why not. */
async function call(url: string, order: number): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order, customer: 'ACME' }),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    if (response.status !== 200) return `${response.status} ${text.slice(0, 100)}`;
    const answer = JSON.parse(text) as { received?: unknown };
    // An answer relayed to the wrong request would show here.
    return answer.received === order ? undefined : 'answered 200 with the data of another call';
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

interface CallOutcome {
  answered: number;
  failures: Map<string, number>;
  seconds: number;
}

/** `total` calls, each sent once, `connections` at a time. */
async function callMany(url: string, total: number, connections: number): Promise<CallOutcome> {
  let next = 0;
  let answered = 0;
  const failures = new Map<string, number>();
  const startedAt = performance.now();
  const caller = async () => {
    while (next < total) {
      const reason = await call(url, next++);
      if (reason === undefined) answered += 1;
      else failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  return { answered, failures, seconds: (performance.now() - startedAt) / 1000 };
}

interface StoredRuns {
  byStatus: Map<string, number>;
  byWorker: Map<string, number>;
  unfinished: number;
}

async function storedRuns(schema: string, workflowId: string, afterId: number): Promise<StoredRuns> {
  return withPg(PG.database, async (client) => {
    const { rows } = await client.query<{ status: string; worker_id: string | null; count: string }>(
      `select status, worker_id, count(*) as count from "${schema}".execution_entity where workflow_id = $1 and id > $2 group by status, worker_id`,
      [workflowId, afterId],
    );
    const byStatus = new Map<string, number>();
    const byWorker = new Map<string, number>();
    for (const row of rows) {
      byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + Number(row.count));
      const worker = row.worker_id ?? '(none)';
      byWorker.set(worker, (byWorker.get(worker) ?? 0) + Number(row.count));
    }
    const unfinished = (byStatus.get('new') ?? 0) + (byStatus.get('running') ?? 0);
    return { byStatus, byWorker, unfinished };
  });
}

async function lastExecutionId(schema: string): Promise<number> {
  return withPg(PG.database, async (client) => {
    const { rows } = await client.query<{ id: number | null }>(`select max(id) as id from "${schema}".execution_entity`);
    return Number(rows[0]?.id ?? 0);
  });
}

/** Waits for the runs answered early (Respond to Webhook answers before the run ends) to be stored. */
async function settledRuns(schema: string, workflowId: string, afterId: number): Promise<StoredRuns> {
  const deadline = performance.now() + 120_000;
  let runs = await storedRuns(schema, workflowId, afterId);
  while (runs.unfinished > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    runs = await storedRuns(schema, workflowId, afterId);
  }
  return runs;
}

/** CPU time (user + system, ms) the processes have used so far, summed by role. */
async function cpuByRole(processes: Cluster['processes']): Promise<Map<string, number>> {
  const byRole = new Map<string, number>();
  for (const { role, pid } of processes) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses, spaces allowed): field 3 onwards; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // In clock ticks, 100 a second on Linux.
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    byRole.set(role, (byRole.get(role) ?? 0) + ms);
  }
  return byRole;
}

async function executionCount(schema: string): Promise<number> {
  return withPg(PG.database, async (client) => {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from "${schema}".execution_entity`);
    return Number(rows[0]?.count ?? 0);
  });
}

/** What the instance's processes spent while measured: CPU ms by role, and the calls it ran. */
interface CpuSpent {
  byRole: Map<string, number>;
  calls: number;
}

async function measureWithCpu(cluster: Cluster, spent: CpuSpent): Promise<Figures> {
  const [cpuBefore, callsBefore] = [await cpuByRole(cluster.processes), await executionCount(cluster.schema)];
  const figures = await measure(cluster.webhookUrl);
  const [cpuAfter, callsAfter] = [await cpuByRole(cluster.processes), await executionCount(cluster.schema)];
  for (const [role, ms] of cpuAfter) spent.byRole.set(role, (spent.byRole.get(role) ?? 0) + ms - (cpuBefore.get(role) ?? 0));
  spent.calls += callsAfter - callsBefore;
  return figures;
}

function cpuLine(label: string, spent: CpuSpent): string {
  const perCall = [...spent.byRole].map(([role, ms]) => [role, ms / Math.max(spent.calls, 1)] as const);
  const total = perCall.reduce((sum, [, ms]) => sum + ms, 0);
  return `  CPU per call, ${label.padEnd(31)} ${total.toFixed(2)} ms (${perCall.map(([role, ms]) => `${role} ${ms.toFixed(2)}`).join(', ')}; over ${spent.calls} calls)`;
}

const listed = (counts: Map<string, number>) => [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');

async function benchThroughput(): Promise<void> {
  const shapes: Array<{ label: string; shape: ClusterShape }> = [
    { label: 'regular mode (one process):', shape: { queue: false, workers: 0, webhookProcess: false } },
    { label: 'queue mode, main + 1 worker:', shape: { queue: true, workers: 1, webhookProcess: false } },
    { label: 'queue mode, main + 2 workers:', shape: { queue: true, workers: 2, webhookProcess: false } },
  ];
  const clusters: Cluster[] = [];
  const figures: Figures[][] = shapes.map(() => []);
  const spent: CpuSpent[] = shapes.map(() => ({ byRole: new Map(), calls: 0 }));
  try {
    for (const { shape } of shapes) clusters.push(await startCluster(shape));
    // In turns, as the webhook bench does: this machine's speed drifts from one minute to the next.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, cluster] of clusters.entries()) {
        const cpu = spent[index];
        if (cpu) figures[index]?.push(await measureWithCpu(cluster, cpu));
      }
    }
  } finally {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
  }
  console.log(`queue mode (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARM_UP_S} s of warm-up, Webhook -> Set -> Respond to Webhook on the main's production URL; PostgreSQL for all three, a schema each; workers with --concurrency ${WORKER_CONCURRENCY}; measured in turns, ${ROUNDS} times each)`);
  for (let round = 0; round < ROUNDS; round++) {
    shapes.forEach(({ label }, index) => {
      const f = figures[index]?.[round];
      if (f) console.log(line(`round ${round + 1}, ${label}`, f));
    });
  }
  const mean = (list: Figures[], of: (f: Figures) => number) => list.reduce((sum, f) => sum + of(f), 0) / Math.max(list.length, 1);
  const [regular = 0, oneWorker = 0, twoWorkers = 0] = figures.map((list) => mean(list, (f) => f.requestsPerSecond));
  const [regularP50 = 0, oneWorkerP50 = 0] = figures.map((list) => mean(list, (f) => f.p50));
  console.log(`  average: regular ${regular.toFixed(0)} req/s, 1 worker ${oneWorker.toFixed(0)} req/s, 2 workers ${twoWorkers.toFixed(0)} req/s`);
  shapes.forEach(({ label }, index) => {
    const cpu = spent[index];
    if (cpu) console.log(cpuLine(label, cpu));
  });
  console.log(`  1 worker reaches ${((oneWorker / regular) * 100).toFixed(0)}% of regular mode's rate, with ${(oneWorkerP50 - regularP50).toFixed(0)} ms more at p50; 2 workers reach ${((twoWorkers / oneWorker) * 100).toFixed(0)}% of 1 worker's rate (all processes share this machine's cores)`);
}

async function benchLostCalls(): Promise<void> {
  const cluster = await startCluster({ queue: true, workers: 2, webhookProcess: true });
  try {
    const afterId = await lastExecutionId(cluster.schema);
    const outcome = await callMany(cluster.webhookUrl, CALLS, CONNECTIONS);
    const runs = await settledRuns(cluster.schema, cluster.workflowId, afterId);
    const succeeded = runs.byStatus.get('success') ?? 0;
    const notAnswered = CALLS - outcome.answered;
    console.log(`queue mode, lost calls (${CALLS} calls, ${CONNECTIONS} at a time, through a weft webhook process to 2 workers with --concurrency ${WORKER_CONCURRENCY})`);
    console.log(`  answered 200 with their own data: ${outcome.answered} in ${outcome.seconds.toFixed(1)} s (${(outcome.answered / outcome.seconds).toFixed(0)} calls/s)`);
    console.log(`  not answered 200: ${notAnswered}${outcome.failures.size > 0 ? ` (${listed(outcome.failures)})` : ''}`);
    console.log(`  executions stored: ${listed(runs.byStatus) || 'none'}; by worker: ${listed(runs.byWorker) || 'none'}`);
    console.log(`  executions missing in the database vs calls answered: ${Math.max(0, outcome.answered - succeeded)}; more than answered: ${Math.max(0, succeeded - outcome.answered)}`);
    console.log(`  lost: ${notAnswered + Math.max(0, outcome.answered - succeeded)} (goal 0)`);
  } finally {
    await cluster.stop();
  }
}

/**
 * Queue mode against regular mode on one PostgreSQL, then the count of lost calls. Every instance
 * gets a schema and a Redis prefix of its own, removed with its processes at the end.
 */
export async function runQueueBench(): Promise<void> {
  try {
    await ensureDatabase();
    await deleteRedisKeys('bench_none');
  } catch (error) {
    console.log(`queue mode: skipped, PostgreSQL on ${PG.host}:${PG.port} and Redis on ${REDIS.host}:${REDIS.port} are needed (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const interrupted = () => {
    void Promise.all([...running].map((stopCluster) => stopCluster())).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    await benchThroughput();
    await benchLostCalls();
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runQueueBench();
