import { beforeEach, describe, expect, it } from 'vitest';
import { usePgTestBed } from './harness.js';

const bed = usePgTestBed('v1');
const { schema } = bed;

beforeEach(async () => {
  await bed.sql(`DROP TABLE IF EXISTS "${schema}"."Stock Items"`);
  await bed.sql(`CREATE TABLE "${schema}"."Stock Items" (id int PRIMARY KEY, name text NOT NULL, price numeric, seen date)`);
});

const rows = () => bed.sql(`SELECT id, name, price FROM "${schema}"."Stock Items" ORDER BY id`);

describe('Postgres 1', () => {
  it('inserts the named columns of each item (with a cast) and returns the fields asked for', async () => {
    const run = await bed.run(1, {
      operation: 'insert', schema, table: 'Stock Items', columns: 'id, name, price:numeric, seen:date', returnFields: 'id,name',
    }, { input: [{ id: 1, name: "bolt'); drop table x; --", price: '0.25', seen: '2024-03-01', extra: 'ignored' }, { id: 2, name: 'nut', price: 0.1 }] });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 1, name: "bolt'); drop table x; --" }, { id: 2, name: 'nut' }]);
    expect(await rows()).toEqual([{ id: 1, name: "bolt'); drop table x; --", price: '0.25' }, { id: 2, name: 'nut', price: '0.1' }]);
  });

  it('refuses a cast that is not a type name, even one of plain words', async () => {
    const run = await bed.run(1, { operation: 'insert', schema, table: 'Stock Items', columns: 'id, name:text); drop table x; --' }, { input: [{ id: 1, name: 'a' }] });
    expect(run.error).toBe('Invalid column type: "text); drop table x; --"');
    await bed.sql(`INSERT INTO "${schema}"."Stock Items" (id, name) VALUES (1, 'bolt'), (2, 'nut')`);
    const words = await bed.run(1, { operation: 'update', schema, table: 'Stock Items', updateKey: 'id:int or true', columns: 'name' }, { input: [{ id: 1, name: 'all?' }] });
    expect(words.error).toBe('Invalid column type: "int or true"');
    expect(await rows()).toEqual([{ id: 1, name: 'bolt', price: null }, { id: 2, name: 'nut', price: null }]);
  });

  it('casts to multi-word types', async () => {
    const insert = await bed.run(1, { operation: 'insert', schema, table: 'Stock Items', columns: 'id:integer, name:character varying(20), price:double precision, seen:timestamp without time zone', returnFields: 'id' }, {
      input: [{ id: '4', name: 'washer', price: '0.5', seen: '2024-01-02 03:04:05' }],
    });
    expect(insert.error).toBeUndefined();
    expect(await rows()).toEqual([{ id: 4, name: 'washer', price: '0.5' }]);
  });

  it('updates by the update key and returns the rows', async () => {
    await bed.sql(`INSERT INTO "${schema}"."Stock Items" (id, name, price) VALUES (1, 'bolt', 1), (2, 'nut', 2)`);
    const run = await bed.run(1, { operation: 'update', schema, table: 'Stock Items', updateKey: 'id', columns: 'name, price', returnFields: '*', additionalFields: { largeNumbersOutput: 'numbers' } }, {
      input: [{ id: 2, name: 'wing nut', price: 2.5 }],
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 2, name: 'wing nut', price: 2.5, seen: null }]);
  });

  it('executes a query with Query Parameters taken from the item\'s fields', async () => {
    await bed.sql(`INSERT INTO "${schema}"."Stock Items" (id, name) VALUES (1, 'bolt'), (2, 'nut')`);
    const run = await bed.run(1, {
      operation: 'executeQuery', query: `SELECT name FROM "${schema}"."Stock Items" WHERE id = $1`, additionalFields: { queryParams: 'wanted' },
    }, { input: [{ wanted: 2 }, { wanted: 1 }] });
    expect(run.items).toEqual([{ name: 'nut' }, { name: 'bolt' }]);
  });

  it('"multiple" mode keeps nothing when one item fails, "independently" keeps the others and reports the failed one', async () => {
    const input = [{ id: 1, name: 'ok' }, { id: 2, name: null }, { id: 3, name: 'fine' }];
    const all = await bed.run(1, { operation: 'insert', schema, table: 'Stock Items', columns: 'id,name' }, { input });
    expect(all.error).toBe('null value in column "name" of relation "Stock Items" violates not-null constraint');
    expect(await rows()).toEqual([]);
    const each = await bed.run(1, { operation: 'insert', schema, table: 'Stock Items', columns: 'id,name', returnFields: 'id', additionalFields: { mode: 'independently' } }, { input, continueOnFail: true });
    expect(each.items).toEqual([
      { id: 1 },
      { id: 2, name: null, code: '23502', message: 'null value in column "name" of relation "Stock Items" violates not-null constraint' },
      { id: 3 },
    ]);
    expect((await rows()).map((row) => row.id)).toEqual([1, 3]);
  });

  it('"transaction" mode rolls back the items before a failure', async () => {
    const run = await bed.run(1, { operation: 'insert', schema, table: 'Stock Items', columns: 'id,name', additionalFields: { mode: 'transaction' } }, {
      input: [{ id: 1, name: 'ok' }, { id: 2, name: null }],
    });
    expect(run.error).toBe('null value in column "name" of relation "Stock Items" violates not-null constraint');
    expect(await rows()).toEqual([]);
  });
});
