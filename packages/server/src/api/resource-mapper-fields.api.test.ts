import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAirtableStandIn } from '@weft/nodes/test-support/airtable-stand-in';
import type { AirtableStandIn } from '@weft/nodes/test-support/airtable-stand-in';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

interface Field { id: string; displayName: string; type?: string; readOnly?: boolean; removed?: boolean; options?: Array<{ name: string; value: string }> }

function fields(query: { methodName: string; parameters: Record<string, unknown>; credentials?: Record<string, { id: string; name: string }>; version?: number }) {
  const params = new URLSearchParams({
    nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.airtable', version: query.version ?? 2.1 }),
    path: 'parameters.columns', methodName: query.methodName, currentNodeParameters: JSON.stringify(query.parameters),
  });
  if (query.credentials) params.set('credentials', JSON.stringify(query.credentials));
  return server.rest<{ data: { fields: Field[] }; message: string; hint?: string }>('GET', `/node-parameter-options/resource-mapper-fields?${params.toString()}`);
}

describe('GET /rest/node-parameter-options/resource-mapper-fields', () => {
  let airtable: AirtableStandIn;
  beforeAll(async () => {
    airtable = await startAirtableStandIn({ tokens: ['patRight'] });
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.airtable.com': airtable.origin });
    airtable.addTable('appCrm0000000001', 'CRM', { id: 'tblContacts00001', name: 'Contacts', fields: [['Name', 'singleLineText'], ['Stage', 'singleSelect', ['Lead', 'Won']], ['Score', 'number'], ['Updated', 'lastModifiedTime']] });
  });
  afterAll(async () => {
    delete process.env.WEFT_TEST_SERVICE_HOSTS;
    await airtable.close();
  });

  const at = { base: { __rl: true, mode: 'id', value: 'appCrm0000000001' }, table: { __rl: true, mode: 'id', value: 'tblContacts00001' } };
  async function credential(accessToken: string) {
    const created = await server.services.credentials.create({ name: 'Airtable', type: 'airtableTokenApi', data: { accessToken } });
    return { airtableTokenApi: { id: created.id, name: created.name } };
  }

  it('answers the table\'s columns with their types, options, and computed columns read-only', async () => {
    const { status, body } = await fields({ methodName: 'getColumnsWithRecordId', parameters: at, credentials: await credential('patRight') });
    expect(status).toBe(200);
    expect(body.data.fields.map((field) => [field.id, field.type, field.readOnly ?? false])).toEqual([
      ['id', 'string', true], ['Name', 'string', false], ['Stage', 'options', false], ['Score', 'number', false], ['Updated', 'string', true],
    ]);
    expect(body.data.fields[2]?.options).toEqual([{ name: 'Lead', value: 'Lead' }, { name: 'Won', value: 'Won' }]);
  });

  it('answers 400 with the service\'s words when the token is refused, or naming an unknown method', async () => {
    const refused = await fields({ methodName: 'getColumns', parameters: at, credentials: await credential('patWrong') });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'The service refused the credentials', hint: expect.stringContaining('Authentication required') });

    const unknown = await fields({ methodName: 'getEverything', parameters: at, credentials: await credential('patRight') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The node type "n8n-nodes-base.airtable" has no method "getEverything" to map columns');
  });
});
