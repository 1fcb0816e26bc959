import { Redis } from 'ioredis';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';

/** n8n's `redis` credential. */
export interface RedisCredentials {
  host: string; port: number; database?: number; user?: string; password?: string; ssl?: boolean; disableTlsVerification?: boolean;
}

/**
 * A client of its own for one execution (or one active trigger): connected and answering before it is
 * returned, so a wrong host, port or password fails here with a message that names it.
 */
export async function openRedis(credentials: RedisCredentials, options: { keepReconnecting?: boolean } = {}): Promise<Redis> {
  const client = new Redis({
    host: credentials.host, port: Number(credentials.port), db: Number(credentials.database ?? 0),
    username: credentials.user || undefined, password: credentials.password || undefined,
    tls: credentials.ssl ? { rejectUnauthorized: !credentials.disableTlsVerification } : undefined,
    // A server that is down fails the call instead of queueing it until the server comes back.
    lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 10_000,
  });
  // ioredis rejects a failed connect with "Connection is closed"; the reason is in the error event.
  let reason: unknown;
  client.on('error', (error: unknown) => {
    reason ??= error;
  });
  try {
    await client.connect();
    await client.ping();
    // A subscription outlives a server restart: once connected, a lost connection is retried (and
    // ioredis subscribes again), where a first connection that fails is reported at once.
    if (options.keepReconnecting) client.options.retryStrategy = (attempt) => Math.min(attempt * 500, 5_000);
    return client;
  } catch (error) {
    client.disconnect();
    throw new Error(redisFailure(reason ?? error, credentials));
  }
}

/** Closes politely, and at once when the server no longer answers. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/** The reason a connection failed, in words that say which field of the credential to look at. */
export function redisFailure(error: unknown, credentials: RedisCredentials): string {
  const { message, code } = error as { message?: string; code?: string };
  const where = `${credentials.host}:${credentials.port}`;
  if (code === 'ECONNREFUSED' || message?.includes('ECONNREFUSED')) return `Could not connect to Redis at ${where}: the connection was refused. Check the host and port of the credential.`;
  if (code === 'ENOTFOUND' || message?.includes('ENOTFOUND')) return `Could not connect to Redis: the host "${credentials.host}" was not found.`;
  if (code === 'ETIMEDOUT' || message?.includes('ETIMEDOUT')) return `Could not connect to Redis at ${where}: it did not answer in time.`;
  if (message && /WRONGPASS|NOAUTH|AUTH/.test(message)) return `Redis refused the credential's user or password: ${message}`;
  return `Redis at ${where} failed: ${message ?? String(error)}`;
}

/** The credential dialog's Test: connect, PING, close. */
export async function redisConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    await closeRedis(await openRedis(credential.data as unknown as RedisCredentials));
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
