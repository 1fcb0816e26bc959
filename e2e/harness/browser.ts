import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export const outputDir = join(repoRoot, 'e2e', 'test-results');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A real Chromium with a fresh profile, so no state leaks between spec files. */
export async function openBrowser(): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'weft-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(outputDir, { recursive: true });
  const path = join(outputDir, `${name}.png`);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({ path, fullPage: false });
      return path;
    } catch (error) {
      // Chromium refuses a capture while a navigation has not produced its first frame yet (seen in CI
      // right after a sign-out redirect); the next painted frame can be captured.
      if (attempt >= 5 || !String(error).includes('Unable to capture screenshot')) throw error;
      await page.waitForLoadState('load');
      await painted(page);
    }
  }
}

/**
 * A screenshot once modals and toasts have finished sliding in: waits on the page's own animations
 * (which end when they end), not on a fixed time.
 */
export async function settledScreenshot(page: Page, name: string): Promise<string> {
  await page.evaluate('Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))).then(() => true)');
  return screenshot(page, name);
}

/** Resolves once the page has drawn two more frames: whatever the last update renders is on the page. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))');
}

/** One fresh browser per spec file: opened before its tests, closed after them. */
export function useBrowser(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('The browser is opened in beforeAll; use it inside a test');
    return session;
  };
}
