import type { Client, ConnectConfig } from 'ssh2';
import { restorePemLineBreaks } from './pem-text.js';

/** Where and as whom to log in over SSH: the SSH node's credentials and the SQL credentials' tunnel fields. */
export interface SshLogin {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  passphrase?: string;
}

/** Why connecting or logging in failed, as the end of a sentence that names what to check. */
export function sshFailureReason(error: unknown, login: SshLogin): string {
  const { message = String(error), code, level } = error as { message?: string; code?: string; level?: string };
  const where = `${login.host}:${login.port}`;
  if (level === 'client-authentication') {
    return `the server refused the login of "${login.username}". Check the username and ${login.privateKey ? 'that the key\'s public half is in the user\'s authorized keys' : 'the password'}.`;
  }
  if (level === 'client-key-missing') return 'the credential has no private key.';
  if (/no passphrase given/i.test(message)) return 'the private key is encrypted and the credential has no passphrase for it.';
  if (/bad passphrase/i.test(message)) return 'the private key could not be decrypted. Check the passphrase.';
  if (/Cannot parse privateKey/i.test(message)) return `the private key could not be read (${message.replace(/^Cannot parse privateKey: /, '')}). Paste the whole key, from its -----BEGIN line to its -----END line.`;
  if (code === 'ECONNREFUSED') return `nothing accepts connections at ${where}. Check that the SSH server runs and the credential's host and port.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host "${login.host}" was not found.`;
  if (code === 'ETIMEDOUT' || /Timed out while waiting for handshake/i.test(message)) return `${where} did not answer in time. Check the host, the port and any firewall between.`;
  if (/before handshake/i.test(message)) return `${where} closed the connection before the SSH handshake. Check that the port is the SSH server's.`;
  return message;
}

/** An SSH failure as an error whose message starts with `prefix` ("Could not open the SSH tunnel to h:p"). */
export function sshError(prefix: string, error: unknown, login: SshLogin): Error {
  return new Error(`${prefix}: ${sshFailureReason(error, login)}`);
}

/**
 * Opens an SSH connection and logs in; rejects with the SSH library's error (see `sshFailureReason`).
 * Host keys are not checked, as in n8n: its credentials have no field for a known host key.
 */
export async function connectSsh(login: SshLogin): Promise<Client> {
  if (login.privateKey === '') throw Object.assign(new Error('The credential has no private key'), { level: 'client-key-missing' });
  // Loaded on first use: most runs never open SSH.
  const { Client } = await import('ssh2');
  const config: ConnectConfig = {
    host: login.host, port: Number(login.port), username: login.username,
    readyTimeout: 20_000,
    // Keeps a long-lived connection (a trigger's tunnel) from being dropped as idle by NATs and firewalls.
    keepaliveInterval: 30_000,
  };
  if (login.privateKey) {
    config.privateKey = restorePemLineBreaks(login.privateKey);
    if (login.passphrase) config.passphrase = login.passphrase;
  } else {
    config.password = login.password ?? '';
  }
  const client = new Client();
  return new Promise<Client>((resolve, reject) => {
    const fail = (error: Error) => {
      client.end();
      reject(error);
    };
    client.once('error', fail);
    client.once('ready', () => {
      client.off('error', fail);
      // A connection reset later must not crash the process: the channels on it fail and say so.
      client.on('error', () => undefined);
      resolve(client);
    });
    try {
      client.connect(config);
    } catch (error) {
      // ssh2 reads the private key synchronously and throws when it cannot.
      fail(error as Error);
    }
  });
}
