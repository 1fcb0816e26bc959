import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAirtableStandIn, type AirtableStandIn } from '../../packages/nodes/src/test-support/airtable/airtable-stand-in.js';
import { api } from '../harness/api.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { canvasNode, closeNode, openNode } from '../harness/node-parameters.js';
import { startServer, type RunningServer } from '../harness/server.js';

/*
 * The column mapper of a service node (n8n's resourceMapper) against the Airtable stand-in: the
 * table's columns are loaded with the node's credential, two are mapped from input fields by
 * dragging them in, one is removed and added back, and the run creates the record.
 */
const BASE = 'appCrm0000000001';
const TABLE = 'tblContacts00001';
const to = (node: string) => [{ node, type: 'main', index: 0 }];

const row = (page: Page, id: string) => page.locator(`[data-testid="resource-mapper-field"][data-field-id="${id}"]`);
const rowLabels = (page: Page) => page.getByTestId('resource-mapper-field-label').allTextContents();

describe('resource mapper: Airtable columns', () => {
  const browser = useBrowser();
  let airtable: AirtableStandIn;
  let server: RunningServer;

  beforeAll(async () => {
    airtable = await startAirtableStandIn({ tokens: ['patRight'] });
    airtable.addTable(BASE, 'CRM', { id: TABLE, name: 'Contacts', fields: [['Name', 'singleLineText'], ['Stage', 'singleSelect', ['Lead', 'Won']], ['Score', 'number'], ['Updated', 'lastModifiedTime']] });
    server = await startServer({ WEFT_TEST_SERVICE_HOSTS: JSON.stringify({ 'https://api.airtable.com': airtable.origin }) });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await airtable?.close();
  });

  it('loads the table\'s columns, maps two from input fields, removes and re-adds one, and creates the record', async () => {
    const { baseUrl } = server;
    const refused = await api<{ id: string; name: string }>(baseUrl, 'POST', '/credentials', { name: 'Airtable old token', type: 'airtableTokenApi', data: { accessToken: 'patRevoked' } });
    const right = await api<{ id: string; name: string }>(baseUrl, 'POST', '/credentials', { name: 'Airtable token', type: 'airtableTokenApi', data: { accessToken: 'patRight' } });
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: 'Airtable mapper', settings: { executionOrder: 'v1' },
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'p', name: 'People', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0], parameters: { jsCode: "return [{ json: { name: 'Ada Lovelace', score: 42 } }];" } },
        {
          id: 'a', name: 'Airtable', type: 'n8n-nodes-base.airtable', typeVersion: 2.1, position: [440, 0],
          parameters: {
            operation: 'create', base: { __rl: true, mode: 'id', value: BASE }, table: { __rl: true, mode: 'id', value: TABLE },
            columns: { mappingMode: 'defineBelow', value: null }, options: {},
          },
          credentials: { airtableTokenApi: { id: refused.id, name: refused.name } },
        },
      ],
      connections: { Manual: { main: [to('People')] }, People: { main: [to('Airtable')] } },
      pinData: { People: [{ json: { name: 'Ada Lovelace', score: 42 } }] },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Airtable').waitFor();
    await openNode(page, 'Airtable');

    // The service's refusal is shown where the columns would be.
    const error = page.getByTestId('resource-mapper-error');
    await eventually(async () => expect(await error.textContent()).toContain('The service refused the credentials'));
    await settledScreenshot(page, 'resource-mapper-airtable-refused');

    // With the right credential the columns load again; the computed one cannot be written.
    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: right.name, exact: true }).click();
    await eventually(async () => expect(await rowLabels(page)).toEqual(['Name', 'Stage', 'Score']));
    expect(await error.count()).toBe(0);
    expect(await page.getByTestId('resource-mapper-mode').inputValue()).toBe('Map Each Column Manually');

    // Two columns mapped by dragging input fields onto them.
    const input = page.getByTestId('ndv-input-data');
    await input.getByText('Ada Lovelace', { exact: true }).waitFor();
    await input.locator('th').filter({ hasText: /^\s*name\s*$/ }).dragTo(row(page, 'Name').getByTestId('parameter-drop-zone'));
    await input.locator('th').filter({ hasText: /^\s*score\s*$/ }).dragTo(row(page, 'Score').getByTestId('parameter-drop-zone'));
    await eventually(async () => expect(await row(page, 'Name').getByTestId('expression-preview').textContent()).toBe('Ada Lovelace'));
    await eventually(async () => expect(await row(page, 'Score').getByTestId('expression-preview').textContent()).toBe('42'));

    // Stage is removed, then added back from "Add column".
    await row(page, 'Stage').hover();
    await row(page, 'Stage').getByTestId('resource-mapper-field-remove').click();
    await eventually(async () => expect(await rowLabels(page)).toEqual(['Name', 'Score']));
    await page.getByTestId('resource-mapper-add-field').click();
    await page.getByRole('option', { name: 'Stage', exact: true }).click();
    await eventually(async () => expect(await rowLabels(page)).toEqual(['Name', 'Stage', 'Score']));
    await page.getByTestId('parameter-input-columns.value.Stage').click();
    await page.getByRole('option', { name: 'Lead', exact: true }).click();

    // A column added to the table shows after a refresh.
    airtable.bases.get(BASE)?.tables[0]?.fields.push({ id: 'fldNotes0000001', name: 'Notes', type: 'multilineText' });
    await page.getByTestId('resource-mapper-refresh').click();
    await eventually(async () => expect(await rowLabels(page)).toEqual(['Name', 'Stage', 'Score', 'Notes']));
    await settledScreenshot(page, 'resource-mapper-airtable-columns');
    await closeNode(page);

    await page.keyboard.press('ControlOrMeta+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: Array<{ name: string; parameters: Record<string, unknown> }> }>(baseUrl, 'GET', `/workflows/${created.id}`);
    const columns = saved.nodes.find((node) => node.name === 'Airtable')?.parameters.columns as Record<string, unknown>;
    expect(columns).toMatchObject({
      mappingMode: 'defineBelow', value: { Name: '={{ $json.name }}', Score: '={{ $json.score }}', Stage: 'Lead' },
      matchingColumns: [], attemptToConvertTypes: false, convertFieldsToString: false,
    });
    expect((columns.schema as Array<{ id: string; removed: boolean }>).map((field) => [field.id, field.removed])).toEqual([
      ['Name', false], ['Stage', false], ['Score', false], ['Updated', false], ['Notes', false],
    ]);

    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'Airtable').getByTestId('node-success').waitFor({ timeout: 30_000 });
    const records = [...(airtable.bases.get(BASE)?.tables[0]?.records.values() ?? [])];
    expect(records.map((record) => record.fields)).toEqual([{ Name: 'Ada Lovelace', Stage: 'Lead', Score: 42, Updated: expect.any(String) }]);
    await openNode(page, 'Airtable');
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').textContent()).toContain('Ada Lovelace'));
    await screenshot(page, 'resource-mapper-airtable-created');
  });
});
