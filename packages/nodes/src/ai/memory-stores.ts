import { InMemoryChatMessageHistory } from '@langchain/core/chat_history';
import { mapChatMessagesToStoredMessages, mapStoredMessagesToChatMessages } from '@langchain/core/messages';
import type { BaseMessage, StoredMessage } from '@langchain/core/messages';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { MessageStore } from './chat-memory.js';
import { postgresPoolConfig } from '../Postgres/transport/postgres-pool.js';
import type { PostgresCredentials } from '../Postgres/transport/postgres-pool.js';

/** Conversations by workflow and session, kept while the process runs (n8n's Simple Memory does the same). */
const conversations = new Map<string, InMemoryChatMessageHistory>();

export function processMemoryStore(workflowId: string, sessionKey: string): MessageStore {
  const key = `${workflowId}__${sessionKey}`;
  let history = conversations.get(key);
  if (!history) conversations.set(key, history = new InMemoryChatMessageHistory());
  return history;
}

export type { PostgresCredentials };

/** n8n's redis credential. */
export interface RedisCredentials {
  host: string; port: number; database?: number; user?: string; password?: string; ssl?: boolean; disableTlsVerification?: boolean;
}

/*
 * Connections are shared by credential, as n8n does: a memory node is asked for its memory on every
 * item of every execution, and a pool per call would exhaust the server's connections.
 */
const pools = new Map<string, pg.Pool>();
const redisClients = new Map<string, Redis>();

function postgresPool(credentials: PostgresCredentials): pg.Pool {
  const key = JSON.stringify(credentials);
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool(postgresPoolConfig(credentials, { connectionTimeout: 10 }));
    // An idle connection dropped by the server must not crash the process.
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

function redisClient(credentials: RedisCredentials): Redis {
  const key = JSON.stringify(credentials);
  let client = redisClients.get(key);
  if (!client) {
    client = new Redis({
      host: credentials.host, port: credentials.port, db: credentials.database ?? 0,
      username: credentials.user || undefined, password: credentials.password || undefined,
      tls: credentials.ssl ? { rejectUnauthorized: !credentials.disableTlsVerification } : undefined,
      // A server that is down fails the call instead of queueing it until the server returns.
      maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, connectTimeout: 10_000,
    });
    client.on('error', () => undefined);
    redisClients.set(key, client);
  }
  return client;
}

/** Closes the shared connections (tests, shutdown). */
export async function closeMemoryConnections(): Promise<void> {
  const closing = [...pools.values()].map((pool) => pool.end());
  pools.clear();
  for (const client of redisClients.values()) client.disconnect();
  redisClients.clear();
  await Promise.all(closing);
}

/** A table name as PostgreSQL reads it, optionally schema-qualified; anything else is refused. */
function quotedTable(name: string): string {
  const parts = name.split('.');
  if (parts.length > 2 || parts.some((part) => !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(part))) {
    throw new Error(`The table name "${name}" is not valid: use letters, digits and underscores, optionally "schema.table"`);
  }
  return parts.map((part) => `"${part}"`).join('.');
}

/** A stored message as its own JSON object: its type beside its fields, as n8n's table holds them. */
function toRow(message: StoredMessage): Record<string, unknown> {
  return { type: message.type, ...message.data };
}

function fromRow(row: Record<string, unknown>): StoredMessage {
  const { type, ...data } = row;
  return { type: String(type), data: { content: '', role: undefined, name: undefined, tool_call_id: undefined, ...data } as StoredMessage['data'] };
}

/**
 * A session in n8n's PostgreSQL chat table (`id`, `session_id`, `message` JSONB), made when missing,
 * so n8n and Weft read each other's conversations.
 */
export class PostgresMessageStore implements MessageStore {
  private readonly pool: pg.Pool;
  private readonly table: string;
  private ready: Promise<void> | undefined;

  constructor(credentials: PostgresCredentials, tableName: string, private readonly sessionId: string) {
    this.table = quotedTable(tableName);
    this.pool = postgresPool(credentials);
  }

  private ensureTable(): Promise<void> {
    this.ready ??= this.pool.query(
      `CREATE TABLE IF NOT EXISTS ${this.table} (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL)`,
    ).then(() => undefined);
    return this.ready;
  }

  async getMessages(): Promise<BaseMessage[]> {
    await this.ensureTable();
    const { rows } = await this.pool.query<{ message: Record<string, unknown> }>(`SELECT message FROM ${this.table} WHERE session_id = $1 ORDER BY id`, [this.sessionId]);
    return mapStoredMessagesToChatMessages(rows.map((row) => fromRow(row.message)));
  }

  async addMessages(messages: BaseMessage[]): Promise<void> {
    await this.ensureTable();
    for (const stored of mapChatMessagesToStoredMessages(messages)) {
      await this.pool.query(`INSERT INTO ${this.table} (session_id, message) VALUES ($1, $2)`, [this.sessionId, JSON.stringify(toRow(stored))]);
    }
  }

  async clear(): Promise<void> {
    await this.ensureTable();
    await this.pool.query(`DELETE FROM ${this.table} WHERE session_id = $1`, [this.sessionId]);
  }
}

/**
 * A session as a Redis list under the session key, newest first (LangChain's layout, which n8n uses),
 * expiring `ttlSeconds` after the last write when set.
 */
export class RedisMessageStore implements MessageStore {
  private readonly client: Redis;

  constructor(credentials: RedisCredentials, private readonly sessionKey: string, private readonly ttlSeconds: number) {
    this.client = redisClient(credentials);
  }

  private async connected(): Promise<Redis> {
    if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
    return this.client;
  }

  async getMessages(): Promise<BaseMessage[]> {
    const raw = await (await this.connected()).lrange(this.sessionKey, 0, -1);
    return mapStoredMessagesToChatMessages(raw.reverse().map((entry) => JSON.parse(entry) as StoredMessage));
  }

  async addMessages(messages: BaseMessage[]): Promise<void> {
    const client = await this.connected();
    for (const stored of mapChatMessagesToStoredMessages(messages)) {
      await client.lpush(this.sessionKey, JSON.stringify(stored));
    }
    if (this.ttlSeconds > 0) await client.expire(this.sessionKey, this.ttlSeconds);
  }

  async clear(): Promise<void> {
    await (await this.connected()).del(this.sessionKey);
  }
}
