import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayExpression, isExpression } from '@weft/workflow';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { requestFullEditor } from './full-editor-request';
import { useExpressionContext } from './use-expression-context';
import { canBeExpression, toExpressionValue, toFixedValue } from './value-mode';

export interface ValueModeToggleProps {
  parameter: INodeProperties;
  value: NodeParameterValueType;
  onChange(value: NodeParameterValueType): void;
}

function Toggle({ nodeName, parameter, value, onChange }: ValueModeToggleProps & { nodeName: string }) {
  const { t } = useTranslation();
  const context = useExpressionContext(nodeName);
  const mode = isExpression(value) ? 'expression' : 'fixed';
  const choose = (next: string) => {
    if (next === mode) return;
    if (next === 'expression') {
      requestFullEditor(parameter.name);
      onChange(toExpressionValue(value));
    } else {
      // The fixed value is what the expression gives for the current item (spec/editor.md §4).
      onChange(toFixedValue(parameter, displayExpression(value as string, context)));
    }
  };
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={choose}
      data={[{ value: 'fixed', label: t('expression.fixed') }, { value: 'expression', label: t('expression.expression') }]}
      data-testid="parameter-value-mode"
      aria-label={t('expression.modeAria', { name: parameter.displayName })}
    />
  );
}

/** Fixed | Expression for one parameter; nothing for containers and parameters that take no expression. */
export function ValueModeToggle(props: ValueModeToggleProps) {
  const nodeName = useWorkflowStore((state) => state.ndv.openNodeName);
  if (!nodeName || !canBeExpression(props.parameter)) return null;
  return <Toggle {...props} nodeName={nodeName} />;
}
