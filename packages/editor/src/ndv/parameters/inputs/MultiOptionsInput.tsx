import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionValueOf, selectItems } from '../option-items';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';
import { useParameterOptions } from './use-parameter-options';

export function MultiOptionsInput({ parameter, path, value, onChange, readOnly, error }: ParameterInputProps) {
  const { t } = useTranslation();
  const { options, loading, error: loadError } = useParameterOptions(parameter, path);
  const items = selectItems(options);
  const chosen = Array.isArray(value) ? value.map((entry) => JSON.stringify(entry)) : [];
  return (
    <MultiSelect
      data={items}
      value={chosen.filter((key) => items.some((item) => item.value === key))}
      placeholder={loading ? t('parameters.loadingOptions') : parameter.placeholder}
      searchable
      disabled={readOnly}
      error={loadError ?? error}
      onChange={(keys) => onChange(keys.map((key) => optionValueOf(key, options)).filter((entry) => entry !== undefined))}
      comboboxProps={{ withinPortal: true }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
