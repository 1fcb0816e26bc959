import { memo, useCallback, useRef, useState } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cloneJson, isExpression, PARAMETER_REQUIRED_MESSAGE, PARAMETER_VALUE_NOT_SUPPORTED_MESSAGE } from '@weft/workflow';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { ValueModeToggle } from './expression';
import type { ParameterInputProps } from './inputs/input-props';
import { NoticeParameter } from './inputs/NoticeParameter';
import { ParameterMenu } from './ParameterMenu';
import { ParameterValueInput } from './ParameterValueInput';
import { useParametersContext } from './parameters-context';
import { useEngaged } from './use-engaged';
import { useParameterIssues, useParameterValue } from './use-parameter-state';
import { newEditSession, useSetParameter } from './use-set-parameter';

// Containers and display-only types have no label row of their own value to switch or reset.
const NO_VALUE_TYPES = new Set(['notice', 'callout', 'button', 'hidden', 'curlImport']);

export interface ParameterFieldProps {
  parameter: INodeProperties;
  path: string;
  onRemove?: (name: string) => void;
}

/** The spec's messages, in the catalogue's words (the issue texts of @weft/workflow are its keys). */
function useIssueText(issues: readonly string[], touched: boolean): string | undefined {
  const { t } = useTranslation();
  const shown = issues.filter((issue) => issue !== PARAMETER_REQUIRED_MESSAGE || touched);
  if (shown.length === 0) return undefined;
  return shown.map((issue) => {
    if (issue === PARAMETER_REQUIRED_MESSAGE) return t('parameters.required');
    if (issue === PARAMETER_VALUE_NOT_SUPPORTED_MESSAGE) return t('parameters.valueNotSupported');
    return issue;
  }).join(' ');
}

/**
 * One parameter: its label row (the value-mode switch and the menu), its input and the message under it.
 * Memoized and reading its own value by path, so a change re-renders only the field it touches.
 */
export const ParameterField = memo(function ParameterField({ parameter, path, onRemove }: ParameterFieldProps) {
  const { readOnly, revealIssues = false } = useParametersContext();
  const value = useParameterValue(path);
  const issues = useParameterIssues(path);
  const setParameter = useSetParameter();
  const [touched, setTouched] = useState(false);
  const session = useRef(newEditSession());
  const error = useIssueText(issues, touched || revealIssues);

  const onChange = useCallback((next: NodeParameterValueType | undefined, typing = false) => {
    setParameter(path, next, typing ? session.current : undefined);
  }, [setParameter, path]);
  const onFocus = useCallback(() => { session.current = newEditSession(); }, []);
  const onBlur = useCallback(() => setTouched(true), []);
  const engaged = useEngaged();

  if (parameter.type === 'hidden') return null;
  if (parameter.type === 'notice' || parameter.type === 'callout') return <NoticeParameter parameter={parameter} />;

  const shown = (value === undefined ? parameter.default : value) as NodeParameterValueType;
  const props: ParameterInputProps = { parameter, path, value: shown, onChange, onFocus, onBlur, readOnly, error };
  const remove = onRemove && !readOnly ? () => onRemove(parameter.name) : undefined;
  return (
    <Box data-testid="parameter-field" data-parameter-path={path} data-parameter-type={parameter.type} {...engaged.handlers}>
      <Group justify="space-between" wrap="nowrap" gap={4} mb={4} mih={28}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="parameter-label">
          {parameter.displayName}
          {parameter.required === true && <Text span c="red" ml={2}>*</Text>}
        </Text>
        {!readOnly && !NO_VALUE_TYPES.has(parameter.type) && (engaged.active || isExpression(shown)) && (
          <Group gap={4} wrap="nowrap">
            <ValueModeToggle parameter={parameter} value={shown} onChange={(next) => onChange(next)} />
            <ParameterMenu path={path} onReset={() => onChange(cloneJson(parameter.default))} onRemove={remove} onOpenChange={engaged.hold} />
          </Group>
        )}
      </Group>
      <ParameterValueInput {...props} />
      {parameter.description && parameter.type !== 'boolean' && (
        <Text size="xs" c="dimmed" mt={4}>{parameter.description}</Text>
      )}
    </Box>
  );
});
