import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { useSettings } from '../../api/use-settings';
import { routeTable } from '../../app/route-table';
import { emailRule, trimmed } from './auth-validation';
import { AuthFormError } from './AuthFormError';
import { AuthLayout } from './AuthLayout';
import { useAuthForm } from './use-auth-form';

function BackToSignin() {
  const { t } = useTranslation();
  return <Anchor component={Link} to={routeTable.signin.path} size="sm" data-testid="back-to-signin">{t('auth.backToSignin')}</Anchor>;
}

/**
 * Forgot password (spec admin §2): with e-mail sending set up, asks for a recovery link; without it,
 * only says who can help, since no link could arrive.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const smtpSetup = useSettings().data?.userManagement.smtpSetup ?? false;
  const form = useAuthForm({ initial: { email: '' }, rules: { email: emailRule }, validateOnBlur: true });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const email = trimmed(form.values.email);
      await client.request(forgotPassword, { body: { email } });
      setSentTo(email);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  if (!smtpSetup) {
    return (
      <AuthLayout testId="forgot-password-page" title={t('auth.forgot.title')} footer={<BackToSignin />}>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('auth.forgot.noSmtpTitle')} data-testid="forgot-no-smtp">
          {t('auth.forgot.noSmtpMessage')}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId="forgot-password-page" title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToSignin />}>
      {sentTo ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} title={t('auth.forgot.sentTitle')} data-testid="forgot-sent">
          <Text size="sm">{t('auth.forgot.sentMessage', { email: sentTo })}</Text>
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          <Stack gap="md">
            <AuthFormError title={t('auth.forgot.error')} error={failure} />
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              placeholder={t('auth.fields.emailPlaceholder')}
              required
              autoFocus
              data-testid="forgot-email"
              {...form.field('email')}
            />
            <Button type="submit" fullWidth loading={busy} data-testid="forgot-submit">{t('auth.forgot.submit')}</Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
