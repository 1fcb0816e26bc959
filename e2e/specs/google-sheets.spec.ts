import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleStandIn, type GoogleStandIn } from '../../packages/nodes/src/test-support/google-stand-in/index.js';
import { api } from '../harness/api.js';
import { credentialDialog as dialog, fillCredentialField } from '../harness/credential-dialog.js';
import { screenshot, settledScreenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { canvasNode, closeNode, openNode, pickFromList } from '../harness/node-parameters.js';
import { startServer, type RunningServer } from '../harness/server.js';

/*
 * Issue 28 acceptance: a Google Sheets OAuth2 credential connected through the consent popup, the
 * spreadsheet and sheet picked from the resource locators' lists, rows appended from a Code node and
 * read back. Google is the loopback stand-in: the server is started with WEFT_TEST_SERVICE_HOSTS, so
 * the consent page, the token endpoint, Drive and the Sheets API all resolve to it.
 */
const CLIENT = { clientId: 'weft-e2e.apps.googleusercontent.com', clientSecret: 'GOCSPX-e2e' };
const to = (node: string) => [{ node, type: 'main', index: 0 }];

describe('issue 28 acceptance: Google Sheets', () => {
  const browser = useBrowser();
  let google: GoogleStandIn;
  let server: RunningServer;

  beforeAll(async () => {
    google = await startGoogleStandIn({ clients: [CLIENT] });
    google.sheets.create('Budget 2026');
    const contacts = google.sheets.create('Team contacts', ['Archive', 'People']);
    const people = contacts.sheets[1];
    if (people) people.rows = [['name', 'email']];
    server = await startServer({ WEFT_TEST_SERVICE_HOSTS: google.hosts });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  it('connects the credential in the popup, picks the spreadsheet and sheet from lists, appends rows from a Code node and reads them back', async () => {
    const { baseUrl } = server;
    const contacts = [...google.sheets.books.values()].find((book) => book.title === 'Team contacts');
    const created = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: 'Sheets round trip', settings: { executionOrder: 'v1' },
      nodes: [
        { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'c', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0],
          parameters: { jsCode: "return [{ json: { name: 'Ada', email: 'ada@example.com' } }, { json: { name: 'Linus', email: 'linus@example.com' } }];" },
        },
        {
          id: 'a', name: 'Append', type: 'n8n-nodes-base.googleSheets', typeVersion: 4.7, position: [440, 0],
          parameters: {
            operation: 'append', documentId: { __rl: true, mode: 'list', value: '' }, sheetName: { __rl: true, mode: 'list', value: '' },
            columns: { mappingMode: 'autoMapInputData', value: null }, options: {},
          },
        },
        {
          id: 'r', name: 'Read Back', type: 'n8n-nodes-base.googleSheets', typeVersion: 4.7, position: [660, 0], executeOnce: true,
          parameters: {
            operation: 'read', documentId: { __rl: true, mode: 'id', value: contacts?.spreadsheetId }, sheetName: { __rl: true, mode: 'name', value: 'People' }, options: {},
          },
        },
      ],
      connections: { Manual: { main: [to('Code')] }, Code: { main: [to('Append')] }, Append: { main: [to('Read Back')] } },
    });
    const { page, context } = browser();
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Append').waitFor();
    await openNode(page, 'Append');

    // A new Google Sheets OAuth2 credential: Google's URLs and scopes are fixed, only the client is asked for.
    await page.getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name: '- Create New -', exact: true }).click();
    await dialog(page).getByTestId('credential-save').waitFor();
    await fillCredentialField(page, 'Client ID', CLIENT.clientId);
    await fillCredentialField(page, 'Client Secret', CLIENT.clientSecret);
    await screenshot(page, 'google-sheets-credential-dialog');
    const popupOpened = context.waitForEvent('page', { timeout: 15_000 });
    await dialog(page).getByTestId('credential-oauth-connect').click();
    const popup = await popupOpened;
    await popup.waitForEvent('close', { timeout: 15_000 });
    await dialog(page).getByTestId('credential-oauth-connected').waitFor({ timeout: 15_000 });
    const consent = google.oauth.authorizations.at(-1);
    expect(consent?.get('access_type')).toBe('offline');
    expect(consent?.get('prompt')).toBe('consent');
    expect(consent?.get('scope')).toContain('https://www.googleapis.com/auth/spreadsheets');
    await screenshot(page, 'google-sheets-credential-connected');
    await dialog(page).getByTestId('credential-close').click();
    await dialog(page).getByTestId('credential-save').waitFor({ state: 'detached' });

    await pickFromList(page, 'documentId', 'Team contacts');
    await pickFromList(page, 'sheetName', 'People');
    await settledScreenshot(page, 'google-sheets-locators-picked');
    await closeNode(page);

    // The read node uses the same credential.
    const credentials = await api<Array<{ id: string; name: string; type: string }>>(baseUrl, 'GET', '/credentials?type=googleSheetsOAuth2Api');
    const credential = credentials.find((entry) => entry.type === 'googleSheetsOAuth2Api');
    await page.keyboard.press('ControlOrMeta+s');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: Array<Record<string, unknown>>; connections: unknown; name: string }>(baseUrl, 'GET', `/workflows/${created.id}`);
    const append = saved.nodes.find((node) => node.name === 'Append') as { parameters: Record<string, unknown>; credentials?: unknown };
    expect(append.parameters.documentId).toMatchObject({ __rl: true, mode: 'list', value: contacts?.spreadsheetId, cachedResultName: 'Team contacts' });
    expect(append.parameters.sheetName).toMatchObject({ __rl: true, mode: 'list', value: contacts?.sheets[1]?.sheetId, cachedResultName: 'People' });
    expect(append.credentials).toEqual({ googleSheetsOAuth2Api: { id: credential?.id, name: credential?.name } });
    await api(baseUrl, 'PATCH', `/workflows/${created.id}`, {
      ...saved,
      nodes: saved.nodes.map((node) => (node.name === 'Read Back' ? { ...node, credentials: append.credentials } : node)),
    });
    await page.reload();
    await canvasNode(page, 'Read Back').waitFor();

    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'Read Back').getByTestId('node-success').waitFor({ timeout: 30_000 });
    expect(google.sheets.cells(contacts?.spreadsheetId ?? '', 'People')).toEqual([['name', 'email'], ['Ada', 'ada@example.com'], ['Linus', 'linus@example.com']]);
    await openNode(page, 'Read Back');
    await eventually(async () => {
      const output = await page.getByTestId('ndv-output-data').textContent();
      expect(output).toContain('linus@example.com');
      expect(output).toContain('row_number');
    });
    await settledScreenshot(page, 'google-sheets-read-back');
  });
});
