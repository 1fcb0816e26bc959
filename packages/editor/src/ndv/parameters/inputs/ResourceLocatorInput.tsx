import { TextInput } from '@mantine/core';
import { isPlainObject } from '@weft/workflow';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/**
 * A resource locator (`{ __rl: true, value, mode }`) or a workflow selector: the id or address it holds,
 * typed as text; the mode it was saved with is kept. Picking from a list comes with the credentials work.
 */
export function ResourceLocatorInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  // A node's default names no `__rl` (n8n's descriptions give `{ mode, value }`); it is a locator all the same.
  const locator = isPlainObject(value) && (value.__rl === true || ('mode' in value && 'value' in value)) ? value : undefined;
  const inner = locator ? locator.value : value;
  const text = inner === undefined || inner === null ? '' : String(inner);
  return (
    <TextInput
      value={text}
      placeholder={parameter.placeholder}
      disabled={readOnly}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(locator ? { __rl: true, ...locator, value: next } : next, true);
      }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
