import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setupOwner, skipOwnerSetup } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { settingsQuery } from '../../api/use-settings';
import { showErrorToast } from '../../components/notify';
import { HOMEPAGE_PATH } from '../../domain/route-access';
import { emailRule, nameRule, passwordRule, trimmed } from '../../components/forms/field-rules';
import { NewPasswordInput } from '../../components/forms/NewPasswordInput';
import { AuthForm, EmailInput } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { NameFields } from './NameFields';
import { useAuthForm } from './use-auth-form';
import { useAdoptSession } from './use-session';
import { keepSignupChoice } from './signup-contact';

function SkipSetupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const skip = async () => {
    setBusy(true);
    try {
      await client.request(skipOwnerSetup);
      // Setup stops being required only in the settings; read them again before leaving /setup.
      await queryClient.fetchQuery({ ...settingsQuery(client), staleTime: 0 });
      await navigate(HOMEPAGE_PATH, { replace: true });
    } catch (caught) {
      showErrorToast({ id: 'skip-setup-error', title: t('auth.setup.skipError'), error: caught });
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{t('auth.setup.skipTitle')}</Text>} size={440} centered>
      <Stack gap="md" data-testid="skip-setup-modal">
        <Text size="sm">{t('auth.setup.skipMessage')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('auth.setup.skipCancel')}</Button>
          <Button onClick={() => void skip()} loading={busy} data-testid="skip-setup-confirm">{t('auth.setup.skipConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Owner setup (spec admin §2): the default user becomes the instance's owner; or setup is skipped for now. */
export function SetupPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const adoptSession = useAdoptSession();
  const navigate = useNavigate();
  const [agree, setAgree] = useState(false);
  const form = useAuthForm({
    initial: { email: '', firstName: '', lastName: '', password: '' },
    rules: { email: emailRule, firstName: nameRule, lastName: nameRule, password: passwordRule },
    validateOnBlur: true,
    send: async (values) => {
      const owner = await client.request(setupOwner, {
        body: { email: trimmed(values.email), firstName: trimmed(values.firstName), lastName: trimmed(values.lastName), password: values.password },
      });
      // Sent before the session is adopted: adopting it sends the user home at once (this page is for
      // signed-out users), and a navigation after that came late and left the app at '/'.
      await keepSignupChoice(client, owner.email, agree);
      await adoptSession(owner);
      await navigate(HOMEPAGE_PATH, { replace: true });
    },
  });
  const [skipOpen, setSkipOpen] = useState(false);

  return (
    <AuthLayout
      testId="setup-page"
      title={t('auth.setup.title')}
      subtitle={t('auth.setup.subtitle')}
      footer={<Anchor component="button" type="button" size="sm" onClick={() => setSkipOpen(true)} data-testid="skip-setup">{t('auth.setup.skip')}</Anchor>}
    >
      <AuthForm form={form} errorTitle={t('auth.setup.error')} submitLabel={t('auth.setup.submit')} submitTestId="setup-submit">
        <EmailInput required data-testid="setup-email" {...form.field('email')} />
        <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} testIdPrefix="setup" />
        <NewPasswordInput label={t('auth.fields.password')} data-testid="setup-password" {...form.field('password')} />
        <Checkbox label={t('auth.fields.agree')} checked={agree} onChange={(event) => setAgree(event.currentTarget.checked)} data-testid="setup-agree" />
      </AuthForm>
      <SkipSetupModal opened={skipOpen} onClose={() => setSkipOpen(false)} />
    </AuthLayout>
  );
}
