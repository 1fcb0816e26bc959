import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock Kafka cluster of the run (kafka-broker-setup.ts), host:port, or why it is unavailable. */
    kafkaBrokers: string;
  }
}

/** The Kafka broker every test of the run shares; fails the test at once, with the reason, when there is none. */
export function kafkaBrokers(): string {
  const brokers = inject('kafkaBrokers');
  if (!brokers || brokers.startsWith('unavailable')) throw new Error(`No Kafka broker for the tests: ${brokers ?? 'the unit project has no kafka global setup'}`);
  return brokers;
}

export interface ReceivedMessage { topic: string; partition: number; key: string | null; value: Buffer | null; headers: Record<string, string> }

/**
 * One consumer (a group of its own) reading the topics a test file writes to, from their beginning:
 * joining a group takes the mock cluster seconds, so a file joins once and waits per topic.
 */
export async function topicReader(brokers: string, topics: string[]) {
  const { Kafka, logLevel } = await import('kafkajs');
  const consumer = new Kafka({ brokers: [brokers], logLevel: logLevel.NOTHING }).consumer({
    // The mock cluster answers a fetch only when its wait is over: a short wait keeps the reader prompt.
    groupId: `weft-test-reader-${randomUUID()}`, maxWaitTimeInMs: 100,
  });
  const received = new Map<string, ReceivedMessage[]>();
  const waiters: Array<() => void> = [];
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]));
      received.set(topic, [...(received.get(topic) ?? []), { topic, partition, key: message.key?.toString() ?? null, value: message.value, headers }]);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  await joined;
  return {
    /** The first `count` messages of the topic, once they have arrived. */
    async read(topic: string, count: number): Promise<ReceivedMessage[]> {
      while ((received.get(topic)?.length ?? 0) < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received.get(topic)!.slice(0, count);
    },
    close: () => consumer.disconnect(),
  };
}
