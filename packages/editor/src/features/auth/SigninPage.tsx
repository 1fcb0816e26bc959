import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postLogin } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { HOMEPAGE_PATH, redirectTarget } from '../../domain/route-access';
import { routeTable } from '../../domain/route-table';
import { requiredRule, trimmed } from '../../components/forms/field-rules';
import { AuthForm, EmailInput } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useAuthForm } from './use-auth-form';
import { useAdoptSession } from './use-session';

/** Sign-in (spec admin §2): e-mail and password, checked only on submit; then back where the user was headed. */
export function SigninPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const adoptSession = useAdoptSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    rules: { email: requiredRule, password: requiredRule },
    validateOnBlur: false,
    send: async (values) => {
      const user = await client.request(postLogin, { body: { email: trimmed(values.email), password: values.password } });
      await adoptSession(user);
      await navigate(redirectTarget(location.search) ?? HOMEPAGE_PATH, { replace: true });
    },
  });

  return (
    <AuthLayout
      testId="signin-page"
      title={t('auth.signin.title')}
      footer={<Anchor component={Link} to={routeTable.forgotPassword.path} size="sm" data-testid="forgot-password-link">{t('auth.signin.forgotPassword')}</Anchor>}
    >
      <AuthForm form={form} errorTitle={t('auth.signin.error')} submitLabel={t('auth.signin.submit')} submitTestId="signin-submit">
        <EmailInput data-autofocus data-testid="signin-email" {...form.field('email')} />
        <PasswordInput label={t('auth.fields.password')} autoComplete="current-password" data-testid="signin-password" {...form.field('password')} />
      </AuthForm>
    </AuthLayout>
  );
}
