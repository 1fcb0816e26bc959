import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser.js';

describe('routing', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('sends / to the new-workflow canvas', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await expect(page.getByTestId('workflow-name').textContent()).resolves.toContain('My workflow');
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = browser();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(200);
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    const text = await notFound.innerText();
    expect(text).toContain('Oops, couldn’t find that');
    expect(text).toContain('404');
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl}/workflow`);
  });

  it('renders a placeholder heading for screens that come later', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/settings/coming-soon/environments`);
    await page.getByTestId('placeholder-page').waitFor();
    await expect(page.getByRole('heading').first().innerText()).resolves.not.toBe('');
  });
});
