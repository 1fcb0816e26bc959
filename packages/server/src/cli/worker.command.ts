import type { Server } from 'node:http';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { sql } from '../db/kysely.js';
import { createServices } from '../services/app-services.js';
import { QueueWorker } from '../services/queue/queue-worker.js';
import { startWorkerHealthServer } from '../services/queue/worker-health.js';
import { CliError, parseOptions, stderrLogger, stringOption } from './cli-context.js';
import { exitOnStopSignals } from './stop-signals.js';

const DEFAULT_CONCURRENCY = 10;

function concurrencyOf(args: string[]): number {
  const given = stringOption(parseOptions(args), 'concurrency');
  if (given === undefined) return DEFAULT_CONCURRENCY;
  const value = Number(given);
  if (!/^\d+$/.test(given) || value < 1 || value > 1000) throw new CliError(`--concurrency must be a whole number from 1 to 1000 (got "${given}")`);
  return value;
}

/**
 * `weft worker [--concurrency N]` (queue mode): takes executions from the queue and runs up to N at
 * once. SIGTERM: takes no more, lets the running ones finish (up to QUEUE_WORKER_TIMEOUT seconds),
 * then exits; a run still going then is taken again by another worker.
 */
export async function run(args: string[]): Promise<number | undefined> {
  let concurrency: number;
  let config;
  try {
    concurrency = concurrencyOf(args);
    config = loadConfig();
    if (config.executionsMode !== 'queue') {
      throw new ConfigError('weft worker runs executions of queue mode: set EXECUTIONS_MODE=queue (with DB_TYPE=postgresdb and Redis, QUEUE_BULL_REDIS_HOST), as for the main process');
    }
  } catch (error) {
    process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const log = stderrLogger(config.logLevel);
  const db = await openDatabase(config.database);
  const services = await createServices(config, db, log, { role: 'worker' });
  const queue = services.queue;
  if (!queue?.relay) throw new Error('The worker has no queue connection');
  const worker = new QueueWorker({ config, services, relay: queue.relay, log, workerId: queue.processId, concurrency });
  let health: Server | undefined;
  try {
    await services.start();
    await worker.start();
    if (config.queue.healthCheckActive) {
      health = await startWorkerHealthServer(config.queue.healthCheckPort, config.host, {
        ready: async () => {
          if (!worker.isConnected() || !queue.bus.isReady()) return false;
          await sql`select 1`.execute(db.kysely);
          return true;
        },
      });
    }
  } catch (error) {
    process.stderr.write(`The worker could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    await services.shutdown().catch(() => undefined);
    await db.close().catch(() => undefined);
    return 1;
  }
  process.stdout.write(`Worker ${queue.processId} started: up to ${concurrency} executions at once\n`);
  exitOnStopSignals('the worker', async () => {
    const finished = await worker.stop(config.queue.workerTimeoutSeconds * 1000);
    health?.close();
    if (!finished) {
      // Its jobs are taken again by another worker once their lock lapses.
      process.stderr.write(`Executions still running after ${config.queue.workerTimeoutSeconds} s are left to other workers.\n`);
      return 1;
    }
    await services.shutdown();
    await db.close();
    return 0;
  });
  return undefined;
}
