import { randomUUID } from 'node:crypto';
import { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { kafkaBrokers, topicReader } from '../../test-support/kafka-broker.js';
import { registerSchema, startSchemaRegistryStandIn } from '../../test-support/schema-registry-stand-in.js';
import type { SchemaRegistryStandIn } from '../../test-support/schema-registry-stand-in.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { kafkaConnectionTest } from '../kafka-connection.js';

/** Topics of this file only: files run in parallel against the one broker of the run. */
const PREFIX = `weft-kafka-node-${randomUUID().slice(0, 8)}`;
const topic = (name: string) => `${PREFIX}-${name}`;
const TOPICS = ['items', 'message', 'json-headers', 'gzip', 'avro', 'orders', 'refunds'].map(topic);

const brokers = kafkaBrokers();
const plain = { clientId: 'weft-test', brokers, ssl: false, authentication: false };
const { run } = serviceRunner({
  kafka: { type: 'kafka', data: plain },
  down: { type: 'kafka', data: { ...plain, brokers: '127.0.0.1:1' } },
  sasl: { type: 'kafka', data: { ...plain, authentication: true, username: 'weft', password: 'secret', saslMechanism: 'scram-sha-256' } },
  tls: { type: 'kafka', data: { ...plain, ssl: true } },
  nameless: { type: 'kafka', data: { ...plain, authentication: true, username: '', password: '' } },
});
const send = (parameters: IDataObject, input: INodeExecutionData[] = [{ json: { id: 1 } }], credential = 'kafka', continueOnFail = false) =>
  run({ type: 'n8n-nodes-base.kafka', typeVersion: 1, parameters, uses: { kafka: credential }, input, continueOnFail });

let reader: Awaited<ReturnType<typeof topicReader>>;
let registry: SchemaRegistryStandIn;
beforeAll(async () => {
  [reader, registry] = await Promise.all([topicReader(brokers, TOPICS), startSchemaRegistryStandIn()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([reader?.close(), registry?.close()]);
}, 30_000);

const texts = (messages: Array<{ value: Buffer | null }>) => messages.map((message) => message.value?.toString()).sort();

describe('Kafka node: sending', () => {
  it('sends each item\'s JSON and, with acks off (the default), outputs n8n\'s { success: true }', async () => {
    const { json, error } = await send({ topic: topic('items') }, [{ json: { id: 1, name: 'Ada' } }, { json: { id: 2, name: 'Grace' } }]);
    expect(error).toBeUndefined();
    expect(json).toEqual([{ success: true }]);
    expect(texts(await reader.read(topic('items'), 2))).toEqual(['{"id":1,"name":"Ada"}', '{"id":2,"name":"Grace"}']);
  });

  it('sends the Message per item with its key and header rows; with acks on, outputs what the broker wrote', async () => {
    const { json, error } = await send({
      topic: topic('message'), sendInputData: false, message: '=order {{ $json.id }}',
      useKey: true, key: '=customer-{{ $json.customer }}',
      headersUi: { headerValues: [{ key: 'source', value: 'shop' }, { key: 'item', value: '={{ $json.id }}' }] },
      options: { acks: true, timeout: 10_000 },
    }, [{ json: { id: 7, customer: 'a' } }, { json: { id: 8, customer: 'a' } }]);
    expect(error).toBeUndefined();
    // Both messages share a key, hence a partition: one record, whose base offset is the first message's.
    expect(json).toEqual([{ topicName: topic('message'), partition: expect.any(Number), errorCode: 0, baseOffset: '0', logAppendTime: expect.any(String), logStartOffset: '0' }]);
    const messages = await reader.read(topic('message'), 2);
    expect(messages.map(({ key, value, headers, partition }) => ({ key, value: value?.toString(), headers, partition }))).toEqual([
      { key: 'customer-a', value: 'order 7', headers: { source: 'shop', item: '7' }, partition: json[0]!.partition },
      { key: 'customer-a', value: 'order 8', headers: { source: 'shop', item: '8' }, partition: json[0]!.partition },
    ]);
  });

  it('takes the headers as JSON (values that are not text become their JSON), and refuses JSON that is not an object', async () => {
    const { error } = await send({ topic: topic('json-headers'), jsonParameters: true, headerParametersJson: '{"source":"crm","attempt":2}' });
    expect(error).toBeUndefined();
    const [message] = await reader.read(topic('json-headers'), 1);
    expect(message?.headers).toEqual({ source: 'crm', attempt: '2' });

    const broken = await send({ topic: topic('json-headers'), jsonParameters: true, headerParametersJson: '{"source":' });
    expect(broken.error?.message).toBe('Headers (JSON) must be a valid JSON object');
  });

  it('compresses with gzip when asked, and the consumer reads the messages back', async () => {
    const input = Array.from({ length: 3 }, (_, index) => ({ json: { index, padding: 'x'.repeat(200) } }));
    const { json, error } = await send({ topic: topic('gzip'), options: { compression: true, acks: true } }, input);
    expect(error).toBeUndefined();
    expect(json.every((record) => record.errorCode === 0 && record.topicName === topic('gzip'))).toBe(true);
    const received = await reader.read(topic('gzip'), 3);
    expect(received.map((message) => (JSON.parse(String(message.value)) as { index: number }).index).sort()).toEqual([0, 1, 2]);
  });

  it('sends to the topic each item names, one record per partition written', async () => {
    const { json, error } = await send({ topic: `=${PREFIX}-{{ $json.kind }}`, useKey: true, key: 'same', options: { acks: true } }, [
      { json: { kind: 'orders', id: 1 } }, { json: { kind: 'refunds', id: 2 } }, { json: { kind: 'orders', id: 3 } },
    ]);
    expect(error).toBeUndefined();
    expect(json.map((record) => record.topicName).sort()).toEqual([topic('orders'), topic('refunds')]);
    expect(texts(await reader.read(topic('orders'), 2))).toEqual(['{"kind":"orders","id":1}', '{"kind":"orders","id":3}']);
    expect(texts(await reader.read(topic('refunds'), 1))).toEqual(['{"kind":"refunds","id":2}']);
  });
});

describe('Kafka node: Confluent Schema Registry', () => {
  const schema = { type: 'record', name: 'Order', fields: [{ name: 'id', type: 'int' }, { name: 'total', type: 'double' }] };

  it('encodes each message with the latest schema of the Event Name subject (the registry\'s wire format)', async () => {
    const subject = `${PREFIX}-order-value`;
    const id = await registerSchema(registry.origin, subject, schema);
    const { error } = await send({ topic: topic('avro'), useSchemaRegistry: true, schemaRegistryUrl: registry.origin, eventName: subject }, [
      { json: { id: 5, total: 12.5 } },
    ]);
    expect(error).toBeUndefined();
    const [message] = await reader.read(topic('avro'), 1);
    expect(message?.value?.[0]).toBe(0);
    expect(message?.value?.readInt32BE(1)).toBe(id);
    expect(await new SchemaRegistry({ host: registry.origin }).decode(message!.value!)).toEqual({ id: 5, total: 12.5 });
    expect(registry.requests).toContain(`GET /subjects/${subject}/versions/latest`);
  });

  it('names the subject the registry does not know, and a message the schema does not fit', async () => {
    const unknown = await send({ topic: topic('avro'), useSchemaRegistry: true, schemaRegistryUrl: registry.origin, eventName: 'no-such-subject' });
    expect(unknown.error?.message).toBe(`Could not read the schema of subject "no-such-subject" from the Schema Registry at ${registry.origin}`);
    expect(unknown.error?.description).toContain('not found');

    const subject = `${PREFIX}-strict`;
    await registerSchema(registry.origin, subject, schema);
    const misfit = await send({ topic: topic('avro'), useSchemaRegistry: true, schemaRegistryUrl: registry.origin, eventName: subject }, [{ json: { id: 'five' } }]);
    expect(misfit.error?.message).toMatch(new RegExp(`^The schema of subject "${subject}" \\(id \\d+\\) does not fit the message$`));

    const notJson = await send({ topic: topic('avro'), sendInputData: false, message: 'plain text', useSchemaRegistry: true, schemaRegistryUrl: registry.origin, eventName: subject });
    expect(notJson.error?.message).toBe('The message is not valid JSON, so the schema cannot encode it');
  });
});

describe('Kafka node: errors', () => {
  it('a broker that is down fails the node naming the address', async () => {
    const { error } = await send({ topic: topic('items') }, undefined, 'down');
    expect(error?.message).toBe('Could not connect to Kafka at 127.0.0.1:1: the connection was refused. Check the Brokers of the credential and that the broker is running.');
  });

  it('SASL against a broker that does not offer it says so', async () => {
    const { error } = await send({ topic: topic('items') }, undefined, 'sasl');
    expect(error?.message).toBe(`The Kafka broker at ${brokers} does not offer SASL authentication: turn Authentication off in the credential, or give the brokers' SASL listener.`);
  });

  it('SSL on against a broker without TLS points at the SSL switch', async () => {
    const { error } = await send({ topic: topic('items') }, undefined, 'tls');
    expect(error?.message).toMatch(new RegExp(`^Could not connect to Kafka at ${brokers} over TLS: .*turn SSL off\\.$`));
  });

  it('asks for a username and password when Authentication is on without them; with Continue On Fail, outputs the error', async () => {
    const { error } = await send({ topic: topic('items') }, undefined, 'nameless');
    expect(error?.message).toBe('The Kafka credential has Authentication on: give its Username and Password');
    const { json } = await send({ topic: '' }, undefined, 'kafka', true);
    expect(json).toEqual([{ error: 'Topic: give the topic to send the message to' }]);
  });
});

describe('Kafka credential test', () => {
  const test = (data: object) => kafkaConnectionTest({ id: 'c', name: 'Kafka', type: 'kafka', data: data as never });

  it('connects and lists the cluster\'s brokers and topics', async () => {
    const result = await test(plain);
    expect(result.status).toBe('OK');
    expect(result.message).toMatch(/^Connection successful: 1 broker\(s\), \d+ topic\(s\)$/);
  });

  it('says which broker refused, and that SASL is not offered', async () => {
    expect(await test({ ...plain, brokers: '127.0.0.1:1' })).toEqual({
      status: 'Error', message: 'Could not connect to Kafka at 127.0.0.1:1: the connection was refused. Check the Brokers of the credential and that the broker is running.',
    });
    expect((await test({ ...plain, authentication: true, username: 'u', password: 'p', saslMechanism: 'plain' })).message).toContain('does not offer SASL authentication');
    expect(await test({ ...plain, brokers: ' ' })).toEqual({ status: 'Error', message: 'The Kafka credential has no brokers: give at least one host:port in Brokers' });
  });
});
