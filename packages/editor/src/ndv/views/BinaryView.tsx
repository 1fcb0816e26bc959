import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IBinaryData, INodeExecutionData } from '@weft/workflow';
import { BinaryContent } from './BinaryContent';
import { canDownload, dataUrl, useBinaryContent } from './use-binary-content';

function DownloadButton({ binary }: { binary: IBinaryData }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const content = useBinaryContent(binary, wanted);
  if (!canDownload(binary)) return null;
  if (wanted && content.data !== undefined) {
    return (
      <Button component="a" size="compact-xs" variant="light" href={dataUrl(binary.mimeType, content.data)} download={binary.fileName}
        leftSection={<IconDownload size={13} />} data-testid="ndv-binary-download-link">
        {t('ndv.binary.save')}
      </Button>
    );
  }
  return (
    <Button size="compact-xs" variant="default" leftSection={<IconDownload size={13} />} loading={wanted && content.isPending}
      onClick={() => setWanted(true)} data-testid="ndv-binary-download">
      {t('ndv.binary.download')}
    </Button>
  );
}

function BinaryCard({ propertyName, binary }: { propertyName: string; binary: IBinaryData }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  return (
    <Card withBorder padding="xs" radius="sm" data-testid="ndv-binary-card">
      <Text size="sm" fw={600}>{propertyName}</Text>
      <Stack gap={0} mt={4}>
        {binary.fileName && <Text size="xs"><b>{t('ndv.binary.fileName')}</b> {binary.fileName}</Text>}
        {binary.mimeType && <Text size="xs"><b>{t('ndv.binary.mimeType')}</b> {binary.mimeType}</Text>}
        {binary.fileSize && <Text size="xs"><b>{t('ndv.binary.fileSize')}</b> {binary.fileSize}</Text>}
      </Stack>
      <Group gap="xs" mt="xs">
        <Button size="compact-xs" variant="default" leftSection={<IconEye size={13} />} onClick={() => setViewing(true)} data-testid="ndv-binary-view">
          {t('ndv.binary.view')}
        </Button>
        <DownloadButton binary={binary} />
      </Group>
      <Modal opened={viewing} onClose={() => setViewing(false)} title={binary.fileName ?? propertyName} size="xl" zIndex={400}>
        {viewing && <BinaryContent binary={binary} />}
      </Modal>
    </Card>
  );
}

/** Per item, a card for each of its binary entries. */
export function BinaryView({ items, firstIndex }: { items: readonly INodeExecutionData[]; firstIndex: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="ndv-binary">
      {items.map((item, offset) => (item.binary && Object.keys(item.binary).length > 0 ? (
        <div key={firstIndex + offset}>
          <Text size="xs" c="dimmed" mb={4}>{t('ndv.binary.item', { index: firstIndex + offset + 1 })}</Text>
          <Group gap="sm" align="stretch">
            {Object.entries(item.binary).map(([name, binary]) => <BinaryCard key={name} propertyName={name} binary={binary} />)}
          </Group>
        </div>
      ) : null))}
    </Stack>
  );
}
