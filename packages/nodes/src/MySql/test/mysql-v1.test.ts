import type { RowDataPacket } from 'mysql2/promise';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { useMySqlDatabase } from './mysql-fixture.js';

const fixture = useMySqlDatabase();
const mysqlV1 = (parameters: IDataObject, options: { input?: IDataObject[]; continueOnFail?: boolean; uses?: string } = {}) => fixture.run({
  type: 'n8n-nodes-base.mySql', typeVersion: 1, parameters, uses: { mySql: options.uses ?? 'mysql' },
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
});
const books = { __rl: true, mode: 'list', value: 'books' };
const rows = async (sql: string) => (await fixture.db().query<RowDataPacket[]>(sql))[0].map((row) => ({ ...row }));

beforeEach(async () => {
  await fixture.db().query('DROP TABLE IF EXISTS books');
  await fixture.db().query('CREATE TABLE books (id INT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(100) UNIQUE, `the ``year`` column` INT, added DATETIME NULL)');
});

describe('MySQL 1', () => {
  it('inserts the named columns of every item in one statement and answers MySQL\'s summary', async () => {
    const result = await mysqlV1({ operation: 'insert', table: books, columns: 'title, the `year` column', options: {} }, {
      input: [{ title: "'; drop table books; --", 'the `year` column': 1999, ignored: 'x' }, { title: 'Dune' }],
    });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([expect.objectContaining({ affectedRows: 2, insertId: 1, warningStatus: 0 })]);
    expect(await rows('SELECT id, title, `the ``year`` column` AS year FROM books ORDER BY id')).toEqual([
      { id: 1, title: "'; drop table books; --", year: 1999 }, { id: 2, title: 'Dune', year: null },
    ]);
  });

  it('skips duplicates with Ignore', async () => {
    await fixture.db().query("INSERT INTO books (title) VALUES ('Dune')");
    const failed = await mysqlV1({ operation: 'insert', table: books, columns: 'title', options: {} }, { input: [{ title: 'Dune' }] });
    expect(failed.error?.message).toMatch(/Duplicate entry 'Dune'/);
    const ignored = await mysqlV1({ operation: 'insert', table: books, columns: 'title', options: { ignore: true, priority: 'LOW_PRIORITY' } }, { input: [{ title: 'Dune' }, { title: 'Emma' }] });
    expect(ignored.json).toEqual([expect.objectContaining({ affectedRows: 1 })]);
  });

  it('updates each item\'s row by the update key', async () => {
    await fixture.db().query("INSERT INTO books (id, title) VALUES (1, 'a'), (2, 'b')");
    const result = await mysqlV1({ operation: 'update', table: books, updateKey: 'id', columns: 'title' }, { input: [{ id: 1, title: 'A' }, { id: 2, title: 'B' }] });
    expect(result.json).toEqual([expect.objectContaining({ affectedRows: 1, changedRows: 1 }), expect.objectContaining({ affectedRows: 1, changedRows: 1 })]);
    expect(await rows('SELECT title FROM books ORDER BY id')).toEqual([{ title: 'A' }, { title: 'B' }]);
  });

  it('runs a query per item with its parameters, dates as ISO text', async () => {
    await fixture.db().query("INSERT INTO books (title, added) VALUES ('Dune', '2024-05-06 07:08:09'), ('Emma', NULL)");
    const result = await mysqlV1({ operation: 'executeQuery', query: 'SELECT title, added FROM books WHERE title = $1', options: { queryReplacement: '={{ $json.title }}' } }, {
      input: [{ title: 'Dune' }, { title: "Emma' OR '1'='1" }],
    });
    expect(result.json).toEqual([{ title: 'Dune', added: expect.stringMatching(/^2024-05-0\dT\d\d:08:09\.000Z$/) }]);
  });

  it('outputs the error with continueOnFail, and says when the server is down', async () => {
    const continued = await mysqlV1({ operation: 'executeQuery', query: 'SELECT * FROM missing', options: {} }, { continueOnFail: true });
    expect(continued.json).toEqual([{ error: `Table '${fixture.database}.missing' doesn't exist` }]);
    const down = await mysqlV1({ operation: 'executeQuery', query: 'SELECT 1', options: {} }, { uses: 'server-down' });
    expect(down.error?.message).toBe('Could not connect to MySQL at 127.0.0.1:1: the connection was refused. Check the host and port of the credential.');
    const refused = await mysqlV1({ operation: 'executeQuery', query: 'SELECT 1', options: {} }, { uses: 'wrong-password' });
    expect(refused.error?.message).toMatch(/^MySQL refused the credential's user or password: Access denied/);
  });
});
