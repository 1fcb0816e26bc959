import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as InjectedResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { parseConfig, type WeftConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { testSchemaName } from './test-schemas.js';
import type { Database } from '../db/schema.js';
import { buildApp } from '../app.js';
import type { AppServices } from '../services/app-services.js';

export interface TestServer {
  app: FastifyInstance;
  services: AppServices;
  config: WeftConfig;
  db: Db;
  /** Rows in a table, to prove what a request wrote (or did not); executions written behind are committed first. */
  count(table: keyof Database): Promise<number>;
  /** A request handled in process (`app.inject`). */
  inject(options: InjectOptions): Promise<InjectedResponse>;
  /** Listens on a free port of 127.0.0.1, for a real HTTP client; answers the port. */
  listen(): Promise<number>;
  /** A REST call under the base path; `body` is the parsed JSON answer. */
  rest<T = unknown>(method: InjectOptions['method'], path: string, payload?: unknown): Promise<{ status: number; body: T }>;
  /** Closes the app and the database and opens them again on the same data, like a process restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of the test defaults (database and user folder are set here). */
  env?: Record<string, string>;
}

const usePostgres = () => process.env.DB_TYPE === 'postgresdb';

/**
 * A server on a fresh database: with DB_TYPE=postgresdb a new schema in the `test` database on
 * 127.0.0.1:5432 (dropped on close), otherwise a new SQLite file in a temporary user folder.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-api-'));
  const schema = testSchemaName();
  const database: Record<string, string> = usePostgres()
    ? {
        DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: '127.0.0.1', DB_POSTGRESDB_PORT: '5432',
        DB_POSTGRESDB_DATABASE: 'test', DB_POSTGRESDB_USER: 'postgres', DB_POSTGRESDB_SCHEMA: schema,
      }
    : { DB_TYPE: 'sqlite' };
  const config = parseConfig({
    WEFT_USER_FOLDER: userFolder,
    WEFT_LOG_LEVEL: 'silent',
    WEFT_EDITOR_DIST: join(userFolder, 'no-editor-here'),
    ...database,
    ...options.env,
  });

  let db = await openDatabase(config.database);
  let { app, services } = await buildApp(config, db);
  const shutdown = async () => {
    await app.close();
    await services.shutdown();
    await db.close();
  };

  const server: TestServer = {
    get app() { return app; },
    get services() { return services; },
    get db() { return db; },
    config,
    async count(table) {
      await services.repositories.executions.flush();
      const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    inject(options) {
      return app.inject(options);
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return (app.server.address() as { port: number }).port;
    },
    async rest<T>(method: InjectOptions['method'], path: string, payload?: unknown) {
      const response = await server.inject({
        method,
        url: `${config.basePath}rest${path}`,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
      return { status: response.statusCode, body: response.json<T>() };
    },
    async restart() {
      await shutdown();
      db = await openDatabase(config.database);
      ({ app, services } = await buildApp(config, db));
    },
    async close() {
      // A Postgres schema stays until the next run's global setup (see `dropTestSchemas`).
      try {
        await shutdown();
      } finally {
        await rm(userFolder, { recursive: true, force: true });
      }
    },
  };
  return server;
}

/**
 * A fresh server for each test of the file (made before it, closed after it). The answer stands for the
 * current test's server, so files declare it once: `const server = useTestServer();`.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeEach(async () => {
    current = await createTestServer(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = (): TestServer => {
    if (!current) throw new Error('The test server exists only while a test runs');
    return current;
  };
  return {
    get app() { return now().app; },
    get services() { return now().services; },
    get config() { return now().config; },
    get db() { return now().db; },
    count: (table) => now().count(table),
    inject: (options) => now().inject(options),
    listen: () => now().listen(),
    rest: <T>(method: InjectOptions['method'], path: string, payload?: unknown) => now().rest<T>(method, path, payload),
    restart: () => now().restart(),
    close: () => now().close(),
  };
}
