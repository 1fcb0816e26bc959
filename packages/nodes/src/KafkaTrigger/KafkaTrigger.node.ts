import type { EachBatchPayload } from 'kafkajs';
import type { INodeExecutionData, INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { IRun } from '@weft/engine';
import { kafkaClient, kafkaConnectionTest, kafkaFailure } from '../Kafka/kafka-connection.js';
import type { KafkaCredentials } from '../Kafka/kafka-connection.js';
import { schemaRegistryAt } from '../Kafka/schema-registry.js';
import { deferred } from '../RabbitMQTrigger/deferred.js';
import { batchSizeOf, consumerConfig, runSettings } from './consumer-settings.js';
import type { TriggerOptions } from './consumer-settings.js';
import { kafkaTriggerDescription } from './kafka-trigger.description.js';
import { messageItem } from './kafka-message.js';
import { offsetPolicy, whileBeating } from './offset-policy.js';

/** n8n's Kafka Trigger: a consumer of the group that starts a run per message (or per batch of messages). */
export class KafkaTrigger implements INodeType {
  description = kafkaTriggerDescription;

  methods = { credentialTest: { kafkaConnectionTest } };

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const node = this.getNode();
    const topic = String(this.getNodeParameter('topic', 0, '')).trim();
    if (!topic) throw new NodeOperationError(node, 'Topic: give the topic to read messages from');
    const groupId = String(this.getNodeParameter('groupId', 0, '')).trim();
    if (!groupId) throw new NodeOperationError(node, 'Group ID: give the consumer group the trigger reads as');
    const options = { ...(this.getNodeParameter('options', 0, {}) as TriggerOptions) };
    if (node.typeVersion < 1.2) delete options.keepBinaryData;
    const policy = offsetPolicy(node, options as never, (name, fallback) => this.getNodeParameter(name, 0, fallback), this.getMode() === 'manual');
    const retryDelay = Math.max(1_000, Number(options.errorRetryDelay ?? 5_000));
    const registry = this.getNodeParameter('useSchemaRegistry', 0, false) as boolean
      ? schemaRegistryAt(node, String(this.getNodeParameter('schemaRegistryUrl', 0, '')))
      : undefined;
    const credentials = await this.getCredentials<KafkaCredentials>('kafka');
    let kafka;
    try {
      kafka = kafkaClient(credentials, this.logger);
    } catch (error) {
      throw new NodeOperationError(node, (error as Error).message);
    }

    const closing = new AbortController();
    const closed = new Promise<never>((_, reject) => closing.signal.addEventListener('abort', () => reject(new Error('closed')), { once: true }));
    closed.catch(() => undefined);
    const config = consumerConfig(groupId, options, node.typeVersion);
    // After a crash kafkajs restarts the consumer, unless the trigger is being closed.
    const consumer = kafka.consumer({ ...config, retry: { restartOnFailure: async () => !closing.signal.aborted } });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!closing.signal.aborted && !payload.restart) this.emitError(new NodeOperationError(node, kafkaFailure(payload.error, credentials)));
    });

    const reader = { options, registry, logger: this.logger, prepareBinaryData: this.helpers.prepareBinaryData };
    const pause = (ms: number) => Promise.race([new Promise((resolve) => setTimeout(resolve, ms)), closed.catch(() => undefined)]);
    /** Starts the run of a chunk; true once its messages count as read. */
    const hand = async (items: INodeExecutionData[]): Promise<boolean> => {
      if (closing.signal.aborted) return false;
      if (policy.mode === 'immediately') {
        this.emit([items]);
        return true;
      }
      const done = deferred<IRun>();
      this.emit([items], undefined, done);
      try {
        const run = await Promise.race([done.promise, closed]);
        if (policy.mode === 'onCompletion' || policy.statuses.includes(run.status)) return true;
        this.logger.warn(`Kafka Trigger: the run ended "${run.status}", not one of ${policy.statuses.join(', ')}: the messages will be read again`);
      } catch (error) {
        if (closing.signal.aborted) return false;
        this.logger.error(`Kafka Trigger: the run could not finish (${(error as Error).message}): the messages will be read again`);
      }
      await pause(retryDelay);
      return false;
    };

    const batchSize = batchSizeOf(options);
    const eachBatch = async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }: EachBatchPayload) => {
      for (let start = 0; start < batch.messages.length; start += batchSize) {
        // Stop at a rebalance (the partition may be someone else's now) or when the trigger closes.
        if (closing.signal.aborted || !isRunning() || isStale()) break;
        const chunk = batch.messages.slice(start, start + batchSize);
        let items: INodeExecutionData[];
        try {
          items = await Promise.all(chunk.map((message) => messageItem(message, batch.topic, reader)));
        } catch (error) {
          this.logger.error(`Kafka Trigger: a message could not become an item (${(error as Error).message})`);
          await heartbeat();
          break;
        }
        // Unresolved messages are fetched again: that is how a run that did not end as required is retried.
        if (!(await whileBeating(hand(items), heartbeat, config.heartbeatInterval ?? 3_000))) break;
        resolveOffset(chunk[chunk.length - 1]!.offset);
        await commitOffsetsIfNecessary();
        await heartbeat();
      }
    };

    const start = async () => {
      try {
        await consumer.connect();
        await consumer.subscribe({ topic, fromBeginning: options.fromBeginning === true });
        await consumer.run({ ...runSettings(options), eachBatch });
      } catch (error) {
        await consumer.disconnect().catch(() => undefined);
        throw new NodeOperationError(node, kafkaFailure(error, credentials));
      }
    };
    // Leaving the group hands its partitions to the other members at once, without waiting for the session timeout.
    const closeFunction = async () => {
      closing.abort();
      await consumer.disconnect();
    };

    if (this.getMode() === 'manual') return { closeFunction, manualTriggerFunction: start };
    await start();
    return { closeFunction };
  }
}
