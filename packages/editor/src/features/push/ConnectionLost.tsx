import { Group, Text, Tooltip } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in the header instead of its actions while the live connection is lost (spec/admin.md §4). */
export function ConnectionLost() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('push.connectionLostTooltip')} withArrow>
      <Group gap={6} c="red.7" data-testid="connection-lost">
        <IconPlugConnectedX size={18} />
        <Text size="sm" fw={600}>{t('push.connectionLost')}</Text>
      </Group>
    </Tooltip>
  );
}
