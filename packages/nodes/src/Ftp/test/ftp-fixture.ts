import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SftpClient from 'ssh2-sftp-client';
import type { IDataObject } from '@weft/workflow';
import { afterAll, beforeAll } from 'vitest';
import { serviceRunner } from '../../test-support/service-node-run.js';
import type { ServiceCredential } from '../../test-support/service-node-run.js';

/*
 * The FTP and SFTP servers of this machine (scripts/prepare-test-env.sh): vsftpd and OpenSSH, both signing
 * in the local user weft-files into the same home folder. Each test file works in a folder of its own there.
 */

export const USER = 'weft-files';
export const PASSWORD = 'weft-files-password';
export const KEY_PASSPHRASE = 'weft-key-passphrase';
export const FTP_SERVER = { host: '127.0.0.1', port: 2121, username: USER, password: PASSWORD };
export const SFTP_SERVER = { host: '127.0.0.1', port: 2222, username: USER, password: PASSWORD };

const keys = fileURLToPath(new URL('../../../../../scripts/test-files/', import.meta.url));
/** A committed test key (authorized for weft-files by prepare-test-env.sh). */
export const testKey = (name: 'id_ed25519' | 'id_rsa_passphrase') => readFileSync(`${keys}${name}`, 'utf8');

/** The credentials the tests pick from, by id. */
export const credentials: Record<string, ServiceCredential> = {
  ftp: { type: 'ftp', data: FTP_SERVER },
  sftp: { type: 'sftp', data: SFTP_SERVER },
  'sftp-key': { type: 'sftp', data: { host: SFTP_SERVER.host, port: SFTP_SERVER.port, username: USER, privateKey: testKey('id_ed25519') } },
  'sftp-key-passphrase': {
    type: 'sftp', data: { host: SFTP_SERVER.host, port: SFTP_SERVER.port, username: USER, privateKey: testKey('id_rsa_passphrase'), passphrase: KEY_PASSPHRASE },
  },
};

export const runner = serviceRunner(credentials);

/** Runs the FTP node with the protocol's credential. */
export function runFtp(protocol: 'ftp' | 'sftp', credentialId: string, parameters: IDataObject, extra: { input?: never[] | IDataObject[]; continueOnFail?: boolean } = {}) {
  return runner.run({
    type: 'n8n-nodes-base.ftp', typeVersion: 1, parameters: { protocol, ...parameters }, uses: { [protocol]: credentialId },
    ...(extra.input ? { input: extra.input as never } : {}), ...(extra.continueOnFail ? { continueOnFail: true } : {}),
  });
}

/** A direct SFTP session to arrange and check the home folder without the node. */
export async function direct<T>(work: (client: SftpClient) => Promise<T>): Promise<T> {
  const client = new SftpClient();
  await client.connect({ ...SFTP_SERVER, readyTimeout: 10_000 });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A folder of the test file's own in the user's home (a path relative to it), removed after the file's tests. */
export function useWorkFolder(prefix: string): () => string {
  const folder = `${prefix}-${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await direct((client) => client.mkdir(folder));
  });
  afterAll(async () => {
    await direct(async (client) => {
      if (await client.exists(folder)) await client.rmdir(folder, true);
    });
  });
  return () => folder;
}
