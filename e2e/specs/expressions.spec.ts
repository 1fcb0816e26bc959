import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { painted, screenshot, useBrowser } from '../harness/browser.js';
import { closeNode, openNode } from '../harness/node-parameters.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

const to = (node: string) => [{ node, type: 'main', index: 0 }];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const manual = { id: 'manual', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} };
const node = (name: string, type: string, typeVersion: number, position: [number, number], parameters: object = {}) => ({
  id: name, name, type: `n8n-nodes-base.${type}`, typeVersion, position, parameters,
});
const people = [
  { json: { name: 'Ada', city: 'London', site: 'https://example.com', 'first name': 'Ada L.' } },
  { json: { name: 'Grace', city: 'Arlington', site: 'https://example.org', 'first name': 'Grace H.' } },
];

async function openWorkflow(page: Page, baseUrl: string, workflow: object): Promise<void> {
  const { id } = await api<{ id: string }>(baseUrl, 'POST', '/workflows', { name: `Expressions ${unique()}`, settings: { executionOrder: 'v1' }, ...workflow });
  await page.goto(`${baseUrl}/workflow/${id}`);
  await page.getByTestId('canvas-node').first().waitFor();
}

const field = (page: Page, path: string): Locator => page.locator(`[data-testid="parameter-field"][data-parameter-path="${path}"]`);
const modeSwitch = (scope: Locator, mode: 'Fixed' | 'Expression') => scope.getByTestId('parameter-value-mode').getByText(mode, { exact: true });
const fullEditor = (page: Page) => page.getByRole('dialog', { name: /^Edit expression/ });
const completions = (page: Page) => page.locator('.cm-tooltip-autocomplete');

describe('expressions, the code editor and mapping', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('switches a value to an expression and back, keeping its value, and previews the current item', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, {
      nodes: [manual, node('People', 'code', 2, [260, 0], { jsCode: 'return [];' }), node('HTTP Request', 'httpRequest', 4.2, [520, 0], { url: '={{ $json.site }}/orders' })],
      connections: { Manual: { main: [to('People')] }, People: { main: [to('HTTP Request')] } },
      pinData: { People: people },
    });
    await openNode(page, 'HTTP Request');
    const url = field(page, 'url');
    await expect.poll(() => url.getByTestId('expression-preview').textContent()).toBe('https://example.com/orders');
    await screenshot(page, 'expressions-preview');

    await modeSwitch(url, 'Fixed').click();
    await expect.poll(() => url.getByLabel('URL', { exact: true }).inputValue()).toBe('https://example.com/orders');

    // Back to an expression: the full editor opens by itself a moment later.
    await modeSwitch(url, 'Expression').click();
    await fullEditor(page).waitFor();
    await screenshot(page, 'expressions-full-editor-opened');
    await page.keyboard.press('Escape');
    await fullEditor(page).waitFor({ state: 'detached' });
    await expect.poll(() => url.getByTestId('expression-input-field').textContent()).toBe('https://example.com/orders');

    const inline = url.getByTestId('expression-input-field');
    await inline.click();
    await page.keyboard.press('ControlOrMeta+A');
    // The editor closes brackets itself, so the closing braces typed step over the ones it added.
    await inline.pressSequentially('{{ $json.nope.deeper }}');
    await page.keyboard.press('Escape');
    await expect.poll(() => url.getByTestId('expression-preview').textContent()).toMatch(/^\[invalid \(.*deeper.*\)\]$/);
    await screenshot(page, 'expressions-invalid-preview');
    await closeNode(page);
  });

  it('completes $json. with the input item\'s fields and $(\' with node names in the full editor', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, {
      nodes: [manual, node('People', 'code', 2, [260, 0], { jsCode: 'return [];' }), node('HTTP Request', 'httpRequest', 4.2, [520, 0], { url: '=' })],
      connections: { Manual: { main: [to('People')] }, People: { main: [to('HTTP Request')] } },
      pinData: { People: people },
    });
    await openNode(page, 'HTTP Request');
    await field(page, 'url').getByTestId('expression-open-full-editor').click();
    const dialog = fullEditor(page);
    const editor = dialog.getByTestId('expression-editor-input-field');
    await editor.click();
    await editor.pressSequentially('{{ $json.');
    await expect.poll(() => completions(page).textContent()).toContain('first name');
    await eventually(async () => expect(await completions(page).textContent()).toContain('city'));
    await screenshot(page, 'expressions-complete-fields');
    await editor.pressSequentially('ci');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByTestId('expression-editor-result').textContent()).toBe('London');

    await page.keyboard.press('End');
    await editor.pressSequentially(" {{ $('");
    await expect.poll(() => completions(page).textContent()).toContain('People');
    await screenshot(page, 'expressions-complete-nodes');
    await editor.pressSequentially('Peo');
    await page.keyboard.press('Enter');
    await editor.pressSequentially('.first().json.name');
    await expect.poll(() => dialog.getByTestId('expression-editor-result').textContent()).toBe('London Ada');
    await eventually(async () => expect(await dialog.getByTestId('expression-editor-input').textContent()).toContain('"first name": "Ada L."'));

    // Closing emits the value at once, without waiting for the debounce.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => field(page, 'url').getByTestId('expression-preview').textContent()).toBe('London Ada');
    await closeNode(page);
  });

  it('maps a dragged input column onto an Edit Fields value, with a message the first time only', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, {
      nodes: [
        manual, node('People', 'code', 2, [260, 0], { jsCode: 'return [];' }),
        node('Edit Fields', 'set', 3.2, [520, 0], { fields: { values: [{ name: 'person', stringValue: '' }] }, options: {} }),
      ],
      connections: { Manual: { main: [to('People')] }, People: { main: [to('Edit Fields')] } },
      pinData: { People: people },
    });
    // Page code as text: the e2e suite compiles without the DOM library. A fresh user has mapped nothing.
    await page.evaluate("window.localStorage.removeItem('weft.mappingOnboarded')");
    await openNode(page, 'Edit Fields');
    const input = page.getByTestId('ndv-input-data');
    await input.getByText('Ada', { exact: true }).waitFor();
    const value = page.locator('[data-testid="parameter-field"][data-parameter-path$="stringValue"]');
    await input.locator('th').filter({ hasText: /^\s*name\s*$/ }).dragTo(value.getByTestId('parameter-drop-zone'));
    await expect.poll(() => value.getByTestId('expression-input-field').textContent()).toBe('{{ $json.name }}');
    await expect.poll(() => value.getByTestId('expression-preview').textContent()).toBe('Ada');
    await page.getByText('Field mapped').waitFor();
    await screenshot(page, 'expressions-mapped');
    await page.getByText('Field mapped').waitFor({ state: 'detached', timeout: 10_000 });

    // A second field is appended to the expression; the message is not shown again.
    await input.locator('td').filter({ hasText: /^\s*London\s*$/ }).dragTo(value.getByTestId('parameter-drop-zone'));
    await expect.poll(() => value.getByTestId('expression-input-field').textContent()).toBe('{{ $json.name }} {{ $json.city }}');
    await expect.poll(() => value.getByTestId('expression-preview').textContent()).toBe('Ada London');
    // Not shown again: the drop shows it in the same render as the new value, so once the page has
    // drawn that value, one read tells (a retrying read would pass before the message could come).
    await painted(page);
    expect(await page.getByText('Field mapped').count()).toBe(0);
    await closeNode(page);
  });

  it('edits a Code node\'s code in its editor, with completions, and runs it', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, {
      nodes: [manual, node('Code', 'code', 2, [260, 0], { jsCode: 'return [{ json: { before: true } }];' })],
      connections: { Manual: { main: [to('Code')] } },
    });
    await openNode(page, 'Code');
    const editor = page.getByTestId('code-editor-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.pressSequentially('return [{ json: { count: $input.');
    await expect.poll(() => completions(page).textContent()).toContain('first()');
    await screenshot(page, 'expressions-code-completions');
    // Typed without the closing brackets: the editor closes them.
    await editor.pressSequentially("all().length, edited: 'in the editor'");
    await page.keyboard.press('Escape');
    await page.getByTestId('ndv-execute').click();
    await page.getByTestId('ndv-output-item-count').waitFor({ timeout: 15_000 });
    const output = (await page.getByTestId('ndv-output-data').textContent()) ?? '';
    expect(output).toContain('in the editor');
    expect(output).not.toContain('before');
    await screenshot(page, 'expressions-code-run');
    await closeNode(page);
  });
});
