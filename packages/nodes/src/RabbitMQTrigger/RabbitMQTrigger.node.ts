import type { Channel, ChannelModel, Message } from 'amqplib';
import type { INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { closeRabbitMq, openRabbitMq, rabbitmqConnectionTest } from '../RabbitMQ/rabbitmq-connection.js';
import type { RabbitMqCredentials } from '../RabbitMQ/rabbitmq-connection.js';
import { rowsToObject } from '../RabbitMQ/rabbitmq-options.js';
import type { KeyValueRows } from '../RabbitMQ/rabbitmq-options.js';
import { Acknowledger } from './acknowledger.js';
import type { AcknowledgeMode } from './acknowledger.js';
import { messageItem } from './rabbitmq-message.js';
import type { MessageOptions } from './rabbitmq-message.js';
import { rabbitMqTriggerDescription } from './rabbitmq-trigger.description.js';

interface TriggerOptions extends MessageOptions {
  acknowledge?: AcknowledgeMode; parallelMessages?: number;
  assertQueue?: boolean; durable?: boolean; exclusive?: boolean; autoDelete?: boolean;
  arguments?: KeyValueRows<'argument'>; binding?: { bindings?: Array<{ exchange: string; routingKey: string }> };
}

/** n8n gives running executions this long to end before a deactivated trigger closes its channel. */
const CLOSE_WAIT_MS = 5 * 60_000;

/** Declares (or checks) the queue and binds it to the exchanges listed. */
async function prepareQueue(channel: Channel, queue: string, options: TriggerOptions): Promise<void> {
  if (options.assertQueue ?? true) {
    await channel.assertQueue(queue, {
      durable: options.durable ?? true, exclusive: options.exclusive ?? false, autoDelete: options.autoDelete ?? false,
      arguments: rowsToObject(options.arguments?.argument),
    });
  } else {
    await channel.checkQueue(queue);
  }
  for (const { exchange, routingKey } of options.binding?.bindings ?? []) await channel.bindQueue(queue, exchange, routingKey ?? '');
}

function parallelLimit(context: ITriggerFunctions, options: TriggerOptions): number {
  const limit = Number(options.parallelMessages ?? -1);
  if (!Number.isInteger(limit) || limit === 0 || limit < -1) {
    throw new NodeOperationError(context.getNode(), 'Parallel Message Processing Limit must be a whole number above zero, or -1 for no limit');
  }
  return limit;
}

/** n8n's RabbitMQ Trigger: a run per message of the queue, acknowledged when the chosen mode says. */
export class RabbitMQTrigger implements INodeType {
  description = rabbitMqTriggerDescription;

  methods = { credentialTest: { rabbitmqConnectionTest } };

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const queue = String(this.getNodeParameter('queue', 0, '')).trim();
    if (!queue) throw new NodeOperationError(this.getNode(), 'Queue / Topic: give the name of the queue to take messages from');
    const options = this.getNodeParameter('options', 0, {}) as TriggerOptions;
    const limit = parallelLimit(this, options);
    // A limit only holds when messages wait for their runs: "immediately" becomes "when the run finishes".
    let mode: AcknowledgeMode = options.acknowledge ?? 'immediately';
    if (limit !== -1 && mode === 'immediately') mode = 'executionFinishes';
    const credentials = await this.getCredentials<RabbitMqCredentials>('rabbitmq');
    let connection: ChannelModel;
    try {
      connection = await openRabbitMq(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    const channel = await connection.createChannel();
    let closing = false;
    channel.on('error', () => undefined);
    channel.on('close', () => {
      if (!closing) this.emitError(new Error('The RabbitMQ connection closed unexpectedly'));
    });
    try {
      await prepareQueue(channel, queue, options);
    } catch (error) {
      closing = true;
      await closeRabbitMq(connection, channel);
      throw new NodeOperationError(this.getNode(), `RabbitMQ refused the queue "${queue}": ${(error as Error).message}`);
    }
    const toItem = (message: Message) => messageItem(message, options, async (bytes) => {
      if (!this.helpers.prepareBinaryData) throw new Error('Binary data cannot be stored here');
      return this.helpers.prepareBinaryData(bytes);
    });
    let consumerTag: string | undefined;
    const closeFunction = async () => {
      closing = true;
      try {
        if (consumerTag) await channel.cancel(consumerTag);
        await acknowledger.settled(CLOSE_WAIT_MS);
      } finally {
        await closeRabbitMq(connection, channel);
      }
    };
    const acknowledger = new Acknowledger(channel, mode);

    if (this.getMode() === 'manual') {
      // Tested in the editor: one message, taken off the queue, is the output (the run there is a test).
      const manualTriggerFunction = async () => {
        await channel.prefetch(1);
        const waiting = await channel.get(queue);
        const take = async (message: Message) => {
          channel.ack(message);
          this.emit([[await toItem(message)]]);
        };
        if (waiting) return take(waiting);
        // A second message (delivered once the first is acknowledged) stays unacknowledged and goes back on close.
        let taken = false;
        const consumer = await channel.consume(queue, (message) => {
          if (!message || taken) return;
          taken = true;
          take(message).catch((error: Error) => this.emitError(error));
        });
        consumerTag = consumer.consumerTag;
      };
      return { closeFunction, manualTriggerFunction };
    }

    if (limit !== -1) await channel.prefetch(limit);
    const consumer = await channel.consume(queue, (message) => {
      if (!message) return;
      void toItem(message).then((item) => {
        const { responsePromise, donePromise } = acknowledger.received(message);
        this.emit([[item]], responsePromise, donePromise);
      }).catch((error: Error) => {
        // The message cannot become an item: rejected (to the dead-letter exchange when the queue has one),
        // since put back it would fail again at once, for ever.
        channel.nack(message, false, false);
        this.emitError(error);
      });
    });
    consumerTag = consumer.consumerTag;
    return { closeFunction };
  }
}
