import type { Page } from 'playwright-core';

/** The credential dialog (new or edited credential). */
export const credentialDialog = (page: Page) => page.getByTestId('credential-edit-modal');

/** Fills a field of the credential dialog by the label it shows, then leaves it as a user's next click does. */
export async function fillCredentialField(page: Page, label: string, value: string): Promise<void> {
  const input = credentialDialog(page).getByLabel(label, { exact: true }).first();
  await input.fill(value);
  await input.blur();
}
