import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { parseConfig, type DatabaseConfig } from '../../config.js';
import { testDatabaseEnv } from '../../test/test-schemas.js';
import { openDatabase, type Db } from '../database.js';
import { executionStoreContract } from './execution-store.contract.js';
import { openExecutionStore } from './open-execution-store.js';
import { SqlExecutionStore } from './sql-execution-store.js';
import { SqliteExecutionStore } from './sqlite-execution-store.js';

// The API project runs once per DB_TYPE: the SQLite adapter on SQLite, the plain SQL one on Postgres.
const opened: Db[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0).reverse()) await db.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function freshConfig(): Promise<DatabaseConfig> {
  const folder = await mkdtemp(join(tmpdir(), 'weft-store-'));
  folders.push(folder);
  return parseConfig({ WEFT_USER_FOLDER: folder, WEFT_LOG_LEVEL: 'silent', ...testDatabaseEnv('store_') }).database;
}

async function openAt(config: DatabaseConfig): Promise<Db> {
  const db = await openDatabase(config);
  opened.push(db);
  return db;
}

const dbType = process.env.DB_TYPE === 'postgresdb' ? 'postgresdb' : 'sqlite';
const adapter = dbType === 'postgresdb' ? SqlExecutionStore : SqliteExecutionStore;

executionStoreContract(`${adapter.name} on ${dbType}`, async () => {
  const config = await freshConfig();
  const db = await openAt(config);
  return { db, store: openExecutionStore(db), secondConnection: () => openAt(config) };
});

it(`opens the ${adapter.name} for ${dbType}`, async () => {
  expect(openExecutionStore(await openAt(await freshConfig()))).toBeInstanceOf(adapter);
});
