import pg from 'pg';
import type { ICredentialDataDecryptedObject } from '@weft/workflow';
import type { SshLogin } from '../../shared/ssh-connection.js';
import { SshTunnel, sshTunnelLogin } from '../../shared/ssh-tunnel.js';

/** n8n's `postgres` credential, the fields a connection needs. */
export interface PostgresCredentials {
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  maxConnections?: number;
  allowUnauthorizedCerts?: boolean;
  ssl?: 'allow' | 'disable' | 'require';
  /** The SSH login of the credential's tunnel, when "SSH Tunnel" is on: host and port are then as the SSH server sees them. */
  sshTunnel?: SshLogin;
}

/** How the node reads values back: n8n turns big integers and decimals into numbers on request, and (from 2.1) timestamps into ISO text. */
export interface ResultParsing {
  largeNumbersOutput?: 'numbers' | 'text';
  timestampsAsIsoText?: boolean;
}

export interface ConnectionOptions extends ResultParsing {
  /** Seconds to wait for a connection (n8n's `connectionTimeout`); 0 waits as long as the network does. */
  connectionTimeout?: number;
  /** Seconds before the first TCP keep-alive probe of an idle connection (n8n's `delayClosingIdleConnection`). */
  delayClosingIdleConnection?: number;
}

const DEFAULT_CONNECTION_TIMEOUT_S = 30;

export function postgresCredentials(data: ICredentialDataDecryptedObject): PostgresCredentials {
  return {
    host: String(data.host ?? 'localhost'),
    port: Number(data.port ?? 5432),
    database: String(data.database ?? 'postgres'),
    user: String(data.user ?? 'postgres'),
    password: typeof data.password === 'string' ? data.password : undefined,
    maxConnections: typeof data.maxConnections === 'number' ? data.maxConnections : undefined,
    allowUnauthorizedCerts: data.allowUnauthorizedCerts === true,
    ssl: data.ssl === 'allow' || data.ssl === 'require' ? data.ssl : 'disable',
    sshTunnel: sshTunnelLogin(data),
  };
}

/** n8n's SSL rule: "ignore SSL issues" connects over TLS without checking the certificate; "allow" and "require" use TLS. */
function sslOf(credentials: PostgresCredentials): pg.ClientConfig['ssl'] {
  if (credentials.allowUnauthorizedCerts) return { rejectUnauthorized: false };
  return credentials.ssl === 'allow' || credentials.ssl === 'require';
}

function isoTimestamp(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The type parsers of one connection, so that one node's choice does not change how another reads values. */
function typeParsers(parsing: ResultParsing): pg.CustomTypesConfig {
  const { builtins } = pg.types;
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (parsing.largeNumbersOutput === 'numbers' && oid === builtins.INT8) return (value: string) => parseInt(value, 10);
      if (parsing.largeNumbersOutput === 'numbers' && oid === builtins.NUMERIC) return (value: string) => parseFloat(value);
      if (parsing.timestampsAsIsoText && (oid === builtins.TIMESTAMP || oid === builtins.TIMESTAMPTZ)) return isoTimestamp;
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function postgresPoolConfig(credentials: PostgresCredentials, options: ConnectionOptions = {}): pg.PoolConfig {
  const timeout = options.connectionTimeout ?? DEFAULT_CONNECTION_TIMEOUT_S;
  return {
    host: credentials.host, port: credentials.port, database: credentials.database, user: credentials.user,
    password: credentials.password || undefined,
    max: credentials.maxConnections || 100,
    ssl: sslOf(credentials),
    keepAlive: true,
    ...(options.delayClosingIdleConnection ? { keepAliveInitialDelayMillis: options.delayClosingIdleConnection * 1000 } : {}),
    connectionTimeoutMillis: timeout > 0 ? timeout * 1000 : 0,
    types: typeParsers(options),
    allowExitOnIdle: true,
  };
}

/*
 * Pools are shared by credential and options, as n8n shares its connections: a workflow that runs the
 * node on every webhook call must not open a connection per run.
 */
const pools = new Map<string, pg.Pool>();

export function postgresPool(credentials: PostgresCredentials, options: ConnectionOptions = {}): pg.Pool {
  const key = JSON.stringify([credentials, options.largeNumbersOutput ?? 'text', options.timestampsAsIsoText === true, options.connectionTimeout, options.delayClosingIdleConnection]);
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool(postgresPoolConfig(credentials, options));
    // An idle connection the server drops must not crash the process; the next query connects again.
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

/** Runs `work` on one connection of the pool, given back afterwards (destroyed if `work` left it broken). */
export async function withPostgresClient<T>(credentials: PostgresCredentials, options: ConnectionOptions, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  if (credentials.sshTunnel) return withTunnelledClient(credentials, options, work);
  const client = await postgresPool(credentials, options).connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && typeof (error as { code: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code))) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/*
 * Through an SSH tunnel a run gets a connection of its own rather than one of a shared pool: the tunnel
 * then lives exactly as long as the node's work, and no SSH connection stays open between runs.
 */
async function withTunnelledClient<T>(credentials: PostgresCredentials, options: ConnectionOptions, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = await connectPostgres(credentials, options);
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A connection of its own, outside the pools (a trigger's LISTEN, a credential test). With an SSH
 * tunnel, the tunnel closes when the connection ends.
 */
export async function connectPostgres(credentials: PostgresCredentials, options: ConnectionOptions = {}): Promise<pg.Client> {
  const { max: _max, allowExitOnIdle: _exit, ...config } = postgresPoolConfig(credentials, options);
  const tunnel = credentials.sshTunnel ? await SshTunnel.open(credentials.sshTunnel) : undefined;
  const client = new pg.Client(tunnel ? { ...config, stream: () => tunnel.socket() } : config);
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    tunnel?.close();
    throw error;
  }
  return client;
}

/** Closes every shared pool (tests, shutdown). */
export async function closePostgresPools(): Promise<void> {
  const closing = [...pools.values()].map((pool) => pool.end());
  pools.clear();
  await Promise.allSettled(closing);
}
