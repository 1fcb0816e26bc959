import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, hasErrors, validateFields } from '../../components/forms/field-rules';
import { NewPasswordInput } from '../../components/forms/NewPasswordInput';
import { errorText } from '../../components/notify';
import { emptyPasswordChangeForm, passwordChangeRules } from './password-form';
import type { PasswordChangeForm } from './password-form';
import { useUpdateMyPassword } from './use-users';

type Field = keyof PasswordChangeForm;

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const change = useUpdateMyPassword();
  const [form, setForm] = useState<PasswordChangeForm>(emptyPasswordChangeForm);
  // A field's problem shows once the user has left it, or after a first attempt to save.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const problems = validateFields(passwordChangeRules, form);

  const shown = (field: Field) => (submitted || touched[field] ? fieldErrorText(t, problems[field]) : undefined);
  const field = (name: Field) => ({
    value: form[name],
    error: shown(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
      change.reset();
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(problems)) return;
    change.mutate({ currentPassword: form.currentPassword, newPassword: form.password }, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: t('settings.password.successTitle'), message: t('settings.password.successMessage') });
        onClose();
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid="change-password-modal">
      <Stack gap="md">
        {change.error && (
          <Alert color="red" title={t('settings.password.errorTitle')} data-testid="change-password-error">
            {errorText(change.error)}
          </Alert>
        )}
        <PasswordInput label={t('settings.password.current')} autoComplete="current-password" required data-autofocus data-testid="change-password-current" {...field('currentPassword')} />
        <NewPasswordInput label={t('settings.password.new')} data-testid="change-password-new" {...field('password')} />
        <PasswordInput label={t('settings.password.repeat')} autoComplete="new-password" required data-testid="change-password-repeat" {...field('password2')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" loading={change.isPending} data-testid="change-password-submit">{t('settings.password.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Personal settings > Change password (spec admin §2 and §5): the current password and the new one twice. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size={440} centered title={<Text fw={600} size="lg">{t('settings.password.title')}</Text>}>
      {opened && <ChangePasswordForm onClose={onClose} />}
    </Modal>
  );
}
