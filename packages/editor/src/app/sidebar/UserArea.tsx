import { Avatar, Group, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconDots, IconLogout, IconSettings } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { SETUP_PATH, isAuthorized } from '../../domain/route-access';
import { routeTable } from '../../domain/route-table';
import { useShellState } from '../../api/use-shell-state';
import { showErrorToast } from '../../components/notify';
import { useSignOut } from '../../features/users/use-sign-out';
import { userDisplayName, userInitials } from '../../features/users/user-display';
import classes from './Sidebar.module.css';

/** spec admin §6: the default user is asked to set up user management, when that is possible at all. */
function SetupWarning({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const shell = useShellState();
  if (shell.status !== 'ready' || !isAuthorized(routeTable.setup.meta.access, shell.state.viewer, shell.state.features)) return null;
  return (
    <NavLink
      component={RouterNavLink}
      to={SETUP_PATH}
      label={collapsed ? undefined : t('settings.userArea.setupWarning')}
      aria-label={t('settings.userArea.setupWarning')}
      leftSection={<IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" />}
      className={classes.item}
      data-testid="sidebar-setup-warning"
    />
  );
}

/**
 * The bottom of the sidebar: the signed-in user with Settings and Sign out (spec admin §6: not for
 * the default user, who sees the setup warning instead).
 */
export function UserArea({ collapsed, user, settingsPath }: { collapsed: boolean; user: User | null; settingsPath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user) return null;
  if (user.globalRole.name === 'default') return <SetupWarning collapsed={collapsed} />;
  const name = userDisplayName(user);

  const onSignOut = () => signOut.mutate(undefined, {
    onError: (error) => showErrorToast({ id: 'sign-out-error', title: t('settings.userArea.signOutError'), error }),
  });

  return (
    <Menu position="right-end" withArrow shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton className={classes.user} aria-label={t('sidebar.userMenu')} data-testid="sidebar-user">
          <Group gap={10} wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo">{userInitials(name)}</Avatar>
            {!collapsed && (
              <>
                <div className={classes.userText}>
                  <Text size="sm" fw={600} truncate data-testid="sidebar-user-name">{name}</Text>
                  {user.email && <Text size="xs" c="dimmed" truncate>{user.email}</Text>}
                </div>
                <IconDots size={16} color="var(--mantine-color-gray-6)" />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {settingsPath && (
          <Menu.Item leftSection={<IconSettings size={14} />} onClick={() => void navigate(settingsPath)} data-testid="sidebar-user-settings">{t('sidebar.settings')}</Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={14} />} onClick={onSignOut} disabled={signOut.isPending} data-testid="sidebar-sign-out">{t('sidebar.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
