import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/notify';

interface SubmittingForm {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  failure: unknown;
}

/** A failed submit, inside the card next to the form that caused it: the catalogue's title and the server's message. */
function AuthFormError({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} data-testid="auth-form-error">
      {errorText(error) ?? title}
    </Alert>
  );
}

/** The frame of every signed-out form: a failed submit above the fields, the full-width submit button below. */
export function AuthForm({ form, errorTitle, submitLabel, submitTestId, children }: {
  form: SubmittingForm;
  errorTitle: string;
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Stack gap="md">
        <AuthFormError title={errorTitle} error={form.failure} />
        {children}
        <Button type="submit" fullWidth loading={form.busy} data-testid={submitTestId}>{submitLabel}</Button>
      </Stack>
    </form>
  );
}

/** The e-mail address a signed-out form asks for, focused as the page opens. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" placeholder={t('auth.fields.emailPlaceholder')} autoFocus {...props} />
  );
}
