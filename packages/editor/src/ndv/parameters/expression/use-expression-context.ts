import { useMemo } from 'react';
import type { ExpressionContext } from '@weft/workflow';
import { selectDocument } from '../../../stores/workflow/selectors';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { editorExpressionContext } from './editor-expression-context';

/** The expression context of the node's first item, rebuilt only when the workflow or the run data change. */
export function useExpressionContext(nodeName: string): ExpressionContext {
  const document = useWorkflowStore(selectDocument);
  const runData = useWorkflowStore((state) => state.run?.runData);
  return useMemo(
    () => editorExpressionContext(document, runData, document.pinData, nodeName, 0),
    [document, runData, nodeName],
  );
}
