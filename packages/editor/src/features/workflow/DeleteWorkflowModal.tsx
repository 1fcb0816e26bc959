import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteWorkflow } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { LEAVE_WITHOUT_PROMPT } from './leave-guard';

/** Asks before deleting the open workflow; afterwards a new workflow opens (spec editor §2). */
export function DeleteWorkflowModal({ store, opened, onClose }: { store: WorkflowStore | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const document = store?.getState().document;

  const confirm = async () => {
    if (!document) return;
    setBusy(true);
    try {
      await client.request(deleteWorkflow, { params: { id: document.id } });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.workflows, 'list'] });
      notifications.show({ color: 'green', title: t('lifecycle.deletedTitle'), message: t('lifecycle.deletedMessage', { name: document.name }) });
      onClose();
      await navigate('/workflow', { state: { [LEAVE_WITHOUT_PROMPT]: true } });
      // Only now, with its editor gone: a cached copy removed under a mounted editor made it load the
      // workflow again, and the 404 of that load said 'Could not find workflow' after 'Workflow deleted'.
      // A copy still watched is left alone: opening a workflow always loads it afresh.
      queryClient.removeQueries({ queryKey: queryKeys.workflow(document.id), type: 'inactive' });
    } catch (error) {
      showErrorToast({ id: 'delete-error', title: t('lifecycle.deleteErrorTitle'), error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened && document !== undefined} onClose={onClose} title={<Text fw={600} size="lg">{t('lifecycle.deleteTitle')}</Text>} size={440} centered>
      <div data-testid="delete-workflow-modal">
        <Text size="sm" mb="lg">{t('lifecycle.deleteMessage', { name: document?.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('lifecycle.deleteCancel')}</Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="delete-workflow-confirm">{t('lifecycle.deleteConfirm')}</Button>
        </Group>
      </div>
    </Modal>
  );
}
