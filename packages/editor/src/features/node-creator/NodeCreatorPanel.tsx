import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ActionIcon, Anchor, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { INodeTypeDescription } from '@weft/workflow';
import { useNodeTypes } from '../../api/use-node-types';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import type { CreatorTab } from './category-tree';
import { CreatorRowView } from './CreatorRowView';
import type { CreatorRow } from './creator-rows';
import { useAddNode } from './use-add-node';
import { useCreatorView } from './use-creator-view';
import classes from './NodeCreatorPanel.module.css';

/** Where users ask for a node type Weft does not have yet. */
export const REQUEST_NODE_URL = 'https://community.n8n.io/c/feature-requests/5';

function CreatorContent({ descriptions }: { descriptions: readonly INodeTypeDescription[] }) {
  const { t } = useTranslation();
  const nodes = useWorkflowStore((state) => state.document.nodes);
  const connecting = useWorkflowStore((state) => state.nodeCreator.insertOn !== undefined || state.nodeCreator.source !== undefined);
  const targetType = useWorkflowStore((state) => state.nodeCreator.target?.connectionType);
  const view = useCreatorView(descriptions, nodes, connecting, targetType !== undefined && targetType !== 'main' ? targetType : undefined);
  const addNode = useAddNode(descriptions);
  const closeNodeCreator = useWorkflowStore((state) => state.closeNodeCreator);
  const listRef = useRef<HTMLDivElement>(null);
  const { rows, subcategory } = view;
  // A new list (search typed, subcategory opened, tab changed) starts at its first row.
  const listKey = `${view.tab}|${subcategory?.key ?? ''}|${view.query}`;
  const [active, setActive] = useState({ listKey, index: 0 });
  const activeIndex = active.listKey === listKey ? Math.min(active.index, Math.max(rows.length - 1, 0)) : 0;
  const setActiveIndex = useCallback((next: number | ((index: number) => number)) => {
    setActive((current) => {
      const from = current.listKey === listKey ? current.index : 0;
      return { listKey, index: typeof next === 'function' ? next(from) : next };
    });
  }, [listKey]);

  // A press outside the panel (on the canvas, the header) closes it, as in n8n.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // Toasts and Mantine portals (menus, tooltips) are not "outside".
      if (!target || panelRef.current?.contains(target) || target.closest('[data-portal], .mantine-Notifications-root')) return;
      closeNodeCreator();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [closeNodeCreator]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const activate = useCallback((row: CreatorRow) => {
    if (row.kind === 'node') addNode(row.type);
    else if (row.kind === 'category') view.toggleCategory(row.key);
    else view.openSubcategory(row.entry);
  }, [addNode, view]);

  const activateAt = useCallback((row: CreatorRow) => {
    setActiveIndex(rows.indexOf(row));
    activate(row);
  }, [rows, activate, setActiveIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[activeIndex];
    const handled = () => { event.preventDefault(); event.stopPropagation(); };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        setActiveIndex((index) => Math.min(index + 1, Math.max(rows.length - 1, 0)));
        return;
      case 'ArrowUp':
        handled();
        setActiveIndex((index) => Math.max(index - 1, 0));
        return;
      case 'Enter':
        handled();
        if (row) activate(row);
        return;
      case 'ArrowRight':
        if (row?.kind === 'category') { handled(); view.toggleCategory(row.key, true); }
        if (row?.kind === 'subcategory') { handled(); view.openSubcategory(row.entry); }
        return;
      case 'ArrowLeft':
        if (subcategory) { handled(); view.closeSubcategory(); return; }
        if (row?.kind === 'category' && row.expanded) { handled(); view.toggleCategory(row.key, false); }
        return;
      case 'Escape':
      case 'Tab':
        handled();
        closeNodeCreator();
        return;
      default:
    }
  };

  const tabs: Array<{ value: CreatorTab; label: string }> = [
    { value: 'all', label: t('nodeCreator.tabAll') },
    { value: 'regular', label: t('nodeCreator.tabRegular') },
    { value: 'trigger', label: t('nodeCreator.tabTrigger') },
  ];

  return (
    <div className={classes.panel} ref={panelRef} data-testid="node-creator" data-tab={view.tab} role="dialog" aria-label={t('nodeCreator.title')} onKeyDown={onKeyDown}>
      <div className={classes.header}>
        <div className={classes.titleRow}>
          {subcategory && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('nodeCreator.back')} data-testid="node-creator-back"
              onClick={view.closeSubcategory}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <span className={classes.title} data-testid="node-creator-title">{subcategory ? subcategory.name : t('nodeCreator.title')}</span>
          <ActionIcon variant="subtle" color="gray" aria-label={t('nodeCreator.close')} data-testid="node-creator-close" onClick={closeNodeCreator}>
            <IconX size={18} />
          </ActionIcon>
        </div>
        <TextInput
          data-autofocus
          autoFocus
          value={view.query}
          onChange={(event) => view.setQuery(event.currentTarget.value)}
          placeholder={t('nodeCreator.searchPlaceholder')}
          aria-label={t('nodeCreator.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          data-testid="node-creator-search"
        />
        {!subcategory && (
          <SegmentedControl fullWidth size="xs" value={view.tab} data={tabs} data-testid="node-creator-tabs"
            onChange={(value) => view.setTab(value as CreatorTab)} />
        )}
      </div>
      <div className={classes.list} ref={listRef} role="listbox" aria-label={t('nodeCreator.title')}>
        {view.noResults && (
          <div className={classes.noResults} data-testid="node-creator-no-results">
            <Text fw={600} size="sm">{t('nodeCreator.noResultsTitle', { query: view.query.trim() })}</Text>
            <Text size="xs" c="dimmed">{t('nodeCreator.noResultsHint')}</Text>
          </div>
        )}
        {rows.map((row, index) => (
          <CreatorRowView key={row.key} row={row} index={index} active={index === activeIndex} onActivate={activateAt} onHover={setActiveIndex} />
        ))}
        {view.noResults && (
          <div className={classes.footer}>
            <Text size="xs" c="dimmed" span>{t('nodeCreator.requestNodeText')} </Text>
            <Anchor size="xs" href={REQUEST_NODE_URL} target="_blank" rel="noreferrer" data-testid="node-creator-request">
              {t('nodeCreator.requestNodeLink')}
            </Anchor>
          </div>
        )}
      </div>
    </div>
  );
}

/** The node creator: a side panel listing node types to add. Rendered fresh on each open. */
export function NodeCreatorPanel() {
  const open = useWorkflowStore((state) => state.nodeCreator.open);
  const session = useWorkflowStore((state) => state.nodeCreator.session);
  const nodeTypes = useNodeTypes();
  if (!open) return null;
  if (!nodeTypes.data) {
    return <div className={classes.panel} data-testid="node-creator"><Loader m="lg" size="sm" /></div>;
  }
  return <CreatorContent key={session} descriptions={nodeTypes.data} />;
}
