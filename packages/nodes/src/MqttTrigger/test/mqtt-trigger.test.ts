import { randomUUID } from 'node:crypto';
import { connectAsync } from 'mqtt';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, activateTriggers, createConsoleLogger, triggerAnswers } from '@weft/engine';
import type { ActiveTriggers, IRun } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { parseTopics } from '../mqtt-topics.js';

const SERVER = { protocol: 'mqtt', host: '127.0.0.1', port: 1883, clean: true };
/** Topics of this file only, so files running in parallel never receive each other's messages. */
const PREFIX = `weft-test/mqtt-trigger/${randomUUID().slice(0, 8)}`;
const logger = createConsoleLogger('silent');
const credentialsHelper = new MemoryCredentialsHelper({
  mqtt: { type: 'mqtt', name: 'MQTT', data: SERVER },
  down: { type: 'mqtt', name: 'Down', data: { ...SERVER, port: 1 } },
});
const runner = new WorkflowRunner(builtinNodeTypes, { logger, credentialTypes: builtinCredentialTypes, credentialsHelper });
const services = { credentialTypes: builtinCredentialTypes, credentialsHelper } as never;

function triggerWorkflow(topics: string, options: IDataObject = {}, credential = 'mqtt'): IWorkflowBase {
  return {
    id: `mqtt-${randomUUID()}`, name: 'MQTT Trigger', active: true, settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: 't', name: 'MQTT Trigger', type: 'n8n-nodes-base.mqttTrigger', typeVersion: 1, position: [0, 0],
        parameters: { topics, options } as never, credentials: { mqtt: { id: credential, name: credential } },
      },
      { id: 'n', name: 'Received', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    ],
    connections: { 'MQTT Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
  };
}

const received = (run: IRun) => run.data.resultData.runData.Received?.[0]?.data?.main?.[0]?.map((item) => item.json);

/** Activates as the server does; resolves the runs once `count` have ended. */
async function activate(workflow: IWorkflowBase, count: number): Promise<{ active: ActiveTriggers; runs: Promise<IRun[]>; errors: Error[]; emitted(): number }> {
  const started: Array<Promise<IRun>> = [];
  const errors: Error[] = [];
  let enough!: () => void;
  const reached = new Promise<void>((resolve) => { enough = resolve; });
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => {
      started.push(runner.run({ workflow, mode: 'trigger', executionId: `mqtt-${started.length}`, trigger: event, hooks: triggerAnswers(event).hooks }));
      if (started.length === count) enough();
    },
    onError: (_node, error) => errors.push(error), logger, services,
  });
  return { active, runs: reached.then(() => Promise.all(started.slice(0, count))), errors, emitted: () => started.length };
}

let publisher: MqttClient;
beforeAll(async () => {
  publisher = await connectAsync({ host: SERVER.host, port: SERVER.port });
});
afterAll(async () => {
  await publisher.endAsync();
});

describe('MQTT Trigger, activated', () => {
  it('starts a run per message on its topics (with + and # wildcards) and stops when deactivated', async () => {
    const { active, runs, errors, emitted } = await activate(triggerWorkflow(`${PREFIX}/orders:1, ${PREFIX}/sensors/+/temp, ${PREFIX}/audit/#:2`, { jsonParseBody: true }), 3);
    await publisher.publishAsync(`${PREFIX}/orders`, '{"id":1,"total":9.5}', { qos: 1 });
    await publisher.publishAsync(`${PREFIX}/sensors/kitchen/temp`, '21.5');
    await publisher.publishAsync(`${PREFIX}/sensors/kitchen/humidity`, 'not subscribed');
    await publisher.publishAsync(`${PREFIX}/audit/eu/login`, "not json; drop table x; --", { qos: 2 });
    const outputs = (await runs).map(received);
    expect(outputs).toEqual(expect.arrayContaining([
      [{ message: { id: 1, total: 9.5 }, topic: `${PREFIX}/orders` }],
      [{ message: 21.5, topic: `${PREFIX}/sensors/kitchen/temp` }],
      [{ message: 'not json; drop table x; --', topic: `${PREFIX}/audit/eu/login` }],
    ]));
    expect(outputs).toHaveLength(3);
    await active.close();
    expect(errors).toEqual([]);

    // Deactivated: a message published now starts nothing; a second trigger proves it was sent.
    const { active: probe, runs: probeRuns } = await activate(triggerWorkflow(`${PREFIX}/orders`), 1);
    await publisher.publishAsync(`${PREFIX}/orders`, 'after', { qos: 1 });
    expect((await probeRuns).map(received)).toEqual([[{ message: 'after', topic: `${PREFIX}/orders` }]]);
    await probe.close();
    expect(emitted()).toBe(3);
  });

  it('outputs only the message with Only Message, runs one at a time without Parallel Processing', async () => {
    const { active, runs } = await activate(triggerWorkflow(`${PREFIX}/only`, { onlyMessage: true, jsonParseBody: true, parallelProcessing: false }), 2);
    await publisher.publishAsync(`${PREFIX}/only`, '{"id":2}', { qos: 1 });
    await publisher.publishAsync(`${PREFIX}/only`, 'plain text', { qos: 1 });
    expect((await runs).map(received)).toEqual([[{ id: 2 }], [{ message: 'plain text' }]]);
    await active.close();
  });

  it('refuses to activate when the broker is down, naming the address, or without topics', async () => {
    await expect(activate(triggerWorkflow(`${PREFIX}/x`, {}, 'down'), 1))
      .rejects.toThrow('Could not connect to the MQTT broker at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
    await expect(activate(triggerWorkflow(' , '), 1)).rejects.toThrow('Topics: give at least one topic to subscribe to');
  });
});

describe('MQTT Trigger, tested in the editor', () => {
  it('waits for the first message and outputs it as the run\'s data', async () => {
    const topic = `${PREFIX}/manual`;
    const workflow = { ...triggerWorkflow(topic), active: false };
    const run = runner.run({ workflow, mode: 'manual', executionId: 'mqtt-manual' });
    // The broker keeps a retained message for the subscription the test run is about to make.
    await publisher.publishAsync(topic, 'hello', { retain: true, qos: 1 });
    expect(received(await run)).toEqual([{ message: 'hello', topic }]);
    await publisher.publishAsync(topic, '', { retain: true, qos: 1 });
  });
});

describe('Topics parameter', () => {
  it('reads a QoS per topic, 0 when absent or out of range', () => {
    expect(parseTopics('a/b:1, c/+/d ,e/#:2,f:7,:1')).toEqual({ 'a/b': { qos: 1 }, 'c/+/d': { qos: 0 }, 'e/#': { qos: 2 }, f: { qos: 0 } });
  });
});
