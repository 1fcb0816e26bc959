import { beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { mySqlLoadOptions, useMySqlDatabase } from './mysql-fixture.js';

const fixture = useMySqlDatabase();
const mysqlNode = (parameters: IDataObject, options: { input?: IDataObject[]; version?: number; continueOnFail?: boolean; uses?: string } = {}) => fixture.run({
  type: 'n8n-nodes-base.mySql', typeVersion: options.version ?? 2.5, parameters, uses: { mySql: options.uses ?? 'mysql' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
});
const people = { __rl: true, mode: 'name', value: 'people' };

beforeAll(async () => {
  const db = fixture.db();
  await db.query('CREATE TABLE people (id INT PRIMARY KEY, name VARCHAR(50), city VARCHAR(50) NULL, visits BIGINT, balance DECIMAL(10,2), joined DATETIME)');
  await db.query(`INSERT INTO people VALUES
    (1, 'Ada', 'London', 9007199254740993, 10.50, '2024-01-02 03:04:05'),
    (2, 'Bob', 'Paris', 5, 2.25, '2024-02-01 00:00:00'),
    (3, 'Cy', NULL, 7, 0.00, '2024-03-01 00:00:00'),
    (4, 'Di', 'Paris', 1, 1.00, '2024-04-01 00:00:00')`);
});

describe('MySQL 2 Select', () => {
  it('reads the rows that meet the conditions, sorted and limited, large numbers as text', async () => {
    const result = await mysqlNode({
      operation: 'select', table: people, returnAll: false, limit: 2,
      where: { values: [{ column: 'id', condition: '>=', value: '1' }, { column: 'name', condition: 'LIKE', value: '%' }] },
      sort: { values: [{ column: 'id', direction: 'DESC' }] }, options: {},
    });
    expect(result.json).toEqual([
      { id: 4, name: 'Di', city: 'Paris', visits: '1', balance: '1.00', joined: '2024-04-01 00:00:00' },
      { id: 3, name: 'Cy', city: null, visits: '7', balance: '0.00', joined: '2024-03-01 00:00:00' },
    ]);
  });

  it('reads only the Output Columns, distinct, numbers as numbers, decimals as numbers', async () => {
    const cities = await mysqlNode({ operation: 'select', table: people, returnAll: true, where: { values: [{ column: 'city', condition: 'IS NOT NULL' }] }, sort: { values: [{ column: 'city', direction: 'ASC' }] }, options: { outputColumns: ['city'], selectDistinct: true } });
    expect(cities.json).toEqual([{ city: 'London' }, { city: 'Paris' }]);
    const numbers = await mysqlNode({ operation: 'select', table: people, returnAll: true, where: { values: [{ column: 'id', condition: 'equal', value: '2' }] }, options: { largeNumbersOutput: 'numbers', decimalNumbers: true, outputColumns: ['visits', 'balance'] } });
    expect(numbers.json).toEqual([{ visits: 5, balance: 2.25 }]);
  });

  it('outputs nothing when a select finds no row', async () => {
    const result = await mysqlNode({ operation: 'select', table: people, returnAll: true, where: { values: [{ column: 'name', condition: 'equal', value: "x' OR 1=1 --" }] }, options: {} });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([]);
  });

  it('says when the table does not exist', async () => {
    const result = await mysqlNode({ operation: 'select', table: { __rl: true, mode: 'name', value: 'nope' }, returnAll: true, options: {} });
    expect(result.error?.message).toBe(`Table '${fixture.database}.nope' doesn't exist`);
  });
});

describe('MySQL 2 Execute SQL', () => {
  it('binds Query Parameters ($1) and table names ($2:name), one query per item', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: 'SELECT name FROM $2:name WHERE city = $1 ORDER BY id', options: { queryReplacement: '={{ $json.city }}, people' } }, {
      input: [{ city: 'Paris' }, { city: "London' OR '1'='1" }],
    });
    expect(result.json).toEqual([{ name: 'Bob' }, { name: 'Di' }]);
  });

  it('binds {{ }} expressions in the query as values, never as SQL', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: "SELECT name, '{{ $json.greeting }}, {{ $json.who }}' AS hello FROM people WHERE id = {{ $json.id }}", options: {} }, {
      input: [{ id: 1, greeting: "it's", who: "'; drop table people; --" }, { id: '9 OR 1=1', greeting: 'x', who: 'y' }],
    });
    expect(result.json).toEqual([{ name: 'Ada', hello: "it's, '; drop table people; --" }]);
  });

  it('takes values for ? placeholders, runs several statements, and answers { success: true } for writes', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: 'CREATE TEMPORARY TABLE t (v TEXT); INSERT INTO t VALUES (?); SELECT v FROM t;', options: { queryReplacement: "a;b'c" } });
    expect(result.json).toEqual([{ v: "a;b'c" }]);
    const write = await mysqlNode({ operation: 'executeQuery', query: 'UPDATE people SET visits = visits WHERE id = $1', options: { queryReplacement: '2' } });
    expect(write.json).toEqual([{ success: true }]);
  });

  it('says which parameter is missing', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: 'SELECT $1, $2', options: { queryReplacement: 'one' } });
    expect(result.error?.message).toBe('The query uses $2, but Query Parameters give 1 value');
  });

  it('fails with MySQL\'s message, or outputs it with continueOnFail', async () => {
    const failed = await mysqlNode({ operation: 'executeQuery', query: 'SELEC 1', options: {} });
    expect(failed.error?.message).toMatch(/You have an error in your SQL syntax/);
    const continued = await mysqlNode({ operation: 'executeQuery', query: 'SELEC 1', options: {} }, { continueOnFail: true });
    expect(continued.json).toEqual([{ message: expect.stringMatching(/error in your SQL syntax/), error: expect.objectContaining({ message: expect.any(String) }) }]);
  });

  it('answers { success: true } for a select without rows before version 2.2, nothing after', async () => {
    const query = { operation: 'executeQuery', query: 'SELECT * FROM people WHERE id = 0', options: {} };
    expect((await mysqlNode(query, { version: 2.1 })).json).toEqual([{ success: true }]);
    expect((await mysqlNode(query, { version: 2.2 })).json).toEqual([]);
  });
});

describe('MySQL 2 connection', () => {
  it('says the password was refused', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: 'SELECT 1', options: {} }, { uses: 'wrong-password' });
    expect(result.error?.message).toMatch(new RegExp(`^MySQL refused the credential's user or password: Access denied for user '${fixture.user}'`));
  });

  it('says the server could not be reached', async () => {
    const result = await mysqlNode({ operation: 'executeQuery', query: 'SELECT 1', options: {} }, { uses: 'server-down' });
    expect(result.error?.message).toBe('Could not connect to MySQL at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
  });

  it('tests a credential from the dialog by connecting', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.mySql', 2.5)?.methods?.credentialTest?.mysqlConnectionTest;
    if (!test) throw new Error('the MySQL node has no connection test');
    const data = fixture.credentials();
    expect(await test({ id: '', name: 'm', type: 'mySql', data: { ...data, user: fixture.user, password: 'the-password', database: '' } })).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await test({ id: '', name: 'm', type: 'mySql', data: { ...data, user: fixture.user, password: 'nope' } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/Access denied/) });
    expect(await test({ id: '', name: 'm', type: 'mySql', data: { ...data, port: 1 } })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
  });

  it('lists the tables (filtered) and the columns of the chosen table for the editor', async () => {
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.mySql', 2.5);
    if (!nodeType?.methods?.listSearch?.searchTables || !nodeType.methods.loadOptions?.getColumns) throw new Error('the MySQL node has no methods');
    const context = mySqlLoadOptions(nodeType, fixture.credentials(), { resource: 'database', operation: 'update', table: people, columnToMatchOn: 'id' });
    expect(await nodeType.methods.listSearch.searchTables.call(context, 'peo')).toEqual({ results: [{ name: 'people', value: 'people' }] });
    expect(await nodeType.methods.listSearch.searchTables.call(context, 'zzz')).toEqual({ results: [] });
    const columns = await nodeType.methods.loadOptions.getColumns.call(context);
    expect(columns.map((column) => column.value)).toEqual(['id', 'name', 'city', 'visits', 'balance', 'joined']);
    expect(columns[2]).toEqual({ name: 'city', value: 'city', description: 'type: VARCHAR(50), nullable: YES' });
    const withoutMatch = await nodeType.methods.loadOptions.getColumnsWithoutColumnToMatchOn?.call(context);
    expect(withoutMatch?.map((column) => column.value)).toEqual(['name', 'city', 'visits', 'balance', 'joined']);
  });
});
