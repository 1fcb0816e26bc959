import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually.js';

/**
 * Reading and setting node parameters in the node details view the way a user does: by the label
 * the parameter shows, never by its internal name.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A required parameter's label ends with a red '*'.
const labelText = (label: string) => new RegExp(`^\\s*${escape(label)}\\s*\\*?\\s*$`);

export const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);

export async function openNode(page: Page, name: string): Promise<void> {
  await canvasNode(page, name).dblclick();
  await page.getByTestId('ndv-node-name').filter({ hasText: new RegExp(`^\\s*${escape(name)}\\s*$`) }).waitFor();
  await page.locator('[data-testid="ndv-parameters"], [data-testid="ndv-no-parameters"]').first().waitFor();
}

export async function closeNode(page: Page): Promise<void> {
  await page.getByTestId('ndv-back').click();
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/**
 * The parameter field (label row and input) labelled `label`, inside `within` (a list item of a
 * collection) when several parameters share a label, like the Name of a query parameter and of a header.
 */
export function parameter(page: Page, label: string, within?: Locator): Locator {
  const scope = within ?? page.getByTestId('ndv-parameters');
  return scope.getByTestId('parameter-field').filter({ has: page.getByTestId('parameter-label').filter({ hasText: labelText(label) }) }).last();
}

/** One item of a fixedCollection list, counted from 0 (Query Parameters' first parameter, ...). */
export function listItem(page: Page, label: string, index: number): Locator {
  return parameter(page, label).locator('[data-testid^="parameter-item-"]:not([data-testid$="-up"]):not([data-testid$="-down"]):not([data-testid$="-delete"])').nth(index);
}

/** The input that holds the parameter's value now: its expression editor, or its fixed input. */
export function parameterInput(page: Page, label: string, within?: Locator): Locator {
  return parameter(page, label, within).getByLabel(label, { exact: true }).first();
}

export async function setText(page: Page, label: string, value: string, within?: Locator): Promise<void> {
  const input = parameterInput(page, label, within);
  await input.fill(value);
  // Leaving the field ends its edit the way a user's next click does.
  await input.blur();
}

export async function choose(page: Page, label: string, option: string, within?: Locator): Promise<void> {
  await parameterInput(page, label, within).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function turnOn(page: Page, label: string, within?: Locator): Promise<void> {
  await parameterInput(page, label, within).check({ force: true });
}

/** The add button of a collection or fixedCollection (the description's button text). */
export async function addItem(page: Page, label: string, group?: string): Promise<void> {
  await parameter(page, label).locator('[data-testid$="-add"]').last().click();
  if (group) await page.getByTestId('parameter-fixed-collection-group').filter({ hasText: new RegExp(`^\\s*${escape(group)}\\s*$`) }).click();
}

/** The value the field shows: the expression's text, or the fixed input's value. */
export async function valueOf(page: Page, label: string, within?: Locator): Promise<string> {
  const field = parameter(page, label, within);
  const expression = field.getByTestId('expression-input-field');
  if (await expression.count()) return `=${(await expression.textContent()) ?? ''}`;
  return field.getByLabel(label, { exact: true }).first().inputValue();
}

/** The full expression editor of a parameter (opened on its own shortly after switching to an expression). */
export const fullExpressionEditor = (page: Page, label: string) => page.getByRole('dialog', { name: `Edit expression: ${label}` });

/** The Fixed | Expression switch of the label row (shown while the field is hovered, as in n8n). */
export async function switchTo(page: Page, label: string, mode: 'Fixed' | 'Expression', within?: Locator): Promise<void> {
  const field = parameter(page, label, within);
  await field.hover();
  await field.getByTestId('parameter-value-mode').getByText(mode, { exact: true }).click();
}

/** Closes the full expression editor, so that the inline input is what the test goes on with. */
export async function closeFullExpressionEditor(page: Page, label: string): Promise<void> {
  const editor = fullExpressionEditor(page, label);
  await editor.waitFor();
  await page.keyboard.press('Escape');
  await editor.waitFor({ state: 'detached' });
}

/** Opens a resource locator's list (its parameter's internal name) and picks the entry with this name. */
export async function pickFromList(page: Page, parameterName: string, name: string): Promise<void> {
  await page.getByTestId(`parameter-input-${parameterName}`).click();
  const results = page.locator('[data-testid="resource-locator-dropdown"]:visible [data-testid="resource-locator-result"]');
  await eventually(async () => expect(await results.allTextContents()).toContain(name));
  await results.filter({ hasText: name }).first().click();
  await eventually(async () => expect(await page.getByTestId(`parameter-input-${parameterName}-shown`).textContent()).toBe(name));
  // Each locator keeps its (hidden) list in the page: none may stay open.
  await eventually(async () => expect(await page.locator('[data-testid="resource-locator-dropdown"]:visible').count()).toBe(0));
}
