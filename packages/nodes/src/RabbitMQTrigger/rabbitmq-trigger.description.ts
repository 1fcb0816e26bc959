import type { INodeTypeDescription } from '@weft/workflow';
import { keyValueCollection } from '../RabbitMQ/rabbitmq-options.js';

/** n8n's RabbitMQ Trigger, version 1 (its options in n8n's alphabetical order). */
export const rabbitMqTriggerDescription: INodeTypeDescription = {
  displayName: 'RabbitMQ Trigger',
  name: 'n8n-nodes-base.rabbitmqTrigger',
  icon: 'file:rabbitmq.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow for each message that arrives in a RabbitMQ queue',
  defaults: { name: 'RabbitMQ Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'rabbitmq', required: true, testedBy: 'rabbitmqConnectionTest' }],
  codex: { categories: ['Development'], alias: ['rabbitmq', 'amqp', 'queue', 'consume'] },
  properties: [
    { displayName: 'Queue / Topic', name: 'queue', type: 'string', default: '', placeholder: 'queue-name', description: 'The queue to take messages from' },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [
        keyValueCollection('Arguments', 'arguments', 'argument', 'Arguments of the queue when it is declared (x-message-ttl, x-dead-letter-exchange ...)'),
        { displayName: 'Assert Exchange', name: 'assertExchange', type: 'boolean', default: true, description: 'Whether to check that the exchanges of the bindings exist' },
        { displayName: 'Assert Queue', name: 'assertQueue', type: 'boolean', default: true, description: 'Whether to declare the queue (made when missing); off, the queue must exist' },
        { displayName: 'Auto Delete Queue', name: 'autoDelete', type: 'boolean', default: false, description: 'Whether the queue goes away once it has no consumer' },
        {
          displayName: 'Binding', name: 'binding', placeholder: 'Add Binding', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {},
          description: 'Exchanges whose messages reach the queue',
          options: [{
            name: 'bindings', displayName: 'Binding',
            values: [
              { displayName: 'Exchange', name: 'exchange', type: 'string', default: '', placeholder: 'exchange' },
              { displayName: 'RoutingKey', name: 'routingKey', type: 'string', default: '', placeholder: 'routing-key' },
            ],
          }],
        },
        { displayName: 'Content Is Binary', name: 'contentIsBinary', type: 'boolean', default: false, description: 'Whether the message content becomes binary data (property "data")' },
        {
          displayName: 'Delete From Queue When', name: 'acknowledge', type: 'options', default: 'immediately', description: 'When the message is acknowledged, which takes it off the queue',
          options: [
            { name: 'Execution Finishes', value: 'executionFinishes', description: 'Once the run ends, whether it succeeded or failed' },
            { name: 'Execution Finishes Successfully', value: 'executionFinishesSuccessfully', description: 'Once the run succeeds; a failed run puts the message back on the queue' },
            { name: 'Immediately', value: 'immediately', description: 'As soon as it arrives' },
            { name: 'Specified Later in Workflow', value: 'laterMessageNode', description: 'When a RabbitMQ node with "Delete From Queue" runs' },
          ],
        },
        { displayName: 'Durable', name: 'durable', type: 'boolean', default: true, description: 'Whether the queue survives a broker restart' },
        { displayName: 'Exclusive', name: 'exclusive', type: 'boolean', default: false, description: 'Whether the queue belongs to this connection only' },
        keyValueCollection('Headers', 'headers', 'header', 'Headers (kept for n8n compatibility; a consumer sends none)'),
        {
          displayName: 'JSON Parse Body', name: 'jsonParseBody', type: 'boolean', default: false, displayOptions: { hide: { contentIsBinary: [true] } },
          description: 'Whether content that is JSON becomes its value',
        },
        {
          displayName: 'Only Content', name: 'onlyContent', type: 'boolean', default: false, displayOptions: { hide: { contentIsBinary: [true] } },
          description: 'Whether the item is only the content, without the fields and properties',
        },
        {
          displayName: 'Parallel Message Processing Limit', name: 'parallelMessages', type: 'number', default: -1,
          displayOptions: { hide: { acknowledge: ['immediately'] } }, description: 'How many runs at a time at most; -1 for no limit',
        },
      ],
    },
    {
      displayName: 'To delete a message from the queue, add a RabbitMQ node later in the workflow with the "Delete From Queue" operation',
      name: 'laterMessageNode', type: 'notice', default: '', displayOptions: { show: { '/options.acknowledge': ['laterMessageNode'] } },
    },
  ],
};
