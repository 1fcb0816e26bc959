import { ColorInput } from '@mantine/core';
import { toColorValue } from '../color-value';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** A colour stored as hex; with showAlpha the picker's rgba becomes 8-digit hex (spec admin §5). */
export function ColorParameterInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const showAlpha = parameter.typeOptions?.showAlpha === true;
  return (
    <ColorInput
      value={typeof value === 'string' ? value : ''}
      format={showAlpha ? 'hexa' : 'hex'}
      disabled={readOnly}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(next) => onChange(toColorValue(next, showAlpha), true)}
      popoverProps={{ withinPortal: true }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
