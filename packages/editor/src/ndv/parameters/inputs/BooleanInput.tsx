import { Switch } from '@mantine/core';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

export function BooleanInput({ parameter, path, value, onChange, readOnly }: ParameterInputProps) {
  return (
    <Switch
      checked={value === true}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
