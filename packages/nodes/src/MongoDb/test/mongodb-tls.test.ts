import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMongoWireServer, type MongoWireServer } from '../../test-support/mongo-wire/server.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { MongoDb } from '../MongoDb.node.js';

/* The credential's TLS fields, against the wire-protocol server serving TLS with a self-signed certificate for 127.0.0.1. */

const cert = readFileSync(new URL('./tls/cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('./tls/key.pem', import.meta.url), 'utf8');
let server: MongoWireServer;
beforeAll(async () => {
  server = await startMongoWireServer({ users: { weft: 'tls-password' }, tls: { cert, key } });
});
afterAll(() => server.close());

const credentials = (extra: Record<string, unknown>) => ({
  configurationType: 'values', host: '127.0.0.1', port: server.port, user: 'weft', password: 'tls-password', database: 'tls_test', tls: true, ...extra,
});

it('connects over TLS trusting the CA Certificate, pasted with its line breaks as spaces', async () => {
  const { run } = serviceRunner({ mongo: { type: 'mongoDb', data: credentials({ ca: cert.replace(/\n/g, ' ') }) } });
  const inserted = await run({ type: 'n8n-nodes-base.mongoDb', typeVersion: 1.2, parameters: { operation: 'insert', collection: 'notes', fields: 'text', options: {} }, uses: { mongoDb: 'mongo' }, input: [{ json: { text: 'over TLS' } }] });
  expect(inserted.error).toBeUndefined();
  const found = await run({ type: 'n8n-nodes-base.mongoDb', typeVersion: 1.2, parameters: { operation: 'find', collection: 'notes', query: '{}', options: { projection: '{ "_id": 0 }' } }, uses: { mongoDb: 'mongo' } });
  expect(found.json).toEqual([{ text: 'over TLS' }]);
});

it('refuses a server whose certificate it cannot verify, naming the CA Certificate field', async () => {
  const result = await new MongoDb().methods.credentialTest.mongoDbCredentialTest({ id: 'c', name: 'MongoDB', type: 'mongoDb', data: credentials({}) as never });
  expect(result).toEqual({ status: 'Error', message: `Could not connect to MongoDB at 127.0.0.1:${server.port} over TLS: self-signed certificate. Check the CA Certificate of the credential.` });
});
