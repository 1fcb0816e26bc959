import { TextInput } from '@mantine/core';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

// What the browser's date-time field reads and writes: local time to the minute or second.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?/;

/** A date and time kept as the ISO-like text n8n stores (`2024-05-01T09:30:00`). */
export function DateTimeInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const text = typeof value === 'string' ? (LOCAL_DATE_TIME.exec(value)?.[0] ?? '') : '';
  return (
    <TextInput
      type="datetime-local"
      step={1}
      value={text}
      disabled={readOnly}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.value === '' ? '' : event.currentTarget.value, true)}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
