import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationError } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { applyParameterChange } from './apply-parameter-change';
import { useParametersContext } from './parameters-context';

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
    try {
      applyParameterChange(workflow, {
        nodeName, properties: nodeType.properties, version, path, value, mergeKey: session ?? newEditSession(),
      });
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      showErrorToast({ title: t('parameters.changeFailed'), error, persistent: true });
    }
  }, [workflow, nodeName, nodeType, version, t]);
}
