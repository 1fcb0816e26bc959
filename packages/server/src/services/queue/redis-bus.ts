import { Redis, type RedisOptions } from 'ioredis';
import type { QueueConfig } from '../../config.js';
import type { ServerLogger } from '../executions/server-logger.js';
import type { BroadcastMessage, WorkerMessage } from './queue-messages.js';
import { fromWireJson, toWireJson } from './wire-json.js';

/**
 * ioredis options for the instance's Redis. `maxRetriesPerRequest: null` is what BullMQ's blocking
 * connections need; a connection that drops is tried again every second or so, for ever.
 */
export function redisOptions(config: QueueConfig, overrides: RedisOptions = {}): RedisOptions {
  const { redis } = config;
  return {
    host: redis.host,
    port: redis.port,
    db: redis.db,
    ...(redis.username ? { username: redis.username } : {}),
    ...(redis.password ? { password: redis.password } : {}),
    ...(redis.tls ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(times * 200, 1000),
    ...overrides,
  };
}

export const processChannel = (prefix: string, processId: string) => `${prefix}:weft:process:${processId}`;
export const broadcastChannel = (prefix: string) => `${prefix}:weft:broadcast`;

export interface BusListeners {
  /** Messages for this process (it enqueued the runs they are about). */
  direct?(message: WorkerMessage): void;
  broadcast?(message: BroadcastMessage): void;
  /** The subscription is back after Redis went away: messages sent meanwhile were lost. */
  reconnected?(): void;
}

/**
 * Redis pub/sub between the processes of queue mode: a channel per process (a worker's messages about
 * the runs that process enqueued) and one every process hears. Messages from one sender arrive in the
 * order sent; none is kept for a process that is not listening.
 */
export class RedisBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private wasReady = false;

  constructor(
    private readonly config: QueueConfig,
    readonly processId: string,
    private readonly log: ServerLogger,
  ) {
    this.publisher = new Redis(redisOptions(config, { lazyConnect: true, connectionName: `weft:${processId}:pub` }));
    this.subscriber = new Redis(redisOptions(config, { lazyConnect: true, connectionName: `weft:${processId}:sub` }));
    for (const connection of [this.publisher, this.subscriber]) {
      // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
      connection.on('error', (error: Error) => this.noteError(error));
    }
  }

  private lastError = '';

  private noteError(error: Error): void {
    if (error.message === this.lastError) return;
    this.lastError = error.message;
    this.log.warn({ err: error }, 'Redis cannot be reached; retrying');
  }

  async start(listeners: BusListeners): Promise<void> {
    const { prefix } = this.config;
    const direct = processChannel(prefix, this.processId);
    const broadcast = broadcastChannel(prefix);
    this.subscriber.on('message', (channel: string, text: string) => {
      try {
        if (channel === direct) listeners.direct?.(fromWireJson<WorkerMessage>(text));
        else if (channel === broadcast) listeners.broadcast?.(fromWireJson<BroadcastMessage>(text));
      } catch (error) {
        this.log.error({ err: error, channel }, 'A message from another process could not be handled');
      }
    });
    this.subscriber.on('ready', () => {
      if (this.wasReady) {
        this.lastError = '';
        this.log.info({}, 'Redis can be reached again');
        listeners.reconnected?.();
      }
      this.wasReady = true;
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    // ioredis subscribes again by itself after a reconnection.
    await this.subscriber.subscribe(direct, broadcast);
  }

  sendTo(processId: string, message: WorkerMessage): Promise<unknown> {
    return this.publisher.publish(processChannel(this.config.prefix, processId), toWireJson(message));
  }

  broadcast(message: BroadcastMessage): Promise<unknown> {
    return this.publisher.publish(broadcastChannel(this.config.prefix), toWireJson(message));
  }

  /** Whether both connections are up (readiness). */
  isReady(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
