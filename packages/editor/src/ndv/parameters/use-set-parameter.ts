import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationError } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { hiddenValueClearing } from './hidden-values';
import { useParametersContext } from './parameters-context';
import { selectNodeParameters } from './use-parameter-state';

let editCount = 0;

/** A key for one undo step: a field's focus session, or a single change (a choice, a click). */
export function newEditSession(): string {
  editCount += 1;
  return `parameter-edit:${editCount}`;
}

export type SetParameter = (path: string, value: NodeParameterValueType | undefined, session?: string) => void;

/**
 * Sets a parameter through a `setParameter` operation (undoable, dirtying the workflow). Changes with the
 * same session are one undo step, as is the clearing of the values the change hides.
 */
export function useSetParameter(): SetParameter {
  const { t } = useTranslation();
  const workflow = useWorkflowStoreApi();
  const { nodeName, nodeType, version } = useParametersContext();

  return useCallback((path, value, session) => {
    const mergeKey = session ?? newEditSession();
    const store = workflow.getState();
    try {
      const before = selectNodeParameters(store, nodeName);
      const { document } = store.apply({ type: 'setParameter', node: nodeName, path, value }, { mergeKey });
      const after = selectNodeParameters({ ...store, document }, nodeName);
      const clearing = hiddenValueClearing(nodeType.properties, before, after, version, nodeName);
      if (clearing.length > 0) workflow.getState().apply({ type: 'batch', operations: clearing }, { mergeKey });
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      showErrorToast({ title: t('parameters.changeFailed'), error, persistent: true });
    }
  }, [workflow, nodeName, nodeType, version, t]);
}
