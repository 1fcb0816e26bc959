import { useState } from 'react';
import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { User } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { deleteUserQuery, emptyDeleteUserForm, transferCandidates } from './delete-user-form';
import type { DeleteMode, DeleteUserForm } from './delete-user-form';
import { useDeleteUser } from './use-users';
import { userDisplayName } from './user-display';

/** spec admin §9: the delete-user modal is 460 px wide. */
const DELETE_USER_MODAL_WIDTH = 460;

function DeleteUserFields({ user, users, onClose }: { user: User; users: User[]; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [form, setForm] = useState<DeleteUserForm>(emptyDeleteUserForm);
  const phrase = t('settings.deleteUser.confirmPhrase');
  const candidates = transferCandidates(users, user);
  const query = deleteUserQuery(form, user, candidates, phrase);
  const name = userDisplayName(user);

  const submit = () => {
    if (!query) return;
    const target = candidates.find((candidate) => candidate.id === query.transferId);
    remove.mutate({ id: user.id, transferId: query.transferId }, {
      onSuccess: () => {
        const message = target
          ? t('settings.deleteUser.transferredMessage', { name, target: userDisplayName(target) })
          : t('settings.deleteUser.deletedMessage', { name });
        notifications.show({ color: 'green', title: t('settings.deleteUser.successTitle'), message });
        onClose();
      },
      onError: (error) => showErrorToast({ title: t('settings.deleteUser.errorTitle'), error }),
    });
  };

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid="delete-user-modal">
      <Stack gap="md">
        {user.isPending ? (
          <Text size="sm">{t('settings.deleteUser.pendingQuestion', { email: user.email })}</Text>
        ) : (
          <Radio.Group
            label={t('settings.deleteUser.dataQuestion', { name })}
            value={form.mode ?? ''}
            onChange={(value) => setForm({ ...emptyDeleteUserForm, mode: value as DeleteMode })}
          >
            <Stack gap="sm" mt="sm">
              <Radio value="transfer" label={t('settings.deleteUser.transfer')} disabled={candidates.length === 0} data-testid="delete-user-transfer" />
              {form.mode === 'transfer' && (
                <Select
                  ml={30}
                  placeholder={t('settings.deleteUser.transferTarget')}
                  aria-label={t('settings.deleteUser.transferTarget')}
                  data={candidates.map((candidate) => ({ value: candidate.id, label: `${userDisplayName(candidate)} (${candidate.email ?? ''})` }))}
                  value={form.transferId}
                  onChange={(value) => setForm({ ...form, transferId: value })}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                  data-testid="delete-user-transfer-target"
                />
              )}
              <Radio value="delete" label={t('settings.deleteUser.deleteAll')} data-testid="delete-user-delete-all" />
              {form.mode === 'delete' && (
                <TextInput
                  ml={30}
                  label={t('settings.deleteUser.confirmLabel', { phrase })}
                  placeholder={phrase}
                  value={form.confirmation}
                  onChange={(event) => setForm({ ...form, confirmation: event.currentTarget.value })}
                  data-testid="delete-user-confirmation"
                />
              )}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" color="red" disabled={!query} loading={remove.isPending} data-testid="delete-user-submit">
            {t('settings.deleteUser.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Users settings > Delete (spec admin §5): a pending invitee goes at once; a member's data is moved or deleted. */
export function DeleteUserModal({ user, users, onClose }: { user: User | null; users: User[]; onClose: () => void }) {
  const { t } = useTranslation();
  const title = user ? t('settings.deleteUser.title', { name: userDisplayName(user) }) : '';
  return (
    <Modal opened={user !== null} onClose={onClose} size={DELETE_USER_MODAL_WIDTH} centered title={<Text fw={600} size="lg">{title}</Text>}>
      {user && <DeleteUserFields key={user.id} user={user} users={users} onClose={onClose} />}
    </Modal>
  );
}
