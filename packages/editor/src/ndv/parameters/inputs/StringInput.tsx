import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { CREDENTIAL_BLANK_VALUE } from '@weft/contracts';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

/** Text; `rows` makes it a growing text area, `password` masks it. */
export function StringInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error }: ParameterInputProps) {
  const text = value === undefined || value === null ? '' : String(value);
  const common = {
    value: text,
    placeholder: parameter.placeholder,
    disabled: readOnly,
    error,
    onFocus,
    onBlur,
    'aria-label': parameter.displayName,
    'data-testid': inputTestId(path),
  };
  const rows = parameter.typeOptions?.rows;
  if (parameter.typeOptions?.password === true) {
    // A stored secret comes back as the blank sentinel: shown as set, never revealed, replaced by typing.
    const blanked = text === CREDENTIAL_BLANK_VALUE
      ? {
        visible: false,
        visibilityToggleButtonProps: { style: { display: 'none' } },
        onFocus: (event: { currentTarget: HTMLInputElement }) => { event.currentTarget.select(); onFocus(); },
      }
      : {};
    return <PasswordInput {...common} {...blanked} onChange={(event) => onChange(event.currentTarget.value, true)} />;
  }
  if (typeof rows === 'number' && rows > 1) {
    return <Textarea {...common} autosize minRows={rows} maxRows={Math.max(rows, 20)} onChange={(event) => onChange(event.currentTarget.value, true)} />;
  }
  return <TextInput {...common} onChange={(event) => onChange(event.currentTarget.value, true)} />;
}
