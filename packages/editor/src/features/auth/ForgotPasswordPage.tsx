import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { useSettings } from '../../api/use-settings';
import { routeTable } from '../../domain/route-table';
import { emailRule, trimmed } from '../../components/forms/field-rules';
import { AuthForm, EmailInput } from './AuthForm';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { email: '' },
    rules: { email: emailRule },
    validateOnBlur: true,
    send: async (values) => {
      const email = trimmed(values.email);
      await client.request(forgotPassword, { body: { email } });
      setSentTo(email);
    },
  });

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
        <AuthForm form={form} errorTitle={t('auth.forgot.error')} submitLabel={t('auth.forgot.submit')} submitTestId="forgot-submit">
          <EmailInput required data-testid="forgot-email" {...form.field('email')} />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
