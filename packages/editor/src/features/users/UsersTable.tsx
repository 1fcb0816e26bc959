import { ActionIcon, Avatar, Badge, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconMailForward, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { userDisplayName, userInitials } from './user-display';

interface UsersTableProps {
  users: User[];
  currentUserId: string;
  /** Re-inviting sends an e-mail: offered only when SMTP is set up. */
  canReinvite: boolean;
  onReinvite(user: User): void;
  onDelete(user: User): void;
}

function RoleBadges({ user }: { user: User }) {
  const { t } = useTranslation();
  const role = user.globalRole.name;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={role === 'owner' ? 'indigo' : 'gray'} data-testid="user-role">{t(`settings.roles.${role}`)}</Badge>
      {user.isPending && <Badge variant="light" color="yellow" data-testid="user-pending">{t('settings.users.pending')}</Badge>}
    </Group>
  );
}

/** The instance's users: who they are, their role or pending invite, and what the owner can do to them. */
export function UsersTable({ users, currentUserId, canReinvite, onReinvite, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.users.user')}</Table.Th>
          <Table.Th w={190}>{t('settings.users.role')}</Table.Th>
          <Table.Th w={56} aria-label={t('settings.users.actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          // The owner is never deleted from here, nor is the viewer themselves.
          const deletable = !isSelf && !user.isOwner;
          const name = user.isPending ? user.email ?? '' : userDisplayName(user);
          return (
            <Table.Tr key={user.id} data-testid="users-row" data-email={user.email ?? ''}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar size={34} radius="xl" color={user.isPending ? 'gray' : 'indigo'}>{user.isPending ? '?' : userInitials(name)}</Avatar>
                  <div>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>{name}</Text>
                      {isSelf && <Text size="xs" c="dimmed" data-testid="user-you">{t('settings.users.you')}</Text>}
                    </Group>
                    {!user.isPending && <Text size="xs" c="dimmed">{user.email}</Text>}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td><RoleBadges user={user} /></Table.Td>
              <Table.Td>
                {(deletable || (user.isPending && canReinvite)) && (
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('settings.users.actionsFor', { name })} data-testid="user-actions">
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {user.isPending && canReinvite && (
                        <Menu.Item leftSection={<IconMailForward size={14} />} onClick={() => onReinvite(user)} data-testid="user-reinvite">
                          {t('settings.users.reinvite')}
                        </Menu.Item>
                      )}
                      {deletable && (
                        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(user)} data-testid="user-delete">
                          {t('settings.users.delete')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
