import { z } from 'zod';
import { flag, integer, text } from './config-values.js';

/** Redis as BullMQ and the processes of queue mode reach it (n8n's QUEUE_BULL_* variables). */
export interface QueueConfig {
  redis: { host: string; port: number; username?: string; password?: string; db: number; tls: boolean };
  /** Prefix of every Redis key and channel of this instance: several instances can share one Redis. */
  prefix: string;
  /** A worker's `/healthz` and `/healthz/readiness` (when `healthCheckActive`). */
  healthCheckActive: boolean;
  healthCheckPort: number;
  /** Seconds a stopping worker lets its running executions finish before it exits. */
  workerTimeoutSeconds: number;
  /** A job whose worker did not renew its lock for this long (ms) is taken again (the worker died). */
  lockDurationMs: number;
  /** How often (ms) workers look for jobs whose lock expired. */
  stalledIntervalMs: number;
  /** How often a job may be taken again after its worker died before it is marked crashed. */
  maxStalledCount: number;
}

/** The variables of queue mode, n8n's names and defaults (`EXECUTIONS_MODE` is read with the others). */
export const queueEnvSchema = z.object({
  QUEUE_BULL_REDIS_HOST: text('localhost'),
  QUEUE_BULL_REDIS_PORT: integer(6379, 1, 65535, 'a whole number from 1 to 65535'),
  QUEUE_BULL_REDIS_USERNAME: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v)),
  QUEUE_BULL_REDIS_PASSWORD: z.string().optional().transform((v) => (v === undefined || v === '' ? undefined : v)),
  QUEUE_BULL_REDIS_DB: integer(0, 0, 15, 'a whole number from 0 to 15'),
  QUEUE_BULL_REDIS_TLS: flag(false),
  QUEUE_BULL_PREFIX: text('bull').pipe(z.string().regex(/^[^\s{}:]+$/, 'must be a word without spaces, braces or colons')),
  QUEUE_HEALTH_CHECK_ACTIVE: flag(false),
  QUEUE_HEALTH_CHECK_PORT: integer(5678, 1, 65535, 'a whole number from 1 to 65535'),
  QUEUE_WORKER_TIMEOUT: integer(30, 0, 86_400, 'a whole number of seconds from 0 to 86400'),
  QUEUE_WORKER_LOCK_DURATION: integer(30_000, 1000, 86_400_000, 'a whole number of milliseconds from 1000 to 86400000'),
  QUEUE_WORKER_STALLED_INTERVAL: integer(30_000, 500, 86_400_000, 'a whole number of milliseconds from 500 to 86400000'),
  QUEUE_WORKER_MAX_STALLED_COUNT: integer(1, 0, 100, 'a whole number from 0 to 100'),
});

export function queueConfigOf(e: z.output<typeof queueEnvSchema>): QueueConfig {
  return {
    redis: {
      host: e.QUEUE_BULL_REDIS_HOST,
      port: e.QUEUE_BULL_REDIS_PORT,
      ...(e.QUEUE_BULL_REDIS_USERNAME ? { username: e.QUEUE_BULL_REDIS_USERNAME } : {}),
      ...(e.QUEUE_BULL_REDIS_PASSWORD ? { password: e.QUEUE_BULL_REDIS_PASSWORD } : {}),
      db: e.QUEUE_BULL_REDIS_DB,
      tls: e.QUEUE_BULL_REDIS_TLS,
    },
    prefix: e.QUEUE_BULL_PREFIX,
    healthCheckActive: e.QUEUE_HEALTH_CHECK_ACTIVE,
    healthCheckPort: e.QUEUE_HEALTH_CHECK_PORT,
    workerTimeoutSeconds: e.QUEUE_WORKER_TIMEOUT,
    lockDurationMs: e.QUEUE_WORKER_LOCK_DURATION,
    stalledIntervalMs: e.QUEUE_WORKER_STALLED_INTERVAL,
    maxStalledCount: e.QUEUE_WORKER_MAX_STALLED_COUNT,
  };
}
