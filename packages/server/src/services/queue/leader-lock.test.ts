import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { LeaderLock } from './leader-lock.js';

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

function queueConfig() {
  // A prefix of its own: other test files share the Redis server.
  return parseConfig({ QUEUE_BULL_PREFIX: `leader-test-${randomBytes(4).toString('hex')}`, QUEUE_BULL_REDIS_HOST: '127.0.0.1' }).queue;
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('the condition did not become true');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the leader lock of queue mode (real Redis)', () => {
  const locks: LeaderLock[] = [];
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((lock) => lock.stop()));
  });

  it('lets one of two mains run the triggers, and the other take over when it stops', async () => {
    const config = queueConfig();
    const changes: string[] = [];
    const first = new LeaderLock(config, 'main-a', async (leader) => { changes.push(`a:${leader}`); }, silent, 600);
    const second = new LeaderLock(config, 'main-b', async (leader) => { changes.push(`b:${leader}`); }, silent, 600);
    locks.push(first, second);
    await first.start();
    await second.start();
    expect(first.isLeader).toBe(true);
    expect(second.isLeader).toBe(false);

    await first.stop();
    await eventually(() => second.isLeader);
    expect(changes).toEqual(['a:true', 'b:true']);
  });

  it('hands over when the leader stops renewing (its process died)', async () => {
    const config = queueConfig();
    const first = new LeaderLock(config, 'main-a', async () => undefined, silent, 600);
    const second = new LeaderLock(config, 'main-b', async () => undefined, silent, 600);
    locks.push(second);
    await first.start();
    await second.start();
    expect(first.isLeader).toBe(true);
    // Dies without releasing: the lock lapses after its time to live.
    first.abandon();
    await eventually(() => second.isLeader);
  });
});
