import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { useRunWorkflow } from './use-run-workflow';

/** The 'unpin and execute?' question of running a node that has pinned data; confirming unpins and runs it. */
export function UnpinAndExecuteModal() {
  const { t } = useTranslation();
  const nodeName = useWorkflowStore((state) => state.unpinPromptNode);
  const closeUnpinPrompt = useWorkflowStore((state) => state.closeUnpinPrompt);
  const { runWorkflow } = useRunWorkflow();
  const confirm = () => {
    closeUnpinPrompt();
    if (nodeName !== null) void runWorkflow({ destinationNode: nodeName }, { unpinConfirmed: true });
  };
  return (
    <Modal opened={nodeName !== null} onClose={closeUnpinPrompt} title={t('run.unpin.title')} data-testid="unpin-execute-modal">
      <Text size="sm">{t('run.unpin.message', { node: nodeName ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={closeUnpinPrompt} data-testid="unpin-execute-cancel">{t('run.unpin.cancel')}</Button>
        <Button onClick={confirm} data-testid="unpin-execute-confirm">{t('run.unpin.confirm')}</Button>
      </Group>
    </Modal>
  );
}
