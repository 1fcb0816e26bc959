import { CompressionTypes, Partitioners } from 'kafkajs';
import type { Message, Producer, TopicMessages } from 'kafkajs';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { kafkaClient, kafkaConnectionTest, kafkaFailure } from './kafka-connection.js';
import type { KafkaCredentials } from './kafka-connection.js';
import { kafkaDescription } from './kafka.description.js';
import { registryReason, schemaRegistryAt } from './schema-registry.js';

interface SendOptions { acks?: boolean; compression?: boolean; timeout?: number }

type Encoder = (message: string, index: number) => Promise<string | Buffer>;

/** Without the registry a message goes as it is; with it, the JSON message is encoded with the subject's latest schema. */
async function messageEncoder(context: IExecuteFunctions): Promise<Encoder> {
  if (!(context.getNodeParameter('useSchemaRegistry', 0, false) as boolean)) return async (message) => message;
  const url = String(context.getNodeParameter('schemaRegistryUrl', 0, ''));
  const registry = schemaRegistryAt(context.getNode(), url);
  const subject = String(context.getNodeParameter('eventName', 0, ''));
  let schemaId: number;
  try {
    schemaId = await registry.getLatestSchemaId(subject);
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `Could not read the schema of subject "${subject}" from the Schema Registry at ${url}`, {
      description: `${registryReason(error)}. Check the Schema Registry URL and the Event Name (the subject).`,
    });
  }
  return async (message, index) => {
    let value: unknown;
    try {
      value = JSON.parse(message);
    } catch {
      throw new NodeOperationError(context.getNode(), 'The message is not valid JSON, so the schema cannot encode it', {
        itemIndex: index, description: 'Send the input data, or give a JSON message; or turn off Use Schema Registry.',
      });
    }
    try {
      return await registry.encode(schemaId, value);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The schema of subject "${subject}" (id ${schemaId}) does not fit the message`, {
        itemIndex: index, description: registryReason(error),
      });
    }
  };
}

/** Kafka header values are text: numbers and the like from the JSON headers become their text. */
function headersOf(context: IExecuteFunctions, index: number): Record<string, string> {
  if (context.getNodeParameter('jsonParameters', index, false) as boolean) {
    const raw = context.getNodeParameter('headerParametersJson', index, '') as string | IDataObject;
    let parsed: unknown = raw;
    if (typeof raw === 'string') {
      try {
        parsed = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        throw new NodeOperationError(context.getNode(), 'Headers (JSON) must be a valid JSON object', { itemIndex: index });
      }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new NodeOperationError(context.getNode(), 'Headers (JSON) must be a JSON object of header names and values', { itemIndex: index });
    }
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  }
  const rows = (context.getNodeParameter('headersUi', index, {}) as { headerValues?: Array<{ key: string; value: string }> }).headerValues ?? [];
  return Object.fromEntries(rows.map(({ key, value }) => [key, String(value ?? '')]));
}

/** The messages of the items, grouped by topic, as kafkajs sends them in one batch. */
async function topicMessages(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<TopicMessages[]> {
  const encode = await messageEncoder(context);
  const sendInputData = context.getNodeParameter('sendInputData', 0, true) as boolean;
  const byTopic = new Map<string, Message[]>();
  for (const [index, item] of items.entries()) {
    const text = sendInputData ? JSON.stringify(item.json) : String(context.getNodeParameter('message', index, ''));
    const topic = String(context.getNodeParameter('topic', index, '')).trim();
    if (!topic) throw new NodeOperationError(context.getNode(), 'Topic: give the topic to send the message to', { itemIndex: index });
    const useKey = context.getNodeParameter('useKey', index, false) as boolean;
    const message: Message = {
      value: await encode(text, index), headers: headersOf(context, index),
      key: useKey ? String(context.getNodeParameter('key', index, '')) : null,
    };
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
}

/** n8n's Kafka node: each item becomes a message of its topic, all sent in one batch. */
export class Kafka implements INodeType {
  description = kafkaDescription;

  methods = { credentialTest: { kafkaConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const pairedItem = items.map((_, item) => ({ item }));
    const credentials = await this.getCredentials<KafkaCredentials>('kafka');
    const options = this.getNodeParameter('options', 0, {}) as SendOptions;
    let producer: Producer | undefined;
    try {
      const batch = await topicMessages(this, items);
      try {
        producer = kafkaClient(credentials, this.logger).producer({ createPartitioner: Partitioners.DefaultPartitioner });
        await producer.connect();
      } catch (error) {
        throw new NodeOperationError(this.getNode(), producer ? kafkaFailure(error, credentials) : (error as Error).message);
      }
      // As n8n: acks off sends without waiting for the leader (acks 0), on waits for it (acks 1).
      const written = await producer.sendBatch({
        topicMessages: batch, acks: options.acks === true ? 1 : 0, timeout: options.timeout ?? 30_000,
        compression: options.compression === true ? CompressionTypes.GZIP : CompressionTypes.None,
      }).catch((error: Error) => {
        throw new NodeOperationError(this.getNode(), kafkaFailure(error, credentials));
      });
      // n8n's output: what the brokers answered per partition written, or one `success` when they answer nothing (acks 0).
      const json: IDataObject[] = written.length > 0 ? written.map((record) => ({ ...record })) : [{ success: true }];
      return [json.map((entry) => ({ json: entry, pairedItem }))];
    } catch (error) {
      if (this.continueOnFail()) return [[{ json: { error: (error as Error).message }, pairedItem }]];
      throw error;
    } finally {
      await producer?.disconnect().catch(() => undefined);
    }
  }
}
