import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { postLogout } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { SIGNIN_PATH } from '../../app/route-access';

/**
 * POST /logout, then the session query says signed out and the sign-in page opens. Cached server
 * data goes too, so that the next person to sign in on this tab never sees the last one's.
 */
export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => client.request(postLogout),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.login, null);
      void navigate(SIGNIN_PATH, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.login[0] && query.queryKey[0] !== queryKeys.settings[0] });
    },
  });
}
