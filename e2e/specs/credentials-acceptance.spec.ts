import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startOAuth2Provider, type OAuth2Provider } from '../../packages/server/src/test/oauth-providers.js';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { canvasNode, choose, closeNode, openNode } from '../harness/node-parameters.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const to = (node: string) => [{ node, type: 'main', index: 0 }];

interface SavedNode { name: string; credentials?: Record<string, { id: string | null; name: string }> }
interface Credential { id: string; name: string; type: string }

const manual = { id: 'manual', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };

async function createWorkflow(baseUrl: string, url: string): Promise<string> {
  const answer = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
    name: `Credentials ${unique()}`, settings: { executionOrder: 'v1' },
    nodes: [manual, { id: 'http', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [260, 0], parameters: { url } }],
    connections: { Manual: { main: [to('HTTP Request')] } },
  });
  return answer.id;
}

const httpWith = (name: string, x: number, credentials: SavedNode['credentials'], url: string) => ({
  id: name, name, type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [x, 0], credentials,
  parameters: { url, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' },
});

async function openWorkflow(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas').waitFor();
  await canvasNode(page, 'HTTP Request').waitFor();
}

const dialog = (page: Page) => page.getByTestId('credential-edit-modal');
const credentialField = (page: Page) => page.getByTestId('node-credentials-field');

/** Fills a field of the credential dialog by the label it shows. */
async function fillCredentialField(page: Page, label: string, value: string): Promise<void> {
  const input = dialog(page).getByLabel(label, { exact: true }).first();
  await input.fill(value);
  await input.blur();
}

/** Picks the generic credential type on the open HTTP Request node and asks for a new credential of it. */
async function createNewFromNode(page: Page, genericType: string): Promise<void> {
  await choose(page, 'Authentication', 'Generic Credential');
  await choose(page, 'Generic Auth Type', genericType);
  await credentialField(page).getByTestId('node-credentials-select').click();
  await page.getByRole('option', { name: '- Create New -', exact: true }).click();
  // The modal's root has no box of its own; its save button shows that it is open.
  await dialog(page).getByTestId('credential-save').waitFor();
}

async function selectedCredential(field: Locator): Promise<string> {
  return field.getByTestId('node-credentials-select').inputValue();
}

describe('issue 17 acceptance: credentials on nodes', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();
  const secret = `weft-e2e-${unique()}`;

  // The API behind the credential: 200 only with the right header, 401 otherwise.
  const headersSeen: Array<string | undefined> = [];
  const guardedApi = createServer((request, response) => {
    const key = request.headers['x-api-key'];
    headersSeen.push(typeof key === 'string' ? key : undefined);
    const accepted = key === secret;
    response.writeHead(accepted ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(accepted ? { greeting: 'header accepted by loopback' } : { error: 'missing or wrong key' }));
  });
  let guardedUrl = '';
  let provider: OAuth2Provider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => guardedApi.listen(0, '127.0.0.1', resolve));
    guardedUrl = `http://127.0.0.1:${(guardedApi.address() as AddressInfo).port}/private`;
    provider = await startOAuth2Provider();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => guardedApi.close(() => resolve()));
    await provider.close();
  });

  it('creates a Header Auth credential from the HTTP Request node, which selects it, and runs the node with the header', async () => {
    const { page } = browser();
    const id = await createWorkflow(baseUrl, guardedUrl);
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');

    await createNewFromNode(page, 'Header Auth');
    await screenshot(page, 'credentials-header-dialog-new');
    await fillCredentialField(page, 'Header Name', 'X-Api-Key');
    await fillCredentialField(page, 'Header Value', secret);
    await dialog(page).getByTestId('credential-save').click();
    // The dialog's onCreated selects the new credential on the node that asked for it.
    await expect.poll(() => selectedCredential(credentialField(page)), { timeout: 10_000 }).toMatch(/Header Auth account/);
    const credentialName = await selectedCredential(credentialField(page));
    await screenshot(page, 'credentials-header-dialog-saved');
    await dialog(page).getByTestId('credential-close').click();
    await dialog(page).getByTestId('credential-save').waitFor({ state: 'detached' });
    await eventually(async () => expect(await credentialField(page).getByTestId('node-credentials-issue').count()).toBe(0));
    await screenshot(page, 'credentials-header-selected-on-node');

    await closeNode(page);
    await eventually(async () => expect(await canvasNode(page, 'HTTP Request').getByTestId('node-issues').count()).toBe(0));
    await page.getByTestId('execute-workflow-button').click();
    await canvasNode(page, 'HTTP Request').getByTestId('node-success').waitFor({ timeout: 20_000 });
    expect(headersSeen.at(-1)).toBe(secret);
    await openNode(page, 'HTTP Request');
    await eventually(async () => expect(await page.getByTestId('ndv-output-data').textContent()).toContain('header accepted by loopback'));
    await screenshot(page, 'credentials-header-run-output');
    await closeNode(page);

    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: SavedNode[] }>(baseUrl, 'GET', `/workflows/${id}`);
    const stored = (await api<Credential[]>(baseUrl, 'GET', '/credentials?type=httpHeaderAuth')).find((entry) => entry.name === credentialName);
    expect(saved.nodes.find((node) => node.name === 'HTTP Request')?.credentials).toEqual({ httpHeaderAuth: { id: stored?.id, name: credentialName } });
  });

  it('shows the credential issue on a node whose required credential is not set', async () => {
    const { page } = browser();
    const id = await createWorkflow(baseUrl, guardedUrl);
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');
    await choose(page, 'Authentication', 'Generic Credential');
    await choose(page, 'Generic Auth Type', 'Basic Auth');
    await eventually(async () => expect(await credentialField(page).getByTestId('node-credentials-issue').first().textContent())
      .toBe('Credentials for "Basic Auth" are not set.'));
    await screenshot(page, 'credentials-issue-not-set');
    await closeNode(page);
    await canvasNode(page, 'HTTP Request').getByTestId('node-issues').waitFor();
  });

  it('creates an OAuth2 credential from the node and connects it through a local OAuth server in the popup', async () => {
    const { page, context } = browser();
    const id = await createWorkflow(baseUrl, `${guardedUrl}/oauth`);
    await openWorkflow(page, baseUrl, id);
    await openNode(page, 'HTTP Request');

    await createNewFromNode(page, 'OAuth2 API');
    await fillCredentialField(page, 'Authorization URL', provider.authorizeUrl);
    await fillCredentialField(page, 'Access Token URL', provider.tokenUrl);
    await fillCredentialField(page, 'Client ID', 'weft-e2e-client');
    await fillCredentialField(page, 'Client Secret', 'weft-e2e-secret');
    await fillCredentialField(page, 'Scope', 'openid email');
    await screenshot(page, 'credentials-oauth2-dialog-filled');

    const tokensBefore = provider.tokenRequests.length;
    const popupOpened = context.waitForEvent('page', { timeout: 15_000 });
    await dialog(page).getByTestId('credential-oauth-connect').click();
    const popup = await popupOpened;
    // The mock server's authorize endpoint approves at once and sends the popup to the callback, which closes it.
    await popup.waitForEvent('close', { timeout: 15_000 });
    await dialog(page).getByTestId('credential-oauth-connected').waitFor({ timeout: 15_000 });
    expect(provider.tokenRequests.length).toBeGreaterThan(tokensBefore);
    expect(provider.tokenRequests.at(-1)?.grant).toMatchObject({ grant_type: 'authorization_code' });
    await screenshot(page, 'credentials-oauth2-connected');

    // Saving before connecting created the credential, so the node has it selected.
    await expect.poll(() => selectedCredential(credentialField(page)), { timeout: 10_000 }).toMatch(/OAuth2 API account/);
    await dialog(page).getByTestId('credential-close').click();
    await dialog(page).getByTestId('credential-save').waitFor({ state: 'detached' });
    await screenshot(page, 'credentials-oauth2-selected-on-node');
  });

  it('selects a credential named without id (an n8n import) when one matches, and replaces one that matches none across nodes', async () => {
    const { page } = browser();
    const name = `Imported key ${unique()}`;
    const key = await api<Credential>(baseUrl, 'POST', '/credentials', { name, type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: secret } });
    const id = (await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Credentials ${unique()}`, settings: { executionOrder: 'v1' },
      nodes: [
        manual,
        httpWith('Known', 260, { httpHeaderAuth: { id: null, name } }, guardedUrl),
        httpWith('Lost A', 520, { httpHeaderAuth: { id: null, name: 'Gone with the old instance' } }, guardedUrl),
        httpWith('Lost B', 780, { httpHeaderAuth: { id: null, name: 'Gone with the old instance' } }, guardedUrl),
      ],
      connections: { Manual: { main: [to('Known')] }, Known: { main: [to('Lost A')] }, 'Lost A': { main: [to('Lost B')] } },
    })).id;
    await page.goto(`${baseUrl}/workflow/${id}`);
    await canvasNode(page, 'Lost B').waitFor();

    await canvasNode(page, 'Lost A').getByTestId('node-issues').waitFor();
    await eventually(async () => expect(await canvasNode(page, 'Known').getByTestId('node-issues').count()).toBe(0));
    await openNode(page, 'Known');
    await eventually(async () => expect(await selectedCredential(credentialField(page))).toBe(name));
    await closeNode(page);

    await openNode(page, 'Lost A');
    await eventually(async () => expect(await credentialField(page).getByTestId('node-credentials-issue').allTextContents()).toEqual([
      'Credentials with name "Gone with the old instance" do not exist for "Header Auth".',
      'You can create credentials with the exact name and then they get auto-selected on refresh.',
    ]));
    await screenshot(page, 'credentials-named-missing');
    await credentialField(page).getByTestId('node-credentials-select').click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.getByText('Node credentials updated').waitFor();
    await screenshot(page, 'credentials-replaced-across-nodes');
    await closeNode(page);
    await eventually(async () => expect(await canvasNode(page, 'Lost B').getByTestId('node-issues').count()).toBe(0));

    await page.keyboard.press('ControlOrMeta+S');
    await page.locator('[data-testid="workflow-save-button"][data-state="saved"]').waitFor();
    const saved = await api<{ nodes: SavedNode[] }>(baseUrl, 'GET', `/workflows/${id}`);
    for (const node of ['Known', 'Lost A', 'Lost B']) {
      expect(saved.nodes.find((entry) => entry.name === node)?.credentials).toEqual({ httpHeaderAuth: { id: key.id, name } });
    }
  });
});
