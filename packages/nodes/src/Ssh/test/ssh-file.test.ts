import type { SFTPWrapper } from 'ssh2';
import type { IBinaryData } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { ED25519_KEY, SSH_PASSWORD, SSH_SERVER, useSshFolder } from './ssh-fixture.js';

/*
 * The SSH node's file operations over SFTP against the machine's OpenSSH server. They are not commands,
 * so they run with the instance's command switch off (the runner's default).
 */

const { run } = serviceRunner({
  password: { type: 'sshPassword', data: { ...SSH_SERVER, password: SSH_PASSWORD } },
  key: { type: 'sshPrivateKey', data: { ...SSH_SERVER, privateKey: ED25519_KEY, passphrase: '' } },
});

const file = (parameters: Record<string, unknown>, extra: { input?: never[]; continueOnFail?: boolean } = {}) => ({
  type: 'n8n-nodes-base.ssh', typeVersion: 1, uses: { sshPassword: 'password' },
  parameters: { resource: 'file', ...parameters }, ...extra,
});

const binaryItem = (text: string, fileName: string | undefined, json: Record<string, unknown> = {}) => ({
  json, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain', ...(fileName ? { fileName } : {}) } },
});

const readText = (sftp: SFTPWrapper, path: string) => new Promise<string>((resolve, reject) => {
  sftp.readFile(path, (error, data) => (error ? reject(error) : resolve(data.toString('utf8'))));
});
const writeText = (sftp: SFTPWrapper, path: string, text: string) => new Promise<void>((resolve, reject) => {
  sftp.writeFile(path, text, (error) => (error ? reject(error) : resolve()));
});

describe('SSH 1: files', () => {
  const folder = useSshFolder();

  it('uploads a binary field into the target directory under its file name, and outputs success', async () => {
    const { json, error } = await run({
      ...file({ operation: 'upload', path: folder.path(), binaryPropertyName: 'data' }),
      input: [binaryItem('first file', 'notes.txt'), binaryItem('second file', 'other.txt')] as never[],
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ success: true }, { success: true }]);
    expect(await readText(folder.sftp(), `${folder.path()}/notes.txt`)).toBe('first file');
    expect(await readText(folder.sftp(), `${folder.path()}/other.txt`)).toBe('second file');
  });

  it('uploads under the File Name option into a ~/ folder, a name with separators kept inside the folder', async () => {
    await run({
      ...file({ operation: 'upload', path: `~/${folder.name}/`, binaryPropertyName: 'data', options: { fileName: 'renamed.csv' } }),
      input: [binaryItem('a,b', 'original.csv')] as never[],
    });
    expect(await readText(folder.sftp(), `${folder.path()}/renamed.csv`)).toBe('a,b');
    await run({ ...file({ operation: 'upload', path: folder.path(), options: { fileName: '../escape.txt' } }), input: [binaryItem('x', 'y')] as never[] });
    expect(await readText(folder.sftp(), `${folder.path()}/.._escape.txt`)).toBe('x');
  });

  it('downloads a file into the item\'s binary field, keeping its json and other binary data', async () => {
    await writeText(folder.sftp(), `${folder.path()}/report.json`, '{"rows":3}');
    const { items, error } = await run({
      ...file({ operation: 'download', path: `${folder.path()}/report.json`, binaryPropertyName: 'report' }),
      input: [binaryItem('kept', 'kept.txt', { id: 7 })] as never[],
    });
    expect(error).toBeUndefined();
    expect(items).toHaveLength(1);
    expect(items[0]?.json).toEqual({ id: 7 });
    expect(items[0]?.pairedItem).toEqual({ item: 0 });
    const report = items[0]?.binary?.report as IBinaryData;
    expect(Buffer.from(report.data, 'base64').toString('utf8')).toBe('{"rows":3}');
    expect(report).toMatchObject({ fileName: 'report.json', mimeType: 'application/json', fileExtension: 'json' });
    expect(items[0]?.binary?.data?.fileName).toBe('kept.txt');
  });

  it('downloads from ~/ with a private key, named by the File Name option', async () => {
    await writeText(folder.sftp(), `${folder.path()}/data.bin`, 'bytes');
    const { items } = await run({
      ...file({ authentication: 'privateKey', operation: 'download', path: `~/${folder.name}/data.bin`, binaryPropertyName: 'data', options: { fileName: 'export.txt' } }),
      uses: { sshPrivateKey: 'key' },
    });
    const data = items[0]?.binary?.data as IBinaryData;
    expect(Buffer.from(data.data, 'base64').toString('utf8')).toBe('bytes');
    expect(data).toMatchObject({ fileName: 'export.txt', mimeType: 'text/plain' });
  });

  it('names a missing file, a folder it may not write, and a path starting with ~ but not ~/; or outputs the error when told to continue', async () => {
    const missing = await run(file({ operation: 'download', path: `${folder.path()}/nope.txt`, binaryPropertyName: 'data' }));
    expect(missing.error?.message).toBe(`Could not download "${folder.path()}/nope.txt": there is no such file or folder on the server`);
    const denied = await run({ ...file({ operation: 'upload', path: '/', binaryPropertyName: 'data' }), input: [binaryItem('x', 'root.txt')] as never[] });
    expect(denied.error?.message).toBe('Could not upload to "/root.txt": the server denied permission to the credential\'s user');
    const tilde = await run(file({ operation: 'download', path: '~weft-files/x', binaryPropertyName: 'data' }));
    expect(tilde.error?.message).toBe('The path "~weft-files/x" is not supported: write the home folder as "~/" or give the full path');
    const carried = await run({ ...file({ operation: 'download', path: `${folder.path()}/nope.txt`, binaryPropertyName: 'data' }), continueOnFail: true });
    expect(carried.items).toEqual([{ json: { error: `Could not download "${folder.path()}/nope.txt": there is no such file or folder on the server` }, pairedItem: { item: 0 } }]);
  });

  it('asks for a file name when the binary data has none', async () => {
    const { error } = await run({ ...file({ operation: 'upload', path: folder.path(), binaryPropertyName: 'data' }), input: [binaryItem('x', undefined)] as never[] });
    expect(error?.message).toBe('"" cannot be a file name: set "File Name" under Options');
  });
});
