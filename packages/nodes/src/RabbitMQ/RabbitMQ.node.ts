import type { ChannelModel, ConfirmChannel } from 'amqplib';
import type { IDataObject, IExecuteFunctions, IExecuteResponsePromiseData, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { closeRabbitMq, openRabbitMq, rabbitmqConnectionTest } from './rabbitmq-connection.js';
import type { RabbitMqCredentials } from './rabbitmq-connection.js';
import { rabbitMqDescription } from './rabbitmq.description.js';
import { publishArguments, rowsToObject } from './rabbitmq-options.js';
import type { KeyValueRows } from './rabbitmq-options.js';

interface SendOptions {
  alternateExchange?: string; autoDelete?: boolean; durable?: boolean; exclusive?: boolean;
  arguments?: KeyValueRows<'argument'>; headers?: KeyValueRows<'header'>;
}

type ExchangeType = 'direct' | 'topic' | 'headers' | 'fanout';

/** Where the messages go: the queue or exchange, declared with the options (so it exists and matches them). */
async function declareTarget(context: IExecuteFunctions, channel: ConfirmChannel, options: SendOptions): Promise<(content: Buffer, publish: IDataObject) => boolean> {
  const mode = context.getNodeParameter('mode', 0, 'queue') as string;
  if (mode === 'queue') {
    const queue = String(context.getNodeParameter('queue', 0, '')).trim();
    if (!queue) throw new NodeOperationError(context.getNode(), 'Queue / Topic: give the name of the queue to send to');
    await channel.assertQueue(queue, { durable: options.durable ?? true, exclusive: options.exclusive ?? false, autoDelete: options.autoDelete ?? false });
    return (content, publish) => channel.sendToQueue(queue, content, publish);
  }
  if (mode !== 'exchange') throw new NodeOperationError(context.getNode(), `Mode: "${mode}" is not known (Queue or Exchange)`);
  const exchange = String(context.getNodeParameter('exchange', 0, '')).trim();
  if (!exchange) throw new NodeOperationError(context.getNode(), 'Exchange: give the name of the exchange to send to');
  const type = context.getNodeParameter('exchangeType', 0, 'fanout') as ExchangeType;
  const routingKey = String(context.getNodeParameter('routingKey', 0, ''));
  await channel.assertExchange(exchange, type, {
    durable: options.durable ?? true, autoDelete: options.autoDelete ?? false,
    ...(options.alternateExchange ? { alternateExchange: options.alternateExchange } : {}),
  });
  return (content, publish) => channel.publish(exchange, routingKey, content, publish);
}

/** The message of one item: its JSON, or the Message parameter. */
function messageOf(context: IExecuteFunctions, index: number, item: INodeExecutionData): string {
  if (context.getNodeParameter('sendInputData', 0, true) as boolean) return JSON.stringify(item.json);
  return String(context.getNodeParameter('message', index, ''));
}

/** n8n's RabbitMQ node: one message per item to a queue or exchange, or the acknowledgement of a trigger's message. */
export class RabbitMQ implements INodeType {
  description = rabbitMqDescription;

  methods = { credentialTest: { rabbitmqConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0, 'sendMessage') as string;
    if (operation === 'deleteMessage') {
      // The RabbitMQ Trigger waits for this answer to acknowledge its message ("later message node").
      this.sendResponse(items[0]?.json as IExecuteResponsePromiseData);
      return [items];
    }
    const credentials = await this.getCredentials<RabbitMqCredentials>('rabbitmq');
    let connection: ChannelModel;
    try {
      connection = await openRabbitMq(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    let channel: ConfirmChannel | undefined;
    try {
      channel = await connection.createConfirmChannel();
      channel.on('error', () => undefined);
      const options = this.getNodeParameter('options', 0, {}) as SendOptions;
      let send: (content: Buffer, publish: IDataObject) => boolean;
      try {
        send = await declareTarget(this, channel, options);
      } catch (error) {
        throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), `RabbitMQ refused the declaration: ${(error as Error).message}`);
      }
      const output: INodeExecutionData[] = [];
      for (let index = 0; index < items.length; index++) {
        try {
          const itemOptions = this.getNodeParameter('options', index, {}) as SendOptions;
          const publish = { headers: rowsToObject(itemOptions.headers?.header), ...publishArguments(options.arguments?.argument) };
          const success = send(Buffer.from(messageOf(this, index, items[index] as INodeExecutionData)), publish);
          output.push({ json: { success }, pairedItem: { item: index } });
        } catch (error) {
          if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
        }
      }
      // The broker has taken every message once it confirms them.
      await channel.waitForConfirms();
      return [output];
    } finally {
      await closeRabbitMq(connection, channel);
    }
  }
}
