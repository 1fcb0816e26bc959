import { useState } from 'react';
import { Anchor, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { useVersionUpdates } from './use-version-updates';
import { VersionCard } from './VersionCard';

/** Spec admin "Updates drawer": left, 520 px, the releases newer than this instance. */
export function UpdatesDrawer() {
  const { t } = useTranslation();
  const { modal, close } = useSidebarModals();
  const opened = modal === 'updates';
  return (
    <Drawer opened={opened} onClose={close} position="left" size={520} title={<Text fw={600} size="lg">{t('updates.title')}</Text>}>
      <UpdatesList />
    </Drawer>
  );
}

/** Mounted while the drawer is open: time-ago labels are read then, and need not tick while it is. */
function UpdatesList() {
  const { t } = useTranslation();
  const { current, versions, infoUrl } = useVersionUpdates();
  const [now] = useState(Date.now);
  return (
      <Stack gap="md" data-testid="updates-drawer">
        <Text size="sm" data-testid="updates-summary">
          {t('updates.summary', { version: current, count: versions.length })}
        </Text>
        {infoUrl && (
          <Anchor href={infoUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="updates-info-link">
            <Group gap={4} wrap="nowrap" component="span">{t('updates.howToUpdate')}<IconExternalLink size={14} /></Group>
          </Anchor>
        )}
        {versions.map((version) => <VersionCard key={version.name} version={version} now={now} />)}
      </Stack>
  );
}
