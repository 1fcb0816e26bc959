import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BinaryDataNotFoundError } from './binary-data-store.js';
import type { BinaryDataStore } from './binary-data-store.js';
import { FileSystemBinaryDataStore } from './filesystem-binary-data-store.js';
import { MemoryBinaryDataStore } from './memory-binary-data-store.js';
import { formatFileSize, sniffMimeType } from './mime-types.js';

const folder = mkdtempSync(join(tmpdir(), 'weft-binary-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each([
  ['memory', () => new MemoryBinaryDataStore()],
  ['file system', () => new FileSystemBinaryDataStore(folder)],
] as Array<[string, () => BinaryDataStore]>)('%s binary data store', (_name, create) => {
  it('stores bytes with their metadata and finds them by id', async () => {
    const store = create();
    const id = await store.store('exec-1', Buffer.from('hello'), { fileName: 'hello.txt', mimeType: 'text/plain' });
    expect(id.startsWith(`${store.mode}:`)).toBe(true);
    expect((await store.getBuffer(id)).toString()).toBe('hello');
    expect(await store.getMetadata(id)).toEqual({ fileName: 'hello.txt', mimeType: 'text/plain', fileSize: 5 });
  });

  it("deletes an execution's data and says so for unknown ids", async () => {
    const store = create();
    const kept = await store.store('exec-keep', Buffer.from('a'), {});
    const gone = await store.store('exec-gone', Buffer.from('b'), {});
    await store.deleteByExecution('exec-gone');
    await expect(store.getBuffer(gone)).rejects.toBeInstanceOf(BinaryDataNotFoundError);
    expect((await store.getBuffer(kept)).toString()).toBe('a');
  });
});

describe('file-system store deletion', () => {
  it('deletes what another store on the same folder wrote (another process, before a restart)', async () => {
    const writer = new FileSystemBinaryDataStore(folder);
    const deleter = new FileSystemBinaryDataStore(folder);
    const id = await writer.store('exec-other', Buffer.from('c'), {});
    await deleter.deleteByExecution('exec-never-stored');
    expect((await writer.getBuffer(id)).toString()).toBe('c');
    await deleter.deleteByExecution('exec-other');
    await expect(writer.getBuffer(id)).rejects.toBeInstanceOf(BinaryDataNotFoundError);
  });

  it('deletes what a run stored through it when the run ends, and only looks for that', async () => {
    const before = new FileSystemBinaryDataStore(folder);
    const store = new FileSystemBinaryDataStore(folder);
    const earlier = await before.store('exec-resumed', Buffer.from('d'), {});
    const own = await store.store('exec-run', Buffer.from('e'), {});
    await store.deleteWrittenHere('exec-run');
    await expect(store.getBuffer(own)).rejects.toBeInstanceOf(BinaryDataNotFoundError);
    await store.deleteWrittenHere('exec-resumed');
    expect((await store.getBuffer(earlier)).toString()).toBe('d');
  });

  it("keeps a saved run's files when it is no longer tracked, and deletes them with the execution", async () => {
    const store = new FileSystemBinaryDataStore(folder);
    const id = await store.store('exec-saved', Buffer.from('f'), {});
    store.runKept('exec-saved');
    await store.deleteWrittenHere('exec-saved');
    expect((await store.getBuffer(id)).toString()).toBe('f');
    await store.deleteByExecution('exec-saved');
    await expect(store.getBuffer(id)).rejects.toBeInstanceOf(BinaryDataNotFoundError);
  });
});

describe('file-system store ids', () => {
  it('never read outside the folder', async () => {
    const store = new FileSystemBinaryDataStore(folder);
    for (const id of ['filesystem-v2:executions/../../etc/passwd', 'filesystem-v2:executions/a/../../x', 'filesystem-v2:/etc/passwd', 'other:x']) {
      await expect(store.getBuffer(id)).rejects.toBeInstanceOf(BinaryDataNotFoundError);
    }
  });
});

describe('file facts', () => {
  it('formats sizes as n8n shows them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1234)).toBe('1.23 kB');
    expect(formatFileSize(2_500_000)).toBe('2.5 MB');
  });

  it('recognises common formats by their first bytes', () => {
    expect(sniffMimeType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMimeType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffMimeType(Buffer.from('hello'))).toBeUndefined();
  });
});
