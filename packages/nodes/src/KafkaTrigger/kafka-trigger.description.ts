import type { INodeTypeDescription } from '@weft/workflow';

const from13 = { '@version': [{ _cnd: { gte: 1.3 } }] };
const milliseconds = 'Value in milliseconds';

/** n8n's Kafka Trigger, versions 1 to 1.3 (its parameters and options, in its order). */
export const kafkaTriggerDescription: INodeTypeDescription = {
  displayName: 'Kafka Trigger',
  name: 'n8n-nodes-base.kafkaTrigger',
  icon: 'file:kafka.svg',
  group: ['trigger'],
  version: [1, 1.1, 1.2, 1.3],
  description: 'Starts the workflow for the messages that arrive on a Kafka topic',
  defaults: { name: 'Kafka Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'kafka', required: true, testedBy: 'kafkaConnectionTest' }],
  codex: { categories: ['Development'], alias: ['kafka', 'queue', 'stream', 'consume', 'subscribe'] },
  properties: [
    { displayName: 'Topic', name: 'topic', type: 'string', default: '', required: true, placeholder: 'topic-name', description: 'The topic to read messages from' },
    { displayName: 'Group ID', name: 'groupId', type: 'string', default: '', required: true, placeholder: 'n8n-kafka', description: 'The consumer group: the partitions are shared among its members, and it remembers how far it has read' },
    {
      displayName: 'Resolve Offset', name: 'resolveOffset', type: 'options', default: 'onCompletion', displayOptions: { show: from13 },
      description: 'When a message counts as read (its offset committed), so that it is not delivered again',
      options: [
        { name: 'On Execution Completion', value: 'onCompletion', description: 'Once the run it started has ended, whatever its status' },
        { name: 'On Execution Success', value: 'onSuccess', description: 'Once the run it started has succeeded; otherwise it is read again after the retry delay' },
        { name: 'On Allowed Execution Statuses', value: 'onStatus', description: 'Once the run it started ends with one of the statuses below' },
        { name: 'Immediately', value: 'immediately', description: 'As soon as the run is started, without waiting for it' },
      ],
    },
    {
      displayName: 'Allowed Statuses', name: 'allowedStatuses', type: 'multiOptions', default: ['success'],
      displayOptions: { show: { ...from13, resolveOffset: ['onStatus'] } },
      description: 'The statuses of the run after which the message counts as read',
      options: ['canceled', 'crashed', 'error', 'new', 'running', 'success', 'unknown', 'waiting'].map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1), value })),
    },
    { displayName: 'Use Schema Registry', name: 'useSchemaRegistry', type: 'boolean', default: false, description: 'Whether to decode the messages with a Confluent Schema Registry' },
    {
      displayName: 'Schema Registry URL', name: 'schemaRegistryUrl', type: 'string', default: '', required: true, placeholder: 'https://schema-registry-domain:8081',
      displayOptions: { show: { useSchemaRegistry: [true] } }, description: 'The registry\'s address',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [
        { displayName: 'Allow Topic Creation', name: 'allowAutoTopicCreation', type: 'boolean', default: false, description: 'Whether subscribing to a topic that does not exist creates it' },
        { displayName: 'Auto Commit Threshold', name: 'autoCommitThreshold', type: 'number', default: 0, description: 'Commit the offsets after this many resolved messages (0: not by count)' },
        { displayName: 'Auto Commit Interval', name: 'autoCommitInterval', type: 'number', default: 0, hint: milliseconds, description: 'Commit the offsets at this interval (0: not by time)' },
        { displayName: 'Batch Size', name: 'batchSize', type: 'number', default: 1, description: 'How many messages one run gets (one item each)' },
        {
          displayName: 'Each Batch Auto Resolve', name: 'eachBatchAutoResolve', type: 'boolean', default: false, displayOptions: { show: from13 },
          description: 'Whether the client resolves a whole fetched batch on its own once it has been handed over',
        },
        { displayName: 'Fetch Max Bytes', name: 'fetchMaxBytes', type: 'number', default: 1048576, description: 'The most data to fetch per partition at a time, in bytes' },
        { displayName: 'Fetch Min Bytes', name: 'fetchMinBytes', type: 'number', default: 1, description: 'The least data the broker waits for before answering a fetch, in bytes' },
        {
          displayName: 'Heartbeat Interval', name: 'heartbeatInterval', type: 'number', default: 10000, displayOptions: { show: from13 },
          hint: 'Must be lower than the Session Timeout', description: 'How often the consumer tells the group it is alive, in milliseconds',
        },
        {
          displayName: 'Heartbeat Interval', name: 'heartbeatInterval', type: 'number', default: 3000, displayOptions: { hide: from13 },
          hint: milliseconds, description: 'How often the consumer tells the group it is alive; lower than the Session Timeout',
        },
        { displayName: 'Max Number of Requests', name: 'maxInFlightRequests', type: 'number', default: 1, description: 'How many requests may wait for an answer at a time (0: no limit)' },
        { displayName: 'Read Messages From Beginning', name: 'fromBeginning', type: 'boolean', default: true, description: 'Whether a group with no offset yet starts at the oldest message; off, at the next one to arrive' },
        { displayName: 'JSON Parse Message', name: 'jsonParseMessage', type: 'boolean', default: false, description: 'Whether a message that is JSON becomes its value' },
        {
          displayName: 'Keep Message as Binary Data', name: 'keepBinaryData', type: 'boolean', default: false, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
          description: 'Whether the message\'s bytes also come as binary data (property "data")',
        },
        {
          displayName: 'Parallel Processing', name: 'parallelProcessing', type: 'boolean', default: true, displayOptions: { show: { '@version': [1.1, 1.2] } },
          description: 'Whether runs start without waiting for the one before; off, each message waits for the run of the one before to end',
        },
        { displayName: 'Partitions Consumed Concurrently', name: 'partitionsConsumedConcurrently', type: 'number', default: 0, hint: 'Set to 0 to read the partitions one at a time', description: 'How many partitions are read at the same time' },
        {
          displayName: 'Only Message', name: 'onlyMessage', type: 'boolean', default: false, displayOptions: { show: { jsonParseMessage: [true] } },
          description: 'Whether the item is only the message, without the topic and headers',
        },
        { displayName: 'Return Headers', name: 'returnHeaders', type: 'boolean', default: false, description: 'Whether the item has the message\'s headers' },
        { displayName: 'Rebalance Timeout', name: 'rebalanceTimeout', type: 'number', default: 600000, hint: milliseconds, description: 'How long the group waits for its members to rejoin when partitions are shared out again' },
        {
          displayName: 'Retry Delay on Error', name: 'errorRetryDelay', type: 'number', default: 5000, typeOptions: { minValue: 1000 },
          displayOptions: { show: from13, hide: { '/resolveOffset': ['immediately'] } }, hint: milliseconds,
          description: 'How long to wait before reading a message again whose run did not end as required',
        },
        { displayName: 'Session Timeout', name: 'sessionTimeout', type: 'number', default: 30000, hint: milliseconds, description: 'How long the group waits without a heartbeat before it drops the consumer' },
      ],
    },
  ],
};
