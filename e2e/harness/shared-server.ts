import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker (global-setup.ts), so spec files in parallel never share one. */
    baseUrls: string[];
  }
}

/**
 * The base URL of the server this spec file shares with the files its worker runs before and after
 * it, one file at a time, as the whole suite once shared one server. Specs that need a server of their
 * own (accounts, e-mail, restarts) start it with `startServer`.
 */
export function sharedBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No shared server: the e2e global set-up starts them');
  return url;
}
