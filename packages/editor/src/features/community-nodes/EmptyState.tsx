import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { quotedPackageCount } from './package-count';

/** No package installed yet: what community nodes are, and the install button when installing is possible. */
export function EmptyState({ publishedCount, blockedReason, onInstall }: {
  publishedCount: number | null;
  /** Why installing is impossible here (queue mode, no npm), in words; null when it is possible. */
  blockedReason: string | null;
  onInstall: () => void;
}) {
  const { t } = useTranslation();
  const count = quotedPackageCount(publishedCount);
  return (
    <Paper withBorder radius="md" p={40} data-testid="community-empty">
      <Stack align="center" gap="md" maw={480} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="indigo"><IconPackage size={30} /></ThemeIcon>
        <Title order={2} fz={20} fw={600}>{t('communityNodes.empty.title')}</Title>
        <Text size="sm" c="dimmed" data-testid="community-empty-description">
          {count === null ? t('communityNodes.empty.description') : t('communityNodes.empty.descriptionWithCount', { count })}
        </Text>
        {blockedReason
          ? <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} ta="left" data-testid="community-warning">{blockedReason}</Alert>
          : <Button size="md" onClick={onInstall} data-testid="community-install-open">{t('communityNodes.empty.install')}</Button>}
      </Stack>
    </Paper>
  );
}
