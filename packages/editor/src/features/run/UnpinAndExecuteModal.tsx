import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnpinPrompt } from './unpin-prompt.store';

/** The 'unpin and execute?' question of running a node that has pinned data. */
export function UnpinAndExecuteModal() {
  const { t } = useTranslation();
  const { nodeName, answer } = useUnpinPrompt();
  return (
    <Modal opened={nodeName !== null} onClose={() => answer?.(false)} title={t('run.unpin.title')} data-testid="unpin-execute-modal">
      <Text size="sm">{t('run.unpin.message', { node: nodeName ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => answer?.(false)} data-testid="unpin-execute-cancel">{t('run.unpin.cancel')}</Button>
        <Button onClick={() => answer?.(true)} data-testid="unpin-execute-confirm">{t('run.unpin.confirm')}</Button>
      </Group>
    </Modal>
  );
}
