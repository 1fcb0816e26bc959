import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

const SERVER = { host: '127.0.0.1', port: 6379, database: 0 };
/** Every key of this file starts here, so files running in parallel never touch each other's keys. */
const PREFIX = `weft-test:redis:${randomUUID()}:`;
const USER = `weft-redis-${randomUUID().slice(0, 8)}`;
const key = (name: string) => `${PREFIX}${name}`;

const { run } = serviceRunner({
  redis: { type: 'redis', data: SERVER },
  'wrong-password': { type: 'redis', data: { ...SERVER, user: USER, password: 'not-the-password' } },
  'server-down': { type: 'redis', data: { ...SERVER, port: 1 } },
});
const redisNode = (parameters: IDataObject, options: { input?: IDataObject[]; uses?: string; continueOnFail?: boolean } = {}) => run({
  type: 'n8n-nodes-base.redis', typeVersion: 1, parameters, uses: { redis: options.uses ?? 'redis' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
});

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(SERVER);
  await redis.call('ACL', 'SETUSER', USER, 'on', '>the-password', '~*', '+@all');
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.call('ACL', 'DELUSER', USER);
  redis.disconnect();
});

describe('Redis node: Set and Get', () => {
  it('sets a string and reads it back under the Name, nested with dot notation', async () => {
    await redisNode({ operation: 'set', key: key('greeting'), value: 'hello' });
    expect(await redis.get(key('greeting'))).toBe('hello');
    const nested = await redisNode({ operation: 'get', key: key('greeting'), propertyName: 'reply.text', keyType: 'automatic' });
    expect(nested.json).toEqual([{ reply: { text: 'hello' } }]);
    const flat = await redisNode({ operation: 'get', key: key('greeting'), propertyName: 'reply.text', options: { dotNotation: false } });
    expect(flat.json).toEqual([{ 'reply.text': 'hello' }]);
  });

  it('keeps a value that looks like SQL or a Redis command as the text it is', async () => {
    const hostile = "x'; drop table x; -- \r\nFLUSHALL\r\n";
    await redisNode({ operation: 'set', key: key('hostile'), value: hostile, keyType: 'string' });
    expect(await redis.get(key('hostile'))).toBe(hostile);
    expect(await redis.exists(key('greeting'))).toBe(1);
  });

  it('writes a hash from a JSON object and from "field value" pairs, and reads each key type', async () => {
    await redisNode({ operation: 'set', key: key('user'), keyType: 'hash', value: '{"name":"Ada","age":36}', valueIsJSON: true });
    await redisNode({ operation: 'set', key: key('pairs'), keyType: 'hash', value: 'colour blue size 3', valueIsJSON: false });
    await redisNode({ operation: 'set', key: key('queue'), keyType: 'list', value: '["a","b","c"]' });
    await redisNode({ operation: 'set', key: key('tags'), keyType: 'sets', value: '["red","green"]' });
    expect(await redis.hgetall(key('user'))).toEqual({ name: 'Ada', age: '36' });
    expect(await redis.hgetall(key('pairs'))).toEqual({ colour: 'blue', size: '3' });
    const got = await redisNode({ operation: 'get', key: key('user'), propertyName: 'user' });
    expect(got.json).toEqual([{ user: { name: 'Ada', age: '36' } }]);
    expect((await redisNode({ operation: 'get', key: key('queue'), propertyName: 'queue' })).json).toEqual([{ queue: ['a', 'b', 'c'] }]);
    const tags = (await redisNode({ operation: 'get', key: key('tags'), propertyName: 'tags', keyType: 'sets' })).json[0]?.tags as string[];
    expect([...tags].sort()).toEqual(['green', 'red']);
    expect((await redisNode({ operation: 'get', key: key('absent'), propertyName: 'value' })).json).toEqual([{ value: null }]);
  });

  it('sets a key that expires after the TTL', async () => {
    await redisNode({ operation: 'set', key: key('session'), value: 'token', expire: true, ttl: 120 });
    const ttl = await redis.ttl(key('session'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('passes the input items on for Set, one write per item', async () => {
    const result = await redisNode({ operation: 'set', key: `={{ "${PREFIX}item:" + $json.id }}`, value: '={{ $json.name }}' }, {
      input: [{ id: 1, name: 'one' }, { id: 2, name: 'two' }],
    });
    expect(result.json).toEqual([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
    expect(await redis.mget(key('item:1'), key('item:2'))).toEqual(['one', 'two']);
  });
});

describe('Redis node: the other operations', () => {
  it('deletes a key', async () => {
    await redis.set(key('doomed'), 'x');
    const result = await redisNode({ operation: 'delete', key: key('doomed') }, { input: [{ keep: true }] });
    expect(result.json).toEqual([{ keep: true }]);
    expect(await redis.exists(key('doomed'))).toBe(0);
  });

  it('increments a counter, with an expiry when asked', async () => {
    await redisNode({ operation: 'incr', key: key('counter') });
    const second = await redisNode({ operation: 'incr', key: key('counter'), expire: true, ttl: 30 });
    expect(second.json).toEqual([{ [key('counter')]: 2 }]);
    expect(await redis.ttl(key('counter'))).toBeGreaterThan(0);
  });

  it('lists keys by pattern, with or without their values', async () => {
    await redis.set(key('k:a'), '1');
    await redis.rpush(key('k:b'), 'x', 'y');
    const names = await redisNode({ operation: 'keys', keyPattern: `${PREFIX}k:*`, getValues: false });
    expect(names.json).toEqual([{ keys: [key('k:a'), key('k:b')] }]);
    const values = await redisNode({ operation: 'keys', keyPattern: `${PREFIX}k:*`, getValues: true });
    expect(values.json).toEqual([{ [key('k:a')]: '1', [key('k:b')]: ['x', 'y'] }]);
  });

  it('pushes to either end, pops (parsing JSON) and counts a list', async () => {
    await redisNode({ operation: 'push', list: key('jobs'), messageData: 'first' });
    await redisNode({ operation: 'push', list: key('jobs'), messageData: '{"id":7}', tail: true });
    await redisNode({ operation: 'push', list: key('jobs'), messageData: 'zero' });
    expect(await redis.lrange(key('jobs'), 0, -1)).toEqual(['zero', 'first', '{"id":7}']);
    expect((await redisNode({ operation: 'llen', list: key('jobs') })).json).toEqual([{ [key('jobs')]: 3 }]);
    const tail = await redisNode({ operation: 'pop', list: key('jobs'), tail: true, propertyName: 'job' });
    expect(tail.json).toEqual([{ job: { id: 7 } }]);
    const head = await redisNode({ operation: 'pop', list: key('jobs'), propertyName: 'job' });
    expect(head.json).toEqual([{ job: 'zero' }]);
  });

  it('publishes a message that a subscriber receives', async () => {
    const subscriber = new Redis(SERVER);
    await subscriber.subscribe(key('news'));
    const received = new Promise<string>((resolve) => subscriber.once('message', (_channel: string, message: string) => resolve(message)));
    const result = await redisNode({ operation: 'publish', channel: key('news'), messageData: 'extra!' }, { input: [{ n: 1 }] });
    expect(result.json).toEqual([{ n: 1 }]);
    expect(await received).toBe('extra!');
    subscriber.disconnect();
  });

  it('reads INFO as an object, numbers as numbers and a database line as an object', async () => {
    await redis.set(key('info'), '1');
    const [info] = (await redisNode({ operation: 'info' })).json as IDataObject[];
    expect(info?.redis_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(info?.tcp_port).toBe(6379);
    expect(info?.db0).toMatchObject({ keys: expect.any(Number), expires: expect.any(Number) });
  });
});

describe('Redis node: failures', () => {
  it('fails the item with Redis\'s reason, or outputs it with continueOnFail', async () => {
    await redis.rpush(key('a-list'), 'x');
    const failed = await redisNode({ operation: 'incr', key: key('a-list') });
    expect(failed.error?.message).toMatch(/WRONGTYPE/);
    const continued = await redisNode({ operation: 'incr', key: '={{ $json.key }}' }, {
      continueOnFail: true, input: [{ key: key('a-list') }, { key: key('fine') }],
    });
    expect(continued.json).toEqual([{ error: expect.stringMatching(/WRONGTYPE/) }, { [key('fine')]: 1 }]);
  });

  it('says the password was refused', async () => {
    const result = await redisNode({ operation: 'get', key: key('x'), propertyName: 'x' }, { uses: 'wrong-password' });
    expect(result.error?.message).toMatch(/Redis refused the credential's user or password: WRONGPASS/);
  });

  it('says the server could not be reached', async () => {
    const result = await redisNode({ operation: 'info' }, { uses: 'server-down' });
    expect(result.error?.message).toBe('Could not connect to Redis at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
  });

  it('tests a credential from the dialog by connecting', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.redis', 1)?.methods?.credentialTest?.redisConnectionTest;
    if (!test) throw new Error('the Redis node has no connection test');
    expect(await test({ id: '', name: 'r', type: 'redis', data: { ...SERVER, user: USER, password: 'the-password' } })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test({ id: '', name: 'r', type: 'redis', data: { ...SERVER, user: USER, password: 'nope' } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/WRONGPASS/) });
    expect(await test({ id: '', name: 'r', type: 'redis', data: { ...SERVER, port: 1 } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
  });
});
