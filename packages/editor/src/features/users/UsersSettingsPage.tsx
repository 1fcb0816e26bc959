import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { SETUP_PATH } from '../../domain/route-access';
import { useShellState } from '../../api/use-shell-state';
import { errorText, showErrorToast } from '../../components/notify';
import { SettingsPage } from '../settings/SettingsLayout';
import { DeleteUserModal } from './DeleteUserModal';
import { InviteUsersModal } from './InviteUsersModal';
import { UsersTable } from './UsersTable';
import { useReinviteUser, useUsers } from './use-users';

/** Before the owner exists, the default user is offered the setup instead of a list (spec admin §2). */
function SetUpOwnerBox() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="users-setup-owner">
      <Stack align="flex-start" gap="sm">
        <Title order={2} fz={18} fw={600}>{t('settings.users.setupTitle')}</Title>
        <Text size="sm" c="dimmed">{t('settings.users.setupMessage')}</Text>
        <Button component={Link} to={SETUP_PATH} mt="xs" data-testid="users-setup-owner-button">{t('settings.users.setupButton')}</Button>
      </Stack>
    </Paper>
  );
}

function InviteButton({ smtpSetup, onClick }: { smtpSetup: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const button = (
    <Button leftSection={<IconUserPlus size={16} />} disabled={!smtpSetup} onClick={onClick} data-testid="users-invite">
      {t('settings.users.invite')}
    </Button>
  );
  if (smtpSetup) return button;
  // A disabled button gets no pointer events; the wrapper is what the tooltip listens to.
  return (
    <Tooltip label={t('settings.users.smtpRequired')} multiline w={280} withArrow position="bottom-end">
      <span data-testid="users-invite-wrapper">{button}</span>
    </Tooltip>
  );
}

function UsersList({ currentUser, smtpSetup }: { currentUser: User; smtpSetup: boolean }) {
  const { t } = useTranslation();
  const users = useUsers(true);
  const reinvite = useReinviteUser();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);

  const resend = (user: User) => reinvite.mutate(user.id, {
    onSuccess: () => notifications.show({ color: 'green', title: t('settings.users.reinvitedTitle'), message: t('settings.users.reinvitedMessage', { email: user.email }) }),
    onError: (error) => showErrorToast({ title: t('settings.users.reinviteErrorTitle'), error }),
  });

  return (
    <SettingsPage title={t('settings.users.title')} testId="users-settings" action={<InviteButton smtpSetup={smtpSetup} onClick={() => setInviteOpen(true)} />}>
      {users.isPending && <Center py="xl"><Loader size="sm" /></Center>}
      {users.error && (
        <Alert color="red" title={t('settings.users.loadErrorTitle')}>{errorText(users.error)}</Alert>
      )}
      {users.data && (
        <Paper withBorder radius="md" px="md" py="xs">
          <UsersTable users={users.data} currentUserId={currentUser.id} canReinvite={smtpSetup} onReinvite={resend} onDelete={setDeleting} />
        </Paper>
      )}
      <InviteUsersModal opened={inviteOpen} onClose={() => setInviteOpen(false)} />
      <DeleteUserModal user={deleting} users={users.data ?? []} onClose={() => setDeleting(null)} />
    </SettingsPage>
  );
}

/** Settings > Users (spec admin §2): the owner invites, re-invites and deletes users. */
export function UsersSettingsPage() {
  const { t } = useTranslation();
  const shell = useShellState();
  if (shell.status !== 'ready' || !shell.user) return null;
  if (shell.user.globalRole.name === 'default') {
    return <SettingsPage title={t('settings.users.title')} testId="users-settings"><SetUpOwnerBox /></SettingsPage>;
  }
  return <UsersList currentUser={shell.user} smtpSetup={shell.settings.userManagement.smtpSetup} />;
}
