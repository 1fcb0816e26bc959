import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CredentialTypeDescription } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

/*
 * The credential dialog's Test of the SSH credentials (the SSH node's connection test) and of SQL
 * credentials with the SSH tunnel on, against the machine's OpenSSH server on 127.0.0.1:2222.
 */
const server = useTestServer();

interface Answer<T> { data: T }

const key = (name: string) => readFileSync(new URL(`../../../../scripts/test-files/${name}`, import.meta.url), 'utf8');
const SSH = { host: '127.0.0.1', port: 2222, username: 'weft-files' };
const TUNNEL = { sshTunnel: true, sshHost: '127.0.0.1', sshPort: 2222, sshUser: 'weft-files', sshAuthenticateWith: 'password', sshPassword: 'weft-files-password' };

const test = async (type: string, data: Record<string, unknown>) =>
  (await server.rest<Answer<{ status: string; message: string }>>('POST', '/credentials/test', { credentials: { name: 'Host', type, data } })).body.data;

describe('testing SSH logins from the credential dialog', () => {
  it('lists both SSH credentials as testable', async () => {
    const { body } = await server.rest<Answer<CredentialTypeDescription[]>>('GET', '/credential-types');
    expect(body.data.find((type) => type.name === 'sshPassword')?.testable).toBe(true);
    expect(body.data.find((type) => type.name === 'sshPrivateKey')?.testable).toBe(true);
  });

  it('logs in with a password or a key, and names a wrong password, a wrong passphrase and a server that is down', async () => {
    expect(await test('sshPassword', { ...SSH, password: 'weft-files-password' })).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await test('sshPrivateKey', { ...SSH, privateKey: key('id_rsa_passphrase'), passphrase: 'weft-key-passphrase' })).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await test('sshPassword', { ...SSH, password: 'wrong' })).toEqual({
      status: 'Error', message: 'Could not connect to the SSH server at 127.0.0.1:2222: the server refused the login of "weft-files". Check the username and the password.',
    });
    expect(await test('sshPrivateKey', { ...SSH, privateKey: key('id_rsa_passphrase'), passphrase: 'wrong' })).toEqual({
      status: 'Error', message: 'Could not connect to the SSH server at 127.0.0.1:2222: the private key could not be decrypted. Check the passphrase.',
    });
    expect(await test('sshPassword', { ...SSH, port: 1, password: 'weft-files-password' })).toEqual({
      status: 'Error', message: 'Could not connect to the SSH server at 127.0.0.1:1: nothing accepts connections at 127.0.0.1:1. Check that the SSH server runs and the credential\'s host and port.',
    });
  });

  it('tests Postgres and MySQL credentials through their SSH tunnel, naming a refused SSH login', async () => {
    const postgres = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
    const mySql = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
    expect(await test('postgres', { ...postgres, ...TUNNEL })).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await test('mySql', { ...mySql, ...TUNNEL })).toEqual({ status: 'OK', message: 'Connection successful' });
    const refused = 'Could not open the SSH tunnel to 127.0.0.1:2222: the server refused the login of "weft-files". Check the username and the password.';
    expect(await test('postgres', { ...postgres, ...TUNNEL, sshPassword: 'wrong' })).toEqual({ status: 'Error', message: refused });
    expect(await test('mySql', { ...mySql, ...TUNNEL, sshPassword: 'wrong' })).toEqual({ status: 'Error', message: refused });
  });
});
