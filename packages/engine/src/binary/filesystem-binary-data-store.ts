import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BinaryDataStore, BinaryMetadata } from './binary-data-store.js';
import { BinaryDataNotFoundError } from './binary-data-store.js';

// Ids name a file under the store's folder, so both parts are checked before any path is built
// (an id arrives from a URL: `GET /rest/data/:id`).
const SAFE_PART = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Binary data as files: `<folder>/executions/<executionId>/<uuid>` with a `<uuid>.metadata` JSON
 * beside it. Ids look like n8n's: `filesystem-v2:executions/<executionId>/<uuid>`.
 */
export class FileSystemBinaryDataStore implements BinaryDataStore {
  readonly mode = 'filesystem-v2';

  /** Runs this object stored data for, until they end: deleted with the run, or kept with its execution. */
  private readonly writtenHere = new Set<string>();

  constructor(private readonly folder: string) {}

  async store(executionId: string, buffer: Uint8Array, metadata: Omit<BinaryMetadata, 'fileSize'>): Promise<string> {
    const executionPart = this.executionPart(executionId);
    const fileId = randomUUID();
    const directory = join(this.folder, 'executions', executionPart);
    this.writtenHere.add(executionPart);
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, fileId), buffer);
    const stored: BinaryMetadata = { ...metadata, fileSize: buffer.length };
    await writeFile(join(directory, `${fileId}.metadata`), JSON.stringify(stored));
    return `${this.mode}:executions/${executionPart}/${fileId}`;
  }

  async getBuffer(id: string): Promise<Buffer> {
    return this.read(id, this.pathOf(id));
  }

  async getMetadata(id: string): Promise<BinaryMetadata> {
    const text = await this.read(id, `${this.pathOf(id)}.metadata`);
    return JSON.parse(text.toString('utf8')) as BinaryMetadata;
  }

  async deleteByExecution(executionId: string): Promise<void> {
    const executionPart = this.executionPart(executionId);
    this.writtenHere.delete(executionPart);
    await rm(join(this.folder, 'executions', executionPart), { recursive: true, force: true });
  }

  async deleteWrittenHere(executionId: string): Promise<void> {
    if (this.writtenHere.has(this.executionPart(executionId))) await this.deleteByExecution(executionId);
  }

  runKept(executionId: string): void {
    // Most runs store no file: no id to work out for them.
    if (this.writtenHere.size > 0) this.writtenHere.delete(this.executionPart(executionId));
  }

  private executionPart(executionId: string): string {
    // Unsaved manual runs may have ids with other characters: keep them, but never as path syntax.
    const part = executionId.replace(/[^A-Za-z0-9_-]/g, '_');
    if (!SAFE_PART.test(part)) throw new Error(`The execution id "${executionId}" cannot name a binary data folder`);
    return part;
  }

  private pathOf(id: string): string {
    const match = /^filesystem-v2:executions\/([^/]+)\/([^/]+)$/.exec(id);
    if (!match || !SAFE_PART.test(match[1] as string) || !SAFE_PART.test(match[2] as string)) {
      throw new BinaryDataNotFoundError(id);
    }
    return join(this.folder, 'executions', match[1] as string, match[2] as string);
  }

  private async read(id: string, path: string): Promise<Buffer> {
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BinaryDataNotFoundError(id);
      throw error;
    }
  }
}
