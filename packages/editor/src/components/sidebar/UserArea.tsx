import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconLogout, IconSettings } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { useSidebarModals } from './sidebar-modals';
import classes from './Sidebar.module.css';

function displayName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.fullName?.trim() || name || user.email || '';
}

/** The signed-in user at the bottom of the sidebar; not shown for the default user (spec editor §6). */
export function UserArea({ collapsed, user, settingsPath }: { collapsed: boolean; user: User | null; settingsPath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openModal = useSidebarModals((state) => state.open);
  if (!user || user.globalRole.name === 'default') return null;
  const name = displayName(user);
  const initials = name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();

  return (
    <Menu position="right-end" withArrow shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton className={classes.user} aria-label={t('sidebar.userMenu')} data-testid="sidebar-user">
          <Group gap={10} wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo">{initials}</Avatar>
            {!collapsed && (
              <>
                <div className={classes.userText}>
                  <Text size="sm" fw={600} truncate>{name}</Text>
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
          <Menu.Item leftSection={<IconSettings size={14} />} onClick={() => void navigate(settingsPath)}>{t('sidebar.settings')}</Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => openModal('later', 'sidebar.signOut')}>{t('sidebar.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
