import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import type { Channel, ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowCreateBody, WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();
const SERVER = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/' };
/** Queues of this file only, so files running in parallel never take each other's messages. */
const PREFIX = `weft-api-rabbitmq-${randomUUID().slice(0, 8)}`;
type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

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

/** An active workflow: a RabbitMQ Trigger on a queue of its own, then `then`. */
async function activeWorkflow(acknowledge: string, then: Omit<Node, 'id' | 'position' | 'name'>): Promise<{ id: string; queue: string }> {
  const queue = `${PREFIX}-${acknowledge}`;
  queues.push(queue);
  const credential = (await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'RabbitMQ', type: 'rabbitmq', data: SERVER })).body.data.id;
  const credentials = { rabbitmq: { id: credential, name: 'RabbitMQ' } };
  const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', {
    name: `Queue ${acknowledge}`, settings: { executionOrder: 'v1' }, connections: { Queue: { main: [[{ node: 'Then', type: 'main', index: 0 }]] } },
    nodes: [
      { id: randomUUID(), name: 'Queue', type: 'n8n-nodes-base.rabbitmqTrigger', typeVersion: 1, position: [0, 0], parameters: { queue, options: { acknowledge } }, credentials },
      { id: randomUUID(), name: 'Then', position: [200, 0], credentials, ...then },
    ],
  });
  expect(created.status).toBe(200);
  const activated = await server.rest('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status).toBe(200);
  return { id: created.body.data.id, queue };
}

/** Sends a message, waits for its execution to be stored, deactivates; the queue as it is left. */
async function runOnce(workflow: { id: string; queue: string }): Promise<{ status: string; messageCount: number; consumerCount: number }> {
  channel.sendToQueue(workflow.queue, Buffer.from('{"order":1}'));
  while (await server.count('execution_entity') < 1) await new Promise((resolve) => setTimeout(resolve, 20));
  // Deactivation first: a requeued message would start run after run until the consumer is gone.
  expect((await server.rest('PATCH', `/workflows/${workflow.id}`, { active: false })).status).toBe(200);
  await server.services.activeExecutions.whenIdle();
  const executions = (await server.rest<{ data: { results: Array<{ status: string }> } }>('GET', '/executions')).body.data.results;
  const { messageCount, consumerCount } = await channel.checkQueue(workflow.queue);
  return { status: executions[executions.length - 1]?.status ?? 'none', messageCount, consumerCount };
}

describe('RabbitMQ Trigger of an active workflow', () => {
  it('puts the message of a failed run back on the queue ("Execution Finishes Successfully")', async () => {
    const workflow = await activeWorkflow('executionFinishesSuccessfully', {
      type: 'n8n-nodes-base.stopAndError', typeVersion: 1, parameters: { errorType: 'errorMessage', errorMessage: 'refused' },
    });
    expect(await runOnce(workflow)).toMatchObject({ status: 'error', messageCount: 1, consumerCount: 0 });
  });

  it('takes the message off when the RabbitMQ node deletes it from the queue', async () => {
    const workflow = await activeWorkflow('laterMessageNode', { type: 'n8n-nodes-base.rabbitmq', typeVersion: 1.1, parameters: { operation: 'deleteMessage' } });
    expect(await runOnce(workflow)).toEqual({ status: 'success', messageCount: 0, consumerCount: 0 });
  });
});
