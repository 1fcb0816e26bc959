import type { Settings, User } from '@weft/contracts';
import { useLogin } from './use-login';
import { useSettings } from './use-settings';
import { shellStateFrom } from '../domain/route-access';
import type { ShellState } from '../domain/route-access';

export type ShellStatus =
  | { status: 'loading' }
  | { status: 'settings-error'; error: unknown }
  | { status: 'ready'; settings: Settings; user: User | null; state: ShellState; loginError: unknown };

/**
 * Settings first, then the session by cookie (spec admin §2). A session check that fails for
 * another reason than 401 counts as signed out; the error is handed on so the shell can say so.
 */
export function useShellState(): ShellStatus {
  const settings = useSettings();
  const login = useLogin({ enabled: settings.isSuccess });
  if (settings.isError) return { status: 'settings-error', error: settings.error };
  if (!settings.data || login.isPending) return { status: 'loading' };
  const user = login.data ?? null;
  return {
    status: 'ready',
    settings: settings.data,
    user,
    state: shellStateFrom(settings.data, user),
    loginError: login.error,
  };
}
