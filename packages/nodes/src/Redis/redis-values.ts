import type { Redis } from 'ioredis';
import type { IDataObject } from '@weft/workflow';

/** The Key Type parameter: `automatic` asks Redis for the key's type. */
export type KeyType = 'automatic' | 'string' | 'hash' | 'list' | 'sets';

/** Redis's own type names (TYPE) for the parameter's. */
const FROM_REDIS_TYPE: Record<string, KeyType> = { string: 'string', hash: 'hash', list: 'list', set: 'sets' };

/** A key's value as n8n reads it: text, an object of fields, or a list of members; null when absent. */
export async function readValue(client: Redis, key: string, keyType: KeyType = 'automatic'): Promise<unknown> {
  const type = keyType === 'automatic' ? FROM_REDIS_TYPE[await client.type(key)] : keyType;
  switch (type) {
    case 'string': return client.get(key);
    case 'hash': return client.hgetall(key);
    case 'list': return client.lrange(key, 0, -1);
    case 'sets': return client.smembers(key);
    default: return null;
  }
}

const text = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Which type an automatic Set writes: a value from an expression may be a list or an object. */
function automaticType(value: unknown): Exclude<KeyType, 'automatic'> {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object' && value !== null) return 'hash';
  return 'string';
}

/** The fields of a hash: a JSON object, or (valueIsJSON off) "field value field value" separated by spaces. */
function hashFields(value: unknown, valueIsJson: boolean): string[] {
  if (valueIsJson) {
    const parsed = parsedJson(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.entries(parsed as IDataObject).flatMap(([field, fieldValue]) => [field, text(fieldValue)]);
    }
  }
  const words = text(value).split(' ');
  if (words.length % 2 !== 0) throw new Error('The value of a hash needs a value for each field: "field1 value1 field2 value2"');
  return words;
}

/** The members of a list or a set: a JSON array, or the value as one member. */
function members(value: unknown): string[] {
  const parsed = parsedJson(value);
  return Array.isArray(parsed) ? parsed.map(text) : [text(value)];
}

export interface WriteOptions {
  keyType: KeyType;
  valueIsJson: boolean;
  /** Seconds the key lives; undefined keeps it. */
  ttl?: number;
}

/** Writes a key in one transaction, so that a key never exists without its expiry. */
export async function writeValue(client: Redis, key: string, value: unknown, options: WriteOptions): Promise<void> {
  const type = options.keyType === 'automatic' ? automaticType(value) : options.keyType;
  const transaction = client.multi();
  if (type === 'string') transaction.set(key, text(value));
  if (type === 'hash') transaction.hset(key, ...hashFields(value, options.valueIsJson));
  // A list is replaced: the key holds the given members in order afterwards.
  if (type === 'list') transaction.del(key).rpush(key, ...members(value));
  if (type === 'sets') transaction.sadd(key, ...members(value));
  if (options.ttl !== undefined) transaction.expire(key, options.ttl);
  const results = await transaction.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (failed) throw failed;
}

/** A value of INFO as a number when it is one ("1.5", "42"), as text otherwise ("7.0.15" stays text). */
function infoValue(value: string): string | number {
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** INFO's text as an object: `name:value` lines, and `a=1,b=2` values as nested objects (db0, cmdstat_...). */
export function parseInfo(info: string): IDataObject {
  const parsed: IDataObject = {};
  for (const line of info.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    parsed[name] = value.includes('=')
      ? Object.fromEntries(value.split(',').map((pair) => {
        const equals = pair.indexOf('=');
        return [pair.slice(0, equals), infoValue(pair.slice(equals + 1))];
      }))
      : infoValue(value);
  }
  return parsed;
}
