import { randomUUID } from 'node:crypto';
import { connect } from 'amqplib';
import type { Channel, ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

const SERVER = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/' };
/** Queues and exchanges of this file only, so files running in parallel never see each other's messages. */
const PREFIX = `weft-test-rabbitmq-${randomUUID().slice(0, 8)}`;
const name = (what: string) => `${PREFIX}-${what}`;

const { run } = serviceRunner({
  rabbitmq: { type: 'rabbitmq', data: SERVER },
  'wrong-password': { type: 'rabbitmq', data: { ...SERVER, password: 'not-the-password' } },
  'server-down': { type: 'rabbitmq', data: { ...SERVER, port: 1 } },
});
const rabbitNode = (version: number, parameters: IDataObject, options: { input?: IDataObject[]; uses?: string } = {}) => run({
  type: 'n8n-nodes-base.rabbitmq', typeVersion: version, parameters, uses: { rabbitmq: options.uses ?? 'rabbitmq' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
});

let connection: ChannelModel;
let channel: Channel;
const made: { queues: string[]; exchanges: string[] } = { queues: [], exchanges: [] };
beforeAll(async () => {
  connection = await connect(SERVER);
  channel = await connection.createChannel();
});
afterAll(async () => {
  for (const queue of made.queues) await channel.deleteQueue(queue);
  for (const exchange of made.exchanges) await channel.deleteExchange(exchange);
  await connection.close();
});

/** A queue of this test, bound to an exchange when given (deleted after the file). */
async function queueOf(what: string, binding?: { exchange: string; pattern?: string; headers?: IDataObject }): Promise<string> {
  const queue = name(what);
  made.queues.push(queue);
  await channel.assertQueue(queue, { durable: false });
  if (binding) await channel.bindQueue(queue, binding.exchange, binding.pattern ?? '', binding.headers);
  return queue;
}

async function exchangeOf(what: string, type: string): Promise<string> {
  const exchange = name(what);
  made.exchanges.push(exchange);
  await channel.assertExchange(exchange, type, { durable: true });
  return exchange;
}

/** Every message waiting in the queue, taken off it. */
async function drain(queue: string): Promise<Array<{ content: string; headers: IDataObject; properties: IDataObject; routingKey: string }>> {
  const messages = [];
  for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
    messages.push({ content: message.content.toString(), headers: message.properties.headers as IDataObject, properties: message.properties as unknown as IDataObject, routingKey: message.fields.routingKey });
  }
  return messages;
}

describe.each([1, 1.1])('RabbitMQ node, version %s: send to a queue', (version) => {
  it('sends each item as JSON to the queue (declared when missing) and outputs success per item', async () => {
    const queue = name(`json-${version}`);
    made.queues.push(queue);
    const result = await rabbitNode(version, { operation: 'sendMessage', mode: 'queue', queue, options: { durable: false } }, { input: [{ id: 1, text: "x'; drop" }, { id: 2 }] });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ success: true }, { success: true }]);
    expect((await drain(queue)).map((message) => message.content)).toEqual(['{"id":1,"text":"x\'; drop"}', '{"id":2}']);
  });

  it('sends the Message with headers and publish arguments per item', async () => {
    const queue = await queueOf(`message-${version}`);
    const result = await rabbitNode(version, {
      mode: 'queue', queue, sendInputData: false, message: '={{ "order " + $json.id }}',
      options: {
        durable: false,
        headers: { header: [{ key: 'source', value: '={{ "shop-" + $json.id }}' }] },
        arguments: { argument: [{ key: 'priority', value: '5' }, { key: 'contentType', value: 'text/plain' }, { key: 'persistent', value: 'true' }] },
      },
    }, { input: [{ id: 7 }, { id: 8 }] });
    expect(result.json).toEqual([{ success: true }, { success: true }]);
    const messages = await drain(queue);
    expect(messages.map(({ content, headers }) => ({ content, headers }))).toEqual([
      { content: 'order 7', headers: { source: 'shop-7' } },
      { content: 'order 8', headers: { source: 'shop-8' } },
    ]);
    expect(messages[0]?.properties).toMatchObject({ priority: 5, contentType: 'text/plain', deliveryMode: 2 });
  });

  it('names the option that does not match an existing queue', async () => {
    const queue = await queueOf(`not-durable-${version}`);
    const result = await rabbitNode(version, { mode: 'queue', queue, options: { durable: true } });
    expect(result.error?.message).toMatch(/RabbitMQ refused the declaration: .*PRECONDITION_FAILED.*durable/);
  });

  it('asks for the queue name when it is empty', async () => {
    const result = await rabbitNode(version, { mode: 'queue', queue: ' ' });
    expect(result.error?.message).toBe('Queue / Topic: give the name of the queue to send to');
  });
});

describe.each([1, 1.1])('RabbitMQ node, version %s: send to an exchange', (version) => {
  it('fanout reaches every bound queue', async () => {
    const exchange = await exchangeOf(`fanout-${version}`, 'fanout');
    const [a, b] = [await queueOf(`fan-a-${version}`, { exchange }), await queueOf(`fan-b-${version}`, { exchange })];
    const result = await rabbitNode(version, { mode: 'exchange', exchange, exchangeType: 'fanout', routingKey: '' }, { input: [{ n: 1 }] });
    expect(result.json).toEqual([{ success: true }]);
    expect((await drain(a as string)).map((m) => m.content)).toEqual(['{"n":1}']);
    expect((await drain(b as string)).map((m) => m.content)).toEqual(['{"n":1}']);
  });

  it('direct and topic route by the routing key', async () => {
    const direct = await exchangeOf(`direct-${version}`, 'direct');
    const eu = await queueOf(`direct-eu-${version}`, { exchange: direct, pattern: 'eu' });
    const us = await queueOf(`direct-us-${version}`, { exchange: direct, pattern: 'us' });
    await rabbitNode(version, { mode: 'exchange', exchange: direct, exchangeType: 'direct', routingKey: 'eu' });
    expect(await drain(eu)).toHaveLength(1);
    expect(await drain(us)).toHaveLength(0);

    const topic = await exchangeOf(`topic-${version}`, 'topic');
    const orders = await queueOf(`topic-orders-${version}`, { exchange: topic, pattern: 'orders.*' });
    await rabbitNode(version, { mode: 'exchange', exchange: topic, exchangeType: 'topic', routingKey: 'orders.created' });
    await rabbitNode(version, { mode: 'exchange', exchange: topic, exchangeType: 'topic', routingKey: 'users.created' });
    expect((await drain(orders)).map((m) => m.routingKey)).toEqual(['orders.created']);
  });

  it('headers exchanges route by the message headers', async () => {
    const exchange = await exchangeOf(`headers-${version}`, 'headers');
    const red = await queueOf(`headers-red-${version}`, { exchange, headers: { 'x-match': 'all', colour: 'red' } });
    const send = (colour: string) => rabbitNode(version, {
      mode: 'exchange', exchange, exchangeType: 'headers', options: { headers: { header: [{ key: 'colour', value: colour }] } },
    }, { input: [{ colour }] });
    await send('red');
    await send('blue');
    expect((await drain(red)).map((m) => m.content)).toEqual(['{"colour":"red"}']);
  });

  it('declares the exchange with an alternate exchange that takes what it cannot route', async () => {
    const alternate = await exchangeOf(`alternate-${version}`, 'fanout');
    const unrouted = await queueOf(`unrouted-${version}`, { exchange: alternate });
    const exchange = name(`with-alternate-${version}`);
    made.exchanges.push(exchange);
    await rabbitNode(version, { mode: 'exchange', exchange, exchangeType: 'direct', routingKey: 'nobody', options: { alternateExchange: alternate } });
    expect((await drain(unrouted)).map((m) => m.content)).toEqual(['{}']);
  });
});

describe('RabbitMQ node: Delete From Queue', () => {
  it('passes its items on (the trigger it answers is tested with the RabbitMQ Trigger)', async () => {
    const result = await rabbitNode(1.1, { operation: 'deleteMessage' }, { input: [{ id: 1 }] });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ id: 1 }]);
  });
});

describe('RabbitMQ node: connection errors', () => {
  it('says the user or password was refused', async () => {
    const result = await rabbitNode(1.1, { mode: 'queue', queue: name('never') }, { uses: 'wrong-password' });
    expect(result.error?.message).toMatch(/^RabbitMQ refused the credential's user or password: .*ACCESS_REFUSED/);
  });

  it('says the server could not be reached', async () => {
    const result = await rabbitNode(1, { mode: 'queue', queue: name('never') }, { uses: 'server-down' });
    expect(result.error?.message).toBe('Could not connect to RabbitMQ at 127.0.0.1:1: the connection was refused. Check the hostname and port of the credential.');
  });

  it('tests a credential from the dialog by connecting', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.rabbitmq', 1.1)?.methods?.credentialTest?.rabbitmqConnectionTest;
    if (!test) throw new Error('the RabbitMQ node has no connection test');
    expect(await test({ id: '', name: 'r', type: 'rabbitmq', data: SERVER })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test({ id: '', name: 'r', type: 'rabbitmq', data: { ...SERVER, password: 'nope' } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/ACCESS_REFUSED/) });
    expect(await test({ id: '', name: 'r', type: 'rabbitmq', data: { ...SERVER, port: 1 } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
  });
});
