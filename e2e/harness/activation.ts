import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './eventually.js';

/** Activates the open workflow with the header's switch and closes the first-activation notice it shows. */
export async function activateFromEditor(page: Page): Promise<void> {
  const toggle = page.getByTestId('workflow-activate-switch');
  await eventually(async () => expect(await toggle.isDisabled()).toBe(false));
  await toggle.click({ force: true });
  await page.getByTestId('workflow-activate').getByText('Active', { exact: true }).waitFor();
  await page.getByTestId('activation-notice-close').click();
  await page.getByTestId('activation-notice').waitFor({ state: 'detached' });
}
