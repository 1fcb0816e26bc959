import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Client, SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll } from 'vitest';
import { connectSsh } from '../../shared/ssh-connection.js';
import { runRemoteCommand } from '../ssh-session.js';

/*
 * The machine's OpenSSH server (scripts/prepare-test-env.sh: 127.0.0.1:2222, user weft-files) and the
 * committed test keys. Each test file works in a folder of its own in the user's home, removed afterwards.
 */

const testFile = (name: string) => readFileSync(new URL(`../../../../../scripts/test-files/${name}`, import.meta.url), 'utf8');

export const SSH_SERVER = { host: '127.0.0.1', port: 2222, username: 'weft-files' };
export const SSH_PASSWORD = 'weft-files-password';
export const ED25519_KEY = testFile('id_ed25519');
export const RSA_KEY_WITH_PASSPHRASE = testFile('id_rsa_passphrase');
export const RSA_PASSPHRASE = 'weft-key-passphrase';

export interface SshFolder {
  /** The folder's name in the login's home folder. */
  name: string;
  /** Its absolute path on the server. */
  path(): string;
  /** An SFTP session of the test's own, to arrange and check files independently of the node. */
  sftp(): SFTPWrapper;
}

export function useSshFolder(): SshFolder {
  const name = `weft-ssh-${randomUUID().slice(0, 8)}`;
  let client: Client | undefined;
  let sftp: SFTPWrapper | undefined;
  let home = '';
  beforeAll(async () => {
    client = await connectSsh({ ...SSH_SERVER, password: SSH_PASSWORD });
    home = (await runRemoteCommand(client, 'printf %s "$HOME"')).stdout;
    await runRemoteCommand(client, `mkdir "$HOME/${name}"`);
    sftp = await new Promise<SFTPWrapper>((resolve, reject) => client?.sftp((error, session) => (error ? reject(error) : resolve(session))));
  });
  afterAll(async () => {
    if (client) await runRemoteCommand(client, `rm -rf "$HOME/${name}"`);
    client?.end();
  });
  return {
    name,
    path: () => `${home}/${name}`,
    sftp: () => {
      if (!sftp) throw new Error('the SSH folder is not ready');
      return sftp;
    },
  };
}
