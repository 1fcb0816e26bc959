import { randomUUID } from 'node:crypto';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { afterAll, beforeAll } from 'vitest';
import type { Producer } from 'kafkajs';
import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, activateTriggers, createConsoleLogger, triggerAnswers } from '@weft/engine';
import type { ActiveTriggers, IRun } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { kafkaBrokers } from '../../test-support/kafka-broker.js';

/*
 * What the Kafka Trigger tests share: a workflow of the trigger and one node after it, activated as the
 * server activates it (each emission a run, its answers tied to the run), and a producer feeding the topic.
 */

export const brokers = kafkaBrokers();
const plain = { clientId: 'weft-test', brokers, ssl: false, authentication: false };
const logger = createConsoleLogger('silent');
const credentialsHelper = new MemoryCredentialsHelper({
  kafka: { type: 'kafka', name: 'Kafka', data: plain },
  down: { type: 'kafka', name: 'Down', data: { ...plain, brokers: '127.0.0.1:1' } },
  sasl: { type: 'kafka', name: 'SASL', data: { ...plain, authentication: true, username: 'weft', password: 'secret', saslMechanism: 'plain' } },
});
export const runner = new WorkflowRunner(builtinNodeTypes, { logger, credentialTypes: builtinCredentialTypes, credentialsHelper });
const services = { credentialTypes: builtinCredentialTypes, credentialsHelper } as never;

type Then = Omit<INode, 'id' | 'position'>;
export const noOp: Then = { name: 'Then', type: 'n8n-nodes-base.noOp', typeVersion: 1, parameters: {} };
/** A run that takes a second: a trigger that did not wait for it would start the next run before it ends. */
export const waitASecond: Then = { name: 'Then', type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: { resume: 'timeInterval', amount: 1, unit: 'seconds' } };
export const stopAndError: Then = {
  name: 'Then', type: 'n8n-nodes-base.stopAndError', typeVersion: 1, parameters: { errorType: 'errorMessage', errorMessage: 'the run failed' },
};

export interface TriggerSpec { version: number; topic: string; groupId?: string; parameters?: IDataObject; options?: IDataObject; then?: Then; credential?: string }

export function triggerWorkflow(spec: TriggerSpec): IWorkflowBase {
  return {
    id: `kafka-${randomUUID()}`, name: 'Kafka Trigger', active: true, settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: 't', name: 'Kafka Trigger', type: 'n8n-nodes-base.kafkaTrigger', typeVersion: spec.version, position: [0, 0],
        parameters: { topic: spec.topic, groupId: spec.groupId ?? `weft-test-${randomUUID()}`, ...spec.parameters, options: spec.options ?? {} } as never,
        credentials: { kafka: { id: spec.credential ?? 'kafka', name: spec.credential ?? 'kafka' } },
      },
      { id: 'n', position: [200, 0], ...(spec.then ?? noOp) },
    ],
    connections: { 'Kafka Trigger': { main: [[{ node: 'Then', type: 'main', index: 0 }]] } },
  };
}

export const triggerItems = (run: IRun | undefined): INodeExecutionData[] => run?.data.resultData.runData['Kafka Trigger']?.[0]?.data?.main?.[0] ?? [];
export const triggerOutput = (run: IRun | undefined) => triggerItems(run).map((item) => item.json);

export interface Activation {
  active: ActiveTriggers;
  /** The first `count` runs, once they have ended. */
  runs(count: number): Promise<IRun[]>;
  /** Per emission after the first: whether every run started before it had already ended. */
  earlierRunsEnded: boolean[];
  errors: Error[];
}

/** Activates the workflow; each emission starts a run tied to what the trigger waits for (`triggerAnswers`). */
export async function activate(workflow: IWorkflowBase): Promise<Activation> {
  const started: Array<Promise<IRun>> = [];
  const ended: boolean[] = [];
  const earlierRunsEnded: boolean[] = [];
  const errors: Error[] = [];
  const wake: Array<() => void> = [];
  const active = await activateTriggers(workflow, builtinNodeTypes, {
    onEmit: (event) => {
      if (started.length > 0) earlierRunsEnded.push(ended.every(Boolean));
      const index = started.length;
      ended.push(false);
      const answers = triggerAnswers(event);
      const run = runner.run({ workflow, mode: 'trigger', executionId: `kafka-${index}`, trigger: event, hooks: answers.hooks });
      void run.finally(() => { ended[index] = true; }).catch((error: Error) => answers.fail(error));
      started.push(run);
      for (const notify of wake.splice(0)) notify();
    },
    onError: (_node, error) => errors.push(error), logger, services,
  });
  return {
    active, earlierRunsEnded, errors,
    async runs(count) {
      while (started.length < count) await new Promise<void>((resolve) => wake.push(resolve));
      return Promise.all(started.slice(0, count));
    },
  };
}

type Sendable = string | Buffer | { value: string | Buffer; headers?: Record<string, string>; key?: string };

/** The topic names of one test file: files run in parallel against the one broker of the run. */
export function topicsOf(file: string): { prefix: string; topic(name: string): string } {
  const prefix = `weft-kafka-${file}-${randomUUID().slice(0, 8)}`;
  return { prefix, topic: (name) => `${prefix}-${name}` };
}

/** The test file's producer: connected before its tests, disconnected after them. */
export function fileProducer(): { send(topic: string, ...messages: Sendable[]): Promise<void> } {
  let producer: Awaited<ReturnType<typeof testProducer>> | undefined;
  beforeAll(async () => {
    producer = await testProducer();
  });
  afterAll(async () => {
    await producer?.producer.disconnect();
  });
  return { send: async (topic, ...messages) => producer!.send(topic, ...messages) };
}

/** A producer writing to partition 0, so that the messages arrive in the order sent. */
async function testProducer(): Promise<{ producer: Producer; send(topic: string, ...messages: Sendable[]): Promise<void> }> {
  const producer = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  return {
    producer,
    async send(topic, ...messages) {
      await producer.send({
        topic, acks: 1,
        messages: messages.map((message) => (typeof message === 'string' || Buffer.isBuffer(message) ? { value: message, partition: 0 } : { ...message, partition: 0 })),
      });
    },
  };
}

/** A plain consumer of the group: the partitions it gets once it has joined (all of them when no one else is in the group). */
export async function joinGroup(groupId: string, topic: string): Promise<number[]> {
  const consumer = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING }).consumer({ groupId, maxWaitTimeInMs: 100 });
  await consumer.connect();
  await consumer.subscribe({ topic });
  const joined = new Promise<number[]>((resolve) => consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => resolve(payload.memberAssignment[topic] ?? [])));
  await consumer.run({ eachMessage: async () => undefined });
  const partitions = await joined;
  await consumer.disconnect();
  return [...partitions].sort();
}

/** The offset the group committed on partition 0 of the topic ('-1': none). */
export async function committedOffset(groupId: string, topic: string): Promise<string | undefined> {
  const admin = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] });
    return offsets?.partitions.find((partition) => partition.partition === 0)?.offset;
  } finally {
    await admin.disconnect();
  }
}
