import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { NavLink } from '@mantine/core';
import { IconLayoutGrid, IconPlus, IconSettings, IconTopologyStar3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAuthorized } from '../app/route-access';
import { routeTable, settingsRouteKeys } from '../app/route-table';
import { useShellState } from '../app/use-shell-state';
import classes from './MainLayout.module.css';

/**
 * The signed-in area: a slim sidebar and the page. The sidebar lists only destinations that exist
 * and that the user may open; the full menu (workflow actions, credentials, help) comes later.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const shell = useShellState();
  const { pathname } = useLocation();

  const state = shell.status === 'ready' ? shell.state : null;
  const templatesEnabled = state?.features.templates ?? false;
  const firstSettingsRoute = state
    ? settingsRouteKeys.map((key) => routeTable[key]).find((r) => isAuthorized(r.meta.access, state.viewer, state.features))
    : undefined;
  const showSettings = state?.viewer.loginStatus === 'LoggedIn' && firstSettingsRoute !== undefined;

  return (
    <div className={classes.layout}>
      <nav className={classes.sidebar} aria-label={t('sidebar.label')}>
        <RouterNavLink to={routeTable.nodeViewNew.path} className={classes.logo}>
          <span className={classes.logoMark} aria-hidden><IconTopologyStar3 size={18} /></span>
          {t('app.name')}
        </RouterNavLink>
        <NavLink
          component={RouterNavLink}
          to={routeTable.nodeViewNew.path}
          end
          label={t('sidebar.newWorkflow')}
          leftSection={<IconPlus size={18} />}
          active={pathname === routeTable.nodeViewNew.path}
        />
        {templatesEnabled && (
          <NavLink
            component={RouterNavLink}
            to={routeTable.templatesSearch.path}
            label={t('sidebar.templates')}
            leftSection={<IconLayoutGrid size={18} />}
            active={pathname.startsWith('/templates') || pathname.startsWith('/collections')}
          />
        )}
        {showSettings && firstSettingsRoute && (
          <NavLink
            component={RouterNavLink}
            to={firstSettingsRoute.path}
            label={t('sidebar.settings')}
            leftSection={<IconSettings size={18} />}
            active={pathname.startsWith('/settings')}
          />
        )}
      </nav>
      <main className={classes.content}>
        <Outlet />
      </main>
    </div>
  );
}
