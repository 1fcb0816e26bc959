import { useQuery } from '@tanstack/react-query';
import { getSettings } from '@weft/contracts';
import type { Settings } from '@weft/contracts';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

/** The instance settings; everything else waits for them (spec admin §2, application shell). */
export function useSettings() {
  const client = useApiClient();
  return useQuery<Settings>({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => client.request(getSettings, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}
