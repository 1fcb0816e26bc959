import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as InjectedResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { parseConfig, type WeftConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { TEST_PG_DATABASE } from './test-schemas.js';
import { leaseTestSchema } from './test-schema-pool.js';
import type { Database } from '../db/schema.js';
import { buildApp } from '../app.js';
import type { AppServices } from '../services/app-services.js';
import { AUTH_COOKIE } from '../services/auth/auth.service.js';

/**
 * Whom a test request is sent as. By default the server's own session: like a browser, each test server
 * keeps one cookie (the default user's, from GET /login when it starts) and adopts the session cookie a
 * response to it sets, so after POST /owner or POST /logout the next requests are the owner's, or signed
 * out. `as: 'signed-out'` sends no cookie; `as: '<cookie header>'` sends that cookie (from `signIn`)
 * and leaves the server's session alone. A `cookie` header given in `inject` options counts as `as`.
 */
export interface SendAs {
  as?: 'signed-out' | string;
}

export type TestInjectOptions = InjectOptions & SendAs;

export interface TestServer {
  app: FastifyInstance;
  services: AppServices;
  config: WeftConfig;
  db: Db;
  /** Rows in a table, to prove what a request wrote (or did not); executions written behind are committed first. */
  count(table: keyof Database): Promise<number>;
  /** A request handled in process (`app.inject`), sent as the server's session unless `as` says otherwise. */
  inject(options: TestInjectOptions): Promise<InjectedResponse>;
  /** Listens on a free port of 127.0.0.1, for a real HTTP client; answers the port. */
  listen(): Promise<number>;
  /** A REST call under the base path; `body` is the parsed JSON answer. */
  rest<T = unknown>(method: InjectOptions['method'], path: string, payload?: unknown, options?: SendAs): Promise<{ status: number; body: T }>;
  /** The server's session as a `cookie` header (`weft-auth=...`), for real HTTP clients; '' when signed out. */
  cookie(): string;
  /** Makes the server's session this `cookie` header ('' signs it out). */
  useSession(cookie: string): void;
  /** Signs in by e-mail and password (POST /login) and answers the session's `cookie` header; the server's own session stays. */
  signIn(email: string, password: string): Promise<string>;
  /** Closes the app and the database and opens them again on the same data, like a process restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of the test defaults (database and user folder are set here). */
  env?: Record<string, string>;
  /** The services' clock (milliseconds since the epoch), for tests that let time pass. */
  now?: () => number;
}

const usePostgres = () => process.env.DB_TYPE === 'postgresdb';

/**
 * A server on a fresh database: with DB_TYPE=postgresdb a schema of its own in the `test` database on
 * 127.0.0.1:5432 (new, or emptied after an earlier server of the file), otherwise a new SQLite file in
 * a temporary user folder.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-api-'));
  const leased = usePostgres() ? await leaseTestSchema() : undefined;
  const database: Record<string, string> = leased
    ? {
        DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: '127.0.0.1', DB_POSTGRESDB_PORT: '5432',
        DB_POSTGRESDB_DATABASE: TEST_PG_DATABASE, DB_POSTGRESDB_USER: 'postgres', DB_POSTGRESDB_SCHEMA: leased.schema,
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
  let { app, services } = await buildApp(config, db, options.now ? { now: options.now } : {});
  let session = '';
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
      await services.repositories.executions.allCommitted();
      const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async inject({ as, ...options }) {
      const { cookie: given, ...headers } = (options.headers ?? {}) as Record<string, unknown>;
      const sendAs = as ?? (given === undefined ? undefined : String(given));
      const cookie = sendAs === undefined ? session : sendAs === 'signed-out' ? '' : sendAs;
      if (cookie !== '') headers.cookie = cookie;
      const response = await app.inject({ ...options, headers: headers as InjectOptions['headers'] });
      if (sendAs === undefined) {
        const set = sessionCookieSet(response);
        if (set !== undefined) session = set;
      }
      return response;
    },
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return (app.server.address() as { port: number }).port;
    },
    async rest<T>(method: InjectOptions['method'], path: string, payload?: unknown, options: SendAs = {}) {
      const response = await server.inject({
        method,
        url: `${config.basePath}rest${path}`,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        ...options,
      });
      return { status: response.statusCode, body: response.json<T>() };
    },
    cookie: () => session,
    useSession(cookie) {
      session = cookie;
    },
    async signIn(email, password) {
      const response = await server.inject({
        method: 'POST', url: `${config.basePath}rest/login`, payload: { email, password }, as: 'signed-out',
      });
      const cookie = sessionCookieSet(response);
      if (response.statusCode !== 200 || !cookie) throw new Error(`POST /login as ${email} answered ${response.statusCode}: ${response.body}`);
      return cookie;
    },
    async restart() {
      await shutdown();
      db = await openDatabase(config.database);
      ({ app, services } = await buildApp(config, db, options.now ? { now: options.now } : {}));
      await server.inject({ method: 'GET', url: `${config.basePath}rest/login` });
    },
    async close() {
      // A Postgres schema is never dropped here (see `dropTestSchemas`): once its server closed, the
      // next server of the file takes it, emptied.
      try {
        await shutdown();
        leased?.release();
      } finally {
        await rm(userFolder, { recursive: true, force: true });
      }
    },
  };
  // As the editor does on load: before an owner exists this signs the session in as the default user.
  await server.inject({ method: 'GET', url: `${config.basePath}rest/login` });
  return server;
}

/** The `weft-auth=...` pair a response sets ('' when it clears the cookie), or undefined. */
export function sessionCookieSet(response: InjectedResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const values = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  for (const value of values) {
    const [pair = '', ...attributes] = value.split(';').map((part) => part.trim());
    if (!pair.startsWith(`${AUTH_COOKIE}=`)) continue;
    const cleared = pair === `${AUTH_COOKIE}=` || attributes.some((a) => /^max-age=0$/i.test(a));
    return cleared ? '' : pair;
  }
  return undefined;
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
    rest: <T>(method: InjectOptions['method'], path: string, payload?: unknown, options?: SendAs) => now().rest<T>(method, path, payload, options),
    cookie: () => now().cookie(),
    useSession: (cookie) => now().useSession(cookie),
    signIn: (email, password) => now().signIn(email, password),
    restart: () => now().restart(),
    close: () => now().close(),
  };
}
