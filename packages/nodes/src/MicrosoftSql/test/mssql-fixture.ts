import { randomUUID } from 'node:crypto';
import mssql from 'mssql';
import type { IDataObject } from '@weft/workflow';
import { afterAll, beforeAll } from 'vitest';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { type TdsServer, startTdsServer } from '../../test-support/tds-server/server.js';

/*
 * The node's tests talk to the TDS test server (test-support/tds-server) over TCP with the real mssql
 * client: it is SQLite behind SQL Server's wire protocol, not SQL Server. One server per test process,
 * started by the first file that needs it; one database per test file.
 */

export const USER = 'sa';
export const PASSWORD = 'weft-Test-Passw0rd';

let started: Promise<TdsServer> | undefined;
const tdsServer = () => (started ??= startTdsServer({ users: { [USER]: PASSWORD } }));

export interface MicrosoftSqlFixture {
  database: string;
  run: ReturnType<typeof serviceRunner>['run'];
  /** A connection of the test's own to the file's database, for arranging and checking rows. */
  db(): mssql.ConnectionPool;
  /** The file's database's rows for a query, as plain objects. */
  rows(sql: string): Promise<IDataObject[]>;
  credentials(): IDataObject;
}

export function useMicrosoftSqlDatabase(): MicrosoftSqlFixture {
  const database = `weft_mssql_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let port = 0;
  let pool: mssql.ConnectionPool | undefined;
  const credentials = (): IDataObject => ({
    server: '127.0.0.1', port, database, user: USER, password: PASSWORD, domain: '', tls: false,
    allowUnauthorizedCerts: false, connectTimeout: 10_000, requestTimeout: 10_000, tdsVersion: '7_4',
  });
  // The port is known once the server runs: the credentials' data objects are filled in then.
  const data: Record<string, IDataObject> = { mssql: {}, 'wrong-password': {}, 'server-down': {}, 'unknown-host': {}, 'tls-required': {} };
  const runner = serviceRunner(Object.fromEntries(Object.entries(data).map(([id, value]) => [id, { type: 'microsoftSql', data: value as never }])));
  beforeAll(async () => {
    port = (await tdsServer()).port;
    const own = credentials();
    Object.assign(data.mssql!, own);
    Object.assign(data['wrong-password']!, own, { password: 'not-the-password' });
    Object.assign(data['server-down']!, own, { port: 1 });
    Object.assign(data['unknown-host']!, own, { server: 'no-such-host.invalid' });
    Object.assign(data['tls-required']!, own, { tls: true });
    pool = await new mssql.ConnectionPool({ server: '127.0.0.1', port, database, user: USER, password: PASSWORD, options: { encrypt: false }, pool: { max: 1 } }).connect();
  });
  afterAll(async () => {
    await pool?.close();
  });
  const db = () => {
    if (!pool) throw new Error('the database is not ready');
    return pool;
  };
  return {
    database, credentials, db, run: runner.run,
    rows: async (sql) => (await db().request().query<IDataObject>(sql)).recordset.map((row) => ({ ...row })),
  };
}
