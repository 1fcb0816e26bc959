import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconWorldDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PasteUrlConfirmProps {
  url: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Pasting a workflow address fetches it from the web: the user says yes first. */
export function PasteUrlConfirm({ url, onConfirm, onCancel }: PasteUrlConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={url !== null}
      onClose={onCancel}
      title={t('clipboard.importUrlTitle')}
      centered
      data-testid="paste-url-confirm"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconWorldDownload size={22} stroke={1.6} color="var(--mantine-color-blue-6)" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm">{t('clipboard.importUrlMessage')}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="paste-url-confirm-url">{url}</Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="paste-url-cancel">{t('clipboard.importUrlCancel')}</Button>
          <Button onClick={onConfirm} data-testid="paste-url-import">{t('clipboard.importUrlConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
