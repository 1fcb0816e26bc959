import type { IDataObject } from '@weft/workflow';

/** One entry of a folder listing, in the shape n8n gives for its protocol; `type` is '-', 'd' or 'l'. */
export interface RemoteEntry extends IDataObject {
  type: string;
  name: string;
}

export interface DownloadOptions {
  enableConcurrentReads?: boolean;
  maxConcurrentReads?: number;
  chunkSize?: number;
}

/** What the FTP node does on a server, whatever the protocol. One session, closed by the caller. */
export interface RemoteFiles {
  readonly protocol: 'FTP' | 'SFTP';
  /** The entries of one folder, without "." and "..". */
  list(folder: string): Promise<RemoteEntry[]>;
  deleteFile(path: string): Promise<void>;
  deleteFolder(path: string, recursive: boolean): Promise<void>;
  download(path: string, options: DownloadOptions): Promise<Buffer>;
  /** Writes the file, making missing folders of its path. */
  upload(path: string, content: Uint8Array): Promise<void>;
  rename(oldPath: string, newPath: string, createDirectories: boolean): Promise<void>;
  close(): Promise<void>;
}

/** An entry's path as n8n writes it: the listed folder, a slash unless it ends with one, the name. */
export function entryPath(folder: string, name: string): string {
  return `${folder}${folder.endsWith('/') ? '' : '/'}${name}`;
}

/**
 * The entries of a folder with their `path`; recursive, the folders inside are listed after it, breadth
 * first, as n8n orders them.
 */
export async function listEntries(files: RemoteFiles, folder: string, recursive: boolean): Promise<RemoteEntry[]> {
  const result: RemoteEntry[] = [];
  const pending = [folder];
  for (let next = pending.shift(); next !== undefined; next = recursive ? pending.shift() : undefined) {
    for (const entry of await files.list(next)) {
      const path = entryPath(next, entry.name);
      if (entry.type === 'd') pending.push(path);
      result.push({ ...entry, path });
    }
  }
  return result;
}
