import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import type { IDataObject } from '@weft/workflow';
import { afterAll, beforeAll, inject } from 'vitest';
import { MONGO_WIRE_USER } from '../../test-support/mongo-wire/global-setup.js';
import { serviceRunner } from '../../test-support/service-node-run.js';

export interface MongoFixture {
  database: string;
  port: number;
  /** The file's database through the driver, for arranging and checking documents. */
  db(): Db;
  run: ReturnType<typeof serviceRunner>['run'];
  credentials(): IDataObject;
}

/**
 * A database per test file on the run's MongoDB wire-protocol server, with credentials for it: right,
 * a wrong password, a server that is down, an unknown host, and a connection string.
 */
export function useMongoDatabase(): MongoFixture {
  const port = inject('mongoWirePort');
  const database = `weft_mongo_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const credentials = () => ({ configurationType: 'values', host: '127.0.0.1', port, database, ...MONGO_WIRE_USER, tls: false });
  const address = `mongodb://${MONGO_WIRE_USER.user}:${MONGO_WIRE_USER.password}@127.0.0.1:${port}/?serverSelectionTimeoutMS=2000`;
  const { run } = serviceRunner({
    mongo: { type: 'mongoDb', data: credentials() },
    'connection-string': { type: 'mongoDb', data: { configurationType: 'connectionString', connectionString: address, database } },
    'wrong-password': { type: 'mongoDb', data: { ...credentials(), password: 'not-the-password' } },
    'server-down': { type: 'mongoDb', data: { configurationType: 'connectionString', connectionString: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1000', database } },
    'unknown-host': { type: 'mongoDb', data: { configurationType: 'connectionString', connectionString: 'mongodb://mongo.weft.invalid:27017/?serverSelectionTimeoutMS=1000', database } },
  });
  let client: MongoClient | undefined;
  beforeAll(async () => {
    client = await MongoClient.connect(address);
  });
  afterAll(async () => {
    await client?.db(database).dropDatabase();
    await client?.close();
  });
  return {
    database, port, run, credentials,
    db: () => {
      if (!client) throw new Error('the database is not ready');
      return client.db(database);
    },
  };
}
