import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';
import { loginQuery } from '../api/use-login';
import { settingsQuery } from '../api/use-settings';

/**
 * Asks for the settings, then the session, as the editor starts. The shell asks for them only once
 * it renders, and it renders only after the first route's code has loaded (a canvas route loads React
 * Flow first): both requests then waited for that download. Same order as the shell (spec admin §2).
 */
export async function prefetchShellData(queryClient: QueryClient, client: ApiClient): Promise<void> {
  await queryClient.prefetchQuery(settingsQuery(client));
  if (queryClient.getQueryState(settingsQuery(client).queryKey)?.status === 'success') {
    await queryClient.prefetchQuery(loginQuery(client));
  }
}
