import { describe, expect, it } from 'vitest';
import type { CredentialTypeDescription } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

/* The Postgres credential has no HTTP test: the Postgres nodes name their connection test for it (n8n's `testedBy`). */

const server = useTestServer();

interface Answer<T> { data: T; message?: string }

const postgres = (data: Record<string, unknown>) => ({
  name: 'Warehouse', type: 'postgres',
  data: { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable', ...data },
});

const test = async (credentials: Record<string, unknown>) =>
  (await server.rest<Answer<{ status: string; message: string }>>('POST', '/credentials/test', { credentials })).body.data;

describe('testing a Postgres credential from the credential dialog', () => {
  it('is listed as testable', async () => {
    const { body } = await server.rest<Answer<CredentialTypeDescription[]>>('GET', '/credential-types');
    expect(body.data.find((type) => type.name === 'postgres')?.testable).toBe(true);
  });

  it('connects with a working credential', async () => {
    expect(await test(postgres({}))).toEqual({ status: 'OK', message: 'Connection successful!' });
  });

  it('names a server that is down and a user the server refuses', async () => {
    expect(await test(postgres({ port: 1 }))).toEqual({
      status: 'Error', message: 'Connection refused: Nothing accepts connections at 127.0.0.1:1: check that the server runs and the credential\'s host and port.',
    });
    expect(await test(postgres({ user: 'weft_nobody', password: 'wrong' }))).toEqual({
      status: 'Error', message: 'role "weft_nobody" does not exist: The server refused the credential: check its user, password and database.',
    });
  });
});
