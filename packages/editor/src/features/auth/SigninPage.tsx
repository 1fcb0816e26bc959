import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postLogin } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { HOMEPAGE_PATH, redirectTarget } from '../../app/route-access';
import { routeTable } from '../../app/route-table';
import { requiredRule, trimmed } from './auth-validation';
import { AuthFormError } from './AuthFormError';
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
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const user = await client.request(postLogin, { body: { email: trimmed(form.values.email), password: form.values.password } });
      await adoptSession(user);
      await navigate(redirectTarget(location.search) ?? HOMEPAGE_PATH, { replace: true });
    } catch (caught) {
      setFailure(caught);
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      testId="signin-page"
      title={t('auth.signin.title')}
      footer={<Anchor component={Link} to={routeTable.forgotPassword.path} size="sm" data-testid="forgot-password-link">{t('auth.signin.forgotPassword')}</Anchor>}
    >
      <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Stack gap="md">
          <AuthFormError title={t('auth.signin.error')} error={failure} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            data-autofocus
            autoFocus
            data-testid="signin-email"
            {...form.field('email')}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            data-testid="signin-password"
            {...form.field('password')}
          />
          <Button type="submit" fullWidth loading={busy} data-testid="signin-submit">{t('auth.signin.submit')}</Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
