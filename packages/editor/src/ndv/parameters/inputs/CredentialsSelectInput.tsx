import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** Choosing a credential type needs the credentials screens, which come later: shown, not yet usable. */
export function CredentialsSelectInput({ parameter, path, value }: ParameterInputProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select data={typeof value === 'string' && value !== '' ? [value] : []} value={typeof value === 'string' && value !== '' ? value : null}
        placeholder={t('parameters.credentialsSelect.placeholder')} disabled aria-label={parameter.displayName} data-testid={inputTestId(path)} />
      <Text size="xs" c="dimmed" mt={4}>{t('parameters.credentialsSelect.later')}</Text>
    </>
  );
}
