import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { settingsQuery } from '../../api/use-settings';
import type { ApiClient } from '../../api/api-client';

const keptAcrossSessions = new Set<string>([queryKeys.settings[0], queryKeys.login[0]]);

/**
 * Makes `user` the shell's session. What an earlier session loaded (workflows, executions, ...)
 * is dropped first: the new user may not be allowed to see it. Settings are read again before the
 * user is set, so that the guards never judge the new user by stale settings (setup done or not).
 */
export async function adoptSession(queryClient: QueryClient, client: ApiClient, user: User): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => !keptAcrossSessions.has(String(query.queryKey[0])) });
  await queryClient.fetchQuery({ ...settingsQuery(client), staleTime: 0 });
  queryClient.setQueryData(queryKeys.login, user);
}

export function useAdoptSession(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback((user: User) => adoptSession(queryClient, client, user), [queryClient, client]);
}
