import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, activateTriggers, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';

const SERVER = { host: '127.0.0.1', port: 6379, database: 0 };
/** Channels of this file only, so files running in parallel never receive each other's messages. */
const PREFIX = `weft-test:trigger:${randomUUID()}:`;
const logger = createConsoleLogger('silent');
const credentialsHelper = new MemoryCredentialsHelper({
  redis: { type: 'redis', name: 'Redis', data: SERVER },
  down: { type: 'redis', name: 'Down', data: { ...SERVER, port: 1 } },
});
const runner = new WorkflowRunner(builtinNodeTypes, { logger, credentialTypes: builtinCredentialTypes, credentialsHelper });
const services = { credentialTypes: builtinCredentialTypes, credentialsHelper } as never;

function triggerWorkflow(channels: string, options: IDataObject = {}, credential = 'redis'): IWorkflowBase {
  return {
    id: `rt-${randomUUID()}`, name: 'Redis Trigger', active: true, settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: 't', name: 'Redis Trigger', type: 'n8n-nodes-base.redisTrigger', typeVersion: 1, position: [0, 0],
        parameters: { channels, options } as never, credentials: { redis: { id: credential, name: credential } },
      },
      { id: 'n', name: 'Received', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    ],
    connections: { 'Redis Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
  };
}

const received = (run: IRun) => run.data.resultData.runData.Received?.[0]?.data?.main?.[0]?.map((item) => item.json);

let publisher: Redis;
beforeAll(() => {
  publisher = new Redis(SERVER);
});
afterAll(() => {
  publisher.disconnect();
});

/** Waits until Redis counts a subscriber of the channel (the trigger has subscribed), then publishes. */
async function publishWhenSubscribed(channel: string, message: string): Promise<void> {
  for (;;) {
    const [, subscribers] = await publisher.pubsub('NUMSUB', channel) as [string, number];
    if (subscribers > 0) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await publisher.publish(channel, message);
}

describe('Redis Trigger, activated', () => {
  it('starts a run per message on a channel or a pattern, and unsubscribes when deactivated', async () => {
    const workflow = triggerWorkflow(`${PREFIX}orders, ${PREFIX}audit.*`, { jsonParseBody: true });
    const runs: Array<Promise<IRun>> = [];
    const errors: Error[] = [];
    let arrived!: () => void;
    const allArrived = new Promise<void>((resolve) => { arrived = resolve; });
    const active = await activateTriggers(workflow, builtinNodeTypes, {
      onEmit: (event) => {
        runs.push(runner.run({ workflow, mode: 'trigger', executionId: `redis-${runs.length}`, trigger: event }));
        if (runs.length === 2) arrived();
      },
      onError: (_node, error) => errors.push(error), logger, services,
    });
    expect(await publisher.publish(`${PREFIX}orders`, '{"id":1,"total":9.5}')).toBe(1);
    expect(await publisher.publish(`${PREFIX}audit.eu`, "not json; drop table x; --")).toBe(1);
    await allArrived;
    const outputs = (await Promise.all(runs)).map(received);
    expect(outputs).toEqual([
      [{ channel: `${PREFIX}orders`, message: { id: 1, total: 9.5 } }],
      [{ channel: `${PREFIX}audit.eu`, message: 'not json; drop table x; --' }],
    ]);
    await active.close();
    expect(errors).toEqual([]);
    expect(await publisher.publish(`${PREFIX}orders`, 'after')).toBe(0);
    expect(await publisher.publish(`${PREFIX}audit.eu`, 'after')).toBe(0);
  });

  it('outputs only the message with Only Message, as text without JSON parsing', async () => {
    const workflow = triggerWorkflow(`${PREFIX}plain`, { onlyMessage: true });
    const emitted = new Promise<IDataObject | undefined>((resolve) => {
      void activateTriggers(workflow, builtinNodeTypes, {
        onEmit: (event) => resolve(event.data[0]?.[0]?.json), onError: () => undefined, logger, services,
      }).then(async (active) => {
        await publisher.publish(`${PREFIX}plain`, '{"id":2}');
        await emitted;
        await active.close();
      });
    });
    expect(await emitted).toEqual({ message: '{"id":2}' });
  });

  it('refuses to activate when Redis is down, naming the address', async () => {
    await expect(activateTriggers(triggerWorkflow(`${PREFIX}x`, {}, 'down'), builtinNodeTypes, { onEmit: () => undefined, onError: () => undefined, logger, services }))
      .rejects.toThrow(/Could not connect to Redis at 127\.0\.0\.1:1/);
  });
});

describe('Redis Trigger, tested in the editor', () => {
  it('waits for the first message and outputs it as the run\'s data', async () => {
    const workflow = { ...triggerWorkflow(`${PREFIX}manual`), active: false };
    const run = runner.run({ workflow, mode: 'manual', executionId: 'redis-manual' });
    await publishWhenSubscribed(`${PREFIX}manual`, 'hello');
    expect(received(await run)).toEqual([{ channel: `${PREFIX}manual`, message: 'hello' }]);
    const [, left] = await publisher.pubsub('NUMSUB', `${PREFIX}manual`) as [string, number];
    expect(left).toBe(0);
  });
});
