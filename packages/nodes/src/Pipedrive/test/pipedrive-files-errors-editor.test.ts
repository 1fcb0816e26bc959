import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { testCredential } from '../../test-support/credential-test.js';
import { BUDGET, PRIORITY, TOKEN, editorContext, runPipedrive, seed, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seed(harness.standIn));

const last = () => harness.standIn.requests.at(-1);
const pdf = { data: Buffer.from('%PDF-1.4 offer').toString('base64'), mimeType: 'application/pdf', fileName: 'offer.pdf' };

describe('Pipedrive files', () => {
  it('uploads the item\'s binary data as multipart with its links, then gets, updates, downloads and deletes the file', async () => {
    const created = await runPipedrive(harness, { parameters: { resource: 'file', operation: 'create', binaryPropertyName: 'data', additionalFields: { deal_id: 3 } }, input: [{ json: {}, binary: { data: pdf } }] });
    expect(last()?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(created.json[0]).toMatchObject({ id: 7, name: 'offer.pdf', file_type: 'pdf', file_size: 14, deal_id: 3 });
    expect((await runPipedrive(harness, { parameters: { resource: 'file', operation: 'get', fileId: 7 } })).json[0]).toMatchObject({ file_name: 'offer.pdf' });
    expect((await runPipedrive(harness, { parameters: { resource: 'file', operation: 'update', fileId: 7, updateFields: { description: 'Signed offer' } } })).json[0]).toMatchObject({ description: 'Signed offer' });
    const downloaded = await runPipedrive(harness, { parameters: { resource: 'file', operation: 'download', fileId: 7, binaryPropertyName: 'offer' }, input: [{ json: { keep: true } }] });
    expect(downloaded.items[0]?.json).toEqual({ keep: true });
    expect(downloaded.items[0]?.binary?.offer).toMatchObject({ fileName: 'offer.pdf', mimeType: 'application/pdf' });
    expect((await runPipedrive(harness, { parameters: { resource: 'file', operation: 'delete', fileId: 7 } })).json).toEqual([{ id: 7 }]);
  });
});

describe('Pipedrive errors and authentication', () => {
  it('sends the OAuth2 token as Bearer instead of the api_token', async () => {
    const { json } = await runPipedrive(harness, { credential: 'cred-oauth', parameters: { resource: 'deal', operation: 'get', dealId: 3 } });
    expect(json[0]).toMatchObject({ id: 3 });
    expect(last()?.query.has('api_token')).toBe(false);
  });

  it('words Pipedrive\'s errors: a refused token, a missing record, a missing required field', async () => {
    expect((await runPipedrive(harness, { credential: 'cred-bad', parameters: { resource: 'deal', operation: 'get', dealId: 3 } })).error?.message).toBe('Authorization failed - please check your credentials');
    const missing = await runPipedrive(harness, { parameters: { resource: 'deal', operation: 'get', dealId: 99 } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe('Deal not found');
    const blank = await runPipedrive(harness, { parameters: { resource: 'note', operation: 'create', content: 'Orphan' } });
    expect(blank.error?.message).toBe('Pipedrive answered 400: Note must be attached to a deal, person, organization or lead.');
    const kept = await runPipedrive(harness, { continueOnFail: true, parameters: { resource: 'person', operation: 'get', personId: '={{ $json.id }}' }, input: [{ json: { id: 99 } }, { json: { id: 2 } }] });
    expect(kept.json).toEqual([{ error: 'The resource you are requesting could not be found' }, expect.objectContaining({ name: 'Homer Simpson' })]);
  });

  it('waits out a 429\'s Retry-After and sends again', async () => {
    harness.standIn.rateLimit(2, 0);
    expect((await runPipedrive(harness, { parameters: { resource: 'product', operation: 'getAll', returnAll: true } })).json).toHaveLength(1);
    expect(harness.standIn.requests).toHaveLength(3);
  });

  it('tests the credential on users/me: 200 with the right token, 401 with another', async () => {
    const good = await testCredential('pipedriveApi', { apiToken: TOKEN });
    expect(good).toMatchObject({ status: 200, body: { data: { name: 'Ann Owner' } } });
    expect((await testCredential('pipedriveApi', { apiToken: 'nope' })).status).toBe(401);
  });
});

describe('Pipedrive editor lists', () => {
  const methods = () => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.pipedrive', 1)?.methods as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  const list = async (name: string, parameters = {}) => await methods().loadOptions?.[name]?.call(editorContext(harness, parameters));

  it('offers users, stages, organizations, persons, deals, products, activity types, labels, filters and custom fields', async () => {
    expect(await list('getUserIds')).toEqual([{ name: 'Ann Owner', value: '900' }, { name: 'Bob Seller', value: '901' }]);
    expect(await list('getStageIds')).toEqual([{ name: 'Sales > Proposal', value: '2' }, { name: 'Sales > Qualified', value: '1' }]);
    expect(await list('getOrganizationIds')).toEqual([{ name: 'Globex', value: '1' }]);
    expect(await list('getPersons')).toEqual([{ name: 'Homer Simpson', value: '2' }]);
    expect(await list('getDeals')).toEqual([{ name: 'Big deal', value: '3' }]);
    expect(await list('getProducts')).toEqual([{ name: 'Widget', value: '4' }]);
    expect(await list('getActivityTypes')).toEqual([{ name: 'Call', value: 'call' }, { name: 'Meeting', value: 'meeting' }]);
    expect(await list('getDealLabels')).toEqual([{ name: 'Cold', value: '6' }, { name: 'Hot', value: '5' }]);
    expect(await list('getLeadLabels')).toEqual([{ name: 'Hot', value: 'f08b42a0-4e75-11ea-9643-03698ef1cfd6' }]);
    expect(await list('getFilters', { resource: 'person' })).toEqual([{ name: 'VIP people', value: '71' }]);
    expect(last()?.query.get('type')).toBe('people');
    expect(await list('getDealCustomFields')).toEqual([{ name: 'Budget code', value: BUDGET }, { name: 'Priority', value: PRIORITY }]);
  });

  it('offers the products attached to the chosen deal', async () => {
    harness.standIn.state.dealProducts.push({ id: 50, deal_id: 3, product_id: 4, name: 'Widget', quantity: 1, item_price: 2 });
    expect(await list('getProductsDeal', { dealId: '3' })).toEqual([{ name: 'Widget', value: '50' }]);
  });
});
