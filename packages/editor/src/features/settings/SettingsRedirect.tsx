import { Navigate } from 'react-router';
import { HOMEPAGE_PATH } from '../../domain/route-access';
import { useShellState } from '../../api/use-shell-state';
import { firstSettingsPath } from './settings-nav';

/**
 * /settings opens personal settings (spec admin §2); whoever may not see those (the default user)
 * gets the first settings page they may open instead of a bounce to the homepage.
 */
export function SettingsRedirect() {
  const shell = useShellState();
  if (shell.status !== 'ready') return null;
  return <Navigate to={firstSettingsPath(shell.state) ?? HOMEPAGE_PATH} replace />;
}
