import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../components/notify';
import { inviteOutcome, parseInviteEmails } from './invite-emails';
import type { InviteEmails } from './invite-emails';
import { useInviteUsers } from './use-users';

function InviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUsers();
  const [text, setText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const parsed = parseInviteEmails(text);
  const count = parsed.kind === 'ok' ? parsed.emails.length : 0;

  const problemText = (result: InviteEmails) => {
    if (result.kind === 'invalid') return t('settings.invite.invalidEmail', { email: result.email });
    if (result.kind === 'empty') return t('settings.invite.noUsers');
    return undefined;
  };

  const submit = () => {
    setShowProblem(true);
    if (parsed.kind !== 'ok') return;
    const sent = parsed.emails;
    invite.mutate(sent, {
      onSuccess: (results) => {
        const { invited, failed } = inviteOutcome(sent, results);
        if (invited.length > 0) {
          notifications.show({ color: 'green', title: t('settings.invite.successTitle', { count: invited.length }), message: t('settings.invite.successMessage', { emails: invited.join(', ') }) });
        }
        if (failed.length === 0) { onClose(); return; }
        const reasons = [...new Set(failed.map((item) => item.error).filter(Boolean))].join(' ');
        showErrorToast({ title: t('settings.invite.failedTitle', { emails: failed.map((item) => item.email).join(', ') }), error: reasons ? new Error(reasons) : undefined });
        // Only the addresses that failed stay in the field, ready for another try.
        setText(failed.map((item) => item.email).join(', '));
        setShowProblem(false);
      },
      onError: (error) => showErrorToast({ title: t('settings.invite.errorTitle'), error }),
    });
  };

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid="invite-users-modal">
      <Stack gap="md">
        <Textarea
          label={t('settings.invite.emails')}
          description={t('settings.invite.emailsHint')}
          placeholder={t('settings.invite.emailsPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          value={text}
          error={showProblem ? problemText(parsed) : undefined}
          data-autofocus
          data-testid="invite-emails"
          onChange={(event) => { setText(event.currentTarget.value); setShowProblem(false); }}
          onBlur={() => setShowProblem(text.trim() !== '')}
        />
        <Select
          label={t('settings.invite.role')}
          data={[{ value: 'member', label: t('settings.roles.member') }]}
          value="member"
          allowDeselect={false}
          data-testid="invite-role"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
            {count > 1 ? t('settings.invite.submitMany', { count }) : t('settings.invite.submitOne')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Users settings > Invite (spec admin §2 and §5): comma-separated addresses; members only. */
export function InviteUsersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size={520} centered title={<Text fw={600} size="lg">{t('settings.invite.title')}</Text>}>
      {opened && <InviteForm onClose={onClose} />}
    </Modal>
  );
}
