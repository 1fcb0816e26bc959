import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { postLogout } from '@weft/contracts';
import type { User } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { settingsQuery } from '../../api/use-settings';
import type { ApiClient } from '../../api/api-client';
import { SIGNIN_PATH } from '../../app/route-access';

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

/**
 * Signs out (POST /logout) and opens sign-in. For the sidebar's user menu; throws when the server
 * refuses, so the caller can say 'Could not sign out'.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await client.request(postLogout);
    queryClient.setQueryData(queryKeys.login, null);
    await navigate(SIGNIN_PATH, { replace: true });
  }, [client, queryClient, navigate]);
}
