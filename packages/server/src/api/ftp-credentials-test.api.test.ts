import { describe, expect, it } from 'vitest';
import type { CredentialTypeDescription } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

/*
 * The FTP and SFTP credentials are tested by the FTP node's own connection tests (`testedBy`): the dialog's
 * Test signs in to this machine's vsftpd (127.0.0.1:2121) and OpenSSH (127.0.0.1:2222) for real.
 */
const server = useTestServer();

interface Answer<T> { data: T }

const FTP = { host: '127.0.0.1', port: 2121, username: 'weft-files', password: 'weft-files-password' };
const SFTP = { ...FTP, port: 2222 };

const test = async (type: string, data: Record<string, unknown>) =>
  (await server.rest<Answer<{ status: string; message: string }>>('POST', '/credentials/test', { credentials: { name: 'Files', type, data } })).body.data;

describe('testing FTP and SFTP credentials from the dialog', () => {
  it('lists both credential types as testable', async () => {
    const { body } = await server.rest<Answer<CredentialTypeDescription[]>>('GET', '/credential-types');
    expect(body.data.find((type) => type.name === 'ftp')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'sftp')?.testable).toBe(true);
  });

  it('signs in, and says why a sign-in failed', async () => {
    expect(await test('ftp', FTP)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('sftp', SFTP)).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test('ftp', { ...FTP, password: 'wrong' })).toEqual({
      status: 'Error',
      message: 'The FTP server at 127.0.0.1:2121 refused the sign-in of user "weft-files" (530 Login incorrect.). Check the username and password of the credential.',
    });
    expect(await test('sftp', { ...SFTP, port: 1 })).toEqual({
      status: 'Error',
      message: 'Could not connect to the SFTP server at 127.0.0.1:1: the connection was refused. Check the host and port of the credential and that the server is running.',
    });
  });
});
