import { randomUUID } from 'node:crypto';
import type { BinaryDataStore, BinaryMetadata } from './binary-data-store.js';
import { BinaryDataNotFoundError } from './binary-data-store.js';

interface Entry {
  executionId: string;
  buffer: Buffer;
  metadata: BinaryMetadata;
}

/** Keeps binary data in the process (tests, `weft execute`): gone when the process ends. */
export class MemoryBinaryDataStore implements BinaryDataStore {
  readonly mode = 'memory';
  private readonly entries = new Map<string, Entry>();

  async store(executionId: string, buffer: Uint8Array, metadata: Omit<BinaryMetadata, 'fileSize'>): Promise<string> {
    const id = `${this.mode}:${executionId}/${randomUUID()}`;
    const copy = Buffer.from(buffer);
    this.entries.set(id, { executionId, buffer: copy, metadata: { ...metadata, fileSize: copy.length } });
    return id;
  }

  async getBuffer(id: string): Promise<Buffer> {
    return Buffer.from(this.entry(id).buffer);
  }

  async getMetadata(id: string): Promise<BinaryMetadata> {
    return { ...this.entry(id).metadata };
  }

  async deleteByExecution(executionId: string): Promise<void> {
    for (const [id, entry] of this.entries) if (entry.executionId === executionId) this.entries.delete(id);
  }

  deleteWrittenHere(executionId: string): Promise<void> {
    return this.deleteByExecution(executionId);
  }

  runKept(): void {
    // Entries carry their execution id: there is nothing kept per run besides them.
  }

  private entry(id: string): Entry {
    const entry = this.entries.get(id);
    if (!entry) throw new BinaryDataNotFoundError(id);
    return entry;
  }
}
