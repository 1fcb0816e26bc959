import type { KafkaMessage } from 'kafkajs';
import type { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import type { IBinaryData, IDataObject, INodeExecutionData, Logger } from '@weft/workflow';
import { registryReason } from '../Kafka/schema-registry.js';

export interface MessageOptions { jsonParseMessage?: boolean; onlyMessage?: boolean; returnHeaders?: boolean; keepBinaryData?: boolean }

export interface MessageReader {
  options: MessageOptions;
  registry?: SchemaRegistry;
  logger: Logger;
  prepareBinaryData(bytes: Buffer, fileName: string, mimeType: string): Promise<IBinaryData>;
}

/** The message's value: its text, its JSON value when asked, or what the schema registry decodes. */
async function valueOf(message: KafkaMessage, reader: MessageReader): Promise<unknown> {
  let value: unknown = message.value?.toString();
  if (reader.options.jsonParseMessage && typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      // Not JSON: the run still gets the message, as text.
    }
  }
  if (reader.registry && message.value) {
    try {
      value = await reader.registry.decode(message.value);
    } catch (error) {
      // A message another producer wrote without the registry still reaches the workflow, as it came.
      reader.logger.warn(`Kafka Trigger: the schema registry could not decode a message; it is passed on as received (${registryReason(error)})`);
    }
  }
  return value;
}

/** n8n's item for a message: `{ message, topic }`, with the headers when asked, or only the message. */
export async function messageItem(message: KafkaMessage, topic: string, reader: MessageReader): Promise<INodeExecutionData> {
  const value = await valueOf(message, reader);
  let json: IDataObject = {};
  if (reader.options.returnHeaders && message.headers) {
    json.headers = Object.fromEntries(Object.entries(message.headers).map(([name, header]) => [name, header === undefined ? '' : String(header)]));
  }
  json.message = value as IDataObject[string];
  json.topic = topic;
  if (reader.options.onlyMessage) {
    // An item is an object: a message that is not one (text, a number) stays under "message".
    json = value !== null && typeof value === 'object' && !Array.isArray(value) ? value as IDataObject : { message: value as IDataObject[string] };
  }
  if (reader.options.keepBinaryData && message.value) {
    return { json, binary: { data: await reader.prepareBinaryData(message.value, 'message', 'application/octet-stream') } };
  }
  return { json };
}
