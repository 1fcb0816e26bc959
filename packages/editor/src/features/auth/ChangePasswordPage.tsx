import { Link, useNavigate } from 'react-router';
import { Anchor, Center, Loader, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { changePassword, resolvePasswordToken } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { SIGNIN_PATH } from '../../domain/route-access';
import { matchesRule, passwordRule } from '../../components/forms/field-rules';
import { NewPasswordInput } from '../../components/forms/NewPasswordInput';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { useLinkCheck } from './use-link-check';

/** Change password from an e-mailed link (spec admin §2): the link is checked as the page opens; then a new password, twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const link = useLinkCheck({
    tokenName: 'token',
    userIdName: 'userId',
    resolve: (token, userId, signal) => client.request(resolvePasswordToken, { query: { token, userId }, signal }),
    invalidTitle: t('auth.changePassword.tokenError'),
  });
  const form = useAuthForm({
    initial: { password: '', password2: '' },
    rules: { password: passwordRule, password2: matchesRule('password') },
    validateOnBlur: true,
    send: async (values) => {
      await client.request(changePassword, { body: { token: link.token, userId: link.userId, password: values.password } });
      notifications.show({ color: 'green', title: t('auth.changePassword.successTitle'), message: t('auth.changePassword.successMessage') });
      await navigate(SIGNIN_PATH, { replace: true });
    },
  });

  return (
    <AuthLayout
      testId="change-password-page"
      title={t('auth.changePassword.title')}
      footer={<Anchor component={Link} to={SIGNIN_PATH} size="sm" data-testid="back-to-signin">{t('auth.backToSignin')}</Anchor>}
    >
      {!link.ready ? (
        <Center py="xl"><Loader size="sm" aria-label={t('app.loading')} /></Center>
      ) : (
        <AuthForm form={form} errorTitle={t('auth.changePassword.error')} submitLabel={t('auth.changePassword.submit')} submitTestId="change-password-submit">
          <NewPasswordInput label={t('auth.fields.newPassword')} autoFocus data-testid="change-password-new" {...form.field('password')} />
          <PasswordInput label={t('auth.fields.newPasswordAgain')} autoComplete="new-password" required data-testid="change-password-again" {...form.field('password2')} />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
