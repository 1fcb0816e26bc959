import type { ConsumerConfig, ConsumerRunConfig } from 'kafkajs';
import type { MessageOptions } from './kafka-message.js';

export interface TriggerOptions extends MessageOptions {
  allowAutoTopicCreation?: boolean; autoCommitThreshold?: number; autoCommitInterval?: number; batchSize?: number;
  eachBatchAutoResolve?: boolean; fetchMaxBytes?: number; fetchMinBytes?: number; heartbeatInterval?: number;
  maxInFlightRequests?: number; fromBeginning?: boolean; parallelProcessing?: boolean; partitionsConsumedConcurrently?: number;
  rebalanceTimeout?: number; errorRetryDelay?: number; sessionTimeout?: number;
}

/** The consumer's settings from the options; an option left out keeps n8n's value for the version (or kafkajs's own). */
export function consumerConfig(groupId: string, options: TriggerOptions, version: number): ConsumerConfig {
  const config: ConsumerConfig = {
    groupId,
    sessionTimeout: options.sessionTimeout ?? 30_000,
    // Version 1.3 changed the default, as n8n did.
    heartbeatInterval: options.heartbeatInterval ?? (version < 1.3 ? 3_000 : 10_000),
    rebalanceTimeout: options.rebalanceTimeout ?? 600_000,
  };
  // 0 (and no option) means no limit, kafkajs's null.
  if (options.maxInFlightRequests) config.maxInFlightRequests = options.maxInFlightRequests;
  if (options.fetchMaxBytes !== undefined) config.maxBytesPerPartition = options.fetchMaxBytes;
  if (options.fetchMinBytes !== undefined) config.minBytes = options.fetchMinBytes;
  if (options.allowAutoTopicCreation !== undefined) config.allowAutoTopicCreation = options.allowAutoTopicCreation;
  return config;
}

/** How the consumer commits: offsets are resolved by the trigger and committed by count, time, or at once (0 and 0). */
export function runSettings(options: TriggerOptions): Pick<ConsumerRunConfig, 'autoCommit' | 'autoCommitInterval' | 'autoCommitThreshold' | 'eachBatchAutoResolve' | 'partitionsConsumedConcurrently'> {
  return {
    autoCommit: true,
    autoCommitInterval: options.autoCommitInterval || undefined,
    autoCommitThreshold: options.autoCommitThreshold || undefined,
    eachBatchAutoResolve: options.eachBatchAutoResolve ?? false,
    partitionsConsumedConcurrently: options.partitionsConsumedConcurrently || undefined,
  };
}

/** Messages per run: at least one. */
export const batchSizeOf = (options: TriggerOptions): number => Math.max(1, Math.floor(Number(options.batchSize ?? 1)) || 1);
