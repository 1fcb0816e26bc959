import type { Redis as RedisClient } from 'ioredis';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError, setPath } from '@weft/workflow';
import { closeRedis, openRedis, redisConnectionTest } from './redis-connection.js';
import type { RedisCredentials } from './redis-connection.js';
import { redisDescription } from './redis.description.js';
import { parseInfo, readValue, writeValue } from './redis-values.js';
import type { KeyType } from './redis-values.js';

function parsedJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The value at the Name parameter: a nested property for "a.b" unless Dot Notation is off. */
function withProperty(context: IExecuteFunctions, index: number, value: unknown): IDataObject {
  const name = context.getNodeParameter('propertyName', index, 'propertyName') as string;
  const { dotNotation } = context.getNodeParameter('options', index, {}) as { dotNotation?: boolean };
  const json: IDataObject = {};
  if (dotNotation === false) json[name] = value as IDataObject[string];
  else setPath(json, name, value);
  return json;
}

/** Seconds a key lives when Expire is on. */
function ttlOf(context: IExecuteFunctions, index: number): number | undefined {
  if (!(context.getNodeParameter('expire', index, false) as boolean)) return undefined;
  const ttl = Number(context.getNodeParameter('ttl', index, 60));
  if (!Number.isInteger(ttl) || ttl < 1) throw new NodeOperationError(context.getNode(), `TTL must be a whole number of seconds of at least 1, not "${ttl}"`, { itemIndex: index });
  return ttl;
}

/** One item's operation: the item's output (`undefined` passes the input item on, as n8n does). */
async function runItem(context: IExecuteFunctions, client: RedisClient, operation: string, index: number): Promise<IDataObject | undefined> {
  const param = (name: string, fallback?: unknown) => context.getNodeParameter(name, index, fallback);
  switch (operation) {
    case 'delete':
      await client.del(param('key') as string);
      return undefined;
    case 'get':
      return withProperty(context, index, await readValue(client, param('key') as string, param('keyType', 'automatic') as KeyType));
    case 'incr': {
      const key = param('key') as string;
      const ttl = ttlOf(context, index);
      const value = await client.incr(key);
      if (ttl !== undefined) await client.expire(key, ttl);
      return { [key]: value };
    }
    case 'keys': {
      const keys = (await client.keys(param('keyPattern') as string)).sort();
      if (!(param('getValues', true) as boolean)) return { keys };
      const values: IDataObject = {};
      for (const key of keys) values[key] = await readValue(client, key) as IDataObject[string];
      return values;
    }
    case 'llen': {
      const list = param('list') as string;
      return { [list]: await client.llen(list) };
    }
    case 'set':
      await writeValue(client, param('key') as string, param('value', ''), {
        keyType: param('keyType', 'automatic') as KeyType, valueIsJson: param('valueIsJSON', true) as boolean, ttl: ttlOf(context, index),
      });
      return undefined;
    case 'publish':
      await client.publish(param('channel') as string, String(param('messageData')));
      return undefined;
    case 'push': {
      const list = param('list') as string;
      const member = String(param('messageData'));
      await (param('tail', false) ? client.rpush(list, member) : client.lpush(list, member));
      return undefined;
    }
    case 'pop': {
      const list = param('list') as string;
      const member = await (param('tail', false) ? client.rpop(list) : client.lpop(list));
      return withProperty(context, index, parsedJson(member));
    }
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not known`, { itemIndex: index });
  }
}

/** n8n's Redis node (version 1): one connection per execution, closed when the node finishes. */
export class Redis implements INodeType {
  description = redisDescription;

  methods = { credentialTest: { redisConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const credentials = await this.getCredentials<RedisCredentials>('redis');
    let client: RedisClient;
    try {
      client = await openRedis(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      const operation = this.getNodeParameter('operation', 0) as string;
      // Info describes the server, not an item: one answer for the whole run, as in n8n.
      if (operation === 'info') {
        try {
          return [[{ json: parseInfo(await client.info()) }]];
        } catch (error) {
          if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), error as Error);
          return [[{ json: { error: (error as Error).message } }]];
        }
      }
      const items = this.getInputData();
      const output: INodeExecutionData[] = [];
      for (let index = 0; index < items.length; index++) {
        try {
          const json = await runItem(this, client, operation, index);
          output.push(json === undefined ? items[index] as INodeExecutionData : { json, pairedItem: { item: index } });
        } catch (error) {
          if (!this.continueOnFail()) {
            throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
          }
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
        }
      }
      return [output];
    } finally {
      await closeRedis(client);
    }
  }
}
