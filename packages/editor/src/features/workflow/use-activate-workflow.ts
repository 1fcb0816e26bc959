import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { updateWorkflow } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { errorText, showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { useActivationNotice } from './activation-notice';
import { useCurrentWorkflow } from './current-workflow';
import { isNewWorkflow, savedFields } from './save-body';
import { usePromptsRequest } from '../prompts/prompts-request.store';

/**
 * Turns the open workflow on or off (spec editor §4, admin §4): it must be saved first; unsaved
 * edits are saved before activating, so that what runs is what the user sees. Clean afterwards.
 */
export function useActivateWorkflow(store: WorkflowStore) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const setActive = useCallback(async (active: boolean) => {
    const title = active ? t('lifecycle.activationErrorTitle') : t('lifecycle.couldNotBe', { state: t('lifecycle.stateDeactivated') });
    const { document, isDirty } = store.getState();
    if (isNewWorkflow(document)) {
      showErrorToast({ id: 'activation-error', title, hint: t('lifecycle.activationSaveFirst') });
      return;
    }
    setPending(true);
    try {
      const save = useCurrentWorkflow.getState().open?.save;
      if (isDirty && save && !(await save())) return;
      const sent = store.getState().document;
      const saved = await client.request(updateWorkflow, { params: { id: sent.id }, body: { active } });
      store.getState().markSaved(savedFields(saved), { ...sent, ...savedFields(saved) });
      queryClient.setQueryData(queryKeys.workflow(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.workflows, 'list'] });
      if (saved.active && useActivationNotice.getState().showAfterActivation()) return;
      // n8n asks for prompts again here, when the notice did not take the screen (spec admin §4).
      if (saved.active) usePromptsRequest.getState().askAgain();
      notifications.show({
        id: 'activation-done',
        color: 'green',
        title: saved.active ? t('lifecycle.activatedTitle') : t('lifecycle.deactivatedTitle'),
        message: saved.active ? t('lifecycle.activatedMessage') : saved.name,
      });
    } catch (error) {
      const message = active ? `${t('lifecycle.activationFailed')} ${errorText(error) ?? ''}`.trim() : errorText(error);
      showErrorToast({ id: 'activation-error', title, hint: message });
    } finally {
      setPending(false);
    }
  }, [store, client, queryClient, t]);

  return { setActive, pending };
}
