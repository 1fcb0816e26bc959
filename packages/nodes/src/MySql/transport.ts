import type { Connection, ConnectionOptions } from 'mysql2/promise';
import type { Duplex } from 'node:stream';
import type { ICredentialsDecrypted, IDataObject, INodeCredentialTestResult } from '@weft/workflow';
import { restorePemLineBreaks } from '../shared/pem-text.js';
import { SshTunnel, sshTunnelLogin } from '../shared/ssh-tunnel.js';

/** n8n's `mySql` credential. */
export interface MySqlCredentials {
  host: string; port: number; database: string; user: string; password?: string; connectTimeout?: number;
  ssl?: boolean; caCertificate?: string; clientPrivateKey?: string; clientCertificate?: string;
  /** With the tunnel on, host and port are as the SSH server sees them; the SSH fields are read by `sshTunnelLogin`. */
  sshTunnel?: boolean;
}

/** How values come back, from the node's options and version (n8n's choices). */
export interface ResultFormat {
  /** Dates as the server writes them ('2024-01-02 03:04:05') rather than Date objects: v2.1 and later. */
  dateStrings?: boolean;
  /** BIGINT and DECIMAL as text, so no digit is lost (Output Large-Format Numbers As: Text). */
  bigNumberStrings?: boolean;
  /** DECIMAL columns as numbers (Output Decimals as Numbers). */
  decimalNumbers?: boolean;
}

function tls(credentials: MySqlCredentials): ConnectionOptions['ssl'] {
  if (!credentials.ssl) return undefined;
  const ca = restorePemLineBreaks(credentials.caCertificate);
  const cert = restorePemLineBreaks(credentials.clientCertificate);
  const key = restorePemLineBreaks(credentials.clientPrivateKey);
  return { ...(ca ? { ca } : {}), ...(cert ? { cert } : {}), ...(key ? { key } : {}) };
}

/** Why a connection failed, naming what to check in the credential. */
export function connectionFailure(error: unknown, credentials: MySqlCredentials): string {
  const { code, message } = error as { code?: string; message?: string };
  const where = `${credentials.host}:${credentials.port}`;
  if (code === 'ECONNREFUSED') return `Could not connect to MySQL at ${where}: the connection was refused. Check the host and port of the credential.`;
  if (code === 'ENOTFOUND') return `Could not connect to MySQL: the host "${credentials.host}" was not found.`;
  if (code === 'ETIMEDOUT') return `Could not connect to MySQL at ${where}: it did not answer in time.`;
  if (code?.startsWith('ER_ACCESS_DENIED') || code === 'ER_DBACCESS_DENIED_ERROR') return `MySQL refused the credential's user or password: ${message ?? code}`;
  if (code === 'ER_BAD_DB_ERROR') return `MySQL has no database "${credentials.database}": ${message ?? code}`;
  return `Could not connect to MySQL at ${where}: ${message ?? String(error)}`;
}

/**
 * A stream to the server through the credential's SSH tunnel, when it has one on. The tunnel closes
 * with the stream, that is when the caller ends the connection.
 */
async function tunnelledStream(credentials: MySqlCredentials): Promise<Duplex | undefined> {
  const login = sshTunnelLogin(credentials as unknown as IDataObject);
  if (!login) return undefined;
  const tunnel = await SshTunnel.open(login);
  return tunnel.forward(credentials.host, Number(credentials.port));
}

/** One connection for one execution (or one options request), closed by the caller. */
export async function openConnection(credentials: MySqlCredentials, format: ResultFormat = {}): Promise<Connection> {
  // Loaded on first use: most runs never open MySQL.
  const mysql = await import('mysql2/promise');
  const ssl = tls(credentials);
  const stream = await tunnelledStream(credentials);
  try {
    return await mysql.createConnection({
      host: credentials.host, port: Number(credentials.port), database: credentials.database, user: credentials.user,
      password: credentials.password || undefined, connectTimeout: Number(credentials.connectTimeout) || 10_000,
      supportBigNumbers: true, bigNumberStrings: format.bigNumberStrings ?? false, decimalNumbers: format.decimalNumbers ?? false,
      dateStrings: format.dateStrings ?? false,
      ...(ssl ? { ssl } : {}),
      ...(stream ? { stream } : {}),
    });
  } catch (error) {
    stream?.destroy();
    throw new Error(connectionFailure(error, credentials));
  }
}

/** Sends a statement: prepared with its values bound when it has any, as text otherwise (DDL, SHOW, ...). */
export async function runStatement(connection: Connection, sql: string, values: unknown[]): Promise<unknown> {
  if (values.length === 0) return (await connection.query(sql))[0];
  return (await connection.execute(sql, values.map(bindable) as never[]))[0];
}

/** A value MySQL can bind: objects (JSON columns) as JSON text, `undefined` as NULL. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date || value === null || Buffer.isBuffer(value)) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The credential dialog's Test: connect and close. */
export async function mysqlConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    const connection = await openConnection(credential.data as unknown as MySqlCredentials);
    await connection.end();
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
