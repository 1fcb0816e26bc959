import { Button, Drawer, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeNodeDetails, useCanvasUiStore } from './canvas-ui.store';

/** Stand-in for the node details view until its issue: the node's name and the way back to the canvas. */
export function NodeDetailsPlaceholder() {
  const { t } = useTranslation();
  const name = useCanvasUiStore((state) => state.openNodeName);
  return (
    <Drawer
      opened={name !== null}
      onClose={closeNodeDetails}
      position="right"
      size="lg"
      withCloseButton={false}
      data-testid="node-details"
    >
      <Group justify="space-between" mb="md">
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={closeNodeDetails} data-testid="node-details-back">
          {t('canvas.backToCanvas')}
        </Button>
      </Group>
      <Title order={3} data-testid="node-details-name">{name}</Title>
      <Text c="dimmed" size="sm" mt="xs">{t('canvas.nodeDetailsSoon')}</Text>
    </Drawer>
  );
}
