import pg from 'pg';
import type { IDataObject, INodeType } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, activateTriggers, createConsoleLogger } from '@weft/engine';
import type { TriggerEvent } from '@weft/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { nodeRunner } from '../../test-support/messaging/node-run.js';
import { TEST_PG } from '../../test-support/pgvector.js';
import { isOwnConnection, ownConnectionsTo } from '../../test-support/tcp-sockets.js';
import { RSA_KEY_WITH_PASSPHRASE, RSA_PASSPHRASE, SSH_PASSWORD, SSH_SERVER } from '../../Ssh/test/ssh-fixture.js';
import { postgresConnectionTest } from '../transport/connection-test.js';
import { closePostgresPools } from '../transport/postgres-pool.js';

/*
 * The Postgres credential's SSH tunnel, through the machine's OpenSSH server (127.0.0.1:2222) to its
 * PostgreSQL, in a database of the file's own.
 */

const database = `weft_ssh_tunnel_${process.pid}`;
const direct = { ...TEST_PG, database, password: '', ssl: 'disable' };
const tunnel = { sshTunnel: true, sshHost: SSH_SERVER.host, sshPort: SSH_SERVER.port, sshUser: SSH_SERVER.username };
const CREDENTIALS = {
  direct: { type: 'postgres', data: direct },
  password: { type: 'postgres', data: { ...direct, ...tunnel, sshAuthenticateWith: 'password', sshPassword: SSH_PASSWORD } },
  key: { type: 'postgres', data: { ...direct, ...tunnel, sshAuthenticateWith: 'privateKey', privateKey: RSA_KEY_WITH_PASSPHRASE, passphrase: RSA_PASSPHRASE } },
  'wrong-ssh-password': { type: 'postgres', data: { ...direct, ...tunnel, sshAuthenticateWith: 'password', sshPassword: 'not-the-password' } },
  'ssh-down': { type: 'postgres', data: { ...direct, ...tunnel, sshPort: 1, sshAuthenticateWith: 'password', sshPassword: SSH_PASSWORD } },
  'db-unreachable': { type: 'postgres', data: { ...direct, port: 1, ...tunnel, sshAuthenticateWith: 'password', sshPassword: SSH_PASSWORD } },
};
type CredentialId = keyof typeof CREDENTIALS;

const admin = new pg.Client({ ...TEST_PG, database });
const run = nodeRunner(CREDENTIALS);
const query = (credential: CredentialId, sql: string, replacement = '') => run({
  type: 'n8n-nodes-base.postgres', typeVersion: 2.6, credentials: { postgres: credential },
  parameters: { operation: 'executeQuery', query: sql, options: replacement ? { queryReplacement: replacement } : {} },
});

beforeAll(async () => {
  const server = new pg.Client(TEST_PG);
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS "${database}"`);
  await server.query(`CREATE DATABASE "${database}"`);
  await server.end();
  await admin.connect();
  await admin.query('CREATE TABLE "Orders" (id serial PRIMARY KEY, item text NOT NULL)');
});
afterAll(async () => {
  await admin.end();
  await closePostgresPools();
  const server = new pg.Client(TEST_PG);
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await server.end();
});

/** The client port of the session running `marker`'s query, found while that query waits for the test's lock. */
async function portOfWaitingQuery(marker: string): Promise<number> {
  return vi.waitFor(async () => {
    const { rows } = await admin.query<{ client_port: number }>(
      'SELECT client_port FROM pg_stat_activity WHERE datname = $1 AND query LIKE $2 AND pid <> pg_backend_pid()', [database, `%${marker}%`],
    );
    if (!rows[0]) throw new Error('the query has not started yet');
    return rows[0].client_port;
  }, { timeout: 20_000, interval: 50 });
}

/** Runs a query that waits for a lock the test holds, and answers whether the database's session was opened by this process. */
async function openedByThisProcess(credential: CredentialId): Promise<boolean> {
  const marker = `tunnel_probe_${credential.replace(/\W/g, '_')}`;
  await admin.query('SELECT pg_advisory_lock(4242)');
  const running = query(credential, `SELECT pg_advisory_lock(4242) AS "${marker}", pg_advisory_unlock(4242)`);
  try {
    return await isOwnConnection(await portOfWaitingQuery(marker), 5432);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(4242)');
    expect((await running).error).toBeUndefined();
  }
}

describe('Postgres through the credential\'s SSH tunnel', () => {
  it('runs queries with bound values through the tunnel, logged in with a password or an encrypted key', async () => {
    for (const credential of ['password', 'key'] as const) {
      const insert = await query(credential, 'INSERT INTO "Orders" (item) VALUES ($1) RETURNING item', `tunnelled-${credential}`);
      expect(insert.error).toBeUndefined();
      expect(insert.items).toEqual([{ item: `tunnelled-${credential}` }]);
    }
    expect((await admin.query('SELECT item FROM "Orders" ORDER BY id')).rows).toEqual([{ item: 'tunnelled-password' }, { item: 'tunnelled-key' }]);
  });

  it('reaches the database from the SSH server\'s side: the session\'s socket is not this process\'s, unlike a direct one', async () => {
    expect(await openedByThisProcess('direct')).toBe(true);
    expect(await openedByThisProcess('password')).toBe(false);
  });

  it('closes the SSH connection when the node finishes', async () => {
    // Measured, not assumed 0: a file run before this one in the same worker may still hold one.
    const before = await ownConnectionsTo(SSH_SERVER.port);
    expect((await query('password', 'SELECT 1 AS one')).items).toEqual([{ one: 1 }]);
    await vi.waitFor(async () => expect(await ownConnectionsTo(SSH_SERVER.port)).toBeLessThanOrEqual(before), { timeout: 10_000 });
  });

  it('fails with the SSH part named, even where the database would accept the connection', async () => {
    const before = await ownConnectionsTo(SSH_SERVER.port);
    expect((await query('direct', 'SELECT 1 AS one')).items).toEqual([{ one: 1 }]);
    expect((await query('wrong-ssh-password', 'SELECT 1')).error)
      .toBe('Could not open the SSH tunnel to 127.0.0.1:2222: the server refused the login of "weft-files". Check the username and the password.');
    expect((await query('ssh-down', 'SELECT 1')).error)
      .toBe('Could not open the SSH tunnel to 127.0.0.1:1: nothing accepts connections at 127.0.0.1:1. Check that the SSH server runs and the credential\'s host and port.');
    expect((await query('db-unreachable', 'SELECT 1')).error)
      .toMatch(/^Could not open the SSH tunnel to 127\.0\.0\.1:2222: the SSH server could not reach 127\.0\.0\.1:1 \(.+\)\.$/);
    await vi.waitFor(async () => expect(await ownConnectionsTo(SSH_SERVER.port)).toBeLessThanOrEqual(before), { timeout: 10_000 });
  });

  it('tests the credential through the tunnel from the credential dialog', async () => {
    const test = (id: CredentialId) => postgresConnectionTest({ id, name: id, type: 'postgres', data: CREDENTIALS[id].data });
    expect(await test('key')).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await test('wrong-ssh-password')).toEqual({
      status: 'Error', message: 'Could not open the SSH tunnel to 127.0.0.1:2222: the server refused the login of "weft-files". Check the username and the password.',
    });
  });

  it('lists tables and maps columns through the tunnel', async () => {
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.postgres', 2.6) as INodeType;
    const context = (parameters: IDataObject) => new LoadOptionsContext({
      node: { id: 'n', name: 'Postgres', type: 'n8n-nodes-base.postgres', typeVersion: 2.6, position: [0, 0], parameters: parameters as never, credentials: { postgres: { id: 'password', name: 'password' } } },
      nodeType,
      services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ password: { ...CREDENTIALS.password, name: 'password' } }) },
      logger: createConsoleLogger('silent'), timezone: 'UTC',
    });
    const methods = nodeType.methods as unknown as { listSearch: Record<string, (this: unknown) => Promise<unknown>>; resourceMapping: Record<string, (this: unknown) => Promise<unknown>> };
    const schema = { __rl: true, mode: 'list', value: 'public' };
    expect(await methods.listSearch.tableSearch!.call(context({ schema }))).toEqual({ results: [{ name: 'Orders', value: 'Orders' }] });
    const mapping = await methods.resourceMapping.getMappingColumns!.call(context({ schema, table: { __rl: true, mode: 'list', value: 'Orders' }, operation: 'insert' })) as { fields: Array<{ id: string }> };
    expect(mapping.fields.map((field) => field.id)).toEqual(['id', 'item']);
  });
});

/** This process's connections to the port, once the count has stayed the same for a moment. */
async function settledConnectionsTo(port: number): Promise<number> {
  let last = await ownConnectionsTo(port);
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await ownConnectionsTo(port);
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('Postgres Trigger through the credential\'s SSH tunnel', () => {
  it('listens through the tunnel while active, and closes the SSH connection when deactivated', async () => {
    // An SSH connection of the test before may still be closing: counted only once it has.
    const before = await settledConnectionsTo(SSH_SERVER.port);
    const events: TriggerEvent[] = [];
    const active = await activateTriggers({
      id: 'w', name: 'Tunnelled', active: true, connections: {},
      nodes: [{
        id: 'trigger-node', name: 'Postgres Trigger', type: 'n8n-nodes-base.postgresTrigger', typeVersion: 1, position: [0, 0],
        parameters: { triggerMode: 'listenTrigger', channelName: 'weft_tunnelled_channel' }, credentials: { postgres: { id: 'key', name: 'key' } },
      }],
    }, builtinNodeTypes, {
      onEmit: (event) => events.push(event), onError: () => undefined, logger: createConsoleLogger('silent'), timezone: 'UTC',
      services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ key: { ...CREDENTIALS.key, name: 'key' } }) },
    });
    try {
      const { rows } = await admin.query<{ client_port: number }>(
        'SELECT client_port FROM pg_stat_activity WHERE datname = $1 AND query = \'LISTEN "weft_tunnelled_channel"\'', [database],
      );
      expect(rows).toHaveLength(1);
      expect(await isOwnConnection(rows[0]!.client_port, 5432)).toBe(false);
      expect(await ownConnectionsTo(SSH_SERVER.port)).toBe(before + 1);
      await admin.query('NOTIFY weft_tunnelled_channel, \'through ssh\'');
      await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 10_000 });
      const [[item]] = events[0]!.data as [[{ json: IDataObject }]];
      expect(item.json).toMatchObject({ channel: 'weft_tunnelled_channel', payload: 'through ssh' });
    } finally {
      await active.close();
    }
    await vi.waitFor(async () => expect(await ownConnectionsTo(SSH_SERVER.port)).toBeLessThanOrEqual(before), { timeout: 10_000 });
  });
});
