import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordRulesText } from './field-rules';

/** A field for a password being chosen: required, the rules named under it, and the browser's "new password" hint. */
export function NewPasswordInput(props: PasswordInputProps & { label: string }) {
  const { t } = useTranslation();
  return <PasswordInput description={passwordRulesText(t)} autoComplete="new-password" required {...props} />;
}
