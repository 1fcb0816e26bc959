import { useEffect, useState } from 'react';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { ExpressionCodeMirror } from './ExpressionCodeMirror';
import { ExpressionEditorModal } from './ExpressionEditorModal';
import { fullEditorOpened, fullEditorRequestDelay } from './full-editor-request';
import { shortPreview } from './preview-text';
import { useExpressionPreview } from './use-expression-preview';

export interface ExpressionInputProps {
  nodeName: string;
  path: string;
  parameter: INodeProperties;
  /** An expression: a string starting with '='. */
  value: string;
  onChange(value: NodeParameterValueType): void;
  readOnly?: boolean;
}

/**
 * A parameter's expression, inline: the template with its `{{ }}` segments coloured, its value for
 * the current input item under it (spec/editor.md §5: '[invalid (message)]', '[not found]'), and a
 * button to the full editor.
 */
export function ExpressionInput({ nodeName, path, parameter, value, onChange, readOnly = false }: ExpressionInputProps) {
  const { t } = useTranslation();
  const [fullEditorOpen, setFullEditorOpen] = useState(false);
  const preview = useExpressionPreview(nodeName, value);

  useEffect(() => {
    const delay = fullEditorRequestDelay(parameter.name);
    if (delay === null || readOnly) return undefined;
    const timer = setTimeout(() => {
      fullEditorOpened();
      setFullEditorOpen(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [parameter.name, readOnly]);

  return (
    <Stack gap={2} data-testid="expression-input" data-parameter-path={path}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ExpressionCodeMirror
          text={value.slice(1)}
          onText={(text) => onChange(`=${text}`)}
          segmentState={preview.segmentState}
          completionFacts={preview.completionFacts}
          readOnly={readOnly}
          // The parameter's own name, as every parameter input is labelled.
          ariaLabel={parameter.displayName}
          testId="expression-input-field"
        />
        <Tooltip label={t('expression.openFullEditor')}>
          <ActionIcon variant="subtle" size="sm" onClick={() => setFullEditorOpen(true)} aria-label={t('expression.openFullEditor')} data-testid="expression-open-full-editor">
            <IconArrowsMaximize size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text
        size="xs"
        c={preview.display.state === 'invalid' ? 'red' : 'dimmed'}
        ff="monospace"
        style={{ wordBreak: 'break-all' }}
        data-testid="expression-preview"
        data-state={preview.display.state}
      >
        {shortPreview(preview.display.text)}
      </Text>
      {preview.display.runText !== undefined && (
        <Text size="xs" c="dimmed" data-testid="expression-run-hint">
          {preview.display.runText === ''
            ? t('expression.runResolvesEmpty')
            : t('expression.runResolvesTo', { value: shortPreview(preview.display.runText) })}
        </Text>
      )}
      {fullEditorOpen && (
        <ExpressionEditorModal
          nodeName={nodeName}
          title={parameter.displayName}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          onClose={() => setFullEditorOpen(false)}
        />
      )}
    </Stack>
  );
}
