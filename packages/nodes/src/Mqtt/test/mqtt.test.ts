import { randomUUID } from 'node:crypto';
import { connectAsync } from 'mqtt';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

const SERVER = { protocol: 'mqtt', host: '127.0.0.1', port: 1883, clean: true };
/** Topics of this file only, so files running in parallel never receive each other's messages. */
const PREFIX = `weft-test/mqtt/${randomUUID().slice(0, 8)}`;

const { run } = serviceRunner({
  mqtt: { type: 'mqtt', data: SERVER },
  'server-down': { type: 'mqtt', data: { ...SERVER, port: 1 } },
});
const mqttNode = (parameters: IDataObject, options: { input?: IDataObject[]; uses?: string } = {}) => run({
  type: 'n8n-nodes-base.mqtt', typeVersion: 1, parameters, uses: { mqtt: options.uses ?? 'mqtt' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
});

let listener: MqttClient;
const retained: string[] = [];
beforeAll(async () => {
  listener = await connectAsync({ host: SERVER.host, port: SERVER.port });
});
afterAll(async () => {
  // An empty retained message removes the one the broker kept.
  for (const topic of retained) await listener.publishAsync(topic, '', { retain: true, qos: 1 });
  await listener.endAsync();
});

/** Subscribes, then collects `count` messages of the topic with their QoS and retain flags. */
async function collect(topic: string, count: number, action: () => Promise<unknown>) {
  const messages: Array<{ payload: string; qos: number; retain: boolean }> = [];
  let all!: () => void;
  const done = new Promise<void>((resolve) => { all = resolve; });
  const onMessage = (received: string, payload: Buffer, packet: { qos: number; retain: boolean }) => {
    if (received !== topic) return;
    messages.push({ payload: payload.toString(), qos: packet.qos, retain: packet.retain });
    if (messages.length === count) all();
  };
  listener.on('message', onMessage);
  await listener.subscribeAsync(topic, { qos: 2 });
  const result = await action();
  await done;
  listener.off('message', onMessage);
  await listener.unsubscribeAsync(topic);
  return { messages, result };
}

describe('MQTT node', () => {
  it('publishes each item as JSON and passes the items on', async () => {
    const topic = `${PREFIX}/json`;
    const { messages, result } = await collect(topic, 2, () => mqttNode({ topic, options: { qos: 1 } }, { input: [{ id: 1, text: "x'; drop" }, { id: 2 }] }));
    expect(messages).toEqual([
      { payload: '{"id":1,"text":"x\'; drop"}', qos: 1, retain: false },
      { payload: '{"id":2}', qos: 1, retain: false },
    ]);
    expect((result as { json: IDataObject[] }).json).toEqual([{ id: 1, text: "x'; drop" }, { id: 2 }]);
  });

  it('publishes the Message per item, to a topic per item, at QoS 2', async () => {
    const topic = `${PREFIX}/message`;
    const { messages } = await collect(topic, 2, () => mqttNode(
      { topic: `={{ "${topic}" }}`, sendInputData: false, message: '={{ "reading " + $json.value }}', options: { qos: 2 } },
      { input: [{ value: 20.5 }, { value: 21 }] },
    ));
    expect(messages).toEqual([{ payload: 'reading 20.5', qos: 2, retain: false }, { payload: 'reading 21', qos: 2, retain: false }]);
  });

  it('retains the message for a later subscriber when Retain is on', async () => {
    const topic = `${PREFIX}/retained`;
    retained.push(topic);
    const result = await mqttNode({ topic, sendInputData: false, message: 'last known', options: { retain: true, qos: 1 } });
    expect(result.error).toBeUndefined();
    const { messages } = await collect(topic, 1, async () => undefined);
    expect(messages).toEqual([{ payload: 'last known', qos: 1, retain: true }]);
  });

  it('refuses a topic with a wildcard, naming it', async () => {
    const result = await mqttNode({ topic: `${PREFIX}/+/x` });
    expect(result.error?.message).toBe(`Topic: "${PREFIX}/+/x" has a wildcard (+ or #), which only subscriptions may use`);
  });

  it('says the broker could not be reached', async () => {
    const result = await mqttNode({ topic: `${PREFIX}/never` }, { uses: 'server-down' });
    expect(result.error?.message).toBe('Could not connect to the MQTT broker at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
  });

  it('tests a credential from the dialog by connecting', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.mqtt', 1)?.methods?.credentialTest?.mqttConnectionTest;
    if (!test) throw new Error('the MQTT node has no connection test');
    expect(await test({ id: '', name: 'm', type: 'mqtt', data: SERVER })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test({ id: '', name: 'm', type: 'mqtt', data: { ...SERVER, port: 1 } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
  });
});
