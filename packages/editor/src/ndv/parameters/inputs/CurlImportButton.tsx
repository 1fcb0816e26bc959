import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** n8n's 'Import cURL' fills the node from a command; it holds no value of its own and is not offered yet. */
export function CurlImportButton({ parameter, path }: ParameterInputProps) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('parameters.curlImport.later')}>
      <Button variant="default" size="xs" disabled data-testid={inputTestId(path)}>{parameter.displayName}</Button>
    </Tooltip>
  );
}
