import { useEffect, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Anchor, Button, Center, Group, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExecutionListItem } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { useWorkflowsList } from '../workflows-list/use-workflows-list';
import { DEFAULT_FILTER, pastFilter } from './execution-filters';
import type { ExecutionsFilter } from './execution-filters';
import {
  allRowsSelected, deleteRequest, EMPTY_SELECTION, pruneSelection, selectAllMatching, selectedCount, toggleAllRows, toggleRow,
} from './execution-selection';
import type { Selection } from './execution-selection';
import { DeleteExecutionsModal } from './DeleteExecutionsModal';
import { ExecutionsEmpty } from './ExecutionsEmpty';
import { ExecutionsTable } from './ExecutionsTable';
import { ExecutionsToolbar } from './ExecutionsToolbar';
import { useExecutionActions } from './use-execution-actions';
import { useExecutionsList } from './use-executions-list';
import classes from './ExecutionsModal.module.css';

function useWorkflowOptions() {
  const { t } = useTranslation();
  const workflows = useWorkflowsList(true);
  useEffect(() => {
    if (workflows.error) showErrorToast({ id: 'executions-workflows-error', title: t('executions.loadWorkflowsErrorTitle'), error: workflows.error });
  }, [workflows.error, t]);
  return useMemo(() => {
    const list = [...(workflows.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return { list, names: new Map(list.map((w) => [w.id, w.name])) };
  }, [workflows.data]);
}

/** The list itself; mounted only while the modal is open, so that each opening starts afresh. */
function ExecutionsPanel({ onClose, onConfirmingChange }: { onClose(): void; onConfirmingChange(confirming: boolean): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const executionHref = useHref('/execution');
  const [filter, setFilter] = useState<ExecutionsFilter>(DEFAULT_FILTER);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const workflows = useWorkflowOptions();
  const list = useExecutionsList(filter, { autoRefresh });
  const actions = useExecutionActions(list);

  const shownSelection = useMemo(() => pruneSelection(selection, list.rows), [selection, list.rows]);
  const count = selectedCount(shownSelection);
  const offerAllMatching = !shownSelection.allMatching && allRowsSelected(shownSelection, list.pastRows) && list.pastCount > shownSelection.ids.size;

  const changeFilter = (next: ExecutionsFilter) => {
    setFilter(next);
    setSelection(EMPTY_SELECTION);
  };
  const setConfirmOpen = (open: boolean) => {
    setConfirming(open);
    onConfirmingChange(open);
  };
  const open = (execution: ExecutionListItem, event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey) {
      window.open(`${executionHref}/${encodeURIComponent(execution.id)}`, '_blank');
      return;
    }
    onClose();
    void navigate(`/execution/${encodeURIComponent(execution.id)}`);
  };
  const confirmDelete = async () => {
    const past = pastFilter(filter) ?? {};
    const request = deleteRequest(shownSelection, past);
    if (request && await actions.remove(request)) setSelection(EMPTY_SELECTION);
    setConfirmOpen(false);
  };

  let body;
  if (list.isPending) body = <Center py="xl"><Loader size="sm" /></Center>;
  else if (list.rows.length === 0) body = <ExecutionsEmpty />;
  else {
    body = (
      <ScrollArea.Autosize mah="60vh" type="auto">
        <ExecutionsTable
          rows={list.rows}
          selection={shownSelection}
          busy={actions.busy}
          workflowNames={workflows.names}
          onToggleRow={(id) => setSelection(toggleRow(shownSelection, id))}
          onToggleAll={() => setSelection(toggleAllRows(shownSelection, list.rows))}
          onOpen={open}
          onStop={(id) => void actions.stop(id)}
          onRetry={(id, loadWorkflow) => void actions.retry(id, loadWorkflow)}
        />
      </ScrollArea.Autosize>
    );
  }

  return (
    <div data-testid="executions-modal">
      <ExecutionsToolbar
        filter={filter}
        workflows={workflows.list}
        autoRefresh={autoRefresh}
        selectedCount={count}
        onFilterChange={changeFilter}
        onAutoRefreshChange={setAutoRefresh}
        onDelete={() => setConfirmOpen(true)}
      />
      {(offerAllMatching || shownSelection.allMatching) && (
        <Group className={classes.selectAllBar} justify="center" gap={6} data-testid="executions-select-all-bar">
          <Text size="sm">
            {shownSelection.allMatching
              ? t('executions.allMatchingSelected', { count })
              : t('executions.pageSelected', { count: shownSelection.ids.size })}
          </Text>
          <Anchor
            component="button"
            size="sm"
            fw={600}
            onClick={() => setSelection(shownSelection.allMatching ? EMPTY_SELECTION : selectAllMatching(list.rows, list.pastRows, list.pastCount))}
            data-testid="executions-select-all-matching"
          >
            {shownSelection.allMatching ? t('executions.clearSelection') : t('executions.selectAllMatching', { count: list.pastCount })}
          </Anchor>
        </Group>
      )}
      {body}
      <Group justify="space-between" mt="md" className={classes.footer}>
        <Text size="sm" c="dimmed" data-testid="executions-shown">
          {t(list.estimated ? 'executions.shownEstimated' : 'executions.shown', { shown: list.rows.length, count: list.total })}
        </Text>
        {list.hasMore && (
          <Button variant="default" size="xs" loading={list.loadingMore} onClick={() => void list.loadMore()} data-testid="executions-load-more">
            {t('executions.loadMore')}
          </Button>
        )}
      </Group>
      <DeleteExecutionsModal opened={confirming} count={count} onCancel={() => setConfirmOpen(false)} onConfirm={confirmDelete} />
    </div>
  );
}

/** The executions list (spec/admin.md §2, 80% wide), opened from the sidebar. */
export function ExecutionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // While the delete confirmation is open, Escape belongs to it and must not close the list too.
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="80%"
      closeOnEscape={!confirming}
      title={<Text fw={600} size="lg">{t('executions.title')}</Text>}
    >
      {opened && <ExecutionsPanel onClose={onClose} onConfirmingChange={setConfirming} />}
    </Modal>
  );
}
