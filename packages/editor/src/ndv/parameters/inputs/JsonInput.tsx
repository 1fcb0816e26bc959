import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NodeParameterValueType } from '@weft/workflow';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2));

/**
 * JSON text. A `json` parameter stores the text itself, as n8n does; `asValue` (for types this editor
 * has no input of its own) stores the parsed value and keeps text that does not parse out of the node.
 */
export function JsonInput({ parameter, path, value, onChange, onFocus, onBlur, readOnly, error, asValue = false }: ParameterInputProps & { asValue?: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const rows = typeof parameter.typeOptions?.rows === 'number' ? parameter.typeOptions.rows : 4;
  return (
    <Textarea
      value={draft ?? asText(value)}
      autosize
      minRows={rows}
      maxRows={24}
      disabled={readOnly}
      error={invalid ?? error}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      onFocus={onFocus}
      onBlur={() => { setDraft(undefined); onBlur(); }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (!asValue) { onChange(text, true); return; }
        setDraft(text);
        try {
          onChange(JSON.parse(text) as NodeParameterValueType, true);
          setInvalid(undefined);
        } catch (parseError) {
          setInvalid(t('parameters.json.invalid', { message: (parseError as Error).message }));
        }
      }}
      aria-label={parameter.displayName}
      data-testid={inputTestId(path)}
    />
  );
}
