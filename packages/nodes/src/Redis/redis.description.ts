import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const on = (...operation: string[]) => ({ show: { operation } });

const dotNotation: INodeProperties = {
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
  options: [{
    displayName: 'Dot Notation', name: 'dotNotation', type: 'boolean', default: true,
    description: 'Whether a property name with dots ("a.b") writes a nested property rather than one whose name holds the dots',
  }],
};

const keyTypeOptions = [
  { name: 'Automatic', value: 'automatic', description: 'The type Redis reports for the key (Get), or the type of the value (Set)' },
  { name: 'Hash', value: 'hash' },
  { name: 'List', value: 'list' },
  { name: 'Sets', value: 'sets' },
  { name: 'String', value: 'string' },
];

/** n8n's Redis node, version 1: its parameters in n8n's order (a quirk included: Length lists `list` twice). */
export const redisDescription: INodeTypeDescription = {
  displayName: 'Redis',
  name: 'n8n-nodes-base.redis',
  icon: 'file:redis.svg',
  group: ['input'],
  version: 1,
  description: 'Reads, writes, counts and publishes with Redis',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Redis' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'redis', required: true, testedBy: 'redisConnectionTest' }],
  codex: { categories: ['Development', 'Data & Storage'], alias: ['redis', 'cache', 'key value', 'pub sub'] },
  properties: [
    {
      displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'info',
      options: [
        { name: 'Delete', value: 'delete', description: 'Delete a key', action: 'Delete a key' },
        { name: 'Get', value: 'get', description: 'Read the value of a key', action: 'Get the value of a key' },
        { name: 'Increment', value: 'incr', description: 'Add one to the number a key holds', action: 'Increment a key' },
        { name: 'Info', value: 'info', description: 'Read what the server reports about itself', action: 'Get server info' },
        { name: 'Keys', value: 'keys', description: 'List the keys that match a pattern', action: 'Return keys matching a pattern' },
        { name: 'List Length', value: 'llen', description: 'Count the members of a list', action: 'Count the members of a list' },
        { name: 'Pop', value: 'pop', description: 'Take a member off a list', action: 'Pop a member off a list' },
        { name: 'Publish', value: 'publish', description: 'Send a message on a channel', action: 'Publish a message to a channel' },
        { name: 'Push', value: 'push', description: 'Add a member to a list', action: 'Push a member onto a list' },
        { name: 'Set', value: 'set', description: 'Write the value of a key', action: 'Set the value of a key' },
      ],
    },
    { displayName: 'Key', name: 'key', type: 'string', default: '', required: true, displayOptions: on('delete'), description: 'The key to delete' },
    {
      displayName: 'Name', name: 'propertyName', type: 'string', default: 'propertyName', required: true, displayOptions: on('get'),
      description: 'The output property that receives the value ("a.b" writes a nested one)',
    },
    { displayName: 'Key', name: 'key', type: 'string', default: '', required: true, displayOptions: on('get'), description: 'The key to read' },
    { displayName: 'Key Type', name: 'keyType', type: 'options', default: 'automatic', displayOptions: on('get'), options: keyTypeOptions, description: 'How to read the key' },
    { ...dotNotation, displayOptions: on('get') },
    { displayName: 'Key', name: 'key', type: 'string', default: '', required: true, displayOptions: on('incr'), description: 'The key to increment (absent keys start at 0)' },
    { displayName: 'Expire', name: 'expire', type: 'boolean', default: false, displayOptions: on('incr'), description: 'Whether the key expires' },
    {
      displayName: 'TTL', name: 'ttl', type: 'number', typeOptions: { minValue: 1 }, default: 60,
      displayOptions: { show: { operation: ['incr'], expire: [true] } }, description: 'Seconds until the key expires',
    },
    { displayName: 'Key Pattern', name: 'keyPattern', type: 'string', default: '', required: true, displayOptions: on('keys'), description: 'A glob-style pattern, e.g. "user:*"' },
    { displayName: 'Get Values', name: 'getValues', type: 'boolean', default: true, displayOptions: on('keys'), description: 'Whether to read the value of each key found' },
    { displayName: 'List', name: 'list', type: 'string', default: '', required: true, displayOptions: on('llen'), description: 'The list to count' },
    { displayName: 'List', name: 'list', type: 'string', default: '', required: true, displayOptions: on('llen'), description: 'The list to count' },
    { displayName: 'Key', name: 'key', type: 'string', default: '', required: true, displayOptions: on('set'), description: 'The key to write' },
    { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: on('set'), description: 'The value to write' },
    { displayName: 'Key Type', name: 'keyType', type: 'options', default: 'automatic', displayOptions: on('set'), options: keyTypeOptions, description: 'How to write the key' },
    {
      displayName: 'Value Is JSON', name: 'valueIsJSON', type: 'boolean', default: true, displayOptions: { show: { keyType: ['hash'] } },
      description: 'Whether the value is a JSON object of fields; otherwise "field1 value1 field2 value2"',
    },
    { displayName: 'Expire', name: 'expire', type: 'boolean', default: false, displayOptions: on('set'), description: 'Whether the key expires' },
    {
      displayName: 'TTL', name: 'ttl', type: 'number', typeOptions: { minValue: 1 }, default: 60,
      displayOptions: { show: { operation: ['set'], expire: [true] } }, description: 'Seconds until the key expires',
    },
    { displayName: 'Channel', name: 'channel', type: 'string', default: '', required: true, displayOptions: on('publish'), description: 'The channel to publish on' },
    { displayName: 'Data', name: 'messageData', type: 'string', default: '', required: true, displayOptions: on('publish'), description: 'The message to publish' },
    { displayName: 'List', name: 'list', type: 'string', default: '', required: true, displayOptions: on('push', 'pop'), description: 'The list to push to or pop from' },
    { displayName: 'Data', name: 'messageData', type: 'string', default: '', required: true, displayOptions: on('push'), description: 'The member to push' },
    { displayName: 'Tail', name: 'tail', type: 'boolean', default: false, displayOptions: on('push', 'pop'), description: 'Whether to use the end of the list rather than its start' },
    {
      displayName: 'Name', name: 'propertyName', type: 'string', default: 'propertyName', displayOptions: on('pop'),
      description: 'The output property that receives the member ("a.b" writes a nested one)',
    },
    { ...dotNotation, displayOptions: on('pop') },
  ],
};
