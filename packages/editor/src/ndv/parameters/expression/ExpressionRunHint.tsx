import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findNodeByName } from '@weft/workflow';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { expressionsRunsResolveEmpty } from './expression-run-hints';
import { useExpressionContext } from './use-expression-context';

/**
 * The node's hint (issue 24): expressions that fail on the current input item where runs carry on with
 * an empty value. Shown once the node has input to evaluate them with.
 */
export function ExpressionRunHint({ nodeName }: { nodeName: string }) {
  const { t } = useTranslation();
  const parameters = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName)?.parameters);
  const context = useExpressionContext(nodeName);
  const paths = useMemo(
    () => (context.connectionInputData.length === 0 ? [] : expressionsRunsResolveEmpty(parameters ?? {}, context)),
    [parameters, context],
  );
  if (paths.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" mb="xs" data-testid="ndv-expression-run-hint">
      {t('expression.nodeRunHint', { parameters: paths.join(', ') })}
    </Alert>
  );
}
