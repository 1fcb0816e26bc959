import { posix } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { Client, FileInfo } from 'basic-ftp';
import { ftpConnectionFailure } from './connection-failure.js';
import type { RemoteEntry, RemoteFiles } from './remote-files.js';

/** n8n's `ftp` credential. */
export interface FtpCredentials { host: string; port: number; username?: string; password?: string }

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The time of a Unix listing line ("Nov 29 01:31" within the last half year, "Apr 18 2025" before), read
 * as UTC as servers write it by default; the year of a recent one is the one that puts it in the past.
 */
export function unixListingTime(raw: string, now = new Date()): Date | undefined {
  const match = /^([A-Za-z]{3})\s+(\d{1,2})\s+(?:(\d{4})|(\d{1,2}):(\d{2}))$/.exec(raw.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf((match[1] ?? '').toLowerCase());
  if (month < 0) return undefined;
  const day = Number(match[2]);
  if (match[3]) return new Date(Date.UTC(Number(match[3]), month, day));
  const at = (year: number) => new Date(Date.UTC(year, month, day, Number(match[4]), Number(match[5])));
  const thisYear = at(now.getUTCFullYear());
  return thisYear.getTime() > now.getTime() + 86_400_000 ? at(now.getUTCFullYear() - 1) : thisYear;
}

const letters = (bits: number) => `${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}`;

const TYPES: Record<number, string> = { 1: '-', 2: 'd', 3: 'l' };

async function toEntry(client: Client, folder: string, info: FileInfo): Promise<RemoteEntry> {
  let modifyTime = info.modifiedAt ?? unixListingTime(info.rawModifiedAt);
  // Listings in other styles (Windows servers): ask the server for the file's time instead.
  if (!modifyTime && info.rawModifiedAt && info.type !== 2) modifyTime = await client.lastMod(posix.join(folder, info.name)).catch(() => undefined);
  return {
    type: TYPES[info.type] ?? '-',
    name: info.name,
    ...(info.link ? { target: info.link } : {}),
    ...(info.permissions ? { rights: { user: letters(info.permissions.user), group: letters(info.permissions.group), other: letters(info.permissions.world) } } : {}),
    ...(info.user !== undefined ? { owner: info.user } : {}),
    ...(info.group !== undefined ? { group: info.group } : {}),
    size: info.size,
    ...(modifyTime ? { modifyTime: modifyTime.toISOString() } : {}),
  };
}

/** FTP replies meaning "no such file or folder" (and vsftpd's 553 for a file it cannot create there). */
const isMissingPlace = (error: unknown) => [450, 451, 550, 553].includes((error as { code?: number }).code ?? 0);

/** The FTP session of one execution, on basic-ftp in passive mode. */
class FtpFiles implements RemoteFiles {
  readonly protocol = 'FTP';

  constructor(private readonly client: Client) {}

  /**
   * Makes the folder and its missing parents, leaving the working folder where it was. When that fails
   * too, the refusal that led here is the one worth reporting.
   */
  private async makeFolder(folder: string, cause: unknown): Promise<void> {
    const start = await this.client.pwd();
    try {
      await this.client.ensureDir(folder);
    } catch {
      throw cause;
    } finally {
      await this.client.cd(start);
    }
  }

  async list(folder: string): Promise<RemoteEntry[]> {
    const infos = (await this.client.list(folder)).filter((info) => info.name !== '.' && info.name !== '..');
    const entries: RemoteEntry[] = [];
    for (const info of infos) entries.push(await toEntry(this.client, folder, info));
    return entries;
  }

  async deleteFile(path: string): Promise<void> {
    await this.client.remove(path);
  }

  async deleteFolder(path: string, recursive: boolean): Promise<void> {
    if (recursive) await this.client.removeDir(path);
    else await this.client.removeEmptyDir(path);
  }

  async download(path: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
    await this.client.downloadTo(sink, path);
    return Buffer.concat(chunks);
  }

  async upload(path: string, content: Uint8Array): Promise<void> {
    try {
      await this.client.uploadFrom(Readable.from([content]), path);
    } catch (error) {
      const folder = posix.dirname(path);
      if (!isMissingPlace(error) || folder === '.' || folder === '/') throw error;
      await this.makeFolder(folder, error);
      await this.client.uploadFrom(Readable.from([content]), path);
    }
  }

  async rename(oldPath: string, newPath: string, createDirectories: boolean): Promise<void> {
    try {
      await this.client.rename(oldPath, newPath);
    } catch (error) {
      const folder = posix.dirname(newPath);
      if (!createDirectories || !isMissingPlace(error) || folder === '.' || folder === '/') throw error;
      await this.makeFolder(folder, error);
      await this.client.rename(oldPath, newPath);
    }
  }

  async close(): Promise<void> {
    this.client.close();
  }
}

/** Signs in; the error of a failed sign-in says what to check in the credential. */
export async function openFtp(credentials: FtpCredentials): Promise<RemoteFiles> {
  // Loaded on first use: most runs never open FTP.
  const { Client } = await import('basic-ftp');
  const client = new Client(10_000);
  try {
    await client.access({
      host: credentials.host, port: Number(credentials.port) || 21,
      user: credentials.username || undefined, password: credentials.password || undefined,
    });
  } catch (error) {
    client.close();
    throw new Error(ftpConnectionFailure(error, { host: credentials.host, port: credentials.port, username: credentials.username }));
  }
  return new FtpFiles(client);
}
