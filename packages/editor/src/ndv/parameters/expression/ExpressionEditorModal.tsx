import { useEffect, useRef, useState } from 'react';
import { Code, Grid, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpressionCodeMirror } from './ExpressionCodeMirror';
import { selectorData } from './preview-text';
import { useExpressionPreview } from './use-expression-preview';
import { useExpressionContext } from './use-expression-context';

/** Changes reach the parameter after typing pauses this long, and at the latest on close (spec §4). */
export const EXPRESSION_EMIT_DEBOUNCE_MS = 500;

export interface ExpressionEditorModalProps {
  nodeName: string;
  title: string;
  /** The expression with its leading '='. */
  value: string;
  readOnly: boolean;
  onChange(value: string): void;
  onClose(): void;
}

/** The full expression editor: input data of the current item, the expression, and its result. */
export function ExpressionEditorModal({ nodeName, title, value, readOnly, onChange, onClose }: ExpressionEditorModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const emitted = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preview = useExpressionPreview(nodeName, draft);
  const context = useExpressionContext(nodeName);
  const inputJson = context.connectionInputData[context.itemIndex]?.json;
  const data = inputJson === undefined ? null : selectorData(inputJson);

  const emit = (next: string) => {
    clearTimeout(timer.current);
    if (next !== emitted.current) {
      emitted.current = next;
      onChange(next);
    }
  };
  const change = (text: string) => {
    const next = `=${text}`;
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), EXPRESSION_EMIT_DEBOUNCE_MS);
  };
  const latestDraft = useRef(draft);
  useEffect(() => { latestDraft.current = draft; }, [draft]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    emit(latestDraft.current);
    onClose();
  };

  return (
    <Modal opened onClose={close} size="90%" zIndex={400} title={t('expression.editorTitle', { name: title })} data-testid="expression-editor-modal">
      <Grid>
        <Grid.Col span={4}>
          <Text size="sm" fw={600} mb={4}>{t('expression.inputData')}</Text>
          <ScrollArea h={360} data-testid="expression-editor-input">
            {inputJson === undefined && <Text size="sm" c="dimmed">{t('expression.noInputData')}</Text>}
            {inputJson !== undefined && data === null && <Text size="sm" c="dimmed">{t('expression.dataTooLarge')}</Text>}
            {data !== null && <Code block>{data}</Code>}
          </ScrollArea>
        </Grid.Col>
        <Grid.Col span={4}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t('expression.expression')}</Text>
            <ExpressionCodeMirror
              text={draft.slice(1)}
              onText={change}
              segmentState={preview.segmentState}
              completionFacts={preview.completionFacts}
              readOnly={readOnly}
              autoFocus
              ariaLabel={t('expression.editorAria')}
              testId="expression-editor-input-field"
              minHeight="340px"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={4}>
          <Text size="sm" fw={600} mb={4}>{t('expression.result')}</Text>
          <ScrollArea h={360}>
            <Code block data-testid="expression-editor-result" c={preview.display.state === 'invalid' ? 'red' : undefined}>
              {preview.display.text}
            </Code>
          </ScrollArea>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
