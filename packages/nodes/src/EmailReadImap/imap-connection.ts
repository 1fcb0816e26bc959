import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import type { ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';

/** n8n's `imap` credential, as saved. */
export interface ImapCredentials {
  user: string;
  password: string;
  host: string;
  port: number;
  secure: boolean;
  allowUnauthorizedCerts?: boolean;
}

export interface ImapConnectOptions {
  /** Version 1 of the node takes this from its own options instead of the credential. */
  allowUnauthorizedCerts?: boolean;
  /** A watching connection goes back to IDLE at once after each command, so new mail is announced at once. */
  watch?: boolean;
}

/** A connection refused or a login rejected never hangs an activation. */
const TIMEOUT_MS = 20_000;

/** Whether the saved data has every field the connection needs (n8n's check, for a credential of another type). */
export function isImapCredentials(data: unknown): data is ImapCredentials {
  const candidate = data as Partial<ImapCredentials> | undefined;
  return candidate?.host !== undefined && candidate.password !== undefined && candidate.port !== undefined
    && candidate.secure !== undefined && candidate.user !== undefined;
}

/** The reason a connection failed, in words that say which field of the credential to look at. */
export function imapFailure(error: unknown, credentials: ImapCredentials): string {
  const { message, code, authenticationFailed, responseText } = error as {
    message?: string; code?: string; authenticationFailed?: boolean; responseText?: string;
  };
  const where = `${credentials.host.trim()}:${credentials.port}`;
  if (authenticationFailed) return `The IMAP server at ${where} refused the user or password: ${responseText ?? message ?? 'authentication failed'}`;
  if (code === 'ECONNREFUSED') return `Could not connect to the IMAP server at ${where}: the connection was refused. Check the host and port of the credential.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Could not connect to the IMAP server: the host "${credentials.host.trim()}" was not found.`;
  if (code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT' || code === 'GREETING_TIMEOUT') return `Could not connect to the IMAP server at ${where}: it did not answer in time.`;
  if (code && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return `The IMAP server at ${where} presented a certificate that could not be verified (${message ?? code}). Turn on "Allow Self-Signed Certificates" if you trust this server.`;
  }
  if (code === 'ClosedAfterConnectTLS' || code === 'ClosedAfterConnectText' || code === 'NoConnection') {
    return `The IMAP server at ${where} closed the connection. Check "SSL/TLS" and the port of the credential (993 is usually TLS, 143 plain with STARTTLS).`;
  }
  return `The IMAP server at ${where} failed: ${responseText ?? message ?? String(error)}`;
}

/** Logs in; the error thrown names what to fix. */
export async function openImap(credentials: ImapCredentials, options: ImapConnectOptions = {}): Promise<ImapFlow> {
  const host = credentials.host.trim();
  const allowUnauthorized = options.allowUnauthorizedCerts ?? credentials.allowUnauthorizedCerts ?? false;
  const client = new ImapFlow({
    host,
    port: Number(credentials.port),
    secure: credentials.secure,
    auth: { user: credentials.user, pass: credentials.password },
    // A server name (SNI) is a host name, never an address.
    tls: { rejectUnauthorized: !allowUnauthorized, ...(isIP(host) ? {} : { servername: host }) },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    // imapflow waits 15 s of quiet before IDLE by default; until then arrivals go unannounced.
    ...(options.watch ? { autoIdleDelay: 200 } : {}),
  });
  // Without a listener an 'error' event would end the process; the caller learns of it from connect() or 'close'.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.close();
    throw new Error(imapFailure(error, credentials));
  }
}

/** Logs out politely, and drops the socket when the server no longer answers. */
export async function closeImap(client: ImapFlow): Promise<void> {
  if (!client.usable) {
    client.close();
    return;
  }
  try {
    await client.logout();
  } catch {
    client.close();
  }
}

/** The credential dialog's Test: log in and list the mailboxes, as n8n does. */
export async function imapConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  if (!isImapCredentials(credential.data)) return { status: 'Error', message: 'Credentials are no IMAP credentials.' };
  const credentials = credential.data;
  try {
    const client = await openImap(credentials);
    try {
      await client.list();
    } finally {
      await closeImap(client);
    }
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
  return { status: 'OK', message: 'Connection successful!' };
}
