import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteExecutions, retryExecution, stopExecution } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { hasHttpStatus } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import type { DeleteRequest } from './execution-selection';
import type { ExecutionsList } from './use-executions-list';

/** Which row is busy with which action, so that its button shows it and is not pressed twice. */
export type BusyAction = { id: string; action: 'stop' | 'retry' } | null;

/** Stop, retry and delete from the list, each with its toasts (spec/admin.md §8, Executions); the list refreshes after each. */
export function useExecutionActions(list: ExecutionsList) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<BusyAction>(null);

  const stop = useCallback(async (id: string) => {
    setBusy({ id, action: 'stop' });
    try {
      await client.request(stopExecution, { params: { id } });
      notifications.show({ color: 'green', title: t('executions.stoppedTitle'), message: t('executions.stoppedMessage', { id }) });
    } catch (error) {
      // 409: it ended on its own between the list's last refresh and the click (spec/editor.md §8).
      if (hasHttpStatus(error, 409)) {
        notifications.show({ color: 'blue', title: t('executions.finishedBeforeStopTitle'), message: t('executions.finishedBeforeStopMessage') });
      } else {
        showErrorToast({ id: `execution-stop-error-${id}`, title: t('executions.stopErrorTitle'), error });
      }
    } finally {
      setBusy(null);
      void list.refresh();
    }
  }, [client, list, t]);

  const retry = useCallback(async (id: string, loadWorkflow: boolean) => {
    setBusy({ id, action: 'retry' });
    try {
      const succeeded = await client.request(retryExecution, { params: { id }, body: { loadWorkflow } });
      if (succeeded) {
        notifications.show({ color: 'green', title: t('executions.retrySucceededTitle'), message: t('executions.retrySucceededMessage', { id }) });
      } else {
        notifications.show({ color: 'red', title: t('executions.retryFailedTitle'), message: t('executions.retryFailedMessage', { id }), autoClose: 8000 });
      }
    } catch (error) {
      showErrorToast({ id: `execution-retry-error-${id}`, title: t('executions.retryErrorTitle'), error });
    } finally {
      setBusy(null);
      void list.refresh();
    }
  }, [client, list, t]);

  /** Answers whether the executions were deleted, so that the caller can clear its selection. */
  const remove = useCallback(async (request: DeleteRequest): Promise<boolean> => {
    try {
      const { deleted } = await client.request(deleteExecutions, { body: request });
      notifications.show({ color: 'green', title: t('executions.deletedTitle'), message: t('executions.deletedMessage', { count: deleted }) });
      if ('ids' in request) {
        list.forget(request.ids);
        void list.refresh();
      } else {
        // Everything that matched is gone, loaded or not: start again from the first page.
        await queryClient.resetQueries({ queryKey: [...queryKeys.executions, 'list'] });
      }
      return true;
    } catch (error) {
      showErrorToast({ id: 'executions-delete-error', title: t('executions.deleteErrorTitle'), error });
      return false;
    }
  }, [client, list, queryClient, t]);

  return { busy, stop, retry, remove };
}
