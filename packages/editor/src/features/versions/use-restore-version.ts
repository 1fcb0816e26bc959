import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { WorkflowVersion } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { restoreVersionOperation } from './restore-version';
import { historyQueryKey } from './use-workflow-history';

/**
 * Restore: the version's nodes and connections replace the canvas as one undoable step, then the
 * workflow is saved, which stores them as the newest version. Answers whether both went through.
 */
export function useRestoreVersion() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const restore = async (version: WorkflowVersion): Promise<boolean> => {
    const open = useCurrentWorkflow.getState().open;
    if (!open) return false;
    setPending(true);
    try {
      const { document, apply } = open.store.getState();
      apply(restoreVersionOperation(document, version));
      const saved = await open.save();
      if (!saved) return false;
      notifications.show({ color: 'teal', title: t('versions.restoredTitle'), message: t('versions.restoredMessage') });
      await queryClient.invalidateQueries({ queryKey: historyQueryKey(version.workflowId) });
      return true;
    } catch (error) {
      showErrorToast({ title: t('versions.restoreErrorTitle'), error });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { restore, pending };
}
