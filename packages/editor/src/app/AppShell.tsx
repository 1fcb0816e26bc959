import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/FullPageLoader';
import { showErrorToast } from '../components/notify';
import { NotFoundPage } from '../pages/NotFoundPage';
import { decideNavigation } from '../domain/route-access';
import type { RouteMeta } from '../domain/route-access';
import { routeTable } from '../domain/route-table';
import { useShellState } from '../api/use-shell-state';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'access' in handle;
}

/** The deepest matched route that carries meta decides the access rules. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return routeTable.notFound.meta;
}

function StartupError() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t('startup.errorTitle')}</Text>
        <Text c="dimmed" size="sm">{t('startup.refreshHint')}</Text>
        <Button variant="light" onClick={() => window.location.reload()}>{t('startup.refresh')}</Button>
      </Stack>
    </Center>
  );
}

/**
 * The application shell: loads settings and the session, then applies the route guards
 * (setup first, access by login status, role and feature flags) before rendering a route.
 */
export function AppShell() {
  const { t } = useTranslation();
  const shell = useShellState();
  const location = useLocation();
  const meta = useRouteMeta();

  const settingsError = shell.status === 'settings-error' ? shell.error : null;
  const loginError = shell.status === 'ready' ? shell.loginError : null;

  useEffect(() => {
    if (!settingsError) return;
    showErrorToast({
      id: 'startup-settings-error', title: t('startup.errorTitle'), error: settingsError,
      hint: t('startup.refreshHint'), persistent: true,
    });
  }, [settingsError, t]);

  useEffect(() => {
    if (!loginError) return;
    showErrorToast({ id: 'startup-login-error', title: t('startup.loginErrorTitle'), error: loginError });
  }, [loginError, t]);

  if (shell.status === 'settings-error') return <StartupError />;
  if (shell.status === 'loading') return <FullPageLoader />;

  const decision = decideNavigation(meta, { pathname: location.pathname, search: location.search }, shell.state);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') return <NotFoundPage />;
  return <Outlet />;
}
