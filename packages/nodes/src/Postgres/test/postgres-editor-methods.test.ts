import type { IDataObject, INodeType } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { postgresConnectionTest } from '../transport/connection-test.js';
import { CREDENTIALS, byName, fromList, usePgTestBed } from './harness.js';

const bed = usePgTestBed('methods');
const { schema } = bed;

function editor(parameters: IDataObject, credential: keyof typeof CREDENTIALS = 'pg') {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.postgres', 2.6) as INodeType;
  const context = new LoadOptionsContext({
    node: { id: 'n', name: 'Postgres', type: 'n8n-nodes-base.postgres', typeVersion: 2.6, position: [0, 0], parameters: parameters as never, credentials: { postgres: { id: credential, name: credential } } },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ [credential]: { ...CREDENTIALS[credential], name: credential } }) },
    logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
  const methods = nodeType.methods as Record<string, Record<string, (this: unknown, ...args: unknown[]) => Promise<unknown>>>;
  return (group: string, name: string, ...args: unknown[]) => methods[group]![name]!.call(context, ...args);
}

beforeAll(async () => {
  await bed.sql(`CREATE TYPE "${schema}".mood AS ENUM ('happy', 'sad')`);
  await bed.sql(`CREATE TABLE "${schema}"."People" (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, email text UNIQUE NOT NULL, nick text, feeling "${schema}".mood, joined timestamptz DEFAULT now(), score numeric NOT NULL)`);
  await bed.sql(`CREATE TABLE "${schema}".other (id int)`);
});

describe('Postgres editor methods', () => {
  it('lists schemas and the tables of the chosen schema, filtered', async () => {
    const call = editor({ schema: fromList(schema) });
    const schemas = await call('listSearch', 'schemaSearch') as { results: Array<{ name: string }> };
    expect(schemas.results.map((entry) => entry.name)).toContain(schema);
    expect(await call('listSearch', 'tableSearch')).toEqual({ results: [{ name: 'People', value: 'People' }, { name: 'other', value: 'other' }] });
    expect(await call('listSearch', 'tableSearch', 'peo')).toEqual({ results: [{ name: 'People', value: 'People' }] });
  });

  it('gives the column mapper the table\'s columns, required and matchable as n8n does', async () => {
    const upsert = await editor({ schema: fromList(schema), table: byName('People'), operation: 'upsert' })('resourceMapping', 'getMappingColumns') as { fields: IDataObject[] };
    expect(upsert.fields.map(({ id, type, required, canBeUsedToMatch, defaultMatch }) => ({ id, type, required, canBeUsedToMatch, defaultMatch }))).toEqual([
      { id: 'id', type: 'number', required: false, canBeUsedToMatch: true, defaultMatch: true },
      { id: 'email', type: 'string', required: true, canBeUsedToMatch: true, defaultMatch: false },
      { id: 'nick', type: 'string', required: false, canBeUsedToMatch: false, defaultMatch: false },
      { id: 'feeling', type: 'options', required: false, canBeUsedToMatch: false, defaultMatch: false },
      { id: 'joined', type: 'dateTime', required: false, canBeUsedToMatch: false, defaultMatch: false },
      { id: 'score', type: 'number', required: true, canBeUsedToMatch: false, defaultMatch: false },
    ]);
    expect(upsert.fields[3]?.options).toEqual([{ name: 'happy', value: 'happy' }, { name: 'sad', value: 'sad' }]);
  });

  it('loads columns for conditions and output columns', async () => {
    const call = editor({ schema: fromList(schema), table: byName('other') });
    expect(await call('loadOptions', 'getColumns')).toEqual([{ name: 'id', value: 'id', description: 'Type: INTEGER, Nullable: YES' }]);
    expect(await call('loadOptions', 'getColumnsMultiOptions')).toEqual([
      { name: '*', value: '*', description: 'All columns' }, { name: 'id', value: 'id', description: 'Type: INTEGER, Nullable: YES' },
    ]);
  });

  it('names a server that is down when the editor asks for tables', async () => {
    await expect(editor({ schema: fromList(schema) }, 'pg-down')('listSearch', 'tableSearch')).rejects.toMatchObject({
      message: 'Connection refused', description: expect.stringContaining('127.0.0.1:1'),
    });
  });
});

describe('Postgres credential test', () => {
  it('connects with a working credential, and says why a wrong one fails', async () => {
    expect(await postgresConnectionTest({ id: 'c', name: 'Warehouse', type: 'postgres', data: CREDENTIALS.pg.data })).toEqual({ status: 'OK', message: 'Connection successful!' });
    expect(await postgresConnectionTest({ id: 'c', name: 'Warehouse', type: 'postgres', data: CREDENTIALS['pg-down'].data })).toEqual({
      status: 'Error', message: 'Connection refused: Nothing accepts connections at 127.0.0.1:1: check that the server runs and the credential\'s host and port.',
    });
    expect(await postgresConnectionTest({ id: 'c', name: 'Warehouse', type: 'postgres', data: CREDENTIALS['pg-no-user'].data })).toEqual({
      status: 'Error', message: 'role "weft_no_such_user" does not exist: The server refused the credential: check its user, password and database.',
    });
  });
});
