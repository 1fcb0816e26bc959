import type { BrowserContext, Page } from 'playwright-core';
import { AUTH_COOKIE, signInCookie } from './api.js';

/**
 * Signs a page in through the real sign-in page and waits until the editor has left it. A page
 * already on sign-in stays there, so that its `redirect` query is followed.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  if (!page.url().startsWith(`${baseUrl}/signin`)) await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
}

/**
 * Signs a browser context in without the sign-in page: POST /login, then the session cookie put
 * in the context. Pages opened afterwards start signed in.
 */
export async function signInByCookie(context: BrowserContext, baseUrl: string, email: string, password: string): Promise<void> {
  const pair = await signInCookie(baseUrl, email, password);
  await context.addCookies([{
    name: AUTH_COOKIE,
    value: pair.slice(AUTH_COOKIE.length + 1),
    url: new URL(baseUrl).origin,
    httpOnly: true,
    sameSite: 'Lax',
  }]);
}

/** The session cookie of a browser context as a `cookie` header, to call the REST API as that page's user. */
export async function contextCookie(context: BrowserContext, baseUrl: string): Promise<string | null> {
  const cookie = (await context.cookies(baseUrl)).find((c) => c.name === AUTH_COOKIE);
  return cookie ? `${AUTH_COOKIE}=${cookie.value}` : null;
}

/**
 * Sets up the owner as a person does on a fresh instance: the first page leads to setup, the form is
 * filled (with 'agree' ticked when asked) and sent; answers once the personalization survey shows.
 */
export async function setUpOwnerOnPage(
  page: Page, baseUrl: string, owner: { email: string; firstName: string; lastName: string; password: string }, { agree = false } = {},
): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL((url) => url.pathname.endsWith('/setup'));
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel(/^Password/).fill(owner.password);
  if (agree) await page.getByTestId('setup-agree').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('personalization-form').waitFor();
}

/** Answers the personalization survey with the company type and size chosen, and closes its thank-you step. */
export async function answerPersonalization(page: Page, companyType: string, companySize: string): Promise<void> {
  await page.getByTestId('survey-companyType').click();
  await page.getByRole('option', { name: companyType }).click();
  await page.getByTestId('survey-companySize').click();
  await page.getByRole('option', { name: companySize }).click();
  await page.getByTestId('personalization-submit').click();
  await page.getByTestId('personalization-done').click();
}
