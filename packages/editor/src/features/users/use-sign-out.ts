import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postLogout } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { readBasePath } from '../../domain/base-path';

/**
 * POST /logout, then the session query says signed out and the sign-in page loads afresh. A full
 * page load rather than a route change: it drops every cached answer and open workflow of the user
 * who left, and no guard can send the visitor anywhere in between.
 */
export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.request(postLogout),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.login, null);
      window.location.replace(`${readBasePath()}signin`);
    },
  });
}
