import { beforeEach, describe, expect, it } from 'vitest';
import { byName, fromList, usePgTestBed } from './harness.js';

const bed = usePgTestBed('batch');
const { schema } = bed;
const target = { schema: fromList(schema), table: byName('items') };
const autoMap = { mappingMode: 'autoMapInputData', value: null };
// The second item breaks the NOT NULL constraint of "name".
const input = [{ id: 1, name: 'one' }, { id: 2, name: null }, { id: 3, name: 'three' }];
const names = async () => (await bed.sql<{ id: number }>(`SELECT id FROM "${schema}".items ORDER BY id`)).map((row) => row.id);

beforeEach(async () => {
  await bed.sql(`DROP TABLE IF EXISTS "${schema}".items; CREATE TABLE "${schema}".items (id int PRIMARY KEY, name text)`);
  await bed.sql(`ALTER TABLE "${schema}".items ADD CONSTRAINT name_given CHECK (name IS NOT NULL)`);
});

describe('Postgres 2.x query batching', () => {
  it('single: one failure keeps nothing', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: autoMap, options: { queryBatching: 'single' } }, { input });
    expect(run.error).toBe('new row for relation "items" violates check constraint "name_given"');
    expect(await names()).toEqual([]);
  });

  it('transaction: one failure rolls back the rows written before it', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: autoMap, options: { queryBatching: 'transaction' } }, { input });
    expect(run.error).toBe('new row for relation "items" violates check constraint "name_given"');
    expect(await names()).toEqual([]);
  });

  it('transaction with continue on fail: the rows before, then the failed item, and nothing kept', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: autoMap, options: { queryBatching: 'transaction' } }, { input, continueOnFail: true });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([
      { id: 1, name: 'one' },
      {
        message: 'new row for relation "items" violates check constraint "name_given"', item: { id: 2, name: null },
        error: expect.objectContaining({ message: 'new row for relation "items" violates check constraint "name_given"', code: '23514' }),
      },
    ]);
    expect(await names()).toEqual([]);
  });

  it('independently with continue on fail: every other item is kept', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: autoMap, options: { queryBatching: 'independently' } }, { input, continueOnFail: true });
    expect(run.items.map((item) => item.id ?? item.message)).toEqual([1, 'new row for relation "items" violates check constraint "name_given"', 3]);
    expect(run.output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    expect(await names()).toEqual([1, 3]);
  });

  it('single with continue on fail: one item saying what failed', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: autoMap }, { input, continueOnFail: true });
    expect(run.items).toEqual([{ message: 'new row for relation "items" violates check constraint "name_given"', error: expect.objectContaining({ code: '23514' }) }]);
    expect(await names()).toEqual([]);
  });
});

describe('Postgres connection failures', () => {
  it('a server that is down: "Connection refused" with where it was tried', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT 1' }, { credential: 'pg-down' });
    expect(run.error).toBe('Connection refused');
    expect(run.errorDescription).toContain('127.0.0.1:1');
  });

  it('a user the server does not know: its refusal, and what to check', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT 1' }, { credential: 'pg-no-user' });
    expect(run.error).toBe('role "weft_no_such_user" does not exist');
    expect(run.errorDescription).toBe('The server refused the credential: check its user, password and database.');
  });

  it('SSL required by the credential, on a server without it: says which setting to change', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT 1' }, { credential: 'pg-ssl' });
    expect(run.error).toBe('The server does not support SSL connections');
    expect(run.errorDescription).toBe('The credential asks for SSL: set its SSL to Disable, or turn SSL on in the server.');
  });

  it('a database that does not exist', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT 1' }, { credential: 'pg-no-db' });
    expect(run.error).toBe('database "weft_no_such_db" does not exist');
    expect(run.errorDescription).toBe('Check the database name of the credential.');
  });

  it('continue on fail turns a connection failure into an item', async () => {
    const run = await bed.run(2.6, { operation: 'executeQuery', query: 'SELECT 1' }, { credential: 'pg-down', continueOnFail: true });
    expect(run.items).toEqual([{ message: 'Connection refused', error: expect.objectContaining({ message: 'Connection refused' }) }]);
  });
});
