import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { testCredential } from '../../test-support/credential-test.js';
import { HOST, KEY, editorContext, runSupabase, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

describe('Supabase errors', () => {
  it('words PostgREST\'s error body: a missing required column, an unknown table, an unknown column', async () => {
    const missing = await runSupabase(harness, { parameters: { operation: 'create', tableId: 'contacts', fieldsUi: { fieldValues: [{ fieldId: 'city', fieldValue: 'Rome' }] } } });
    expect(missing.error?.message).toBe('Supabase answered 400: null value in column "name" of relation "contacts" violates not-null constraint');
    const table = await runSupabase(harness, { parameters: { operation: 'get', tableId: 'people', filters: { conditions: [{ keyName: 'id', keyValue: '1' }] } } });
    expect(table.error?.message).toBe('The resource you are requesting could not be found');
    expect(table.error?.description).toBe("Could not find the table 'public.people' in the schema cache");
    const column = await runSupabase(harness, { parameters: { operation: 'get', tableId: 'contacts', filters: { conditions: [{ keyName: 'email', keyValue: 'a@b' }] } } });
    expect(column.error?.message).toBe('Supabase answered 400: column contacts.email does not exist');
  });

  it('turns a wrong service role key into an authorization error, and continues on fail with the message', async () => {
    const { error } = await runSupabase(harness, { credential: 'cred-bad', parameters: { operation: 'getAll', tableId: 'contacts', filterType: 'none' } });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    const kept = await runSupabase(harness, { credential: 'cred-bad', continueOnFail: true, parameters: { operation: 'getAll', tableId: 'contacts', filterType: 'none' } });
    expect(kept.json).toEqual([{ error: 'Authorization failed - please check your credentials' }]);
  });

  it('waits for the Retry-After of a 429 and sends the request again', async () => {
    harness.standIn.rateLimit(1, 0);
    const { json } = await runSupabase(harness, { parameters: { operation: 'get', tableId: 'contacts', filters: { conditions: [{ keyName: 'id', keyValue: '3' }] } } });
    expect(json.map((row) => row.name)).toEqual(['Linus']);
    expect(harness.standIn.requests).toHaveLength(2);
    harness.standIn.rateLimit(3, 0);
    const { error } = await runSupabase(harness, { parameters: { operation: 'get', tableId: 'contacts', filters: { conditions: [{ keyName: 'id', keyValue: '3' }] } } });
    expect(error?.message).toBe('Supabase is rate-limiting requests (429)');
  });
});

describe('Supabase editor lists and credential', () => {
  const methods = () => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.supabase', 1)?.methods as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;

  it('lists the schema\'s tables (functions left out) and the chosen table\'s columns', async () => {
    expect(await methods().loadOptions?.getTables?.call(editorContext(harness, {}))).toEqual([{ name: 'contacts', value: 'contacts' }]);
    expect(await methods().loadOptions?.getTables?.call(editorContext(harness, { useCustomSchema: true, schema: 'sales' }))).toEqual([{ name: 'deals', value: 'deals' }]);
    expect(harness.standIn.requests.at(-1)?.headers['accept-profile']).toBe('sales');
    const columns = await methods().loadOptions?.getTableColumns?.call(editorContext(harness, { tableId: 'contacts' })) as Array<{ value: string }>;
    expect(columns.map((column) => column.value)).toEqual(['id', 'name', 'city', 'age', 'bio']);
  });

  it('tests the credential against the OpenAPI root: 200 with the right key, 401 with another', async () => {
    const good = await testCredential('supabaseApi', { host: HOST, serviceRole: KEY });
    expect(good).toMatchObject({ status: 200, body: { swagger: '2.0' } });
    expect((await testCredential('supabaseApi', { host: HOST, serviceRole: 'nope' })).status).toBe(401);
  });
});
