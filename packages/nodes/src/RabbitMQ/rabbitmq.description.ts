import type { INodeTypeDescription } from '@weft/workflow';
import { keyValueCollection } from './rabbitmq-options.js';

const operations = [
  { name: 'Send a Message to RabbitMQ', value: 'sendMessage', action: 'Send a Message to RabbitMQ' },
  { name: 'Delete From Queue', value: 'deleteMessage', action: 'Delete From Queue' },
];

/** n8n's RabbitMQ node, versions 1 and 1.1 (1.1 shows the operation; both know Delete From Queue). */
export const rabbitMqDescription: INodeTypeDescription = {
  displayName: 'RabbitMQ',
  name: 'n8n-nodes-base.rabbitmq',
  icon: 'file:rabbitmq.svg',
  group: ['transform'],
  version: [1, 1.1],
  description: 'Sends messages to a RabbitMQ queue or exchange',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'RabbitMQ' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'rabbitmq', required: true, testedBy: 'rabbitmqConnectionTest' }],
  codex: { categories: ['Development'], alias: ['rabbitmq', 'amqp', 'queue', 'message broker'] },
  properties: [
    {
      displayName: 'Operation', name: 'operation', type: 'hidden', noDataExpression: true, default: 'sendMessage',
      displayOptions: { show: { '@version': [1] } },
    },
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'sendMessage',
      displayOptions: { show: { '@version': [1.1] } }, options: operations,
    },
    {
      displayName: 'Acknowledges the message that a RabbitMQ Trigger earlier in this workflow received, so it leaves the queue',
      name: 'deleteMessage', type: 'notice', default: '', displayOptions: { show: { operation: ['deleteMessage'] } },
    },
    {
      displayName: 'Mode', name: 'mode', type: 'options', default: 'queue', description: 'Where the messages go',
      displayOptions: { hide: { operation: ['deleteMessage'] } },
      options: [
        { name: 'Queue', value: 'queue', description: 'Send to one queue' },
        { name: 'Exchange', value: 'exchange', description: 'Send to an exchange, which routes to its queues' },
      ],
    },
    {
      displayName: 'Queue / Topic', name: 'queue', type: 'string', default: '', placeholder: 'queue-name', description: 'The queue to send to',
      displayOptions: { show: { mode: ['queue'] }, hide: { operation: ['deleteMessage'] } },
    },
    {
      displayName: 'Exchange', name: 'exchange', type: 'string', default: '', placeholder: 'exchange-name', description: 'The exchange to send to',
      displayOptions: { show: { mode: ['exchange'] } },
    },
    {
      displayName: 'Type', name: 'exchangeType', type: 'options', default: 'fanout', description: 'How the exchange routes messages to its queues',
      displayOptions: { show: { mode: ['exchange'] } },
      options: [
        { name: 'Direct', value: 'direct', description: 'To the queues bound with the routing key' },
        { name: 'Topic', value: 'topic', description: 'To the queues whose binding pattern matches the routing key' },
        { name: 'Headers', value: 'headers', description: 'To the queues whose binding matches the message headers' },
        { name: 'Fanout', value: 'fanout', description: 'To every bound queue' },
      ],
    },
    {
      displayName: 'Routing Key', name: 'routingKey', type: 'string', default: '', placeholder: 'routing-key', description: 'The routing key of the messages',
      displayOptions: { show: { mode: ['exchange'] } },
    },
    {
      displayName: 'Send Input Data', name: 'sendInputData', type: 'boolean', default: true, description: 'Whether each message is the item\'s JSON',
      displayOptions: { show: { operation: ['sendMessage'] } },
    },
    {
      displayName: 'Message', name: 'message', type: 'string', default: '', description: 'The text of each message',
      displayOptions: { show: { sendInputData: [false] } },
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      displayOptions: { show: { operation: ['sendMessage'] } },
      options: [
        {
          displayName: 'Alternate Exchange', name: 'alternateExchange', type: 'string', default: '', displayOptions: { show: { '/mode': ['exchange'] } },
          description: 'Where the exchange sends the messages it cannot route to any queue',
        },
        keyValueCollection('Arguments', 'arguments', 'argument', 'Publish options of each message (expiration, priority, persistent, contentType, messageId ...)'),
        { displayName: 'Auto Delete Queue', name: 'autoDelete', type: 'boolean', default: false, description: 'Whether the queue (or exchange) goes away once nothing uses it' },
        { displayName: 'Durable', name: 'durable', type: 'boolean', default: true, description: 'Whether the queue (or exchange) survives a broker restart' },
        {
          displayName: 'Exclusive', name: 'exclusive', type: 'boolean', default: false, displayOptions: { show: { '/mode': ['queue'] } },
          description: 'Whether the queue belongs to this connection only (and goes with it)',
        },
        keyValueCollection('Headers', 'headers', 'header', 'Headers of each message'),
      ],
    },
  ],
};
