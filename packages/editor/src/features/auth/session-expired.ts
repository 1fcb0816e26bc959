import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { User } from '@weft/contracts';
import type { ApiClient } from '../../api/api-client';
import { queryKeys } from '../../api/query-keys';
import type { SessionExpiryHooks } from '../../api/session-expiry';
import { loginQuery } from '../../api/use-login';
import { i18n } from '../../i18n/i18n';

/**
 * What the shell does when the server no longer knows its session: ask GET /login again. Before an
 * owner exists it signs the visitor in as the default user anew, and nothing changes for them;
 * otherwise it answers 401, the session query becomes null and the route guards open sign-in with
 * a redirect back to the current page. Several calls failing at once make one check (the query is
 * already fetching) and one toast (same id).
 */
export function sessionExpiryHooks(queryClient: QueryClient, client: () => ApiClient): SessionExpiryHooks {
  return {
    isSignedIn: () => Boolean(queryClient.getQueryData<User | null>(queryKeys.login)),
    onExpired: () => {
      queryClient.fetchQuery({ ...loginQuery(client()), staleTime: 0 }).then((user) => {
        if (user) return;
        notifications.show({
          id: 'session-expired',
          color: 'yellow',
          title: i18n.t('auth.sessionExpiredTitle'),
          message: i18n.t('auth.sessionExpiredMessage'),
        });
      }, () => {
        // The check itself failed (server down): keep the session; the failing call reports its own error.
      });
    },
  };
}
