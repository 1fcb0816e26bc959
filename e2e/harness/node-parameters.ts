import type { Locator, Page } from 'playwright-core';

/**
 * Reading and setting node parameters in the node details view the way a user does: by the label
 * the parameter shows, never by its internal name.
 */

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

export const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);

export async function openNode(page: Page, name: string): Promise<void> {
  await canvasNode(page, name).dblclick();
  await page.getByTestId('ndv-node-name').filter({ hasText: exactly(name) }).waitFor();
  await page.getByTestId('ndv-parameters').waitFor();
}

export async function closeNode(page: Page): Promise<void> {
  await page.getByTestId('ndv-back').click();
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/**
 * The innermost parameter whose label reads `label`, inside `within` (a collection or a list item)
 * when several parameters share a label, like the Name of a query parameter and of a header.
 */
export function parameter(page: Page, label: string, within?: Locator): Locator {
  const scope = within ?? page.getByTestId('ndv-parameters');
  return scope.getByTestId('parameter-field')
    .filter({ has: page.getByTestId('parameter-label').filter({ hasText: exactly(label) }) })
    .last();
}

/** The parameter's own input (text, number, JSON, or the expression editor once it is an expression). */
export function parameterInput(page: Page, label: string, within?: Locator): Locator {
  return parameter(page, label, within).locator('input, textarea, [contenteditable="true"]').first();
}

export async function setText(page: Page, label: string, value: string, within?: Locator): Promise<void> {
  const input = parameterInput(page, label, within);
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.pressSequentially(value);
  // Leaving the field commits the value the way a user's next click does.
  await input.press('Tab');
}

export async function choose(page: Page, label: string, option: string, within?: Locator): Promise<void> {
  await parameterInput(page, label, within).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function turnOn(page: Page, label: string, within?: Locator): Promise<void> {
  const toggle = parameter(page, label, within).getByRole('switch');
  if (!(await toggle.isChecked())) await toggle.click({ force: true });
}

/** A fixedCollection or collection's add button (its `placeholder` or the type's default text). */
export async function addItem(page: Page, collectionLabel: string, buttonText: string): Promise<void> {
  await parameter(page, collectionLabel).getByRole('button', { name: buttonText }).last().click();
}

/** The value as the node's parameters hold it now. */
export async function valueOf(page: Page, label: string, within?: Locator): Promise<string> {
  const input = parameterInput(page, label, within);
  const editable = await input.getAttribute('contenteditable');
  return editable === 'true' ? ((await input.textContent()) ?? '') : input.inputValue();
}

/** Fixed | Expression switch of the label row. */
export async function switchTo(page: Page, label: string, mode: 'Fixed' | 'Expression', within?: Locator): Promise<void> {
  await parameter(page, label, within).getByTestId('parameter-value-mode').getByText(mode, { exact: true }).click();
}
