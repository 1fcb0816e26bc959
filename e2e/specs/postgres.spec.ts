import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { api } from '../harness/api.js';
import { credentialDialog as dialog, fillCredentialField } from '../harness/credential-dialog.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { canvasNode, choose, closeNode, openNode, pickFromList } from '../harness/node-parameters.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/*
 * Issue 30 acceptance: a Postgres credential made and tested in the credential dialog (a wrong port
 * shows the server's refusal there), the table picked from the Table list, rows inserted through the
 * column mapper (the table's typed columns loaded from the database, each mapped from an upstream
 * node's field) and read back by a Select node, all against the real PostgreSQL on 127.0.0.1:5432 in
 * a database of this file's own.
 */
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const DATABASE = `weft_e2e_pg_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const TABLE = 'members';
const PEOPLE = [
  { id: 1, name: 'Ada Lovelace', active: true, joinedAt: '2026-01-05T09:30:00' },
  { id: 2, name: 'Linus Torvalds', active: false, joinedAt: '2025-11-30T18:00:00' },
];

const mapperRow = (page: Page, column: string) => page.locator(`[data-testid="resource-mapper-field"][data-field-id="${column}"]`);
const mapperLabels = (page: Page) => page.getByTestId('resource-mapper-field-label').allTextContents();

async function withDatabase<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Selects `after` on the canvas and adds a Postgres node behind it from the node creator's search. */
async function addPostgresAfter(page: Page, after: string, name: string): Promise<void> {
  await canvasNode(page, after).click();
  await page.getByTestId('canvas-add-node').click();
  await page.getByTestId('node-creator').waitFor();
  await page.getByTestId('node-creator-search').fill('Postgres');
  await eventually(async () => expect(await page.getByTestId('node-creator-item').first().getAttribute('data-node-type')).toBe('n8n-nodes-base.postgres'));
  await page.keyboard.press('Enter');
  await canvasNode(page, name).waitFor();
  await page.getByTestId('node-creator').waitFor({ state: 'detached' });
  if (!(await page.getByTestId('ndv').count())) await openNode(page, name);
  await page.getByTestId('ndv-parameters').waitFor();
}

describe('issue 30 acceptance: Postgres', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  beforeAll(async () => {
    await withDatabase('postgres', (client) => client.query(`CREATE DATABASE "${DATABASE}"`));
    await withDatabase(DATABASE, (client) => client.query(
      `CREATE TABLE "${TABLE}" (id integer PRIMARY KEY, name text NOT NULL, active boolean, joined_at timestamp)`,
    ));
  });
  afterAll(async () => {
    await withDatabase('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`));
  });

  // About 30 s on a quiet machine; the headroom is for CI machines busy with other files.
  it('tests the credential in the dialog, maps the typed columns of the table picked from the list, inserts the rows and selects them back', { timeout: 90_000 }, async () => {
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Postgres members ${DATABASE}`, settings: { executionOrder: 'v1' },
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'p', name: 'People', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0], parameters: { jsCode: `return ${JSON.stringify(PEOPLE.map((json) => ({ json })))};` } },
      ],
      connections: { Manual: { main: [[{ node: 'People', type: 'main', index: 0 }]] } },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'People').waitFor();
    // A first run gives the upstream node's items, which the mapper's expressions then read.
    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'People').getByTestId('node-success').waitFor({ timeout: 20_000 });

    await addPostgresAfter(page, 'People', 'Postgres');
    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: '- Create New -', exact: true }).click();
    await dialog(page).getByTestId('credential-save').waitFor();
    await fillCredentialField(page, 'Host', PG.host);
    await fillCredentialField(page, 'Database', DATABASE);
    await fillCredentialField(page, 'User', PG.user);
    // Nothing listens on port 1: saving tests the credential, and the dialog shows why it failed.
    await fillCredentialField(page, 'Port', '1');
    await dialog(page).getByTestId('credential-save').click();
    const failed = dialog(page).locator('[data-testid="credential-test-banner"][data-status="error"]');
    await eventually(async () => expect(await failed.innerText()).toContain('Connection refused: Nothing accepts connections at 127.0.0.1:1'), { timeout: 20_000 });
    await settledScreenshot(page, 'postgres-credential-refused');

    await fillCredentialField(page, 'Port', String(PG.port));
    await dialog(page).getByTestId('credential-save').click();
    const passed = dialog(page).locator('[data-testid="credential-test-banner"][data-status="success"]');
    await passed.waitFor({ timeout: 20_000 });
    expect(await passed.innerText()).toBe('Connection tested successfully');
    await settledScreenshot(page, 'postgres-credential-tested');
    await dialog(page).getByTestId('credential-close').click();
    await dialog(page).getByTestId('credential-save').waitFor({ state: 'detached' });
    const credentialName = await page.getByTestId('node-credentials-select').inputValue();

    // Insert is the default operation; the table's columns come from the database, each with its type.
    await pickFromList(page, 'table', TABLE);
    await eventually(async () => expect(await mapperLabels(page)).toEqual(['id*', 'name*', 'active', 'joined_at']));
    expect(await page.getByTestId('resource-mapper-mode').inputValue()).toBe('Map Each Column Manually');
    // Each column's input is of its type: a number, text, a switch and a date.
    expect(await mapperRow(page, 'id').locator('input').getAttribute('inputmode')).toMatch(/^(numeric|decimal)$/);
    expect(await mapperRow(page, 'name').getByRole('textbox').getAttribute('inputmode')).toBeNull();
    expect(await mapperRow(page, 'active').getByRole('switch').count()).toBe(1);
    expect(await mapperRow(page, 'joined_at').locator('input').getAttribute('type')).toBe('datetime-local');
    await mapperRow(page, 'joined_at').scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'postgres-insert-columns');
    const input = page.getByTestId('ndv-input-data');
    await input.getByText('Ada Lovelace', { exact: true }).first().waitFor();
    const mapping: Array<[string, string, string]> = [['id', 'id', '1'], ['name', 'name', 'Ada Lovelace'], ['active', 'active', 'true'], ['joined_at', 'joinedAt', '2026-01-05T09:30:00']];
    for (const [column, field, preview] of mapping) {
      await input.locator('th').filter({ hasText: new RegExp(`^\\s*${field}\\s*$`) }).dragTo(mapperRow(page, column).getByTestId('parameter-drop-zone'));
      await eventually(async () => expect(await mapperRow(page, column).getByTestId('expression-preview').textContent()).toBe(preview));
    }
    await settledScreenshot(page, 'postgres-insert-mapped');
    await closeNode(page);

    // The Select node reads the same table once, after the insert.
    await addPostgresAfter(page, 'Postgres', 'Postgres1');
    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: credentialName, exact: true }).click();
    await choose(page, 'Operation', 'Select');
    await pickFromList(page, 'table', TABLE);
    await page.getByTestId('ndv-tab-settings').click();
    await page.getByTestId('node-setting-executeOnce').check({ force: true });
    await closeNode(page);

    await page.keyboard.press('ControlOrMeta+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: Array<{ name: string; typeVersion: number; parameters: Record<string, unknown>; credentials?: Record<string, { id: string }> }> }>(baseUrl, 'GET', `/workflows/${created.id}`);
    const insert = saved.nodes.find((node) => node.name === 'Postgres');
    expect(insert?.typeVersion).toBe(2.6);
    expect(insert?.parameters.table).toMatchObject({ __rl: true, mode: 'list', value: TABLE });
    expect(insert?.parameters.columns).toMatchObject({
      mappingMode: 'defineBelow',
      value: { id: '={{ $json.id }}', name: '={{ $json.name }}', active: '={{ $json.active }}', joined_at: '={{ $json.joinedAt }}' },
    });
    expect(saved.nodes.find((node) => node.name === 'Postgres1')?.credentials).toEqual(insert?.credentials);

    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'Postgres1').getByTestId('node-success').waitFor({ timeout: 30_000 });
    const rows = await withDatabase(DATABASE, async (client) => (await client.query(`SELECT id, name, active, to_char(joined_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS joined FROM "${TABLE}" ORDER BY id`)).rows);
    expect(rows).toEqual(PEOPLE.map(({ id, name, active, joinedAt }) => ({ id, name, active, joined: joinedAt })));

    await openNode(page, 'Postgres1');
    await page.getByTestId('ndv-output-mode').getByText('JSON', { exact: true }).click();
    await eventually(async () => {
      const output = (await page.getByTestId('ndv-output-data').textContent()) ?? '';
      expect(output).toContain('Ada Lovelace');
      expect(output).toContain('Linus Torvalds');
    });
    await settledScreenshot(page, 'postgres-select-output');
    await page.getByTestId('ndv-output-mode').getByText('Table', { exact: true }).click();
    await screenshot(page, 'postgres-select-output-table');
  });
});
