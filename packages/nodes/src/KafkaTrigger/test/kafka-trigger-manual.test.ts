import { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSchema, startSchemaRegistryStandIn } from '../../test-support/schema-registry-stand-in.js';
import type { SchemaRegistryStandIn } from '../../test-support/schema-registry-stand-in.js';
import { activate, brokers, fileProducer, runner, topicsOf, triggerOutput, triggerWorkflow } from './trigger-harness.js';

const { prefix: PREFIX, topic } = topicsOf('manual');
const producer = fileProducer();
let registry: SchemaRegistryStandIn;
beforeAll(async () => {
  registry = await startSchemaRegistryStandIn();
});
afterAll(async () => {
  await registry?.close();
});

describe('Kafka Trigger: listening for a test event', () => {
  it('outputs the next message that arrives, then stops listening', async () => {
    await producer.send(topic('manual'), 'already there');
    const workflow = { ...triggerWorkflow({ version: 1.3, topic: topic('manual') }), active: false };
    const run = runner.run({ workflow, mode: 'manual', executionId: 'kafka-manual' });
    // The consumer starts at the next message once it has joined its group: messages keep coming until one is taken.
    let sent = 0;
    const sending = setInterval(() => { void producer.send(topic('manual'), `test event ${sent++}`); }, 300);
    const result = await run.finally(() => clearInterval(sending));
    expect(result.data.resultData.error).toBeUndefined();
    expect(triggerOutput(result)).toEqual([{ message: expect.stringMatching(/^test event \d+$/) as string, topic: topic('manual') }]);
  });
});

describe('Kafka Trigger: Confluent Schema Registry', () => {
  it('decodes messages in the registry\'s wire format; a message without it passes as received', async () => {
    const schema = { type: 'record', name: 'Payment', fields: [{ name: 'id', type: 'string' }, { name: 'cents', type: 'long' }] };
    const id = await registerSchema(registry.origin, `${PREFIX}-payment-value`, schema);
    const encoded = await new SchemaRegistry({ host: registry.origin }).encode(id, { id: 'p-1', cents: 1250 });
    await producer.send(topic('avro'), encoded, 'plain text');
    const { active, runs } = await activate(triggerWorkflow({
      version: 1.3, topic: topic('avro'), parameters: { useSchemaRegistry: true, schemaRegistryUrl: registry.origin }, options: { fromBeginning: true },
    }));
    expect((await runs(2)).map(triggerOutput)).toEqual([
      [{ message: { id: 'p-1', cents: 1250 }, topic: topic('avro') }],
      [{ message: 'plain text', topic: topic('avro') }],
    ]);
    await active.close();
    expect(registry.requests).toContain(`GET /schemas/ids/${id}`);
  });
});

describe('Kafka Trigger: activation errors', () => {
  it('a broker that is down fails the activation naming the address', async () => {
    await expect(activate(triggerWorkflow({ version: 1.3, topic: topic('down'), credential: 'down' }))).rejects.toThrow(
      'There was a problem activating the trigger "Kafka Trigger": Could not connect to Kafka at 127.0.0.1:1: the connection was refused. Check the Brokers of the credential and that the broker is running.',
    );
  });

  it('SASL against a broker that does not offer it says so', async () => {
    await expect(activate(triggerWorkflow({ version: 1, topic: topic('sasl'), credential: 'sasl' }))).rejects.toThrow(
      `The Kafka broker at ${brokers} does not offer SASL authentication: turn Authentication off in the credential, or give the brokers' SASL listener.`,
    );
  });

  it('asks for the topic and the group', async () => {
    await expect(activate(triggerWorkflow({ version: 1.3, topic: ' ' }))).rejects.toThrow('Topic: give the topic to read messages from');
    await expect(activate(triggerWorkflow({ version: 1.3, topic: topic('x'), groupId: '' }))).rejects.toThrow('Group ID: give the consumer group the trigger reads as');
  });
});
