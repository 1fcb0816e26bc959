import { NavLink } from '@mantine/core';
import {
  IconCopy, IconDeviceFloppy, IconDownload, IconFileImport, IconFolderOpen, IconHistory, IconLink, IconPlus,
  IconSettings2, IconTemplate, IconTrash, IconTopologyStar3,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkflow } from '../../features/workflow/current-workflow';
import { useVersionsPanel } from '../../features/versions/versions-panel.store';
import { routeTable } from '../../domain/route-table';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { useWorkflowMenuState } from './use-workflow-menu-state';
import classes from './Sidebar.module.css';

interface Entry {
  id: string;
  label: 'sidebar.new' | 'sidebar.newFromTemplate' | 'sidebar.open' | 'sidebar.save' | 'sidebar.duplicate' | 'sidebar.delete' | 'sidebar.download'
    | 'sidebar.importFromUrl' | 'sidebar.importFromFile' | 'sidebar.workflowSettings' | 'versions.open';
  icon: Icon;
  shortcut?: string;
  disabled: boolean;
  run: () => void;
}

/** The Workflow submenu: new, new from template (when templates are on), open, save, duplicate, delete, download, import (URL, file), settings. */
export function WorkflowMenu({ collapsed, templatesEnabled, onImportFile, onDownload }: {
  collapsed: boolean;
  templatesEnabled: boolean;
  onImportFile: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { onWorkflowPage, existing } = useWorkflowMenuState();
  const openModal = useSidebarModals((state) => state.open);

  const entries: Entry[] = [
    { id: 'new', label: 'sidebar.new', icon: IconPlus, shortcut: 'Ctrl+Alt+N', disabled: false, run: () => void navigate(routeTable.nodeViewNew.path) },
    ...(templatesEnabled
      ? [{ id: 'new-from-template', label: 'sidebar.newFromTemplate' as const, icon: IconTemplate, disabled: false, run: () => void navigate(routeTable.templatesSearch.path) }]
      : []),
    { id: 'open', label: 'sidebar.open', icon: IconFolderOpen, shortcut: 'Ctrl+O', disabled: false, run: () => openModal('workflowOpen') },
    { id: 'save', label: 'sidebar.save', icon: IconDeviceFloppy, shortcut: 'Ctrl+S', disabled: !onWorkflowPage, run: () => void useCurrentWorkflow.getState().open?.save() },
    { id: 'duplicate', label: 'sidebar.duplicate', icon: IconCopy, disabled: !existing, run: () => openModal('duplicate') },
    { id: 'delete', label: 'sidebar.delete', icon: IconTrash, disabled: !existing, run: () => openModal('delete') },
    { id: 'download', label: 'sidebar.download', icon: IconDownload, disabled: !onWorkflowPage, run: onDownload },
    { id: 'import-url', label: 'sidebar.importFromUrl', icon: IconLink, disabled: !onWorkflowPage, run: () => openModal('importUrl') },
    { id: 'import-file', label: 'sidebar.importFromFile', icon: IconFileImport, disabled: !onWorkflowPage, run: onImportFile },
    { id: 'versions', label: 'versions.open', icon: IconHistory, disabled: !existing, run: () => useVersionsPanel.getState().open() },
    { id: 'settings', label: 'sidebar.workflowSettings', icon: IconSettings2, disabled: !existing, run: () => openModal('settings') },
  ];

  return (
    <NavLink
      label={collapsed ? undefined : t('sidebar.workflows')}
      aria-label={t('sidebar.workflows')}
      leftSection={<IconTopologyStar3 size={18} />}
      defaultOpened
      childrenOffset={collapsed ? 0 : 14}
      data-testid="sidebar-workflows"
      className={classes.item}
    >
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          component="button"
          data-testid={`sidebar-workflow-${entry.id}`}
          label={collapsed ? undefined : t(entry.label)}
          aria-label={t(entry.label)}
          title={collapsed ? t(entry.label) : undefined}
          leftSection={<entry.icon size={16} />}
          rightSection={!collapsed && entry.shortcut ? <span className={classes.shortcut}>{entry.shortcut}</span> : undefined}
          disabled={entry.disabled}
          onClick={entry.run}
          className={classes.subItem}
        />
      ))}
    </NavLink>
  );
}
