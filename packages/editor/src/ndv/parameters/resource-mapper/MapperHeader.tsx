import { ActionIcon, Group, Loader, Menu, Text } from '@mantine/core';
import { IconDots, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface MapperHeaderProps {
  title: string;
  loading: boolean;
  readOnly: boolean;
  canAddAll: boolean;
  canRemoveAll: boolean;
  onRefresh: () => void;
  onAddAll: () => void;
  onRemoveAll: () => void;
}

/** "Values to Send" with the refresh button and the menu that adds or removes every column. */
export function MapperHeader({ title, loading, readOnly, canAddAll, canRemoveAll, onRefresh, onAddAll, onRemoveAll }: MapperHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap={4}>
      <Text size="sm" fw={600}>{title}</Text>
      <Group gap={4} wrap="nowrap">
        {loading && <Loader size="xs" data-testid="resource-mapper-loading" />}
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('resourceMapper.refresh')} title={t('resourceMapper.refresh')}
          onClick={onRefresh} disabled={loading} data-testid="resource-mapper-refresh">
          <IconRefresh size={14} />
        </ActionIcon>
        {!readOnly && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('resourceMapper.actions')} data-testid="resource-mapper-actions">
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={!canAddAll} onClick={onAddAll}>{t('resourceMapper.addAll')}</Menu.Item>
              <Menu.Item disabled={!canRemoveAll} onClick={onRemoveAll}>{t('resourceMapper.removeAll')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
