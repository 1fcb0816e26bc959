import type { Db } from '../database.js';
import type { ExecutionWritesOptions } from '../sqlite-execution-writes.js';
import type { ExecutionStore } from './execution-store.js';
import { SqliteExecutionStore } from './sqlite-execution-store.js';
import { SqlExecutionStore } from './sql-execution-store.js';

/** The execution store for the database: write-behind on SQLite (it has a write worker), plain SQL otherwise. */
export function openExecutionStore(database: Pick<Db, 'kysely' | 'writer'>, options?: ExecutionWritesOptions): ExecutionStore {
  const { kysely, writer } = database;
  return writer ? new SqliteExecutionStore({ kysely, writer }, options) : new SqlExecutionStore(kysely);
}
