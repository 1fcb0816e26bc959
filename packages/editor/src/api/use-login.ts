import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLogin } from '@weft/contracts';
import type { User } from '@weft/contracts';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { hasHttpStatus } from './api-error';
import { queryKeys } from './query-keys';

/**
 * The session by cookie: the signed-in user, or null when signed out (the server answers 401).
 * Other failures stay errors, so that the shell can say so instead of pretending a sign-out.
 */
export function loginQuery(client: ApiClient) {
  return queryOptions<User | null>({
    queryKey: queryKeys.login,
    queryFn: async ({ signal }) => {
      try {
        return await client.request(getLogin, { signal });
      } catch (error) {
        if (hasHttpStatus(error, 401)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useLogin(options: { enabled: boolean }) {
  return useQuery({ ...loginQuery(useApiClient()), enabled: options.enabled });
}
