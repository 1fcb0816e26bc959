import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { useMicrosoftSqlDatabase } from './mssql-fixture.js';

/* Insert, Update and Delete, on both versions (they behave the same in 1 and 1.1). */

const fixture = useMicrosoftSqlDatabase();
const node = (typeVersion: number, parameters: IDataObject, input: IDataObject[], options: { continueOnFail?: boolean } = {}) => fixture.run({
  type: 'n8n-nodes-base.microsoftSql', typeVersion, parameters, uses: { microsoftSql: 'mssql' },
  input: input.map((json) => ({ json })), ...(options.continueOnFail ? { continueOnFail: true } : {}),
});

beforeEach(async () => {
  await fixture.db().request().query('DROP TABLE IF EXISTS [odd]]name]; DROP TABLE IF EXISTS books');
  await fixture.db().request().query('CREATE TABLE books (id INT IDENTITY(1,1) PRIMARY KEY, title NVARCHAR(100) NOT NULL UNIQUE, [the year] INT NULL, price DECIMAL(8,2) NULL)');
});

describe.each([1, 1.1])('Microsoft SQL %s writes', (version) => {
  it('inserts the named columns of every item, values bound, and outputs the items', async () => {
    const input = [{ title: "Dune'); DROP TABLE books; --", 'the year': 1965, price: 9.5, extra: 'kept' }, { title: 'Emma' }];
    const result = await node(version, { operation: 'insert', table: 'dbo.books', columns: 'title, the year, price' }, input);
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual(input);
    expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(await fixture.rows('SELECT id, title, [the year] AS year, price FROM books ORDER BY id')).toEqual([
      { id: 1, title: "Dune'); DROP TABLE books; --", year: 1965, price: 9.5 },
      { id: 2, title: 'Emma', year: null, price: null },
    ]);
  });

  it('quotes a table name holding a bracket', async () => {
    await fixture.db().request().query('CREATE TABLE [odd]]name] ([a]]b] NVARCHAR(10))');
    const result = await node(version, { operation: 'insert', table: 'odd]name', columns: 'a]b' }, [{ 'a]b': 'x' }]);
    expect(result.error).toBeUndefined();
    expect(await fixture.rows('SELECT [a]]b] AS v FROM [odd]]name]')).toEqual([{ v: 'x' }]);
  });

  it('splits a large insert under the 2,100 parameters a request may have', async () => {
    const input = Array.from({ length: 800 }, (_, index) => ({ title: `t${index}`, 'the year': index, price: index / 4 }));
    const result = await node(version, { operation: 'insert', table: 'books', columns: 'title,the year,price' }, input);
    expect(result.error).toBeUndefined();
    expect(await fixture.rows('SELECT COUNT(*) AS n, SUM([the year]) AS years FROM books')).toEqual([{ n: 800, years: (799 * 800) / 2 }]);
  });

  it('updates each item\'s row by the update key and outputs the items', async () => {
    await fixture.db().request().query("INSERT INTO books (title) VALUES (N'a'), (N'b'), (N'c')");
    const input = [{ id: 1, title: 'A', price: 1.25 }, { id: 3, title: "C' --", price: null }];
    const result = await node(version, { operation: 'update', table: 'books', updateKey: 'id', columns: 'title,price' }, input);
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual(input);
    expect(await fixture.rows('SELECT id, title, price FROM books ORDER BY id')).toEqual([
      { id: 1, title: 'A', price: 1.25 }, { id: 2, title: 'b', price: null }, { id: 3, title: "C' --", price: null },
    ]);
  });

  it('deletes the rows of the items\' keys and outputs how many went', async () => {
    await fixture.db().request().query("INSERT INTO books (title) VALUES (N'a'), (N'b'), (N'c')");
    const result = await node(version, { operation: 'delete', table: 'books', deleteKey: 'title' }, [{ title: 'a' }, { title: 'c' }, { title: "nope' OR 1=1 --" }]);
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ deleted: 2 }]);
    expect(await fixture.rows('SELECT title FROM books')).toEqual([{ title: 'b' }]);
  });

  it('fails with SQL Server\'s message, or outputs it with continueOnFail', async () => {
    await fixture.db().request().query("INSERT INTO books (title) VALUES (N'Dune')");
    const failed = await node(version, { operation: 'insert', table: 'books', columns: 'title' }, [{ title: 'Dune' }]);
    expect(failed.error?.message).toMatch(/^Violation of UNIQUE KEY constraint .*Cannot insert duplicate key in object 'dbo\.books'/);
    const missing = await node(version, { operation: 'update', table: 'nope', updateKey: 'id', columns: 'title' }, [{ id: 1, title: 'x' }], { continueOnFail: true });
    expect(missing.json).toEqual([{ error: "Invalid object name 'nope'." }]);
  });
});
