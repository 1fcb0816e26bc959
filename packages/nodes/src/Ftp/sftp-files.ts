import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import type { ConnectOptions } from 'ssh2-sftp-client';
import { restorePemLineBreaks } from '../shared/pem-text.js';
import { sftpConnectionFailure } from './connection-failure.js';
import type { DownloadOptions, RemoteEntry, RemoteFiles } from './remote-files.js';

/** n8n's `sftp` credential. */
export interface SftpCredentials { host: string; port: number; username: string; password?: string; privateKey?: string; passphrase?: string }

/** The SFTP session of one execution, on ssh2-sftp-client. */
class SftpFiles implements RemoteFiles {
  readonly protocol = 'SFTP';

  constructor(private readonly client: SftpClient) {}

  private async makeParent(path: string): Promise<void> {
    const folder = posix.dirname(path);
    if (folder === '.' || folder === '/') return;
    if (!(await this.client.exists(folder))) await this.client.mkdir(folder, true);
  }

  async list(folder: string): Promise<RemoteEntry[]> {
    const infos = await this.client.list(folder);
    // n8n gives the times as dates (ISO text in the item), the rest as the SFTP server returns it.
    return infos.filter((info) => info.name !== '.' && info.name !== '..').map((info) => ({
      ...info, modifyTime: new Date(info.modifyTime).toISOString(), accessTime: new Date(info.accessTime).toISOString(),
    }) as unknown as RemoteEntry);
  }

  async deleteFile(path: string): Promise<void> {
    await this.client.delete(path);
  }

  async deleteFolder(path: string, recursive: boolean): Promise<void> {
    await this.client.rmdir(path, recursive);
  }

  async download(path: string, options: DownloadOptions): Promise<Buffer> {
    if (!options.enableConcurrentReads) return (await this.client.get(path)) as Buffer;
    // Concurrent reads write to a local file: a scratch folder of our own, removed after.
    const scratch = await mkdtemp(join(tmpdir(), 'weft-sftp-'));
    try {
      const file = join(scratch, 'download');
      await this.client.fastGet(path, file, {
        concurrency: Number(options.maxConcurrentReads ?? 5) || 5,
        chunkSize: (Number(options.chunkSize ?? 64) || 64) * 1024,
      });
      return await readFile(file);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  async upload(path: string, content: Uint8Array): Promise<void> {
    await this.makeParent(path);
    await this.client.put(Buffer.isBuffer(content) ? content : Buffer.from(content), path);
  }

  async rename(oldPath: string, newPath: string, createDirectories: boolean): Promise<void> {
    if (createDirectories) await this.makeParent(newPath);
    await this.client.rename(oldPath, newPath);
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/** Signs in with the private key (and the password, when both are given) or the password. */
export async function openSftp(credentials: SftpCredentials): Promise<RemoteFiles> {
  // Loaded on first use: most runs never open SFTP.
  const { default: Client } = await import('ssh2-sftp-client');
  const client = new Client();
  const options: ConnectOptions = {
    host: credentials.host, port: Number(credentials.port) || 22, username: credentials.username, readyTimeout: 10_000,
    ...(credentials.password ? { password: credentials.password } : {}),
    ...(credentials.privateKey ? { privateKey: restorePemLineBreaks(credentials.privateKey), ...(credentials.passphrase ? { passphrase: credentials.passphrase } : {}) } : {}),
  };
  try {
    await client.connect(options);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(sftpConnectionFailure(error, credentials));
  }
  return new SftpFiles(client);
}
