import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@weft/contracts';
import type { Settings } from '@weft/contracts';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

export function settingsQuery(client: ApiClient) {
  return queryOptions<Settings>({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => client.request(getSettings, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** The instance settings; everything else waits for them (spec admin §2, application shell). */
export function useSettings() {
  return useQuery(settingsQuery(useApiClient()));
}
