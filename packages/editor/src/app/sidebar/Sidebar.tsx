import { useRef } from 'react';
import type { TransitionEvent } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { ActionIcon, NavLink, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  IconChevronsLeft, IconChevronsRight, IconExternalLink, IconHelpCircle, IconHistory, IconKey, IconLayoutGrid, IconSettings, IconTopologyStar3,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { helpLinks } from '../../domain/docs-links';
import { routeTable } from '../../domain/route-table';
import { useShellState } from '../../api/use-shell-state';
import { downloadWorkflow, importWorkflowFromFile } from '../../features/import-export/editor-actions';
import { useCredentialModals } from '../../stores/credential-modals.store';
import { firstSettingsPath } from '../../features/settings/settings-nav';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { UpdatesEntry } from '../../features/updates/UpdatesEntry';
import { UserArea } from './UserArea';
import { WorkflowMenu } from './WorkflowMenu';
import classes from './Sidebar.module.css';

/**
 * The collapsible main menu (spec editor §2): workflow actions, templates, credentials, executions,
 * settings, help and the user area. Help's links open in a new tab: our docs pages, and the forum and
 * course when the instance configures them.
 */
/**
 * A group opened near the bottom of the menu (Help) would end below the fold, its last entry cut in
 * half: once it has grown, the menu scrolls just enough to show it whole.
 */
function revealOpenedGroup(event: TransitionEvent<HTMLDivElement>) {
  if (event.propertyName !== 'height' || !(event.target instanceof HTMLElement)) return;
  if (event.target.offsetHeight > 0) event.target.scrollIntoView({ block: 'nearest' });
}

export function Sidebar() {
  const { t } = useTranslation();
  const shell = useShellState();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'weft.sidebar.collapsed', defaultValue: false });
  const openModal = useSidebarModals((state) => state.open);
  const credentialModals = useCredentialModals();
  const fileInput = useRef<HTMLInputElement>(null);

  const state = shell.status === 'ready' ? shell.state : null;
  const templatesEnabled = state?.features.templates ?? false;
  const settingsPath = state ? firstSettingsPath(state) : undefined;
  const showSettings = state?.viewer.loginStatus === 'LoggedIn' && settingsPath !== undefined;
  const label = (text: string) => (collapsed ? undefined : text);
  const help = shell.status === 'ready' ? helpLinks(shell.settings) : [];

  return (
    <nav className={classes.sidebar} data-collapsed={collapsed || undefined} aria-label={t('sidebar.label')} data-testid="sidebar">
      <div className={classes.top}>
        <RouterNavLink to={routeTable.nodeViewNew.path} className={classes.logo}>
          <span className={classes.logoMark} aria-hidden><IconTopologyStar3 size={18} /></span>
          {!collapsed && t('app.name')}
        </RouterNavLink>
        <Tooltip label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.collapse}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            data-testid="sidebar-collapse"
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <IconChevronsRight size={16} /> : <IconChevronsLeft size={16} />}
          </ActionIcon>
        </Tooltip>
      </div>

      <div className={classes.menu} onTransitionEnd={revealOpenedGroup}>
        <WorkflowMenu collapsed={collapsed} templatesEnabled={templatesEnabled} onImportFile={() => fileInput.current?.click()} onDownload={() => { downloadWorkflow(); }} />
        {templatesEnabled && (
          <NavLink
            component={RouterNavLink}
            to={routeTable.templatesSearch.path}
            label={label(t('sidebar.templates'))}
            aria-label={t('sidebar.templates')}
            leftSection={<IconLayoutGrid size={18} />}
            active={pathname.startsWith('/templates') || pathname.startsWith('/collections')}
            className={classes.item}
          />
        )}
        <NavLink label={label(t('sidebar.credentials'))} aria-label={t('sidebar.credentials')} leftSection={<IconKey size={18} />} childrenOffset={collapsed ? 0 : 14} className={classes.item} data-testid="sidebar-credentials">
          <NavLink component="button" label={label(t('sidebar.newCredential'))} aria-label={t('sidebar.newCredential')} onClick={() => credentialModals.openNew()} className={classes.subItem} data-testid="sidebar-new-credential" />
          <NavLink component="button" label={label(t('sidebar.openCredentials'))} aria-label={t('sidebar.openCredentials')} onClick={() => credentialModals.openList()} className={classes.subItem} data-testid="sidebar-open-credentials" />
        </NavLink>
        <NavLink
          component="button"
          label={label(t('sidebar.executions'))}
          aria-label={t('sidebar.executions')}
          leftSection={<IconHistory size={18} />}
          onClick={() => openModal('executions')}
          className={classes.item}
          data-testid="sidebar-executions"
        />
        {showSettings && settingsPath && (
          <NavLink
            component={RouterNavLink}
            to={settingsPath}
            label={label(t('sidebar.settings'))}
            aria-label={t('sidebar.settings')}
            leftSection={<IconSettings size={18} />}
            active={pathname.startsWith('/settings')}
            className={classes.item}
          />
        )}
        <NavLink label={label(t('sidebar.help'))} aria-label={t('sidebar.help')} leftSection={<IconHelpCircle size={18} />} childrenOffset={collapsed ? 0 : 14} className={classes.item}>
          {help.map(({ id, href }) => (
            <NavLink
              key={id}
              component="a"
              href={href}
              target="_blank"
              rel="noreferrer"
              label={label(t(`sidebar.${id}`))}
              aria-label={t(`sidebar.${id}`)}
              rightSection={collapsed ? undefined : <IconExternalLink size={13} className={classes.external} />}
              className={classes.subItem}
              data-testid={`sidebar-help-${id}`}
            />
          ))}
          <NavLink component="button" label={label(t('sidebar.about'))} aria-label={t('sidebar.about')} onClick={() => openModal('about')} className={classes.subItem} data-testid="sidebar-about" />
        </NavLink>
      </div>

      <UpdatesEntry collapsed={collapsed} className={classes.item} />
      <UserArea collapsed={collapsed} user={shell.status === 'ready' ? shell.user : null} settingsPath={showSettings ? settingsPath : undefined} />
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="sidebar-import-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importWorkflowFromFile(file);
        }}
      />
    </nav>
  );
}
