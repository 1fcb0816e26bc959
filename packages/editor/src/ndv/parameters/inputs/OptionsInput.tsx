import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOffered, optionValueOf, selectItems } from '../option-items';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';
import { useParameterOptions } from './use-parameter-options';

/** One choice among the parameter's options (or the ones the node loads from the server). */
export function OptionsInput({ parameter, path, value, onChange, readOnly, error }: ParameterInputProps) {
  const { t } = useTranslation();
  const { options, loading, remote, error: loadError } = useParameterOptions(parameter, path);
  const items = selectItems(options);
  // Static options are checked by the node's parameter issues; loaded ones only here, once they arrived.
  const unsupported = remote && !loading && !loadError && !isOffered(value, options) ? t('parameters.valueNotSupported') : undefined;
  const key = value === undefined ? null : JSON.stringify(value);
  return (
    <Select
      data={items}
      value={items.some((item) => item.value === key) ? key : null}
      placeholder={loading ? t('parameters.loadingOptions') : (typeof value === 'string' && value !== '' ? value : parameter.placeholder)}
      searchable={items.length > 8}
      allowDeselect={false}
      disabled={readOnly}
      error={loadError ?? unsupported ?? error}
      onChange={(next) => onChange(optionValueOf(next, options))}
      comboboxProps={{ withinPortal: true }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
