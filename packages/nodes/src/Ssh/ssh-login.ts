import type { Client } from 'ssh2';
import type { ICredentialDataDecryptedObject, ICredentialsDecrypted, INodeCredentialTestResult } from '@weft/workflow';
import { connectSsh, sshError, type SshLogin } from '../shared/ssh-connection.js';

/** The login of an `sshPassword` or `sshPrivateKey` credential. */
export function sshLoginOf(data: ICredentialDataDecryptedObject, withKey: boolean): SshLogin {
  const where = { host: String(data.host ?? ''), port: Number(data.port ?? 22), username: String(data.username ?? '') };
  if (!withKey) return { ...where, password: String(data.password ?? '') };
  return { ...where, privateKey: String(data.privateKey ?? ''), ...(data.passphrase ? { passphrase: String(data.passphrase) } : {}) };
}

/** Connects and logs in, or fails with what to check: "Could not connect to the SSH server at host:port: ...". */
export async function openSshLogin(login: SshLogin): Promise<Client> {
  const prefix = `Could not connect to the SSH server at ${login.host}:${login.port}`;
  if (!login.host) throw new Error('The credential has no host: fill in "Host"');
  try {
    return await connectSsh(login);
  } catch (error) {
    throw sshError(prefix, error, login);
  }
}

/** The credential dialog's Test of both SSH credential types: log in and leave. */
export async function sshConnectionTest(credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    const client = await openSshLogin(sshLoginOf(credential.data ?? {}, credential.type === 'sshPrivateKey'));
    client.end();
    return { status: 'OK', message: 'Connection successful!' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}
