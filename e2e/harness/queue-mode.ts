import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { TEST_PG_DATABASE } from '../../packages/server/src/test/test-schemas.js';
import { repoRoot, startServer, stopProcess, type RunningServer } from './server.js';

/**
 * Queue mode as a user sets it up on one machine: a main process (`weft start`) and a `weft worker`,
 * sharing PostgreSQL (a schema of this setup's own in the test database) and Redis (under a key prefix
 * of its own), the encryption key and the user folder.
 */
export interface QueueSetup {
  main: RunningServer;
  /** The id the worker printed when it started: what the editor shows as the execution's worker. */
  workerId: string;
  stop(): Promise<void>;
}

const STARTED = /^Worker (\S+) started/m;

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: TEST_PG_DATABASE };

/** The variables the main and the worker share; the schema and the prefix are this setup's own. */
function queueEnv(schema: string, prefix: string): Record<string, string> {
  return {
    EXECUTIONS_MODE: 'queue',
    DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: PG.host, DB_POSTGRESDB_PORT: String(PG.port), DB_POSTGRESDB_DATABASE: PG.database,
    DB_POSTGRESDB_USER: PG.user,
    // Not test_*: the API tests' set-up drops those when it starts, which would pull this one from under a running spec.
    DB_POSTGRESDB_SCHEMA: schema,
    QUEUE_BULL_REDIS_HOST: '127.0.0.1', QUEUE_BULL_REDIS_PORT: '6379', QUEUE_BULL_PREFIX: prefix,
    WEFT_ENCRYPTION_KEY: randomBytes(16).toString('hex'),
  };
}

/** Drops the setup's schema once its processes have exited. */
async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Starts `weft worker` with the main's environment; resolves with its id once it says it takes jobs. */
async function startWorker(env: Record<string, string>): Promise<{ id: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--no-node-snapshot', join(repoRoot, 'packages/server/bin/weft.js'), 'worker', '--concurrency', '2'], {
    cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const id = STARTED.exec(output)?.[1];
    if (id) return { id, stop: () => stopProcess(child) };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`weft worker did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Removes what BullMQ and the processes kept in Redis under this setup's prefix. */
async function forgetRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 200 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** A main process in queue mode and one worker, each started as a user starts it. */
export async function startQueueMode(): Promise<QueueSetup> {
  const tag = randomBytes(4).toString('hex');
  const schema = `e2e_queue_${tag}`;
  const prefix = `e2equeue${tag}`;
  const env = queueEnv(schema, prefix);
  const main = await startServer(env);
  let worker;
  try {
    worker = await startWorker({ ...env, WEFT_USER_FOLDER: main.userFolder, WEFT_LOG_LEVEL: 'warn' });
  } catch (error) {
    await main.stop();
    await dropSchema(schema);
    throw error;
  }
  return {
    main,
    workerId: worker.id,
    async stop() {
      await worker.stop();
      await main.stop();
      await forgetRedisKeys(prefix);
      await dropSchema(schema);
    },
  };
}
