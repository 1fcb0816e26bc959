import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { useMicrosoftSqlDatabase } from './mssql-fixture.js';

const fixture = useMicrosoftSqlDatabase();
const query = (typeVersion: number, uses: string, continueOnFail = false) => fixture.run({
  type: 'n8n-nodes-base.microsoftSql', typeVersion, parameters: { operation: 'executeQuery', query: 'SELECT 1 AS one' }, uses: { microsoftSql: uses },
  ...(continueOnFail ? { continueOnFail: true } : {}),
});

describe.each([1, 1.1])('Microsoft SQL %s: connecting', (version) => {
  it('connects with the credential', async () => {
    expect((await query(version, 'mssql')).json).toEqual([{ one: 1 }]);
  });

  it('says the password was refused', async () => {
    const result = await query(version, 'wrong-password');
    expect(result.error?.message).toBe("SQL Server refused the credential's user or password: Login failed for user 'sa'.");
  });

  it('says the server is down', async () => {
    const result = await query(version, 'server-down');
    expect(result.error?.message).toBe('Could not connect to SQL Server at 127.0.0.1:1: the connection was refused. Check the server and port of the credential, and that SQL Server accepts TCP connections.');
  });

  it('says the host is unknown', async () => {
    const result = await query(version, 'unknown-host');
    expect(result.error?.message).toBe('Could not connect to SQL Server: the server "no-such-host.invalid" was not found. Check the Server of the credential.');
  });

  it('refuses a server without encryption when the credential asks for TLS', async () => {
    const result = await query(version, 'tls-required');
    expect(result.error?.message).toMatch(/^The SQL Server at 127\.0\.0\.1:\d+ does not offer encryption, and the credential's TLS is on\./);
  });

  it('outputs the connection error with continueOnFail', async () => {
    const result = await query(version, 'wrong-password', true);
    expect(result.json).toEqual([{ error: "SQL Server refused the credential's user or password: Login failed for user 'sa'." }]);
  });
});

describe('Microsoft SQL credential test', () => {
  it('connects from the credential dialog, and says why it cannot', async () => {
    const test = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.microsoftSql', 1.1)?.methods?.credentialTest?.microsoftSqlConnectionTest;
    if (!test) throw new Error('the Microsoft SQL node has no connection test');
    const check = (data: IDataObject) => test({ id: '', name: 'm', type: 'microsoftSql', data: { ...fixture.credentials(), ...data } as never });
    expect(await check({})).toEqual({ status: 'OK', message: 'Connection successful' });
    expect(await check({ password: 'nope' })).toEqual({ status: 'Error', message: "SQL Server refused the credential's user or password: Login failed for user 'sa'." });
    expect(await check({ port: 1 })).toMatchObject({ status: 'Error', message: expect.stringMatching(/connection was refused/) });
    expect(await check({ tls: true })).toMatchObject({ status: 'Error', message: expect.stringMatching(/does not offer encryption/) });
    expect(await check({ domain: 'CORP' })).toMatchObject({ status: 'Error', message: expect.stringMatching(/untrusted domain/) });
  });
});
