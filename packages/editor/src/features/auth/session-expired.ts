import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { User } from '@weft/contracts';
import { queryKeys } from '../../api/query-keys';
import type { SessionExpiryHooks } from '../../api/session-expiry';
import { i18n } from '../../i18n/i18n';

/**
 * What the shell does when the server no longer knows its session: forget the user (the route
 * guards then open sign-in with a redirect back to the current page) and say why.
 */
export function sessionExpiryHooks(queryClient: QueryClient): SessionExpiryHooks {
  return {
    isSignedIn: () => Boolean(queryClient.getQueryData<User | null>(queryKeys.login)),
    onExpired: () => {
      queryClient.setQueryData(queryKeys.login, null);
      notifications.show({
        id: 'session-expired',
        color: 'yellow',
        title: i18n.t('auth.sessionExpiredTitle'),
        message: i18n.t('auth.sessionExpiredMessage'),
      });
    },
  };
}
