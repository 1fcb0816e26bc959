import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';

/* The Postgres node's parameters as the editor loads them: tables of a schema and the column mapper's fields, from the real server. */

const server = useTestServer();
const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' };
const schema = `weft_editor_api_${process.pid}`;
const admin = new pg.Client(PG);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
  await admin.query(`CREATE TABLE "${schema}"."Open Orders" (id serial PRIMARY KEY, total numeric NOT NULL, placed timestamptz)`);
});
afterAll(async () => {
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

async function credentials(port = 5432) {
  const created = await server.services.credentials.create({ name: 'Warehouse', type: 'postgres', data: { ...PG, port, password: '', ssl: 'disable' } });
  return JSON.stringify({ postgres: { id: created.id, name: created.name } });
}

function query(methodName: string, parameters: Record<string, unknown>, credential: string) {
  return new URLSearchParams({
    nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.postgres', version: 2.6 }),
    path: methodName === 'tableSearch' ? 'parameters.table' : 'parameters.columns', methodName,
    currentNodeParameters: JSON.stringify(parameters), credentials: credential,
  }).toString();
}

describe('the Postgres node in the editor', () => {
  const at = { operation: 'upsert', schema: { __rl: true, mode: 'list', value: schema }, table: { __rl: true, mode: 'name', value: 'Open Orders' } };

  it('lists the schema\'s tables and maps the table\'s columns', async () => {
    const credential = await credentials();
    const tables = await server.rest<{ data: { results: unknown[] } }>('GET', `/node-parameter-options/resource-locator-results?${query('tableSearch', at, credential)}`);
    expect(tables).toEqual({ status: 200, body: { data: { results: [{ name: 'Open Orders', value: 'Open Orders' }] } } });
    const fields = await server.rest<{ data: { fields: Array<Record<string, unknown>> } }>('GET', `/node-parameter-options/resource-mapper-fields?${query('getMappingColumns', at, credential)}`);
    expect(fields.status).toBe(200);
    expect(fields.body.data.fields.map(({ id, type, required, canBeUsedToMatch }) => [id, type, required, canBeUsedToMatch])).toEqual([
      ['id', 'number', false, true], ['total', 'number', true, false], ['placed', 'dateTime', false, false],
    ]);
  });

  it('answers 400 naming the refused connection when the server is down', async () => {
    const answer = await server.rest<{ message: string; hint?: string }>('GET', `/node-parameter-options/resource-locator-results?${query('tableSearch', at, await credentials(1))}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Connection refused');
    expect(answer.body.hint).toContain('127.0.0.1:1');
  });
});
