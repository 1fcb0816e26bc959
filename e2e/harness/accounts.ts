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
