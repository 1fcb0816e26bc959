import type { RowDataPacket } from 'mysql2/promise';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { useMySqlDatabase } from './mysql-fixture.js';

const fixture = useMySqlDatabase();
/** A table whose name and columns need quoting: a backtick, a space, a reserved word. */
const TABLE = 'odd`name table';
const mysqlNode = (parameters: IDataObject, options: { input?: IDataObject[]; version?: number; continueOnFail?: boolean } = {}) => fixture.run({
  type: 'n8n-nodes-base.mySql', typeVersion: options.version ?? 2.5, parameters, uses: { mySql: 'mysql' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
});
const table = (value = TABLE) => ({ __rl: true, mode: 'list', value });
const rows = async (sql: string) => (await fixture.db().query<RowDataPacket[]>(sql))[0].map((row) => ({ ...row }));

beforeEach(async () => {
  const db = fixture.db();
  await db.query('DROP TABLE IF EXISTS `odd``name table`');
  await db.query('CREATE TABLE `odd``name table` (id INT PRIMARY KEY, `na``me` VARCHAR(200), `select` VARCHAR(50), score INT NULL)');
});

describe('MySQL 2 Insert', () => {
  it('maps input fields to columns, stores a hostile value as text, and answers { success: true }', async () => {
    const hostile = "'; drop table x; --";
    const result = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: {} }, {
      input: [{ id: 1, 'na`me': hostile, select: 'a' }, { id: 2, 'na`me': 'Bob' }],
    });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ success: true }]);
    expect(await rows('SELECT id, `na``me` AS name, `select`, score FROM `odd``name table` ORDER BY id')).toEqual([
      { id: 1, name: hostile, select: 'a', score: null },
      { id: 2, name: 'Bob', select: null, score: null },
    ]);
  });

  it('gives MySQL\'s answer per statement with Output Query Execution Details', async () => {
    const result = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: { detailedOutput: true, queryBatching: 'independently' } }, {
      input: [{ id: 5, score: 1 }, { id: 6, score: 2 }],
    });
    expect(result.json).toEqual([
      { sql: 'INSERT INTO `odd``name table` (`id`, `score`) VALUES (5, 1)', data: expect.objectContaining({ affectedRows: 1, insertId: 0 }) },
      { sql: 'INSERT INTO `odd``name table` (`id`, `score`) VALUES (6, 2)', data: expect.objectContaining({ affectedRows: 1 }) },
    ]);
  });

  it('takes the values defined below, and skips a row whose key exists with Skip on Conflict', async () => {
    await fixture.db().query('INSERT INTO `odd``name table` (id, score) VALUES (1, 10)');
    const defined = { values: [{ column: 'id', value: '={{ $json.n }}' }, { column: 'score', value: '={{ $json.n * 10 }}' }] };
    const failed = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'defineBelow', valuesToSend: defined, options: {} }, { input: [{ n: 1 }] });
    expect(failed.error?.message).toMatch(/Duplicate entry '1' for key 'PRIMARY'/);
    const skipped = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'defineBelow', valuesToSend: defined, options: { skipOnConflict: true, priority: 'HIGH_PRIORITY' } }, {
      input: [{ n: 1 }, { n: 2 }],
    });
    expect(skipped.error).toBeUndefined();
    expect(await rows('SELECT id, score FROM `odd``name table` ORDER BY id')).toEqual([{ id: 1, score: 10 }, { id: 2, score: 20 }]);
  });

  it('writes empty strings as NULL with Replace Empty Strings', async () => {
    await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: { replaceEmptyStrings: true } }, { input: [{ id: 3, 'na`me': '' }] });
    expect(await rows('SELECT `na``me` AS name FROM `odd``name table`')).toEqual([{ name: null }]);
  });
});

describe('MySQL 2 query batching', () => {
  const twoItems = [{ id: 1, score: 1 }, { id: 1, score: 2 }, { id: 3, score: 3 }];

  it('rolls every item back in Transaction mode when one fails', async () => {
    const result = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: { queryBatching: 'transaction' } }, { input: twoItems });
    expect(result.error?.message).toMatch(/Duplicate entry/);
    expect(await rows('SELECT id FROM `odd``name table`')).toEqual([]);
  });

  it('with continueOnFail, Transaction mode outputs the failure and still writes nothing', async () => {
    const result = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: { queryBatching: 'transaction' } }, { input: twoItems, continueOnFail: true });
    expect(result.json).toEqual([
      { success: true },
      expect.objectContaining({ message: expect.stringMatching(/Duplicate entry '1'/), itemIndex: 1 }),
    ]);
    expect(await rows('SELECT id FROM `odd``name table`')).toEqual([]);
  });

  it('keeps each item on its own in Independently mode: the failing one is reported, the others written', async () => {
    const result = await mysqlNode({ operation: 'insert', table: table(), dataMode: 'autoMapInputData', options: { queryBatching: 'independently' } }, { input: twoItems, continueOnFail: true });
    expect(result.json).toEqual([
      { success: true },
      expect.objectContaining({ message: expect.stringMatching(/Duplicate entry '1'/), itemIndex: 1 }),
      { success: true },
    ]);
    expect(await rows('SELECT id, score FROM `odd``name table` ORDER BY id')).toEqual([{ id: 1, score: 1 }, { id: 3, score: 3 }]);
  });
});

describe('MySQL 2 Update and Insert or Update', () => {
  beforeEach(async () => {
    await fixture.db().query("INSERT INTO `odd``name table` (id, `na``me`, score) VALUES (1, 'Ada', 1), (2, 'Bob', 2)");
  });

  it('updates the row matched on a column, from the input item or the values below', async () => {
    const mapped = await mysqlNode({ operation: 'update', table: table(), dataMode: 'autoMapInputData', columnToMatchOn: 'id', options: {} }, { input: [{ id: 1, score: 100 }] });
    expect(mapped.json).toEqual([{ success: true }]);
    await mysqlNode({
      operation: 'update', table: table(), dataMode: 'defineBelow', columnToMatchOn: 'na`me', valueToMatchOn: 'Bob',
      valuesToSend: { values: [{ column: 'score', value: '7' }] }, options: {},
    });
    expect(await rows('SELECT id, score FROM `odd``name table` ORDER BY id')).toEqual([{ id: 1, score: 100 }, { id: 2, score: 7 }]);
  });

  it('says which field is missing when the item lacks the column to match on', async () => {
    const result = await mysqlNode({ operation: 'update', table: table(), dataMode: 'autoMapInputData', columnToMatchOn: 'id', options: {} }, { input: [{ score: 1 }] });
    expect(result.error?.message).toBe('The item has no field "id", the column to match on');
  });

  it('inserts a new row and updates an existing one (ON DUPLICATE KEY UPDATE)', async () => {
    const result = await mysqlNode({ operation: 'upsert', table: table(), dataMode: 'autoMapInputData', columnToMatchOn: 'id', options: {} }, {
      input: [{ id: 2, 'na`me': 'Bobby' }, { id: 9, 'na`me': 'Nine', score: 9 }],
    });
    expect(result.error).toBeUndefined();
    expect(await rows('SELECT id, `na``me` AS name, score FROM `odd``name table` ORDER BY id')).toEqual([
      { id: 1, name: 'Ada', score: 1 }, { id: 2, name: 'Bobby', score: 2 }, { id: 9, name: 'Nine', score: 9 },
    ]);
  });
});

describe('MySQL 2 Delete', () => {
  beforeEach(async () => {
    await fixture.db().query("INSERT INTO `odd``name table` (id, `na``me`, score) VALUES (1, 'Ada', 1), (2, 'Bob', NULL), (3, 'Cy', 30)");
  });

  it('deletes the rows that meet the conditions, values bound', async () => {
    const result = await mysqlNode({
      operation: 'deleteTable', table: table(), deleteCommand: 'delete', combineConditions: 'OR',
      where: { values: [{ column: 'score', condition: 'IS NULL' }, { column: 'na`me', condition: 'equal', value: "Ada' OR '1'='1" }, { column: 'score', condition: '>', value: '10' }] },
    });
    expect(result.json).toEqual([{ success: true }]);
    expect(await rows('SELECT id FROM `odd``name table`')).toEqual([{ id: 1 }]);
  });

  it('refuses a number comparison with a value that is not a number', async () => {
    const result = await mysqlNode({ operation: 'deleteTable', table: table(), deleteCommand: 'delete', where: { values: [{ column: 'score', condition: '>', value: 'ten' }] } });
    expect(result.error?.message).toBe('Select Rows: the operator of condition 1 compares numbers, but "ten" is not a number');
    expect(await rows('SELECT COUNT(*) AS n FROM `odd``name table`')).toEqual([{ n: '3' }]);
  });

  it('truncates and drops the table', async () => {
    await mysqlNode({ operation: 'deleteTable', table: table(), deleteCommand: 'truncate' });
    expect(await rows('SELECT id FROM `odd``name table`')).toEqual([]);
    await mysqlNode({ operation: 'deleteTable', table: table(), deleteCommand: 'drop' });
    expect(await rows(`SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = '${fixture.database}'`)).toEqual([]);
  });
});
