import type { Redis as RedisClient } from 'ioredis';
import type { IDataObject, INodeType, INodeTypeDescription, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { closeRedis, openRedis, redisConnectionTest } from '../Redis/redis-connection.js';
import type { RedisCredentials } from '../Redis/redis-connection.js';

interface TriggerOptions { jsonParseBody?: boolean; onlyMessage?: boolean }

/** A name with glob characters is a pattern (PSUBSCRIBE); any other is one channel (SUBSCRIBE). */
const isPattern = (channel: string) => /[*?[]/.test(channel);

function messageJson(channel: string, message: string, options: TriggerOptions): IDataObject {
  let body: unknown = message;
  if (options.jsonParseBody) {
    try {
      body = JSON.parse(message) as unknown;
    } catch {
      // Not JSON: the message stays text, as n8n leaves it.
    }
  }
  return options.onlyMessage ? { message: body } as IDataObject : { channel, message: body } as IDataObject;
}

async function subscribe(client: RedisClient, channels: string[], onMessage: (channel: string, message: string) => void): Promise<void> {
  client.on('message', (channel: string, message: string) => onMessage(channel, message));
  client.on('pmessage', (_pattern: string, channel: string, message: string) => onMessage(channel, message));
  const plain = channels.filter((channel) => !isPattern(channel));
  const patterns = channels.filter(isPattern);
  if (plain.length > 0) await client.subscribe(...plain);
  if (patterns.length > 0) await client.psubscribe(...patterns);
}

/** Names each channel and pattern, so that each of Redis's replies is awaited for what was subscribed. */
async function unsubscribe(client: RedisClient, channels: string[]): Promise<void> {
  const plain = channels.filter((channel) => !isPattern(channel));
  const patterns = channels.filter(isPattern);
  if (plain.length > 0) await client.unsubscribe(...plain);
  if (patterns.length > 0) await client.punsubscribe(...patterns);
}

/** n8n's Redis Trigger: a run per message published on the channels (names or `*` patterns). */
export class RedisTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Redis Trigger',
    name: 'n8n-nodes-base.redisTrigger',
    icon: 'file:redis.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when a message is published on Redis channels',
    defaults: { name: 'Redis Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'redis', required: true, testedBy: 'redisConnectionTest' }],
    codex: { categories: ['Development', 'Data & Storage'], alias: ['redis', 'pub sub', 'subscribe'] },
    properties: [
      {
        displayName: 'Channels', name: 'channels', type: 'string', default: '', required: true,
        description: 'Channels to listen on, separated by commas; "*" in a name matches any text (orders.*)',
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [
          { displayName: 'JSON Parse Body', name: 'jsonParseBody', type: 'boolean', default: false, description: 'Whether to parse a message that is JSON into its value' },
          { displayName: 'Only Message', name: 'onlyMessage', type: 'boolean', default: false, description: 'Whether to output only the message, without the channel' },
        ],
      },
    ],
  };

  methods = { credentialTest: { redisConnectionTest } };

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const channels = String(this.getNodeParameter('channels', 0, '')).split(',').map((channel) => channel.trim()).filter(Boolean);
    if (channels.length === 0) throw new NodeOperationError(this.getNode(), 'Channels: give at least one channel to listen on');
    const options = this.getNodeParameter('options', 0, {}) as TriggerOptions;
    const credentials = await this.getCredentials<RedisCredentials>('redis');
    let client: RedisClient;
    try {
      client = await openRedis(credentials, { keepReconnecting: true });
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    const emit = (channel: string, message: string) => this.emit([[{ json: messageJson(channel, message, options) }]]);
    const closeFunction = async () => {
      try {
        if (client.status === 'ready') await unsubscribe(client, channels);
      } finally {
        await closeRedis(client);
      }
    };
    if (this.getMode() !== 'manual') {
      await subscribe(client, channels, emit);
      return { closeFunction };
    }
    // Testing in the editor: the first message is the output.
    const manualTriggerFunction = () => new Promise<void>((resolve, reject) => {
      let received = false;
      subscribe(client, channels, (channel, message) => {
        if (received) return;
        received = true;
        emit(channel, message);
        resolve();
      }).catch(reject);
    });
    return { closeFunction, manualTriggerFunction };
  }
}
