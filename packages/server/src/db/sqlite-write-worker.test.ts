import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteWriteWorker } from './sqlite-write-worker.js';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

async function database(): Promise<{ file: string; reader: SqliteDatabase.Database; writer: SqliteWriteWorker }> {
  const folder = await mkdtemp(join(tmpdir(), 'weft-write-worker-'));
  const file = join(folder, 'database.sqlite');
  const reader = new SqliteDatabase(file);
  reader.pragma('journal_mode = WAL');
  reader.exec('create table item (id integer primary key autoincrement, name text not null unique)');
  const writer = new SqliteWriteWorker(file);
  cleanup.push(async () => {
    await writer.close();
    reader.close();
    await rm(folder, { recursive: true, force: true });
  });
  return { file, reader, writer };
}

const names = (reader: SqliteDatabase.Database) =>
  (reader.prepare('select name from item order by id').all() as Array<{ name: string }>).map((row) => row.name);

describe('SQLite write worker', () => {
  it('commits a batch, visible to the other connection once it resolves', async () => {
    const { reader, writer } = await database();
    const outcomes = await writer.run([
      [['insert into item (name) values (?)', 'a']],
      [['insert into item (name) values (?)', 'b'], ['update item set name = ? where name = ?', 'Zürich ☃ 🎉', 'b']],
      [['insert into item (name) values (? || ?)', 'pi ', 3.25]],
    ]);
    expect(outcomes).toEqual([{ changes: 1 }, { changes: 1 }, { changes: 1 }]);
    expect(names(reader)).toEqual(['a', 'Zürich ☃ 🎉', 'pi 3.25']);
  });

  it('fails a bad write alone and keeps the others of its batch', async () => {
    const { reader, writer } = await database();
    const outcomes = await writer.run([
      [['insert into item (name) values (?)', 'kept']],
      [['insert into item (name) values (?)', 'twice'], ['insert into item (name) values (?)', 'twice']],
      [['insert into item (name) values (?)', 'also kept']],
    ]);
    expect(outcomes[0]).toEqual({ changes: 1 });
    expect(outcomes[1]).toEqual({ error: expect.stringContaining('UNIQUE') });
    expect(outcomes[2]).toEqual({ changes: 1 });
    // The failed write left nothing half-done: its first insert is gone with it.
    expect(names(reader)).toEqual(['kept', 'also kept']);
  });

  it('reserves blocks of ids that nobody else gets, after the rows already there', async () => {
    const { reader, writer } = await database();
    reader.prepare('insert into item (name) values (?)').run('existing');
    const first = await writer.reserveIds('item', 10);
    const second = await writer.reserveIds('item', 10);
    expect(first).toEqual({ first: 2, last: 11 });
    expect(second).toEqual({ first: 12, last: 21 });
    expect(reader.prepare('insert into item (name) values (?)').run('plain').lastInsertRowid).toBe(22);
  });

  it('refuses writes once closed, after committing what was sent before', async () => {
    const { reader, writer } = await database();
    const before = writer.run([[['insert into item (name) values (?)', 'a']]]);
    await writer.close();
    await expect(before).resolves.toEqual([{ changes: 1 }]);
    await expect(writer.run([[['insert into item (name) values (?)', 'b']]])).rejects.toThrow('The database is closed');
    expect(names(reader)).toEqual(['a']);
  });
});
