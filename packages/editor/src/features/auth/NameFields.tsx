import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './use-auth-form';

/**
 * First and last name side by side, as owner setup and sign-up ask for them. No maxLength: a pasted
 * name cut short without a word is worse than the 'at most 32 characters' message.
 */
export function NameFields({ firstName, lastName, testIdPrefix }: { firstName: FieldProps; lastName: FieldProps; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start" gap="sm">
      <TextInput
        label={t('auth.fields.firstName')}
        autoComplete="given-name"
        required
        data-testid={`${testIdPrefix}-first-name`}
        {...firstName}
      />
      <TextInput
        label={t('auth.fields.lastName')}
        autoComplete="family-name"
        required
        data-testid={`${testIdPrefix}-last-name`}
        {...lastName}
      />
    </Group>
  );
}
