import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { prefetchShellData } from './shell-prefetch';

function fakeQueryClient(settingsStatus: 'success' | 'error') {
  const prefetched: unknown[] = [];
  const client = {
    prefetchQuery: vi.fn((options: { queryKey: unknown }) => {
      prefetched.push(options.queryKey);
      return Promise.resolve();
    }),
    getQueryState: vi.fn(() => ({ status: settingsStatus })),
  };
  return { client: client as unknown as QueryClient, prefetched };
}

describe('prefetchShellData', () => {
  it('asks for the settings, then the session', async () => {
    const { client, prefetched } = fakeQueryClient('success');
    await prefetchShellData(client, {} as ApiClient);
    expect(prefetched).toEqual([queryKeys.settings, queryKeys.login]);
  });

  it('leaves the session to the shell when the settings failed', async () => {
    const { client, prefetched } = fakeQueryClient('error');
    await prefetchShellData(client, {} as ApiClient);
    expect(prefetched).toEqual([queryKeys.settings]);
  });
});
