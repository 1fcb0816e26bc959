import type { ConnectionPool, config as PoolConfig } from 'mssql';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';

/** n8n's `microsoftSql` credential. */
export interface MicrosoftSqlCredentials {
  server: string; port: number; database: string; user: string; password?: string; domain?: string;
  tls?: boolean; allowUnauthorizedCerts?: boolean; connectTimeout?: number; requestTimeout?: number; tdsVersion?: string;
}

const ENCRYPTION_REFUSED = 'EWEFT_NO_TLS';

interface Failure { code?: string; message?: string; originalError?: unknown; cause?: unknown; errors?: unknown[] }

/** The error and what it wraps (mssql's originalError, tedious's cause, the attempts of an AggregateError). */
function chain(error: unknown, seen = new Set<unknown>()): Failure[] {
  if (!error || typeof error !== 'object' || seen.has(error)) return [];
  seen.add(error);
  const failure = error as Failure;
  return [failure, ...[failure.originalError, failure.cause, ...(failure.errors ?? [])].flatMap((inner) => chain(inner, seen))];
}

/** Why a connection failed, naming what to check in the credential. */
export function connectionFailure(error: unknown, credentials: MicrosoftSqlCredentials): string {
  const where = `${credentials.server}:${credentials.port}`;
  const failures = chain(error);
  const codes = new Set(failures.map((failure) => failure.code));
  const { code, message = String(error) } = error as Failure;
  const cause = (error as { originalError?: { message?: string } }).originalError;
  const text = failures.map((failure) => `${failure.code ?? ''} ${failure.message ?? ''}`).join(' ');
  if (codes.has(ENCRYPTION_REFUSED)) {
    return `The SQL Server at ${where} does not offer encryption, and the credential's TLS is on. Enable encryption on the server, or turn TLS off in the credential if the network to the server is trusted.`;
  }
  if (code === 'ELOGIN' || /Login failed/.test(text)) return `SQL Server refused the credential's user or password: ${cause?.message ?? message}`;
  if (/ECONNREFUSED/.test(text)) return `Could not connect to SQL Server at ${where}: the connection was refused. Check the server and port of the credential, and that SQL Server accepts TCP connections.`;
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return `Could not connect to SQL Server: the server "${credentials.server}" was not found. Check the Server of the credential.`;
  if (code === 'ETIMEOUT' || /ETIMEDOUT|timeout/i.test(text)) return `Could not connect to SQL Server at ${where}: it did not answer in time.`;
  return `Could not connect to SQL Server at ${where}: ${cause?.message ?? message}`;
}

/**
 * tedious goes on without encryption when the server's PRELOGIN says it has none, even with encrypt
 * on, and would then send the password in the clear: refuse before the login instead. (This hooks
 * tedious's own TLS step: `performTlsNegotiation`, tedious 19.)
 */
function refuseUnencrypted(connection: unknown): void {
  const tedious = connection as { performTlsNegotiation: (payload: { encryptionString?: string }, signal: unknown) => Promise<void> };
  const negotiate = tedious.performTlsNegotiation;
  tedious.performTlsNegotiation = async function (this: unknown, payload, signal) {
    if (payload.encryptionString !== 'ON' && payload.encryptionString !== 'REQ') {
      throw Object.assign(new Error('The server does not offer encryption'), { code: ENCRYPTION_REFUSED });
    }
    return negotiate.call(this, payload, signal);
  };
}

function poolConfig(credentials: MicrosoftSqlCredentials): PoolConfig {
  const tls = credentials.tls !== false;
  return {
    server: credentials.server, port: Number(credentials.port) || 1433, database: credentials.database,
    user: credentials.user, password: credentials.password ?? '', ...(credentials.domain ? { domain: credentials.domain } : {}),
    connectionTimeout: Number(credentials.connectTimeout) || 15_000, requestTimeout: Number(credentials.requestTimeout) || 15_000,
    // One connection: the node's statements run one after another.
    pool: { min: 0, max: 1 },
    options: {
      encrypt: tls, trustServerCertificate: credentials.allowUnauthorizedCerts === true,
      tdsVersion: credentials.tdsVersion || '7_4', enableArithAbort: false,
    },
    ...(tls ? { beforeConnect: refuseUnencrypted as PoolConfig['beforeConnect'] } : {}),
  };
}

/** A connected pool for one execution (or one credential test), closed by the caller. */
export async function openPool(credentials: MicrosoftSqlCredentials): Promise<ConnectionPool> {
  // Loaded on first use: most runs never open SQL Server.
  const { default: mssql } = await import('mssql');
  const pool = new mssql.ConnectionPool(poolConfig(credentials));
  // A failed connection is reported through connect(); without a listener the pool's 'error' would throw.
  pool.on('error', () => undefined);
  try {
    await pool.connect();
    return pool;
  } catch (error) {
    await pool.close().catch(() => undefined);
    throw new Error(connectionFailure(error, credentials));
  }
}

/** The credential dialog's Test: connect and close. */
export async function microsoftSqlConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    const pool = await openPool(credential.data as unknown as MicrosoftSqlCredentials);
    await pool.close();
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
