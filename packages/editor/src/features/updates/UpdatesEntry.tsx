import { Badge, Indicator, NavLink } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { updatesBadgeLabel } from './updates-labels';
import { useVersionUpdates } from './use-version-updates';

/**
 * The sidebar's way into the updates drawer, there only while newer versions exist. Its count turns
 * red when one of them fixes a security hole: that is the one an admin must not miss.
 */
export function UpdatesEntry({ collapsed, className }: { collapsed: boolean; className?: string }) {
  const { t } = useTranslation();
  const open = useSidebarModals((state) => state.open);
  const { versions } = useVersionUpdates();
  if (versions.length === 0) return null;
  const count = updatesBadgeLabel(versions.length);
  const color = versions.some((version) => version.hasSecurityFix) ? 'red' : 'blue';
  return (
    <NavLink
      component="button"
      label={collapsed ? undefined : t('sidebar.updates')}
      aria-label={t('sidebar.updatesCount', { count: versions.length })}
      leftSection={collapsed
        ? <Indicator label={count} color={color} size={16} data-testid="sidebar-updates-badge"><IconGift size={18} /></Indicator>
        : <IconGift size={18} />}
      rightSection={collapsed ? undefined : <Badge size="sm" color={color} data-testid="sidebar-updates-badge">{count}</Badge>}
      onClick={() => open('updates')}
      className={className}
      data-testid="sidebar-updates"
    />
  );
}
