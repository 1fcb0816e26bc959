import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from './database.js';

// The SQLite files hold password hashes and execution data: whatever DB_TYPE the run has, this is
// about the files a SQLite instance writes into its user folder.
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

async function scratchFolder(): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'weft-modes-'));
  cleanups.push(() => rm(parent, { recursive: true, force: true }));
  return parent;
}

/** Starts like `weft start` does on `userFolder`, and commits a row so that the write-ahead log exists. */
async function openAndWrite(userFolder: string, key: string): Promise<Db> {
  const config = loadConfig({ WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite' });
  const db = await openDatabase(config.database);
  cleanups.push(() => db.close());
  await db.kysely.insertInto('settings').values({ key, value: '"written"' }).execute();
  return db;
}

async function modesIn(userFolder: string): Promise<Record<string, number>> {
  const file = join(userFolder, 'database.sqlite');
  return {
    folder: await modeOf(userFolder),
    database: await modeOf(file),
    wal: await modeOf(`${file}-wal`),
    shm: await modeOf(`${file}-shm`),
  };
}

describe.skipIf(process.platform === 'win32')('file modes of the user folder and the SQLite database', () => {
  it('creates the user folder 0700 and database.sqlite, -wal and -shm 0600', async () => {
    const userFolder = join(await scratchFolder(), 'weft');
    const db = await openAndWrite(userFolder, 'first');

    expect(await modesIn(userFolder)).toEqual({ folder: 0o700, database: 0o600, wal: 0o600, shm: 0o600 });
    const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', 'first').executeTakeFirst();
    expect(row?.value).toBe('"written"');
  });

  it('tightens a folder and database files an earlier version left readable by others', async () => {
    const userFolder = join(await scratchFolder(), 'weft');
    const first = await openAndWrite(userFolder, 'first');
    await first.close();
    // As an earlier version left them, -wal and -shm included (a crash leaves them behind).
    const file = join(userFolder, 'database.sqlite');
    await chmod(userFolder, 0o755);
    await chmod(file, 0o644);
    // Empty companions are what SQLite finds after a crash before the first write; it starts them afresh.
    await writeFile(`${file}-wal`, '');
    await writeFile(`${file}-shm`, '');
    await chmod(`${file}-wal`, 0o644);
    await chmod(`${file}-shm`, 0o644);

    const db = await openAndWrite(userFolder, 'second');

    expect(await modesIn(userFolder)).toEqual({ folder: 0o700, database: 0o600, wal: 0o600, shm: 0o600 });
    const rows = await db.kysely.selectFrom('settings').select('key').where('key', 'in', ['first', 'second']).orderBy('key').execute();
    expect(rows.map((r) => r.key)).toEqual(['first', 'second']);
  });

  it('creates the missing folders of a database file set elsewhere 0700, the file 0600', async () => {
    const parent = await scratchFolder();
    const userFolder = join(parent, 'weft');
    const file = join(parent, 'data', 'instance.sqlite');
    const config = loadConfig({ WEFT_USER_FOLDER: userFolder, DB_TYPE: 'sqlite', DB_SQLITE_FILE: file });
    const db = await openDatabase(config.database);
    cleanups.push(() => db.close());

    expect({ folder: await modeOf(join(parent, 'data')), database: await modeOf(file) }).toEqual({ folder: 0o700, database: 0o600 });
  });
});
