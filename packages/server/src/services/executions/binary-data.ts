import { join } from 'node:path';
import type { BinaryDataStore } from '@weft/engine';
import { NotFoundError } from '../../errors.js';
import { loadEngine } from './engine-module.js';

/**
 * The instance's binary data: files under `<userFolder>/binaryData`, one folder per execution, removed
 * with the execution. The engine module is loaded on first use.
 */
export class BinaryData {
  private loading?: Promise<BinaryDataStore>;
  /** The store once loaded: a run can only have stored data through it by then. */
  private loaded?: BinaryDataStore;

  constructor(private readonly userFolder: string) {}

  store(): Promise<BinaryDataStore> {
    this.loading ??= loadEngine().then(
      ({ FileSystemBinaryDataStore }) => this.loaded = new FileSystemBinaryDataStore(join(this.userFolder, 'binaryData')),
    );
    return this.loading;
  }

  /** The stored bytes of `id` (as items carry it: `binary[key].id`). */
  async read(id: string): Promise<Buffer> {
    const [store, { BinaryDataNotFoundError }] = await Promise.all([this.store(), loadEngine()]);
    try {
      return await store.getBuffer(id);
    } catch (error) {
      if (error instanceof BinaryDataNotFoundError) {
        throw new NotFoundError(`Binary data "${id}" was not found`, 'It is removed with its execution');
      }
      throw error;
    }
  }

  async deleteByExecution(executionId: string): Promise<void> {
    await (await this.store()).deleteByExecution(executionId);
  }

  /** `BinaryDataStore.deleteWrittenHere`: nothing to do (nor to load) while no run has stored data. */
  async deleteWrittenHere(executionId: string): Promise<void> {
    await this.loaded?.deleteWrittenHere(executionId);
  }

  /** `BinaryDataStore.runKept`, likewise. */
  runKept(executionId: string): void {
    this.loaded?.runKept(executionId);
  }
}
