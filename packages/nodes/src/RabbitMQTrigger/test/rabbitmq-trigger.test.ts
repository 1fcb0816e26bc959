import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import type { Channel, ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, activateTriggers, createConsoleLogger, triggerAnswers } from '@weft/engine';
import type { ActiveTriggers, IRun } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';

const SERVER = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/' };
/** Queues of this file only, so files running in parallel never take each other's messages. */
const PREFIX = `weft-test-rabbitmq-trigger-${randomUUID().slice(0, 8)}`;
const logger = createConsoleLogger('silent');
const credentialsHelper = new MemoryCredentialsHelper({
  rabbitmq: { type: 'rabbitmq', name: 'RabbitMQ', data: SERVER },
  'wrong-password': { type: 'rabbitmq', name: 'Wrong', data: { ...SERVER, password: 'nope' } },
  down: { type: 'rabbitmq', name: 'Down', data: { ...SERVER, port: 1 } },
});
const runner = new WorkflowRunner(builtinNodeTypes, { logger, credentialTypes: builtinCredentialTypes, credentialsHelper });
const services = { credentialTypes: builtinCredentialTypes, credentialsHelper } as never;

const stopAndError: Omit<INode, 'id' | 'position'> = {
  name: 'Then', type: 'n8n-nodes-base.stopAndError', typeVersion: 1, parameters: { errorType: 'errorMessage', errorMessage: 'the run failed' },
};
const deleteFromQueue: Omit<INode, 'id' | 'position'> = {
  name: 'Then', type: 'n8n-nodes-base.rabbitmq', typeVersion: 1.1, parameters: { operation: 'deleteMessage' }, credentials: { rabbitmq: { id: 'rabbitmq', name: 'RabbitMQ' } },
};
const noOp: Omit<INode, 'id' | 'position'> = { name: 'Then', type: 'n8n-nodes-base.noOp', typeVersion: 1, parameters: {} };

function triggerWorkflow(queue: string, options: IDataObject = {}, then = noOp, credential = 'rabbitmq'): IWorkflowBase {
  return {
    id: `rmq-${randomUUID()}`, name: 'RabbitMQ Trigger', active: true, settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: 't', name: 'RabbitMQ Trigger', type: 'n8n-nodes-base.rabbitmqTrigger', typeVersion: 1, position: [0, 0],
        parameters: { queue, options } as never, credentials: { rabbitmq: { id: credential, name: credential } },
      },
      { id: 'n', position: [200, 0], ...then },
    ],
    connections: { 'RabbitMQ Trigger': { main: [[{ node: 'Then', type: 'main', index: 0 }]] } },
  };
}

const triggerOutput = (run: IRun) => run.data.resultData.runData['RabbitMQ Trigger']?.[0]?.data?.main?.[0]?.map((item) => item.json);

/**
 * Activates as the server does: each emission starts a run, tied to what the trigger waits for
 * (`triggerAnswers`). Resolves the runs once `count` have ended.
 */
async function activate(workflow: IWorkflowBase, count: number): Promise<{ active: ActiveTriggers; runs: Promise<IRun[]>; errors: Error[] }> {
  const started: Array<Promise<IRun>> = [];
  const errors: Error[] = [];
  let enough!: () => void;
  const reached = new Promise<void>((resolve) => { enough = resolve; });
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => {
      started.push(runner.run({ workflow, mode: 'trigger', executionId: `rmq-${started.length}`, trigger: event, hooks: triggerAnswers(event).hooks }));
      if (started.length === count) enough();
    },
    onError: (_node, error) => errors.push(error), logger, services,
  });
  return { active, runs: reached.then(() => Promise.all(started.slice(0, count))), errors };
}

let connection: ChannelModel;
let channel: Channel;
const queues: string[] = [];
beforeAll(async () => {
  connection = await connect(SERVER);
  channel = await connection.createChannel();
});
afterAll(async () => {
  for (const queue of queues) await channel.deleteQueue(queue);
  await connection.close();
});

async function queueOf(what: string): Promise<string> {
  const queue = `${PREFIX}-${what}`;
  queues.push(queue);
  await channel.assertQueue(queue, { durable: true });
  return queue;
}
const send = (queue: string, content: string, headers?: IDataObject) => channel.sendToQueue(queue, Buffer.from(content), { headers, contentType: 'application/json' });
const counts = async (queue: string) => {
  const { messageCount, consumerCount } = await channel.checkQueue(queue);
  return { messageCount, consumerCount };
};

describe('RabbitMQ Trigger, activated', () => {
  it('starts a run per message with n8n\'s item, and leaves no consumer when deactivated', async () => {
    const queue = await queueOf('basic');
    const { active, runs, errors } = await activate(triggerWorkflow(queue, { jsonParseBody: true }), 2);
    send(queue, '{"id":1}', { source: 'shop' });
    send(queue, 'not json; drop table x');
    const outputs = (await runs).map(triggerOutput);
    expect(outputs[0]).toEqual([{
      fields: expect.objectContaining({ deliveryTag: 1, redelivered: false, exchange: '', routingKey: queue }) as IDataObject,
      properties: expect.objectContaining({ contentType: 'application/json', headers: { source: 'shop' } }) as IDataObject,
      content: { id: 1 },
    }]);
    expect(outputs[1]?.[0]?.content).toBe('not json; drop table x');
    await active.close();
    expect(errors).toEqual([]);
    expect(await counts(queue)).toEqual({ messageCount: 0, consumerCount: 0 });
  });

  it('outputs only the content, or the content as binary data', async () => {
    const queue = await queueOf('content');
    const only = await activate(triggerWorkflow(queue, { onlyContent: true, jsonParseBody: true }), 1);
    send(queue, '{"total":9.5}');
    expect((await only.runs).map(triggerOutput)).toEqual([[{ total: 9.5 }]]);
    await only.active.close();

    const binary = await activate(triggerWorkflow(queue, { contentIsBinary: true }), 1);
    send(queue, 'raw bytes');
    const [run] = await binary.runs;
    const item = run?.data.resultData.runData['RabbitMQ Trigger']?.[0]?.data?.main?.[0]?.[0];
    expect(item?.json).not.toHaveProperty('content');
    expect(Buffer.from(item?.binary?.data?.data ?? '', 'base64').toString()).toBe('raw bytes');
    await binary.active.close();
  });

  it('binds the queue it declares to the exchanges listed', async () => {
    const exchange = `${PREFIX}-exchange`;
    await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: false });
    const queue = `${PREFIX}-bound`;
    queues.push(queue);
    const { active, runs } = await activate(triggerWorkflow(queue, { durable: false, binding: { bindings: [{ exchange, routingKey: 'orders.#' }] } }), 1);
    channel.publish(exchange, 'orders.eu.created', Buffer.from('via exchange'));
    expect((await runs).map((run) => triggerOutput(run)?.[0]?.content)).toEqual(['via exchange']);
    await active.close();
    await channel.deleteExchange(exchange);
  });
});

describe('RabbitMQ Trigger: when the message leaves the queue', () => {
  it('"Execution Finishes Successfully": a failed run puts the message back', async () => {
    const queue = await queueOf('successfully');
    const { active, runs } = await activate(triggerWorkflow(queue, { acknowledge: 'executionFinishesSuccessfully', parallelMessages: 1 }, stopAndError), 1);
    send(queue, 'fails');
    const [run] = await runs;
    expect(run?.data.resultData.error?.message).toBe('the run failed');
    await active.close();
    expect(await counts(queue)).toEqual({ messageCount: 1, consumerCount: 0 });
  });

  it('"Execution Finishes": a failed run still takes the message off the queue', async () => {
    const queue = await queueOf('finishes');
    const { active, runs } = await activate(triggerWorkflow(queue, { acknowledge: 'executionFinishes' }, stopAndError), 1);
    send(queue, 'fails');
    expect((await runs)[0]?.data.resultData.error?.message).toBe('the run failed');
    await active.close();
    expect(await counts(queue)).toEqual({ messageCount: 0, consumerCount: 0 });
  });

  it('"Specified Later in Workflow": the RabbitMQ node\'s Delete From Queue takes it off; without it, it stays', async () => {
    const deleted = await queueOf('later-deleted');
    const withDelete = await activate(triggerWorkflow(deleted, { acknowledge: 'laterMessageNode' }, deleteFromQueue), 1);
    send(deleted, 'handled');
    expect((await withDelete.runs)[0]?.data.resultData.error).toBeUndefined();
    await withDelete.active.close();
    expect(await counts(deleted)).toEqual({ messageCount: 0, consumerCount: 0 });

    const kept = await queueOf('later-kept');
    const withoutDelete = await activate(triggerWorkflow(kept, { acknowledge: 'laterMessageNode' }), 1);
    send(kept, 'not handled');
    await withoutDelete.runs;
    await withoutDelete.active.close();
    expect(await counts(kept)).toEqual({ messageCount: 1, consumerCount: 0 });
  });

  it('with a Parallel Message Processing Limit of 1, leaves the next message on the queue until the run before ended', async () => {
    const queue = await queueOf('one-at-a-time');
    const workflow = triggerWorkflow(queue, { acknowledge: 'executionFinishes', parallelMessages: 1, jsonParseBody: true });
    const started: Array<Promise<IRun>> = [];
    // The first run's end is held back until the queue has been looked at.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let firstEmitted!: () => void;
    const first = new Promise<void>((resolve) => { firstEmitted = resolve; });
    let secondEmitted!: () => void;
    const second = new Promise<void>((resolve) => { secondEmitted = resolve; });
    const active = await activateTriggers(workflow, builtinNodeTypes, {
      onEmit: (event) => {
        const { hooks } = triggerAnswers(event);
        const held = { ...hooks, workflowExecuteAfter: async (run: IRun) => { await gate; await hooks.workflowExecuteAfter?.(run); } };
        started.push(runner.run({ workflow, mode: 'trigger', executionId: `rmq-limit-${started.length}`, trigger: event, hooks: held }));
        (started.length === 1 ? firstEmitted : secondEmitted)();
      },
      onError: () => undefined, logger, services,
    });
    // Confirmed, both messages are in the queue before it is looked at.
    const confirming = await connection.createConfirmChannel();
    confirming.sendToQueue(queue, Buffer.from('{"n":1}'));
    confirming.sendToQueue(queue, Buffer.from('{"n":2}'));
    await confirming.waitForConfirms();
    await confirming.close();
    await first;
    expect(started).toHaveLength(1);
    expect((await counts(queue)).messageCount).toBe(1);
    open();
    await second;
    const runs = await Promise.all(started);
    await active.close();
    expect(runs.map((run) => (triggerOutput(run)?.[0]?.content as IDataObject).n)).toEqual([1, 2]);
    expect(await counts(queue)).toEqual({ messageCount: 0, consumerCount: 0 });
  });

  it('refuses a parallel limit that is not a positive whole number or -1', async () => {
    const queue = await queueOf('limit');
    await expect(activate(triggerWorkflow(queue, { acknowledge: 'executionFinishes', parallelMessages: 0 }), 1))
      .rejects.toThrow('Parallel Message Processing Limit must be a whole number above zero, or -1 for no limit');
  });
});

describe('RabbitMQ Trigger: connection errors', () => {
  it('refuses to activate with a wrong password or a server that is down, saying which', async () => {
    const queue = await queueOf('errors');
    await expect(activate(triggerWorkflow(queue, {}, noOp, 'wrong-password'), 1)).rejects.toThrow(/RabbitMQ refused the credential's user or password: .*ACCESS_REFUSED/);
    await expect(activate(triggerWorkflow(queue, {}, noOp, 'down'), 1)).rejects.toThrow('Could not connect to RabbitMQ at 127.0.0.1:1: the connection was refused. Check the hostname and port of the credential.');
  });

  it('names the queue that does not exist when Assert Queue is off', async () => {
    await expect(activate(triggerWorkflow(`${PREFIX}-missing`, { assertQueue: false }), 1)).rejects.toThrow(/RabbitMQ refused the queue ".*-missing": .*NOT_FOUND/);
  });
});

describe('RabbitMQ Trigger, tested in the editor', () => {
  it('takes one message (waiting or arriving) as the run\'s output', async () => {
    const queue = await queueOf('manual');
    send(queue, 'waiting');
    const workflow = { ...triggerWorkflow(queue), active: false };
    const first = await runner.run({ workflow, mode: 'manual', executionId: 'rmq-manual-1' });
    expect(triggerOutput(first)?.[0]?.content).toBe('waiting');

    const second = runner.run({ workflow, mode: 'manual', executionId: 'rmq-manual-2' });
    for (let consumers = 0; consumers === 0;) ({ consumerCount: consumers } = await channel.checkQueue(queue));
    send(queue, 'arriving');
    expect(triggerOutput(await second)?.[0]?.content).toBe('arriving');
    expect(await counts(queue)).toEqual({ messageCount: 0, consumerCount: 0 });
  });
});
