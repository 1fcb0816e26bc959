import { useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { MAPPING_PATH_MIME, valueAfterDrop } from './mapping-expression';
import { markMappingOnboarded } from './mapping-onboarding';
import { canBeExpression } from './value-mode';

export interface ParameterDropZoneProps {
  nodeName: string;
  path: string;
  parameter: INodeProperties;
  value: NodeParameterValueType;
  onChange(value: NodeParameterValueType): void;
  readOnly?: boolean;
  children: ReactNode;
}

const isMappingDrag = (event: DragEvent) => event.dataTransfer.types.includes(MAPPING_PATH_MIME);

/**
 * Where a field dragged from the input pane lands (spec/editor.md §4): the parameter becomes the
 * field's expression, or the expression is appended to what it holds. The first mapping ever
 * shows a short success message.
 */
export function ParameterDropZone({ path, parameter, value, onChange, readOnly = false, children }: ParameterDropZoneProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const accepts = !readOnly && canBeExpression(parameter);

  const onDragOver = (event: DragEvent) => {
    if (!accepts || !isMappingDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!over) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts || !isMappingDrag(event)) return;
    // Taken before the input under the pointer sees it: a text box or CodeMirror would insert the text itself.
    event.preventDefault();
    event.stopPropagation();
    const expression = event.dataTransfer.getData('text/plain');
    if (!expression) return;
    onChange(valueAfterDrop(value, expression));
    if (markMappingOnboarded()) {
      notifications.show({ id: 'mapping-onboarded', color: 'green', title: t('mapping.successTitle'), message: t('mapping.successMessage') });
    }
  };

  return (
    <Box
      onDragOverCapture={onDragOver}
      onDragLeave={() => setOver(false)}
      onDropCapture={onDrop}
      data-testid="parameter-drop-zone"
      data-parameter-path={path}
      data-drag-over={over || undefined}
      style={{ borderRadius: 4, outline: over ? '2px dashed var(--mantine-primary-color-filled)' : undefined, outlineOffset: 2 }}
    >
      {children}
    </Box>
  );
}
