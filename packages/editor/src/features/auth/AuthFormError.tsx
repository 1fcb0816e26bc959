import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '../../components/notify';

/** A failed submit, inside the card next to the form that caused it: the catalogue's title and the server's message. */
export function AuthFormError({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} data-testid="auth-form-error">
      {errorText(error) ?? title}
    </Alert>
  );
}
