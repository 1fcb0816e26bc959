import { Button, Group, Modal, Text } from '@mantine/core';

export interface CredentialConfirmProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question over a credential dialog (it sits above the dialog it belongs to). */
export function CredentialConfirm({ opened, title, message, confirmLabel, cancelLabel, danger = false, busy = false, onConfirm, onCancel }: CredentialConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={<Text fw={600}>{title}</Text>} size={440} centered zIndex={400} data-testid="credential-confirm">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} data-testid="credential-confirm-cancel">{cancelLabel}</Button>
        <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm} data-testid="credential-confirm-ok">{confirmLabel}</Button>
      </Group>
    </Modal>
  );
}
