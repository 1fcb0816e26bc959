import { useState } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { Anchor, NavLink, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconCode, IconGitBranch, IconKey, IconListDetails, IconPackage, IconShare, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEPAGE_PATH } from '../../domain/route-access';
import { useShellState } from '../../api/use-shell-state';
import { AboutModal } from '../about/AboutModal';
import { settingsNavEntries } from './settings-nav';
import type { SettingsNavEntry } from './settings-nav';
import classes from './SettingsLayout.module.css';

const ICONS: Record<string, ReactNode> = {
  personalSettings: <IconUser size={18} />,
  usersSettings: <IconUsers size={18} />,
  apiSettings: <IconCode size={18} />,
  communityNodes: <IconPackage size={18} />,
  environments: <IconGitBranch size={18} />,
  logging: <IconListDetails size={18} />,
  sharing: <IconShare size={18} />,
};

function EntryLink({ entry, active }: { entry: SettingsNavEntry; active: boolean }) {
  const { t } = useTranslation();
  const label = entry.kind === 'page' ? t(`settings.nav.${entry.id as 'personalSettings'}`) : t(`settings.comingSoon.${entry.id as 'environments'}`);
  return (
    <NavLink
      component={RouterNavLink}
      to={entry.path}
      label={label}
      leftSection={ICONS[entry.id] ?? <IconKey size={18} />}
      active={active}
      className={classes.item}
      data-testid={`settings-nav-${entry.id}`}
    />
  );
}

/**
 * The settings area (spec admin §2): its own sidebar instead of the workflow menu, listing only the
 * settings routes the viewer may open, a way back to the homepage and the version (opens About).
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const shell = useShellState();
  const { pathname } = useLocation();
  const [aboutOpen, setAboutOpen] = useState(false);
  // The shell renders routes only once it is ready; this guard is for the type.
  if (shell.status !== 'ready') return null;
  const entries = settingsNavEntries(shell.state);

  return (
    <div className={classes.layout}>
      <nav className={classes.sidebar} aria-label={t('settings.nav.label')} data-testid="settings-sidebar">
        <Link to={HOMEPAGE_PATH} className={classes.back} data-testid="settings-back" title={t('settings.nav.back')}>
          <span className={classes.backIcon} aria-hidden><IconChevronLeft size={18} /></span>
          {t('settings.nav.title')}
        </Link>
        <div className={classes.menu}>
          {entries.filter((entry) => entry.kind === 'page').map((entry) => <EntryLink key={entry.id} entry={entry} active={pathname === entry.path} />)}
          {entries.some((entry) => entry.kind === 'comingSoon') && (
            <Text className={classes.section} data-testid="settings-soon-heading">{t('settings.nav.soon')}</Text>
          )}
          {entries.filter((entry) => entry.kind === 'comingSoon').map((entry) => <EntryLink key={entry.id} entry={entry} active={pathname === entry.path} />)}
        </div>
        <Text className={classes.version} c="dimmed">
          <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => setAboutOpen(true)} data-testid="settings-version">
            {t('settings.nav.version', { version: shell.settings.versionCli })}
          </Anchor>
        </Text>
      </nav>
      <main className={classes.content}>
        <Outlet />
      </main>
      <AboutModal opened={aboutOpen} onClose={() => setAboutOpen(false)} />
    </div>
  );
}

/** A settings page's frame: its title, an optional action beside it, and the content below. */
export function SettingsPage({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className={classes.page} data-testid={testId}>
      <div className={classes.pageHeader}>
        <Title order={1} fz={24} fw={600}>{title}</Title>
        {action}
      </div>
      {children}
    </div>
  );
}
