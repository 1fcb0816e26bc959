import { beforeEach, describe, expect, it } from 'vitest';
import { byName, fromList, usePgTestBed } from './harness.js';

const bed = usePgTestBed('write');
const { schema } = bed;
const TABLE = 'Customer List';

beforeEach(async () => {
  await bed.sql(`DROP TABLE IF EXISTS "${schema}"."${TABLE}"`);
  await bed.sql(`CREATE TABLE "${schema}"."${TABLE}" (id int PRIMARY KEY, "Full Name" text NOT NULL, tags text[], meta jsonb, active boolean DEFAULT true)`);
});

const target = { schema: fromList(schema), table: byName(TABLE) };
const mapper = (value: Record<string, unknown>, matchingColumns: string[] = []) => ({
  mappingMode: 'defineBelow', value, matchingColumns,
  schema: [
    { id: 'id', displayName: 'id', required: true, defaultMatch: true, display: true, type: 'number', canBeUsedToMatch: true },
    { id: 'Full Name', displayName: 'Full Name', required: true, defaultMatch: false, display: true, type: 'string', canBeUsedToMatch: true },
    { id: 'active', displayName: 'active', required: false, defaultMatch: false, display: true, type: 'boolean', canBeUsedToMatch: true },
  ],
});

describe('Postgres 2.x Insert', () => {
  it('maps input fields to columns (a table and column with spaces and capitals) and returns the inserted rows', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: { mappingMode: 'autoMapInputData', value: null } }, {
      input: [{ id: 1, 'Full Name': "Ada'); DROP TABLE x; --", tags: ['math', 'poetry'], meta: { born: 1815 } }, { id: 2, 'Full Name': 'Grace' }],
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([
      { id: 1, 'Full Name': "Ada'); DROP TABLE x; --", tags: ['math', 'poetry'], meta: { born: 1815 }, active: true },
      { id: 2, 'Full Name': 'Grace', tags: null, meta: null, active: true },
    ]);
    expect(await bed.sql(`SELECT id, "Full Name" FROM "${schema}"."${TABLE}" ORDER BY id`)).toEqual([
      { id: 1, 'Full Name': "Ada'); DROP TABLE x; --" }, { id: 2, 'Full Name': 'Grace' },
    ]);
  });

  it('writes the values of "define below" as their column types, and only the chosen output columns', async () => {
    const run = await bed.run(2.6, {
      operation: 'insert', ...target, columns: mapper({ id: '5', 'Full Name': 'Linus', active: 'false' }), options: { outputColumns: ['id', 'active'] },
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 5, active: false }]);
  });

  it('refuses a field the table lacks, before writing anything', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: { mappingMode: 'autoMapInputData', value: null } }, {
      input: [{ id: 1, 'Full Name': 'Ada' }, { id: 2, 'Full Name': 'Grace', nickname: 'Amazing' }],
    });
    expect(run.error).toBe("Column 'nickname' does not exist in selected table");
    expect(await bed.sql(`SELECT id FROM "${schema}"."${TABLE}"`)).toEqual([]);
  });

  it('skips a row on conflict when asked, and fails on it otherwise', async () => {
    await bed.sql(`INSERT INTO "${schema}"."${TABLE}" (id, "Full Name") VALUES (1, 'Ada')`);
    const skipped = await bed.run(2.6, { operation: 'insert', ...target, columns: mapper({ id: 1, 'Full Name': 'Other' }), options: { skipOnConflict: true } });
    expect(skipped.items).toEqual([{ success: true }]);
    const failed = await bed.run(2.6, { operation: 'insert', ...target, columns: mapper({ id: 1, 'Full Name': 'Other' }) });
    expect(failed.error).toBe(`duplicate key value violates unique constraint "${TABLE}_pkey"`);
    expect(failed.errorDescription).toBe('Key (id)=(1) already exists.');
  });

  it('replaces empty strings with NULL when asked', async () => {
    const run = await bed.run(2.6, { operation: 'insert', ...target, columns: { mappingMode: 'autoMapInputData', value: null }, options: { replaceEmptyStrings: true } }, {
      input: [{ id: 3, 'Full Name': 'Ada', meta: '' }],
    });
    expect(run.items).toEqual([{ id: 3, 'Full Name': 'Ada', tags: null, meta: null, active: true }]);
  });

  it('2.6 inserts an item without columns as a row of defaults', async () => {
    await bed.sql(`CREATE TABLE "${schema}".stamps (id serial PRIMARY KEY, note text DEFAULT 'none')`);
    const run = await bed.run(2.6, { operation: 'insert', schema: fromList(schema), table: byName('stamps'), columns: { mappingMode: 'autoMapInputData', value: null } }, { input: [{}] });
    expect(run.items).toEqual([{ id: 1, note: 'none' }]);
  });

  it('2.0 and 2.1: Data Mode and Values to Send', async () => {
    const run = await bed.run(2.1, {
      operation: 'insert', ...target, dataMode: 'defineBelow',
      valuesToSend: { values: [{ column: 'id', value: '9' }, { column: 'Full Name', value: 'Barbara' }] },
    });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 9, 'Full Name': 'Barbara', tags: null, meta: null, active: true }]);
  });
});

describe('Postgres 2.x Update and Insert or Update', () => {
  beforeEach(async () => {
    await bed.sql(`INSERT INTO "${schema}"."${TABLE}" (id, "Full Name") VALUES (1, 'Ada'), (2, 'Grace')`);
  });

  it('updates the row matched on id and returns it', async () => {
    const run = await bed.run(2.6, { operation: 'update', ...target, columns: mapper({ id: 2, 'Full Name': 'Grace Hopper' }, ['id']) });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 2, 'Full Name': 'Grace Hopper', tags: null, meta: null, active: true }]);
    expect(await bed.sql(`SELECT "Full Name" FROM "${schema}"."${TABLE}" ORDER BY id`)).toEqual([{ 'Full Name': 'Ada' }, { 'Full Name': 'Grace Hopper' }]);
  });

  it('says so when the row to update does not exist', async () => {
    const run = await bed.run(2.6, { operation: 'update', ...target, columns: mapper({ id: 99, 'Full Name': 'Nobody' }, ['id']) });
    expect(run.error).toBe("The row you are trying to update doesn't exist");
    expect(run.errorDescription).toBe(`No rows matching the provided values (id=99) were found in the table "${TABLE}".`);
  });

  it('2.1 update: Column to Match On with the input item\'s values', async () => {
    const run = await bed.run(2.1, { operation: 'update', ...target, dataMode: 'autoMapInputData', columnToMatchOn: 'id' }, { input: [{ id: 1, active: false }] });
    expect(run.error).toBeUndefined();
    expect(run.items).toEqual([{ id: 1, 'Full Name': 'Ada', tags: null, meta: null, active: false }]);
  });

  it('inserts a new row and updates an existing one', async () => {
    const run = await bed.run(2.6, { operation: 'upsert', ...target, columns: { mappingMode: 'autoMapInputData', value: null, matchingColumns: ['id'] } }, {
      input: [{ id: 1, 'Full Name': 'Ada Lovelace' }, { id: 3, 'Full Name': 'Katherine' }],
    });
    expect(run.error).toBeUndefined();
    expect(run.items.map((row) => [row.id, row['Full Name']])).toEqual([[1, 'Ada Lovelace'], [3, 'Katherine']]);
    expect(await bed.sql(`SELECT id, "Full Name" FROM "${schema}"."${TABLE}" ORDER BY id`)).toEqual([
      { id: 1, 'Full Name': 'Ada Lovelace' }, { id: 2, 'Full Name': 'Grace' }, { id: 3, 'Full Name': 'Katherine' },
    ]);
  });

  it('refuses an upsert item without the column to match on', async () => {
    const run = await bed.run(2.6, { operation: 'upsert', ...target, columns: { mappingMode: 'autoMapInputData', value: null, matchingColumns: ['id'] } }, {
      input: [{ 'Full Name': 'No id' }],
    });
    expect(run.error).toBe('Column to match on not found in input item');
  });
});
