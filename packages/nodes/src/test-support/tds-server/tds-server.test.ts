import mssql from 'mssql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TdsServer, startTdsServer } from './server.js';

/* The TDS test server with the real mssql client: typed parameters, result types, T-SQL rewriting, errors. */

let server: TdsServer;
let pool: mssql.ConnectionPool;
const connect = (options: Partial<mssql.config> = {}) => new mssql.ConnectionPool({
  server: '127.0.0.1', port: server.port, user: 'tester', password: 'pw', database: 'types', options: { encrypt: false }, ...options,
}).connect();

beforeAll(async () => {
  server = await startTdsServer({ users: { tester: 'pw' } });
  pool = await connect();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

describe('TDS test server', () => {
  it('stores and reads back each parameter type', async () => {
    await pool.request().query(`CREATE TABLE typed (id INT IDENTITY(1,1) PRIMARY KEY, t NVARCHAR(MAX), i INT, b BIGINT, f FLOAT, bit BIT,
      d DATETIME2, m DECIMAL(12,3), n NVARCHAR(10) NULL, day DATE)`);
    const request = pool.request()
      .input('t', mssql.NVarChar, 'Grüße, \u{1F600}')
      .input('i', mssql.Int, -2147483648)
      .input('b', mssql.BigInt, '9007199254740993')
      .input('f', mssql.Float, 2.5e-8)
      .input('bit', mssql.Bit, true)
      .input('d', mssql.DateTime2, new Date('2024-02-29T23:59:58.123Z'))
      .input('m', mssql.Decimal(12, 3), -1234.567)
      .input('n', mssql.NVarChar, null)
      .input('day', mssql.Date, new Date('1999-12-31T00:00:00Z'));
    const inserted = await request.query('INSERT INTO typed (t, i, b, f, bit, d, m, n, day) VALUES (@t, @i, @b, @f, @bit, @d, @m, @n, @day)');
    expect(inserted.rowsAffected).toEqual([1]);
    const { recordset } = await pool.request().query('SELECT t, i, b, f, bit, d, m, n, day FROM typed');
    expect(recordset).toEqual([{
      t: 'Grüße, \u{1F600}', i: -2147483648, b: '9007199254740993', f: 2.5e-8, bit: true,
      d: new Date('2024-02-29T23:59:58.123Z'), m: -1234.567, n: null, day: new Date('1999-12-31T00:00:00Z'),
    }]);
  });

  it('reads the types mssql picks for plain JavaScript values', async () => {
    const { recordset } = await pool.request()
      .input('s', 'text').input('n', 42).input('big', 3_000_000_000).input('x', 0.25).input('yes', false).input('none', null).input('when', new Date('2020-01-01T10:00:00.500Z'))
      .query('SELECT @s AS s, @n AS n, @big AS big, @x AS x, @yes AS yes, @none AS none, @when AS [when]');
    expect(recordset).toEqual([{ s: 'text', n: 42, big: '3000000000', x: 0.25, yes: 0, none: null, when: new Date('2020-01-01T10:00:00.500Z') }]);
  });

  it('answers T-SQL forms: TOP, OFFSET/FETCH, GETDATE(), SCOPE_IDENTITY(), OUTPUT INSERTED, long text', async () => {
    await pool.request().query('CREATE TABLE [dbo].[items] (id INT IDENTITY(1,1) PRIMARY KEY, label NVARCHAR(MAX))');
    const long = 'x'.repeat(10_000);
    const out = await pool.request().input('label', long).query('INSERT INTO dbo.items (label) OUTPUT INSERTED.id VALUES (@label); INSERT INTO items (label) VALUES (N\'b\'), (N\'c\'); SELECT SCOPE_IDENTITY() AS last');
    expect(out.recordsets).toEqual([[{ id: 1 }], [{ last: 3 }]]);
    expect(out.rowsAffected).toEqual([1, 2, 1]);
    expect((await pool.request().query('SELECT TOP (2) id FROM items ORDER BY id DESC')).recordset).toEqual([{ id: 3 }, { id: 2 }]);
    expect((await pool.request().query('SELECT id FROM items ORDER BY id OFFSET 1 ROWS FETCH NEXT 1 ROWS ONLY')).recordset).toEqual([{ id: 2 }]);
    expect((await pool.request().query('SELECT LEN(label) AS length FROM items WHERE id = 1')).recordset).toEqual([{ length: 10_000 }]);
    expect((await pool.request().query('SELECT label FROM items WHERE id = 1')).recordset).toEqual([{ label: long }]);
    const [now] = (await pool.request().query('SELECT GETDATE() AS now')).recordset;
    expect(now.now).toBeInstanceOf(Date);
  });

  it('answers errors with SQL Server\'s numbers', async () => {
    const error = async (sql: string) => {
      try {
        await pool.request().query(sql);
        return undefined;
      } catch (thrown) {
        const { number, message } = (thrown as { originalError?: { info?: { number: number; message: string } } }).originalError?.info ?? {};
        return { number, message };
      }
    };
    expect(await error('SELECT * FROM missing')).toEqual({ number: 208, message: "Invalid object name 'missing'." });
    expect(await error('SELEC 1')).toEqual({ number: 102, message: "Incorrect syntax near 'SELEC'." });
    expect(await error('SELECT @undeclared')).toEqual({ number: 137, message: 'Must declare the scalar variable "@undeclared".' });
    await pool.request().query('CREATE TABLE uniq (k INT NOT NULL UNIQUE)');
    await pool.request().query('INSERT INTO uniq VALUES (1)');
    expect(await error('INSERT INTO uniq VALUES (1)')).toMatchObject({ number: 2627 });
    expect(await error('INSERT INTO uniq VALUES (NULL)')).toMatchObject({ number: 515 });
  });

  it('keeps databases apart and refuses a wrong password or an unknown user', async () => {
    const other = await connect({ database: 'other' });
    await expect(other.request().query('SELECT * FROM typed')).rejects.toThrow("Invalid object name 'typed'.");
    await other.close();
    await expect(connect({ password: 'nope' })).rejects.toThrow("Login failed for user 'tester'.");
    await expect(connect({ user: 'nobody' })).rejects.toThrow("Login failed for user 'nobody'.");
  });
});
