import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { boundIssue, numberBounds, settleNumber } from '../number-value';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/**
 * A number within the parameter's minValue, maxValue and numberPrecision: a value out of bounds shows
 * why while typing and is brought within them when the input is left, as n8n does.
 */
export function NumberParameterInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const { t } = useTranslation();
  const bounds = numberBounds(parameter.typeOptions);
  const issue = boundIssue(value, bounds);
  const boundMessage = issue && t(issue.kind === 'min' ? 'parameters.number.min' : 'parameters.number.max', { limit: issue.limit });
  return (
    <NumberInput
      value={typeof value === 'number' ? value : ''}
      min={bounds.min}
      max={bounds.max}
      decimalScale={bounds.precision}
      allowDecimal={bounds.precision !== 0}
      clampBehavior="none"
      placeholder={parameter.placeholder}
      disabled={readOnly}
      error={boundMessage ?? error}
      onFocus={onFocus}
      onBlur={() => {
        const settled = settleNumber(value, bounds);
        if (settled !== value) onChange(settled as number, true);
        onBlur();
      }}
      onChange={(next) => onChange(typeof next === 'number' ? next : null, true)}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
