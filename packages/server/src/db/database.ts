import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from './kysely.js';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseConfig, PostgresConfig } from '../config.js';
import type { Database } from './schema.js';
import { migrateToLatest } from './migrations/migrator.js';
import { WalCheckpointer } from './wal-checkpointer.js';
import { SqliteWriteWorker } from './sqlite-write-worker.js';
import { createOwnerOnlyParents, ensureOwnerOnlyFile, tightenOwnFileIfPresent } from '../owner-only-files.js';

export type DialectName = DatabaseConfig['type'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite connection under Kysely (checkpoint settings; tests read committed rows through it). */
  sqlite?: SqliteDatabase.Database;
  /** SQLite: moves checkpoints to a worker thread once executions are written often (see WalCheckpointer). */
  checkpointer?: WalCheckpointer;
  /** SQLite: the thread that commits the frequent writes (executions) off the event loop. */
  writer?: SqliteWriteWorker;
  close(): Promise<void>;
}

/** Double-quotes an identifier for Postgres. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function openSqlite(file: string): { kysely: Kysely<Database>; sqlite: SqliteDatabase.Database } {
  createOwnerOnlyParents(dirname(file));
  // SQLite gives the -wal and -shm files it creates the main file's mode, so 0600 here covers all three;
  // ones an earlier version or a crash left behind keep their own mode until tightened.
  ensureOwnerOnlyFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) tightenOwnFileIfPresent(companion);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // In WAL mode NORMAL cannot corrupt the database; a power cut may lose the last commits. FULL would
  // wait for the disk on every commit, which caps executions per second at the disk's flush rate.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Another process (a second `weft` command) may hold the write lock for a moment.
  database.pragma('busy_timeout = 5000');
  return { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), sqlite: database };
}

async function openPostgres(config: PostgresConfig): Promise<Kysely<Database>> {
  // Loaded here so that a SQLite start-up never pays for the driver.
  const { default: pg } = await import('pg');
  const schema = quoteIdentifier(config.schema);
  const pool = new pg.Pool({
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    max: 10,
    // Every connection works in the configured schema; spaces and backslashes are escaped for libpq.
    options: `-c search_path=${schema.replace(/[\\ ]/g, (c) => `\\${c}`)}`,
  });
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not connect to PostgreSQL at ${config.host}:${config.port} (database "${config.database}", user "${config.user}"): ${reason}`,
    );
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the configured database and brings its tables up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const sqlite = config.type === 'sqlite' ? openSqlite(config.sqliteFile) : undefined;
  const kysely = config.type === 'sqlite' ? (sqlite as NonNullable<typeof sqlite>).kysely : await openPostgres(config.postgres);
  try {
    await migrateToLatest(kysely, config.type, config.type === 'postgresdb' ? config.postgres.schema : undefined);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  let closed = false;
  const checkpointer = sqlite && config.type === 'sqlite' ? new WalCheckpointer(config.sqliteFile, sqlite.sqlite) : undefined;
  const writer = sqlite && config.type === 'sqlite' ? new SqliteWriteWorker(config.sqliteFile) : undefined;
  return {
    kysely,
    dialect: config.type,
    ...(sqlite ? { sqlite: sqlite.sqlite, checkpointer, writer } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await writer?.close();
      // Last, the server's own connection checkpoints and removes the log, as SQLite does on close.
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
}
