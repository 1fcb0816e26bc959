import { beforeEach, describe, expect, it } from 'vitest';
import { byName, fromList, usePgTestBed } from './harness.js';

const bed = usePgTestBed('select');
const { schema } = bed;
const target = { schema: fromList(schema), table: byName('Orders') };

beforeEach(async () => {
  await bed.sql(`DROP TABLE IF EXISTS "${schema}"."Orders"`);
  await bed.sql(`CREATE TABLE "${schema}"."Orders" (id serial PRIMARY KEY, item text, qty int, note text)`);
  await bed.sql(`INSERT INTO "${schema}"."Orders" (item, qty, note) VALUES ('apple', 3, NULL), ('pear', 10, 'ripe'), ('plum', 7, NULL), ('fig', 1, 'dry')`);
});

describe('Postgres 2.x Select', () => {
  it('filters, sorts and limits', async () => {
    const run = await bed.run(2.6, {
      operation: 'select', ...target, limit: 2,
      where: { values: [{ column: 'qty', condition: '>', value: '2' }] },
      sort: { values: [{ column: 'qty', direction: 'DESC' }] },
    });
    expect(run.error).toBeUndefined();
    expect(run.items.map((row) => row.item)).toEqual(['pear', 'plum']);
  });

  it('combines conditions with OR, IS NULL and LIKE, and returns all with chosen columns', async () => {
    const run = await bed.run(2.6, {
      operation: 'select', ...target, returnAll: true, combineConditions: 'OR',
      where: { values: [{ column: 'note', condition: 'IS NULL' }, { column: 'item', condition: 'LIKE', value: 'f%' }] },
      sort: { values: [{ column: 'id', direction: 'ASC' }] },
      options: { outputColumns: ['item'] },
    });
    expect(run.items).toEqual([{ item: 'apple' }, { item: 'plum' }, { item: 'fig' }]);
  });

  it('treats a condition value as data, not SQL', async () => {
    const run = await bed.run(2.6, { operation: 'select', ...target, returnAll: true, where: { values: [{ column: 'item', condition: 'equal', value: "x' OR '1'='1" }] } });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([]);
  });

  it('refuses a comparison with a value that is no number', async () => {
    const run = await bed.run(2.6, { operation: 'select', ...target, where: { values: [{ column: 'qty', condition: '>', value: 'many' }] } });
    expect(run.error).toBe("Operator in entry 1 of 'Select Rows' works with numbers, but value many is not a number");
  });

  it('runs one select per input item, paired with it', async () => {
    const run = await bed.run(2.6, {
      operation: 'select', ...target, where: { values: [{ column: 'item', condition: 'equal', value: '={{ $json.name }}' }] },
    }, { input: [{ name: 'fig' }, { name: 'apple' }] });
    expect(run.output.map((item) => [item.json.item, item.pairedItem])).toEqual([['fig', { item: 0 }], ['apple', { item: 1 }]]);
  });
});

describe('Postgres 2.x Delete', () => {
  it('deletes the rows that meet the conditions', async () => {
    const run = await bed.run(2.6, { operation: 'deleteTable', ...target, deleteCommand: 'delete', where: { values: [{ column: 'qty', condition: '<', value: '5' }] } });
    expect(run.items).toEqual([{ success: true }]);
    expect(await bed.sql(`SELECT item FROM "${schema}"."Orders" ORDER BY id`)).toEqual([{ item: 'pear' }, { item: 'plum' }]);
  });

  it('truncates, restarting the identity when asked', async () => {
    await bed.run(2.6, { operation: 'deleteTable', ...target, deleteCommand: 'truncate', restartSequences: true });
    expect(await bed.sql(`SELECT count(*)::int AS n FROM "${schema}"."Orders"`)).toEqual([{ n: 0 }]);
    expect(await bed.sql(`INSERT INTO "${schema}"."Orders" (item) VALUES ('kiwi') RETURNING id`)).toEqual([{ id: 1 }]);
  });

  it('drops the table', async () => {
    const run = await bed.run(2.6, { operation: 'deleteTable', ...target, deleteCommand: 'drop' });
    expect(run.items).toEqual([{ success: true }]);
    expect(await bed.sql("SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'Orders'", [schema])).toEqual([]);
  });
});
