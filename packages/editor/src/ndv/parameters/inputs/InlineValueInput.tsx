import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { ParameterDropZone } from '../expression';
import { inlineValueFromText, inlineValueText, isInlineExpression } from '../inline-value';
import { useParametersContext } from '../parameters-context';

export interface InlineValueInputProps {
  /** Where the value sits, e.g. `conditions.conditions[0].leftValue`. */
  path: string;
  label: string;
  value: unknown;
  onChange: (value: NodeParameterValueType, typing?: boolean) => void;
  onFocus: () => void;
  onBlur: () => void;
  readOnly: boolean;
  testId: string;
  style?: React.CSSProperties;
}

/** One value of a condition or a field row: text or an expression, and a target for a dragged input field. */
export function InlineValueInput({ path, label, value, onChange, onFocus, onBlur, readOnly, testId, style }: InlineValueInputProps) {
  const { nodeName } = useParametersContext();
  const parameter = useMemo<INodeProperties>(() => ({ displayName: label, name: label, type: 'string', default: '' }), [label]);
  const expression = isInlineExpression(value);
  return (
    <ParameterDropZone nodeName={nodeName} path={path} parameter={parameter} value={value as NodeParameterValueType}
      onChange={(next) => onChange(next)} readOnly={readOnly}>
      <TextInput size="xs" style={style} value={inlineValueText(value)} placeholder={label} disabled={readOnly} onFocus={onFocus} onBlur={onBlur}
        onChange={(event) => onChange(inlineValueFromText(event.currentTarget.value), true)}
        styles={expression ? { input: { fontFamily: 'var(--mantine-font-family-monospace)', color: 'var(--mantine-color-teal-8)' } } : undefined}
        data-expression={expression || undefined} aria-label={label} data-testid={testId} />
    </ParameterDropZone>
  );
}
