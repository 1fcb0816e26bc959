import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createWorkflow, updateWorkflow } from '@weft/contracts';
import type { INodeTypeDescription } from '@weft/workflow';
import { useApiClient } from '../../api/api-context';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import type { SaveOptions } from './current-workflow';
import { WORKFLOW_SAVE_ACTION } from './leave-guard';
import { createBody, isNewWorkflow, savedFields, updateBody } from './save-body';
import { withSavedParameters } from './saved-parameters';


/**
 * Saves the open workflow: a new one is created (inactive) and the route moves to its id without
 * reloading the canvas; a saved one is updated with the version it was loaded at. Answers whether
 * the save went through; a failure is shown as a toast with the server's message.
 */
export function useSaveWorkflow(store: WorkflowStore): (options?: SaveOptions) => Promise<boolean> {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async ({ navigateAfterCreate = true }: SaveOptions = {}) => {
    if (store.getState().saving) return false;
    const sent = store.getState().document;
    store.getState().setSaving(true);
    try {
      const created = isNewWorkflow(sent);
      // Node types are loaded with the canvas; without them the parameters go as they are.
      const nodeTypes = queryClient.getQueryData<INodeTypeDescription[]>(queryKeys.nodeTypes);
      const stored = nodeTypes ? withSavedParameters(sent, createNodeTypeLookup(nodeTypes)) : sent;
      const saved = created
        ? await client.request(createWorkflow, { body: createBody(stored) })
        : await client.request(updateWorkflow, { params: { id: sent.id }, body: updateBody(stored) });
      store.getState().markSaved(savedFields(saved), sent);
      queryClient.setQueryData(queryKeys.workflow(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.workflows, 'list'] });
      if (created && navigateAfterCreate) {
        void navigate(`/workflow/${encodeURIComponent(saved.id)}`, { state: { action: WORKFLOW_SAVE_ACTION } });
      }
      return true;
    } catch (error) {
      showErrorToast({ id: 'workflow-save-error', title: t('lifecycle.saveErrorTitle'), error });
      return false;
    } finally {
      store.getState().setSaving(false);
    }
  }, [store, client, queryClient, navigate, t]);
}
