import { randomUUID } from 'node:crypto';
import mysql from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';
import type { IDataObject, INodeType } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { afterAll, beforeAll } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

export const SERVER = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

export interface MySqlFixture {
  /** The file's own database (the credential's), dropped after its tests. */
  database: string;
  /** A root connection to that database, for arranging and checking rows. */
  db(): Connection;
  run: ReturnType<typeof serviceRunner>['run'];
  credentials(): IDataObject;
  /** A user with a password of its own, for the wrong-password tests. */
  user: string;
}

/** A database and a user per test file, so files running in parallel never see each other's tables. */
export function useMySqlDatabase(): MySqlFixture {
  const database = `weft_mysql_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const user = `weft_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const credentials = () => ({ ...SERVER, database, connectTimeout: 10_000 });
  let connection: Connection | undefined;
  const { run } = serviceRunner({
    mysql: { type: 'mySql', data: credentials() },
    'wrong-password': { type: 'mySql', data: { ...credentials(), user, password: 'not-the-password' } },
    'server-down': { type: 'mySql', data: { ...credentials(), port: 1 } },
  });
  beforeAll(async () => {
    const admin = await mysql.createConnection(SERVER);
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`CREATE USER '${user}'@'%' IDENTIFIED BY 'the-password'`);
    await admin.end();
    connection = await mysql.createConnection({ ...SERVER, database, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true });
  });
  afterAll(async () => {
    await connection?.query(`DROP DATABASE \`${database}\``);
    await connection?.query(`DROP USER '${user}'@'%'`);
    await connection?.end();
  });
  return {
    database, user, run, credentials,
    db: () => {
      if (!connection) throw new Error('the database is not ready');
      return connection;
    },
  };
}

/** The `this` of the node's list-search and load-options methods, with the node's parameters as the editor has them. */
export function mySqlLoadOptions(nodeType: INodeType, credentials: IDataObject, parameters: IDataObject): LoadOptionsContext {
  return new LoadOptionsContext({
    node: { id: 'm', name: 'MySQL', type: 'n8n-nodes-base.mySql', typeVersion: 2.5, position: [0, 0], parameters: parameters as never, credentials: { mySql: { id: 'c', name: 'MySQL' } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'mySql', name: 'MySQL', data: credentials as never } }) },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
