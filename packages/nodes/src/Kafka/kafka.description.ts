import type { INodeTypeDescription } from '@weft/workflow';

/** n8n's Kafka node, version 1 (its parameters, in its order). */
export const kafkaDescription: INodeTypeDescription = {
  displayName: 'Kafka',
  name: 'n8n-nodes-base.kafka',
  icon: 'file:kafka.svg',
  group: ['transform'],
  version: 1,
  description: 'Sends messages to a Kafka topic',
  defaults: { name: 'Kafka' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'kafka', required: true, testedBy: 'kafkaConnectionTest' }],
  codex: { categories: ['Development'], alias: ['kafka', 'queue', 'stream', 'produce', 'publish'] },
  properties: [
    { displayName: 'Topic', name: 'topic', type: 'string', default: '', placeholder: 'topic-name', description: 'The topic the messages go to' },
    { displayName: 'Send Input Data', name: 'sendInputData', type: 'boolean', default: true, description: 'Whether each message is the item\'s JSON; off, the Message below' },
    { displayName: 'Message', name: 'message', type: 'string', default: '', displayOptions: { show: { sendInputData: [false] } }, description: 'The text of each message' },
    { displayName: 'JSON Parameters', name: 'jsonParameters', type: 'boolean', default: false, description: 'Whether to give the headers as one JSON object' },
    { displayName: 'Use Schema Registry', name: 'useSchemaRegistry', type: 'boolean', default: false, description: 'Whether to encode each message with a Confluent Schema Registry schema' },
    {
      displayName: 'Schema Registry URL', name: 'schemaRegistryUrl', type: 'string', default: '', required: true, placeholder: 'https://schema-registry-domain:8081',
      displayOptions: { show: { useSchemaRegistry: [true] } }, description: 'The registry\'s address',
    },
    { displayName: 'Use Key', name: 'useKey', type: 'boolean', default: false, description: 'Whether the messages have a key (messages with the same key go to the same partition)' },
    { displayName: 'Key', name: 'key', type: 'string', default: '', required: true, displayOptions: { show: { useKey: [true] } }, description: 'The key of each message' },
    {
      displayName: 'Event Name', name: 'eventName', type: 'string', default: '', required: true, displayOptions: { show: { useSchemaRegistry: [true] } },
      description: 'The registry subject whose latest schema encodes the messages',
    },
    {
      displayName: 'Headers', name: 'headersUi', placeholder: 'Add Header', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {},
      displayOptions: { show: { jsonParameters: [false] } },
      options: [{
        name: 'headerValues', displayName: 'Header',
        values: [
          { displayName: 'Key', name: 'key', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      }],
    },
    {
      displayName: 'Headers (JSON)', name: 'headerParametersJson', type: 'json', default: '', displayOptions: { show: { jsonParameters: [true] } },
      description: 'The headers as a JSON object of strings, e.g. {"source":"shop"}',
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [
        { displayName: 'Acks', name: 'acks', type: 'boolean', default: false, description: 'Whether to wait for the partition leader to confirm each write (the output then lists the partitions and offsets)' },
        { displayName: 'Compression', name: 'compression', type: 'boolean', default: false, description: 'Whether to compress the messages with gzip' },
        { displayName: 'Timeout', name: 'timeout', type: 'number', default: 30000, description: 'How long the broker may take to confirm, in milliseconds' },
      ],
    },
  ],
};
