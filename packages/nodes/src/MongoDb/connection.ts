import { createSecureContext } from 'node:tls';
import type { Db, MongoClient, MongoClientOptions } from 'mongodb';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';
import { restorePemLineBreaks as pem } from '../shared/pem-text.js';

/** n8n's `mongoDb` credential. */
export interface MongoDbCredentials {
  configurationType?: 'connectionString' | 'values';
  connectionString?: string;
  host?: string; port?: number | string; database?: string; user?: string; password?: string;
  tls?: boolean; ca?: string; cert?: string; key?: string; passphrase?: string;
}

// The driver's own default is 30 s of retrying an unreachable server before it gives up.
const SERVER_SELECTION_TIMEOUT_MS = 10_000;

/** The address to connect to: the credential's connection string, or one built from its fields (user and password encoded). */
export function connectionString(credentials: MongoDbCredentials): string {
  if (credentials.configurationType === 'connectionString') {
    const text = (credentials.connectionString ?? '').trim();
    if (!text) throw new Error('The MongoDB credential has no connection string: fill in Connection String, or switch Configuration Type to Values');
    return text;
  }
  const user = credentials.user ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password ?? '')}@` : '';
  const host = (credentials.host ?? 'localhost').trim();
  // Like n8n: without a port the host is a DNS seed list (mongodb+srv://).
  return credentials.port ? `mongodb://${user}${host}:${Number(credentials.port)}` : `mongodb+srv://${user}${host}`;
}

/** host:port (or the hosts of a connection string), for messages. */
export function serverAddress(credentials: MongoDbCredentials): string {
  if (credentials.configurationType !== 'connectionString') return credentials.port ? `${credentials.host}:${credentials.port}` : String(credentials.host);
  return /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]+)/.exec((credentials.connectionString ?? '').trim())?.[1] ?? 'the connection string\'s server';
}

/** Why the connection failed, naming what to check in the credential. */
export function connectionFailure(error: unknown, credentials: MongoDbCredentials): string {
  const { message = String(error), code, name } = error as { message?: string; code?: unknown; name?: string };
  const where = serverAddress(credentials);
  if (code === 18 || /Authentication failed/i.test(message)) {
    return `MongoDB at ${where} refused the credential's user or password (${message}). Check User and Password, and that the user belongs to the authentication database (admin unless the connection string names another).`;
  }
  if (/ECONNREFUSED/.test(message)) return `Could not connect to MongoDB at ${where}: the connection was refused. Check the host and port of the credential, and that the server is running.`;
  const unknownHost = /(?:ENOTFOUND|EAI_AGAIN)\s+(\S+)/.exec(message);
  if (unknownHost) return `Could not connect to MongoDB: the host "${unknownHost[1]}" was not found. Check the host of the credential.`;
  if (/certificate|SSL routines|ERR_TLS/i.test(message)) return `Could not connect to MongoDB at ${where} over TLS: ${message}. Check the CA Certificate of the credential.`;
  if (name === 'MongoParseError' || name === 'MongoAPIError') return `The MongoDB connection string is not valid: ${message}`;
  return `Could not connect to MongoDB at ${where}: ${message}`;
}

function clientOptions(credentials: MongoDbCredentials, address: string): MongoClientOptions {
  const options: MongoClientOptions = { driverInfo: { name: 'weft' } };
  if (!/[?&]serverSelectionTimeoutMS=/i.test(address)) options.serverSelectionTimeoutMS = SERVER_SELECTION_TIMEOUT_MS;
  if (credentials.tls) {
    options.tls = true;
    options.secureContext = createSecureContext({ ca: pem(credentials.ca), cert: pem(credentials.cert), key: pem(credentials.key), passphrase: credentials.passphrase || undefined });
  }
  return options;
}

/** A connected client and the credential's database; the caller closes the client. */
export async function connect(credentials: MongoDbCredentials): Promise<{ client: MongoClient; db: Db }> {
  // Loaded on first use: most runs never open MongoDB.
  const { MongoClient } = await import('mongodb');
  const address = connectionString(credentials);
  try {
    const client = await MongoClient.connect(address, clientOptions(credentials, address));
    return { client, db: client.db((credentials.database ?? '').trim() || undefined) };
  } catch (error) {
    throw new Error(connectionFailure(error, credentials));
  }
}

/** The credential dialog's Test: sign in, list the databases, and check that the credential's one is there (as n8n does). */
export async function mongoDbCredentialTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  const credentials = credential.data as MongoDbCredentials;
  try {
    const { client, db } = await connect(credentials);
    try {
      const database = (credentials.database ?? '').trim();
      const { databases } = await db.admin().listDatabases({ nameOnly: true });
      if (database && !databases.some((known) => known.name === database)) {
        return { status: 'Error', message: `Database "${database}" does not exist on ${serverAddress(credentials)}` };
      }
    } finally {
      await client.close();
    }
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
