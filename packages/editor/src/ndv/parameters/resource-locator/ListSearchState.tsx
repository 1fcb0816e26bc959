import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ListSearchStateProps {
  loading: boolean;
  error?: { message: string; hint?: string };
  empty: boolean;
  filtered: boolean;
  filterRequired: boolean;
}

/** What the list says when it shows no results: loading, why it failed (with the server's hint), or that nothing matched. */
export function ListSearchState({ loading, error, empty, filtered, filterRequired }: ListSearchStateProps) {
  const { t } = useTranslation();
  if (filterRequired) return <Text size="sm" c="dimmed" px="sm" py="xs">{t('resourceLocator.typeToSearch')}</Text>;
  if (error) {
    return (
      <Stack gap={2} px="sm" py="xs" data-testid="resource-locator-error">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertCircle size={16} color="var(--mantine-color-red-6)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="red.7">{error.message}</Text>
        </Group>
        {error.hint ? <Text size="xs" c="dimmed" pl={22}>{error.hint}</Text> : null}
      </Stack>
    );
  }
  if (loading) {
    return (
      <Group gap="xs" px="sm" py="xs" data-testid="resource-locator-loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">{t('resourceLocator.loading')}</Text>
      </Group>
    );
  }
  if (empty) {
    return <Text size="sm" c="dimmed" px="sm" py="xs" data-testid="resource-locator-empty">{t(filtered ? 'resourceLocator.noMatch' : 'resourceLocator.noResults')}</Text>;
  }
  return null;
}
