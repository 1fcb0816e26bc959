import { Redis } from 'ioredis';
import type { QueueConfig } from '../../config.js';
import type { ServerLogger } from '../executions/server-logger.js';
import { redisOptions } from './redis-bus.js';

/** How long the lock lasts without renewal: a main that dies hands over within this. */
export const LEADER_LOCK_TTL_MS = 10_000;

// Renews the lock only when this process still holds it.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Which main process runs the triggers, schedules and timers of the instance: the one holding a lock
 * in Redis, renewed every few seconds. Others take it over when it lapses (that main died, or lost
 * Redis); a main that cannot renew it steps down at once.
 */
export class LeaderLock {
  private readonly redis: Redis;
  private timer?: NodeJS.Timeout;
  private leader = false;
  private checking = false;

  constructor(
    config: QueueConfig,
    private readonly processId: string,
    private readonly onChange: (leader: boolean) => Promise<void>,
    private readonly log: ServerLogger,
    private readonly ttlMs = LEADER_LOCK_TTL_MS,
  ) {
    this.key = `${config.prefix}:weft:main-leader`;
    this.redis = new Redis(redisOptions(config, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    this.redis.on('error', () => undefined);
  }

  private readonly key: string;

  get isLeader(): boolean {
    return this.leader;
  }

  async start(): Promise<void> {
    await this.redis.connect();
    await this.check();
    this.timer = setInterval(() => void this.check(), Math.floor(this.ttlMs / 3));
    this.timer.unref();
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      let holds: boolean;
      try {
        holds = this.leader
          ? Number(await this.redis.eval(RENEW, 1, this.key, this.processId, String(this.ttlMs))) === 1
          : (await this.redis.set(this.key, this.processId, 'PX', this.ttlMs, 'NX')) === 'OK';
      } catch {
        holds = false;
      }
      if (holds !== this.leader) {
        this.leader = holds;
        this.log.info({ processId: this.processId }, holds ? 'This main process now runs the triggers and schedules' : 'This main process no longer runs the triggers and schedules');
        await this.onChange(holds).catch((error: unknown) => this.log.error({ err: error }, 'Taking over (or handing over) triggers failed'));
      }
    } finally {
      this.checking = false;
    }
  }

  /** Stops renewing without releasing, as a process that died would (tests). */
  abandon(): void {
    if (this.timer) clearInterval(this.timer);
    this.redis.disconnect();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.leader) {
      await this.redis.eval(RELEASE, 1, this.key, this.processId).catch(() => undefined);
      this.leader = false;
    }
    await this.redis.quit().catch(() => undefined);
    this.redis.disconnect();
  }
}
