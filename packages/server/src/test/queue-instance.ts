import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { IExecution } from '@weft/workflow';
import { jobIdOf } from '../services/queue/queue-messages.js';
import { createTestServer, type TestServer } from './test-server.js';
import { freePort, WeftProcess } from './weft-process.js';

/** Queue mode runs on PostgreSQL only: its API tests run in the Postgres phase of the API suite. */
export const onPostgres = process.env.DB_TYPE === 'postgresdb';

/** A `weft worker` process and the id it writes into the executions it runs. */
export interface WorkerProcess {
  process: WeftProcess;
  workerId: string;
}

/**
 * One instance of queue mode for a test file: the main process in this process (REST, push, the
 * leader's timers), real `weft worker` and `weft webhook` processes beside it, all on one Postgres
 * schema and one Redis key prefix of their own.
 */
export interface QueueInstance {
  main: TestServer;
  /** The main's HTTP port (push streams, real HTTP clients). */
  port: number;
  /** What every process of the instance is started with (database, user folder, key, Redis, prefix). */
  env: Record<string, string>;
  workers: WorkerProcess[];
  startWorker(options?: { concurrency?: number; env?: Record<string, string> }): Promise<WorkerProcess>;
  startWebhookProcess(): Promise<WeftProcess>;
  /** The stored execution, as the editor reads it (GET /rest/executions/:id). */
  execution(id: string): Promise<IExecution>;
  /** The id of the workflow's first execution, once the executions list shows one. */
  firstExecutionOf(workflowId: string): Promise<string>;
  /** Resolves once the run's job is in the queue: its row is made just before, and a stop in between waits for a worker. */
  untilQueued(executionId: string): Promise<void>;
  /** Reads the execution until `done` says so; fails with what it saw after `timeoutMs`. */
  executionUntil(id: string, done: (execution: IExecution) => boolean, timeoutMs?: number): Promise<IExecution>;
  close(): Promise<void>;
}

export interface QueueInstanceOptions {
  /** Workers started with the instance. */
  workers?: number;
  concurrency?: number;
  /** Added to every process's environment, the main's too. */
  env?: Record<string, string>;
  /** Added to the workers' environment (short lock durations, say). */
  workerEnv?: Record<string, string>;
  /** The Redis to use; 6379 (the suite's) unless a test runs its own. */
  redisPort?: number;
}

const ENDED = new Set(['success', 'error', 'canceled', 'crashed']);

export const hasEnded = (execution: IExecution) => ENDED.has(execution.status);

export async function startQueueInstance(options: QueueInstanceOptions = {}): Promise<QueueInstance> {
  const prefix = `weft-test-${randomBytes(4).toString('hex')}`;
  const redisPort = options.redisPort ?? 6379;
  const queueEnv = {
    EXECUTIONS_MODE: 'queue', QUEUE_BULL_REDIS_HOST: '127.0.0.1', QUEUE_BULL_REDIS_PORT: String(redisPort), QUEUE_BULL_PREFIX: prefix,
    WEFT_ENCRYPTION_KEY: randomBytes(16).toString('hex'), ...options.env,
  };
  const main = await createTestServer({ env: queueEnv });
  const processes: WeftProcess[] = [];
  try {
    const port = await main.listen();
    const { database } = main.config;
    if (database.type !== 'postgresdb') throw new Error('Queue mode needs the Postgres phase of the API suite (DB_TYPE=postgresdb)');
    const { postgres } = database;
    const env: Record<string, string> = {
      ...queueEnv,
      DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: postgres.host, DB_POSTGRESDB_PORT: String(postgres.port),
      DB_POSTGRESDB_DATABASE: postgres.database, DB_POSTGRESDB_USER: postgres.user, DB_POSTGRESDB_SCHEMA: postgres.schema,
      WEFT_USER_FOLDER: main.config.userFolder, WEFT_EDITOR_DIST: main.config.editorDist, WEFT_LOG_LEVEL: 'warn',
    };
    const workers: WorkerProcess[] = [];

    const instance: QueueInstance = {
      main, port, env, workers,
      async startWorker({ concurrency = options.concurrency ?? 5, env: extra = {} } = {}) {
        const healthPort = await freePort();
        const weft = await WeftProcess.run(['worker', '--concurrency', String(concurrency)], {
          ...env, QUEUE_HEALTH_CHECK_ACTIVE: 'true', QUEUE_HEALTH_CHECK_PORT: String(healthPort), QUEUE_WORKER_TIMEOUT: '2',
          ...options.workerEnv, ...extra,
        }, healthPort);
        processes.push(weft);
        const printed = await weft.waitForOutput(' started: ');
        const workerId = /Worker (\S+) started/.exec(printed)?.[1];
        if (!workerId) throw new Error(`weft worker did not print its id: ${printed}`);
        const worker = { process: weft, workerId };
        workers.push(worker);
        return worker;
      },
      async startWebhookProcess() {
        const webhookPort = await freePort();
        const weft = await WeftProcess.run(['webhook'], { ...env, WEFT_PORT: String(webhookPort) }, webhookPort);
        processes.push(weft);
        return weft;
      },
      async execution(id) {
        const { status, body } = await main.rest<{ data: IExecution }>('GET', `/executions/${id}`);
        if (status !== 200) throw new Error(`GET /executions/${id} answered ${status}: ${JSON.stringify(body)}`);
        return body.data;
      },
      async firstExecutionOf(workflowId) {
        const filter = encodeURIComponent(JSON.stringify({ workflowId }));
        const deadline = Date.now() + 15_000;
        for (;;) {
          const { body } = await main.rest<{ data: { results: Array<{ id: string }> } }>('GET', `/executions?filter=${filter}`);
          const first = body.data.results.at(-1);
          if (first) return first.id;
          if (Date.now() > deadline) throw new Error(`No execution of workflow ${workflowId} is listed`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      async untilQueued(executionId) {
        const queue = main.services.queue?.queued?.queue;
        const deadline = Date.now() + 15_000;
        while (!(await queue?.getJob(jobIdOf(executionId)))) {
          if (Date.now() > deadline) throw new Error(`Execution ${executionId} has no job in the queue`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      async executionUntil(id, done, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const execution = await instance.execution(id);
          if (done(execution)) return execution;
          if (Date.now() > deadline) throw new Error(`Execution ${id} is still ${execution.status} (worker ${execution.workerId ?? 'none'}) after ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      async close() {
        await Promise.all(processes.map((weft) => weft.stop()));
        await main.close();
        await deleteKeys(redisPort, prefix);
      },
    };
    await Promise.all(Array.from({ length: options.workers ?? 1 }, () => instance.startWorker()));
    return instance;
  } catch (error) {
    await Promise.all(processes.map((weft) => weft.kill()));
    await main.close();
    throw error;
  }
}

/** The instance's keys go with it: Redis is shared by the suite's files. */
async function deleteKeys(port: number, prefix: string): Promise<void> {
  const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  } catch {
    // A Redis the test stopped keeps nothing.
    redis.disconnect();
  }
}
