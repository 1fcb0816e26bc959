import { useCallback, useMemo } from 'react';
import { displayExpression } from '@weft/workflow';
import type { ExpressionDisplay } from '@weft/workflow';
import { useWorkflowStoreApi } from '../../../stores/workflow/workflow-store-context';
import type { CompletionFacts } from './completion-sources';
import type { SegmentState } from './expression-highlight';
import { useExpressionContext } from './use-expression-context';

export interface ExpressionPreview {
  /** The value of the whole expression for the current item (spec/editor.md §5 wording). */
  display: ExpressionDisplay;
  segmentState: (segment: string) => SegmentState;
  completionFacts: () => CompletionFacts;
}

/** Evaluates only the current item (item 0), so the preview costs the same with 1 or 10,000 input items. */
export function useExpressionPreview(nodeName: string, expression: string): ExpressionPreview {
  const context = useExpressionContext(nodeName);
  const workflow = useWorkflowStoreApi();
  const display = useMemo(() => displayExpression(expression, context), [expression, context]);
  const segmentState = useCallback((segment: string): SegmentState => displayExpression(`=${segment}`, context).state, [context]);
  const completionFacts = useCallback((): CompletionFacts => {
    const nodes = workflow.getState().document.nodes;
    return {
      nodeNames: nodes.filter((node) => node.name !== nodeName).map((node) => node.name),
      json: context.connectionInputData[context.itemIndex]?.json,
    };
  }, [workflow, context, nodeName]);
  return { display, segmentState, completionFacts };
}
