import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDots, IconExternalLink, IconTrash } from '@tabler/icons-react';
import type { CommunityPackage } from '@weft/contracts';
import { useTranslation } from 'react-i18next';
import { npmPackageUrl } from './community-links';
import type { ManageAction } from './ManagePackageModal';

function PackageState({ pkg, canChange, onUpdate }: { pkg: CommunityPackage; canChange: boolean; onUpdate: () => void }) {
  const { t } = useTranslation();
  if (pkg.failedLoading) {
    return (
      <Tooltip label={t('communityNodes.card.failedHint')} withArrow multiline w={260}>
        <Badge color="red" variant="light" leftSection={<IconAlertCircle size={12} />} data-testid="community-card-state">{t('communityNodes.card.failed')}</Badge>
      </Tooltip>
    );
  }
  if (pkg.updateAvailable) {
    return canChange
      ? <Button size="xs" color="orange" onClick={onUpdate} data-testid="community-card-update">{t('communityNodes.card.update', { version: pkg.updateAvailable })}</Button>
      : <Badge color="orange" variant="light" data-testid="community-card-state">{t('communityNodes.card.updateAvailable', { version: pkg.updateAvailable })}</Badge>;
  }
  return (
    <Group gap={4} c="dimmed" data-testid="community-card-state">
      <IconCircleCheck size={16} />
      <Text size="sm">{t('communityNodes.card.upToDate')}</Text>
    </Group>
  );
}

/** One installed package: name, version, the nodes it brings, and whether it is current or broken. */
export function PackageCard({ pkg, canChange, onAction }: { pkg: CommunityPackage; canChange: boolean; onAction: (action: ManageAction) => void }) {
  const { t } = useTranslation();
  const nodes = pkg.installedNodes.map((node) => node.name).join(', ');
  return (
    <Paper withBorder radius="md" p="md" data-testid="community-card" data-package={pkg.packageName}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate data-testid="community-card-name">{pkg.packageName}</Text>
            <Text size="sm" c="dimmed" data-testid="community-card-version">v{pkg.installedVersion}</Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} data-testid="community-card-nodes">
            {pkg.installedNodes.length === 0
              ? t('communityNodes.card.noNodes')
              : t('communityNodes.card.nodes', { count: pkg.installedNodes.length, nodes })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <PackageState pkg={pkg} canChange={canChange} onUpdate={() => onAction('update')} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('communityNodes.card.actions', { name: pkg.packageName })} data-testid="community-card-menu">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={npmPackageUrl(pkg.packageName)} target="_blank" rel="noopener noreferrer" leftSection={<IconExternalLink size={14} />}>
                {t('communityNodes.card.viewDocs')}
              </Menu.Item>
              {canChange && (
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onAction('uninstall')} data-testid="community-card-uninstall">
                  {t('communityNodes.card.uninstall')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
