import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteExecutionsModalProps {
  opened: boolean;
  count: number;
  onCancel(): void;
  onConfirm(): Promise<void>;
}

/** Asks before deleting, naming how many executions go (spec/admin.md §8). */
export function DeleteExecutionsModal({ opened, count, onCancel, onConfirm }: DeleteExecutionsModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={<Text fw={600} size="lg">{t('executions.deleteConfirmTitle', { count })}</Text>}
      size={440}
      centered
    >
      <div data-testid="executions-delete-confirm">
        <Text size="sm" mb="lg">{t('executions.deleteConfirmMessage', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>{t('executions.deleteCancel')}</Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="executions-delete-confirm-button">
            {t('executions.deleteConfirmButton', { count })}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
