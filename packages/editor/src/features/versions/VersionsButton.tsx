import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VersionsDrawer } from './VersionsDrawer';
import { useVersionsPanel } from './versions-panel.store';

/** The header's history icon, and the drawer it opens (also opened from the sidebar). */
export function VersionsButton() {
  const { t } = useTranslation();
  const open = useVersionsPanel((state) => state.open);
  return (
    <>
      <Tooltip label={t('versions.open')} openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('versions.open')} onClick={open} data-testid="workflow-history-button">
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      <VersionsDrawer />
    </>
  );
}
