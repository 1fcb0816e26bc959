import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Center, Checkbox, Loader, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveSignupToken, signUpFromInvite } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { HOMEPAGE_PATH } from '../../domain/route-access';
import { nameRule, passwordRule, trimmed } from '../../components/forms/field-rules';
import { NewPasswordInput } from '../../components/forms/NewPasswordInput';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { NameFields } from './NameFields';
import { useAuthForm } from './use-auth-form';
import { useLinkCheck } from './use-link-check';
import { useAdoptSession } from './use-session';
import { keepSignupChoice } from './signup-contact';

function inviterName(inviter: { firstName: string | null; lastName: string | null }): string {
  return [inviter.firstName, inviter.lastName].filter(Boolean).join(' ');
}

/** Sign-up from an invitation (spec admin §2): the link names inviter and invitee; the invitee picks a name and a password. */
export function SignupPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const adoptSession = useAdoptSession();
  const navigate = useNavigate();
  const link = useLinkCheck({
    tokenName: 'inviterId',
    userIdName: 'inviteeId',
    resolve: (inviterId, inviteeId, signal) => client.request(resolveSignupToken, { query: { inviterId, inviteeId }, signal }),
    invalidTitle: t('auth.signup.tokenError'),
  });
  const [agree, setAgree] = useState(false);
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', password: '' },
    rules: { firstName: nameRule, lastName: nameRule, password: passwordRule },
    validateOnBlur: true,
    send: async (values) => {
      const user = await client.request(signUpFromInvite, {
        params: { inviteeId: link.userId },
        body: { inviterId: link.token, firstName: trimmed(values.firstName), lastName: trimmed(values.lastName), password: values.password },
      });
      // Sent before the session is adopted: adopting it sends the user home at once (this page is for
      // signed-out users), and a navigation after that came late and left the app at '/'.
      await keepSignupChoice(client, user.email, agree);
      await adoptSession(user);
      await navigate(HOMEPAGE_PATH, { replace: true });
    },
  });

  const inviter = link.data ? inviterName(link.data.inviter) : '';
  const subtitle = link.data
    ? inviter ? t('auth.signup.invitedBy', { name: inviter }) : t('auth.signup.invited')
    : undefined;

  return (
    <AuthLayout testId="signup-page" title={t('auth.signup.title')} subtitle={subtitle}>
      {!link.ready ? (
        <Center py="xl"><Loader size="sm" aria-label={t('app.loading')} /></Center>
      ) : (
        <AuthForm form={form} errorTitle={t('auth.signup.error')} submitLabel={t('auth.signup.submit')} submitTestId="signup-submit">
          {link.data?.invitee && (
            <TextInput label={t('auth.fields.email')} value={link.data.invitee.email} readOnly variant="filled" data-testid="signup-email" />
          )}
          <NameFields firstName={form.field('firstName')} lastName={form.field('lastName')} testIdPrefix="signup" />
          <NewPasswordInput label={t('auth.fields.password')} data-testid="signup-password" {...form.field('password')} />
          <Checkbox label={t('auth.fields.agree')} checked={agree} onChange={(event) => setAgree(event.currentTarget.checked)} data-testid="signup-agree" />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
