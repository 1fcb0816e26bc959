import { createServer } from 'node:net';
import type { ICredentialsDecrypted, IDataObject, INodeCredentialTestResult } from '@weft/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { FTP_SERVER, KEY_PASSPHRASE, SFTP_SERVER, USER, credentials, runFtp, testKey, useWorkFolder } from './ftp-fixture.js';

const workFolder = useWorkFolder('ftp-credentials');

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function credentialTest(type: 'ftp' | 'sftp', data: IDataObject): Promise<INodeCredentialTestResult> {
  const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.ftp', 1)?.methods?.credentialTest?.[`${type}ConnectionTest`];
  if (!test) throw new Error(`the FTP node has no ${type}ConnectionTest`);
  return test.call({} as never, { id: 'c', name: 'c', type, data } as ICredentialsDecrypted);
}

let downPort = 0;
beforeAll(async () => {
  downPort = await closedPort();
});

const rsaKey = () => ({ host: SFTP_SERVER.host, port: SFTP_SERVER.port, username: USER, privateKey: testKey('id_rsa_passphrase') });

describe('FTP and SFTP credentials', () => {
  it('declares each credential with the test the dialog runs', () => {
    const description = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.ftp', 1)?.description;
    expect(description?.credentials?.map((c) => [c.name, c.testedBy])).toEqual([['ftp', 'ftpConnectionTest'], ['sftp', 'sftpConnectionTest']]);
  });

  it('signs in with a password, an unencrypted key, and an encrypted key with its passphrase', async () => {
    expect(await credentialTest('ftp', FTP_SERVER)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await credentialTest('sftp', SFTP_SERVER)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await credentialTest('sftp', credentials['sftp-key']!.data)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await credentialTest('sftp', { ...rsaKey(), passphrase: KEY_PASSPHRASE })).toEqual({ status: 'OK', message: 'Connection successful' });
  });

  it('accepts a key pasted on one line', async () => {
    const oneLine = testKey('id_rsa_passphrase').replace(/\n/g, ' ');
    expect(await credentialTest('sftp', { ...rsaKey(), privateKey: oneLine, passphrase: KEY_PASSPHRASE })).toMatchObject({ status: 'OK' });
  });

  it('says the password was refused', async () => {
    expect(await credentialTest('ftp', { ...FTP_SERVER, password: 'wrong' })).toEqual({
      status: 'Error',
      message: `The FTP server at 127.0.0.1:2121 refused the sign-in of user "${USER}" (530 Login incorrect.). Check the username and password of the credential.`,
    });
    expect(await credentialTest('sftp', { ...SFTP_SERVER, password: 'wrong' })).toEqual({
      status: 'Error',
      message: `The SFTP server at 127.0.0.1:2222 refused the sign-in of user "${USER}". Check the username, password and private key of the credential.`,
    });
  });

  it('says the server is down or the host unknown', async () => {
    for (const type of ['ftp', 'sftp'] as const) {
      const server = type === 'ftp' ? FTP_SERVER : SFTP_SERVER;
      expect((await credentialTest(type, { ...server, port: downPort })).message)
        .toBe(`Could not connect to the ${type.toUpperCase()} server at 127.0.0.1:${downPort}: the connection was refused. Check the host and port of the credential and that the server is running.`);
      expect((await credentialTest(type, { ...server, host: 'no-such-host.invalid' })).message)
        .toBe(`Could not connect to the ${type.toUpperCase()} server: the host "no-such-host.invalid" was not found. Check the host of the credential.`);
    }
  });

  it('tells a missing or wrong passphrase and an unreadable key apart', async () => {
    expect((await credentialTest('sftp', rsaKey())).message).toBe('The private key of the credential is encrypted: give its passphrase in the credential.');
    expect((await credentialTest('sftp', { ...rsaKey(), passphrase: 'not-the-passphrase' })).message)
      .toBe('The private key of the credential could not be unlocked: check the passphrase in the credential.');
    const garbled = await credentialTest('sftp', { ...rsaKey(), privateKey: '-----BEGIN OPENSSH PRIVATE KEY----- bm90IGEga2V5 -----END OPENSSH PRIVATE KEY-----' });
    expect(garbled.status).toBe('Error');
    expect(garbled.message).toMatch(/^The private key of the credential cannot be read \(.+\)\. Paste the whole key file/);
  });
});

describe('FTP node sign-in failures', () => {
  const failing = serviceRunner({
    'ftp-wrong': { type: 'ftp', data: { ...FTP_SERVER, password: 'wrong' } },
    'sftp-down': { type: 'sftp', data: { ...SFTP_SERVER, port: 1 } },
  });

  it('fails the node with the reason, or outputs it once with Continue On Fail', async () => {
    const wrong = await failing.run({ type: 'n8n-nodes-base.ftp', typeVersion: 1, parameters: { protocol: 'ftp', operation: 'list', path: '/' }, uses: { ftp: 'ftp-wrong' } });
    expect(wrong.error?.message).toContain('The FTP server at 127.0.0.1:2121 refused the sign-in');
    expect(wrong.error?.stack ?? '').not.toContain('(control socket)');

    const down = await failing.run({
      type: 'n8n-nodes-base.ftp', typeVersion: 1, parameters: { protocol: 'sftp', operation: 'list', path: '/' }, uses: { sftp: 'sftp-down' },
      continueOnFail: true, input: [{ json: { a: 1 } }, { json: { a: 2 } }],
    });
    expect(down.error).toBeUndefined();
    expect(down.json).toEqual([{ error: 'Could not connect to the SFTP server at 127.0.0.1:1: the connection was refused. Check the host and port of the credential and that the server is running.' }]);
    expect(down.items[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('works with a key credential', async () => {
    const listed = await runFtp('sftp', 'sftp-key-passphrase', { operation: 'list', path: '.', recursive: false });
    expect(listed.error).toBeUndefined();
    expect(listed.json.map((entry) => entry.name)).toContain(workFolder());
  });
});
