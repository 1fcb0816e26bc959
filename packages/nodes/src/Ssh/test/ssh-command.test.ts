import { utils } from 'ssh2';
import { describe, expect, it } from 'vitest';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { ED25519_KEY, RSA_KEY_WITH_PASSPHRASE, RSA_PASSPHRASE, SSH_PASSWORD, SSH_SERVER, useSshFolder } from './ssh-fixture.js';

/* The SSH node's Execute Command against the machine's OpenSSH server, with the instance's command switch on. */

const credentials = {
  password: { type: 'sshPassword', data: { ...SSH_SERVER, password: SSH_PASSWORD } },
  ed25519: { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: ED25519_KEY, passphrase: '' } },
  rsa: { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: RSA_KEY_WITH_PASSPHRASE, passphrase: RSA_PASSPHRASE } },
};
const allowed = serviceRunner(credentials, { executeCommandEnabled: true });
const refusing = serviceRunner(credentials);

const execute = (parameters: Record<string, unknown>, uses: Record<string, string> = { sshPassword: 'password' }) => ({
  type: 'n8n-nodes-base.ssh', typeVersion: 1, uses,
  parameters: { resource: 'command', operation: 'execute', cwd: '/', ...parameters },
});

describe('SSH 1: Execute Command', () => {
  const folder = useSshFolder();

  it('runs the command per item on the host and outputs code, signal, stdout and stderr, trimmed', async () => {
    const { json, error } = await allowed.run({
      ...execute({ command: '=echo "  {{ $json.name }} $(whoami) $((6*7))  "; echo warning >&2' }),
      input: [{ json: { name: 'ada' } }, { json: { name: 'grace' } }],
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([
      { code: 0, signal: null, stdout: 'ada weft-files 42', stderr: 'warning' },
      { code: 0, signal: null, stdout: 'grace weft-files 42', stderr: 'warning' },
    ]);
  });

  it('outputs a non-zero exit code without failing, and the signal of a command that was killed', async () => {
    const { json, error } = await allowed.run(execute({ command: 'echo partial; echo broken >&2; exit 3' }));
    expect(error).toBeUndefined();
    expect(json).toEqual([{ code: 3, signal: null, stdout: 'partial', stderr: 'broken' }]);
    const killed = await allowed.run(execute({ command: 'kill -TERM $$' }));
    expect(killed.json).toEqual([{ code: null, signal: 'SIGTERM', stdout: '', stderr: '' }]);
  });

  it('starts in the working directory, ~/ being the home folder, with spaces and quotes in the name kept', async () => {
    expect((await allowed.run(execute({ command: 'pwd' }))).json[0]?.stdout).toBe('/');
    expect((await allowed.run(execute({ command: 'pwd', cwd: `~/${folder.name}` }))).json[0]?.stdout).toBe(folder.path());
    await allowed.run(execute({ command: `mkdir "it's here"`, cwd: folder.path() }));
    expect((await allowed.run(execute({ command: 'pwd', cwd: `${folder.path()}/it's here` }))).json[0]?.stdout).toBe(`${folder.path()}/it's here`);
  });

  it('does not run the command in another folder when the working directory does not exist', async () => {
    const { json } = await allowed.run(execute({ command: 'echo ran', cwd: `${folder.path()}/missing` }));
    expect(json[0]?.code).not.toBe(0);
    expect(json[0]?.stdout).toBe('');
    expect(String(json[0]?.stderr)).toContain('missing');
  });

  it('logs in with a private key, with or without a passphrase', async () => {
    const ed = await allowed.run(execute({ authentication: 'privateKey', command: 'whoami' }, { sshPrivateKey: 'ed25519' }));
    expect(ed.json).toEqual([{ code: 0, signal: null, stdout: 'weft-files', stderr: '' }]);
    const rsa = await allowed.run(execute({ authentication: 'privateKey', command: 'whoami' }, { sshPrivateKey: 'rsa' }));
    expect(rsa.json).toEqual([{ code: 0, signal: null, stdout: 'weft-files', stderr: '' }]);
  });

  it('is refused, saying how to allow it, when the instance does not allow commands', async () => {
    const marker = `${folder.path()}/should-not-exist`;
    const { error, items } = await refusing.run(execute({ command: `touch ${marker}` }));
    expect(error?.message).toBe('Running commands is disabled on this instance');
    expect(error?.description).toContain('SSH');
    expect(error?.description).toContain('WEFT_EXECUTE_COMMAND_ENABLED=true');
    expect(items).toEqual([]);
    const check = await allowed.run(execute({ command: `test -e ${marker} && echo exists || echo absent` }));
    expect(check.json[0]?.stdout).toBe('absent');
  });
});

describe('SSH 1: login failures are named', () => {
  const failing = serviceRunner({
    'wrong-password': { type: 'sshPassword', data: { ...SSH_SERVER, password: 'not-the-password' } },
    'server-down': { type: 'sshPassword', data: { ...SSH_SERVER, port: 1, password: SSH_PASSWORD } },
    'not-ssh': { type: 'sshPassword', data: { ...SSH_SERVER, port: 5432, password: SSH_PASSWORD } },
    'unknown-host': { type: 'sshPassword', data: { ...SSH_SERVER, host: 'no-such-host.invalid', password: SSH_PASSWORD } },
    'bad-key': { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: 'this is not a key', passphrase: '' } },
    'no-key': { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: '', passphrase: '' } },
    'no-passphrase': { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: RSA_KEY_WITH_PASSPHRASE, passphrase: '' } },
    'wrong-passphrase': { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: RSA_KEY_WITH_PASSPHRASE, passphrase: 'not-the-passphrase' } },
    'unknown-key': { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: utils.generateKeyPairSync('ed25519').private, passphrase: '' } },
  }, { executeCommandEnabled: true });
  const where = 'Could not connect to the SSH server at 127.0.0.1:2222: ';
  const cases: Array<[string, string, string]> = [
    ['wrong-password', 'sshPassword', `${where}the server refused the login of "weft-files". Check the username and the password.`],
    ['server-down', 'sshPassword', 'Could not connect to the SSH server at 127.0.0.1:1: nothing accepts connections at 127.0.0.1:1. Check that the SSH server runs and the credential\'s host and port.'],
    ['not-ssh', 'sshPassword', 'Could not connect to the SSH server at 127.0.0.1:5432: 127.0.0.1:5432 closed the connection before the SSH handshake. Check that the port is the SSH server\'s.'],
    ['unknown-host', 'sshPassword', 'Could not connect to the SSH server at no-such-host.invalid:2222: the host "no-such-host.invalid" was not found.'],
    ['bad-key', 'sshPrivateKey', `${where}the private key could not be read (Unsupported key format). Paste the whole key, from its -----BEGIN line to its -----END line.`],
    ['no-key', 'sshPrivateKey', `${where}the credential has no private key.`],
    ['no-passphrase', 'sshPrivateKey', `${where}the private key is encrypted and the credential has no passphrase for it.`],
    ['wrong-passphrase', 'sshPrivateKey', `${where}the private key could not be decrypted. Check the passphrase.`],
    ['unknown-key', 'sshPrivateKey', `${where}the server refused the login of "weft-files". Check the username and that the key's public half is in the user's authorized keys.`],
  ];

  it.each(cases)('%s', async (credential, type, message) => {
    const { error, items } = await failing.run(execute({ authentication: type === 'sshPassword' ? 'password' : 'privateKey', command: 'echo hi' }, { [type]: credential }));
    expect(error?.message).toBe(message);
    expect(items).toEqual([]);
  });
});
