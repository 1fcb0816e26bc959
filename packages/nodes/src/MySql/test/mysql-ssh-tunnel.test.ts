import mysql from 'mysql2/promise';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import type { INodeType } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { isOwnConnection, ownConnectionsTo } from '../../test-support/tcp-sockets.js';
import { ED25519_KEY, SSH_PASSWORD, SSH_SERVER } from '../../Ssh/test/ssh-fixture.js';
import { mysqlConnectionTest } from '../transport.js';
import { SERVER, mySqlLoadOptions, useMySqlDatabase } from './mysql-fixture.js';

/* The MySQL credential's SSH tunnel, through the machine's OpenSSH server (127.0.0.1:2222) to its MariaDB. */

const fixture = useMySqlDatabase();
const tunnel = { sshTunnel: true, sshHost: SSH_SERVER.host, sshPort: SSH_SERVER.port, sshUser: SSH_SERVER.username };
const credentials = {
  direct: () => fixture.credentials(),
  password: () => ({ ...fixture.credentials(), ...tunnel, sshAuthenticateWith: 'password', sshPassword: SSH_PASSWORD }),
  key: () => ({ ...fixture.credentials(), ...tunnel, sshAuthenticateWith: 'privateKey', privateKey: ED25519_KEY, passphrase: '' }),
  'wrong-ssh-password': () => ({ ...fixture.credentials(), ...tunnel, sshAuthenticateWith: 'password', sshPassword: 'not-the-password' }),
};
type CredentialId = keyof typeof credentials;

let runner: ReturnType<typeof serviceRunner>;
let watcher: Connection;
beforeAll(async () => {
  runner = serviceRunner(Object.fromEntries(Object.entries(credentials).map(([id, data]) => [id, { type: 'mySql', data: data() }])));
  watcher = await mysql.createConnection(SERVER);
  await fixture.db().query('CREATE TABLE orders (id INT AUTO_INCREMENT PRIMARY KEY, item VARCHAR(50) NOT NULL)');
});
afterAll(async () => {
  await watcher.end();
});

const query = (credential: CredentialId, sql: string, replacement = '') => runner.run({
  type: 'n8n-nodes-base.mySql', typeVersion: 2.5, uses: { mySql: credential },
  parameters: { operation: 'executeQuery', query: sql, options: replacement ? { queryReplacement: replacement } : {} },
});

/** The client port of the session running `marker`'s query, found while it waits for the test's lock. */
async function portOfWaitingQuery(marker: string): Promise<number> {
  return vi.waitFor(async () => {
    const [rows] = await watcher.query<RowDataPacket[]>('SELECT HOST AS host FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND ID <> CONNECTION_ID()', [`%${marker}%`]);
    if (!rows[0]) throw new Error('the query has not started yet');
    return Number(String(rows[0].host).split(':').at(-1));
  }, { timeout: 20_000, interval: 50 });
}

/** Runs a query that waits for a lock the test holds, and answers whether the server's session was opened by this process. */
async function openedByThisProcess(credential: CredentialId): Promise<boolean> {
  const marker = `tunnel_probe_${credential.replace(/\W/g, '_')}`;
  const lock = `${fixture.database}_lock`;
  await watcher.query('SELECT GET_LOCK(?, 10)', [lock]);
  const running = query(credential, `SELECT GET_LOCK('${lock}', 20) AS ${marker}, RELEASE_LOCK('${lock}') AS released`);
  try {
    return await isOwnConnection(await portOfWaitingQuery(marker), 3306);
  } finally {
    await watcher.query('SELECT RELEASE_LOCK(?)', [lock]);
    expect((await running).error).toBeUndefined();
  }
}

describe('MySQL through the credential\'s SSH tunnel', () => {
  it('runs statements with bound values through the tunnel, logged in with a password or a key', async () => {
    for (const credential of ['password', 'key'] as const) {
      const insert = await query(credential, 'INSERT INTO orders (item) VALUES (?)', `tunnelled-${credential}`);
      expect(insert.error).toBeUndefined();
    }
    expect((await query('key', 'SELECT item FROM orders ORDER BY id')).json).toEqual([{ item: 'tunnelled-password' }, { item: 'tunnelled-key' }]);
  });

  it('reaches the server from the SSH server\'s side: the session\'s socket is not this process\'s, unlike a direct one', async () => {
    // Measured, not assumed 0: a file run before this one in the same worker may still hold one.
    const before = await ownConnectionsTo(SSH_SERVER.port);
    expect(await openedByThisProcess('direct')).toBe(true);
    expect(await openedByThisProcess('password')).toBe(false);
    await vi.waitFor(async () => expect(await ownConnectionsTo(SSH_SERVER.port)).toBeLessThanOrEqual(before), { timeout: 10_000 });
  });

  it('fails with the SSH part named, where the direct connection works', async () => {
    expect((await query('direct', 'SELECT 1 AS one')).json).toEqual([{ one: 1 }]);
    expect((await query('wrong-ssh-password', 'SELECT 1')).error?.message)
      .toBe('Could not open the SSH tunnel to 127.0.0.1:2222: the server refused the login of "weft-files". Check the username and the password.');
  });

  it('tests the credential and lists tables through the tunnel', async () => {
    const before = await ownConnectionsTo(SSH_SERVER.port);
    const test = (id: CredentialId) => mysqlConnectionTest({ id, name: id, type: 'mySql', data: credentials[id]() });
    expect(await test('key')).toEqual({ status: 'OK', message: 'Connection successful' });
    expect((await test('wrong-ssh-password')).message).toMatch(/^Could not open the SSH tunnel to 127\.0\.0\.1:2222: the server refused the login/);
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.mySql', 2.5) as INodeType;
    const methods = nodeType.methods as unknown as { listSearch: { searchTables: (this: unknown, filter?: string) => Promise<unknown> } };
    expect(await methods.listSearch.searchTables.call(mySqlLoadOptions(nodeType, credentials.password(), {}), 'ord'))
      .toEqual({ results: [{ name: 'orders', value: 'orders' }] });
    await vi.waitFor(async () => expect(await ownConnectionsTo(SSH_SERVER.port)).toBeLessThanOrEqual(before), { timeout: 10_000 });
  });
});
