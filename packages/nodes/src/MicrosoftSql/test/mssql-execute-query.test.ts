import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { useMicrosoftSqlDatabase } from './mssql-fixture.js';

const fixture = useMicrosoftSqlDatabase();
const node = (typeVersion: number, query: string, input: IDataObject[] = [{}], options: { continueOnFail?: boolean } = {}) => fixture.run({
  type: 'n8n-nodes-base.microsoftSql', typeVersion, parameters: { operation: 'executeQuery', query }, uses: { microsoftSql: 'mssql' },
  input: input.map((json) => ({ json })), ...(options.continueOnFail ? { continueOnFail: true } : {}),
});

beforeEach(async () => {
  await fixture.db().request().query('DROP TABLE IF EXISTS people');
  await fixture.db().request().query(`CREATE TABLE people (id INT IDENTITY(1,1) PRIMARY KEY, name NVARCHAR(50), city NVARCHAR(50), visits BIGINT, joined DATETIME2 NULL);
    INSERT INTO people (name, city, visits, joined) VALUES (N'Ann', N'Paris', 3, '2024-05-06 07:08:09.000'), (N'Bob', N'Oslo', 9007199254740993, NULL), (N'Cy', N'Paris', 1, NULL)`);
});

describe('Microsoft SQL 1: Execute Query', () => {
  it('runs the first item\'s query once, its {{ }} bound as values, rows as items for every input item', async () => {
    const result = await node(1, "SELECT TOP 5 name, joined FROM people WHERE city = {{ $json.city }} AND name <> 'x' ORDER BY id", [{ city: 'Paris' }, { city: 'Oslo' }]);
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ name: 'Ann', joined: '2024-05-06T07:08:09.000Z' }, { name: 'Cy', joined: null }]);
    expect(result.items[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('never pastes a value into the SQL', async () => {
    const result = await node(1, 'SELECT name FROM people WHERE city = {{ $json.city }}', [{ city: "Paris' OR '1'='1" }]);
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([]);
    const quoted = await node(1, "SELECT name FROM people WHERE name LIKE '{{ $json.start }}%'", [{ start: "A'; DELETE FROM people; --" }]);
    expect(quoted.json).toEqual([]);
    expect(await fixture.rows('SELECT COUNT(*) AS n FROM people')).toEqual([{ n: 3 }]);
    const prefix = await node(1, "SELECT name FROM people WHERE name LIKE N'{{ $json.start }}%'", [{ start: 'B' }]);
    expect(prefix.json).toEqual([{ name: 'Bob' }]);
  });

  it('puts a {{ }} inside [brackets] in as a quoted name', async () => {
    const result = await node(1, 'SELECT COUNT(*) AS n FROM [{{ $json.table }}]', [{ table: 'people' }]);
    expect(result.json).toEqual([{ n: 3 }]);
  });

  it('flattens the rows of several result sets, BIGINT as text', async () => {
    const result = await node(1, 'SELECT name FROM people WHERE id = 1; SELECT visits FROM people WHERE id = 2');
    expect(result.json).toEqual([{ name: 'Ann' }, { visits: '9007199254740993' }]);
  });

  it('outputs an empty item for a query without rows', async () => {
    const result = await node(1, "UPDATE people SET city = N'Rome' WHERE id = 1");
    expect(result.json).toEqual([{}]);
    expect(await fixture.rows('SELECT city FROM people WHERE id = 1')).toEqual([{ city: 'Rome' }]);
  });
});

describe('Microsoft SQL 1.1: Execute Query', () => {
  it('runs the query once per item with that item\'s values', async () => {
    const result = await node(1.1, 'SELECT name FROM people WHERE city = {{ $json.city }} ORDER BY id', [{ city: 'Paris' }, { city: 'Oslo' }]);
    expect(result.json).toEqual([{ name: 'Ann' }, { name: 'Cy' }, { name: 'Bob' }]);
    expect(result.items.map((item) => item.pairedItem)).toEqual([[{ item: 0 }], [{ item: 0 }], [{ item: 1 }]]);
  });

  it('outputs a line per statement with the rows it changed', async () => {
    const result = await node(1.1, "UPDATE people SET visits = visits + 1 WHERE city = {{ $json.city }}; DELETE FROM people WHERE name = N'nobody'", [{ city: 'Paris' }]);
    expect(result.json).toEqual([
      { message: 'Query 1 executed successfully', rowsAffected: 2 },
      { message: 'Query 2 executed successfully', rowsAffected: 0 },
    ]);
    const nothing = await node(1.1, 'CREATE TABLE notes (body NVARCHAR(MAX))');
    expect(nothing.json).toEqual([{ message: 'Query executed successfully, but no rows were affected' }]);
  });

  it('reads back what an insert wrote (SCOPE_IDENTITY, OUTPUT INSERTED, GETDATE)', async () => {
    const result = await node(1.1, 'INSERT INTO people (name, joined) OUTPUT INSERTED.id, INSERTED.name VALUES ({{ $json.name }}, GETDATE()); SELECT SCOPE_IDENTITY() AS last', [{ name: 'Di' }]);
    expect(result.json).toEqual([{ id: 4, name: 'Di' }, { last: 4 }]);
    const [row] = await fixture.rows('SELECT joined FROM people WHERE id = 4');
    expect(row?.joined).toBeInstanceOf(Date);
  });

  it('fails on SQL Server\'s error, or outputs it for the failing item with continueOnFail', async () => {
    const failed = await node(1.1, 'SELECT nope FROM people');
    expect(failed.error?.message).toBe("Invalid column name 'nope'.");
    const byItem = await node(1.1, 'SELECT name FROM [{{ $json.table }}] WHERE id = 1', [{ table: 'people' }, { table: 'missing' }], { continueOnFail: true });
    expect(byItem.json).toEqual([{ name: 'Ann' }, { error: "Invalid object name 'missing'." }]);
    expect(byItem.items.map((item) => item.pairedItem)).toEqual([[{ item: 0 }], [{ item: 1 }]]);
  });

  it('keeps a transaction the query opens to itself', async () => {
    const result = await node(1.1, "BEGIN TRANSACTION; UPDATE people SET name = N'gone'; ROLLBACK TRANSACTION; SELECT name FROM people WHERE id = 1");
    expect(result.json).toEqual([{ name: 'Ann' }]);
  });
});
