import type { MouseEvent } from 'react';
import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExecutionListItem } from '@weft/contracts';
import { canDelete } from './execution-status';
import { allRowsSelected } from './execution-selection';
import type { Selection } from './execution-selection';
import { ExecutionRowActions } from './ExecutionRowActions';
import { ExecutionStatusCell } from './ExecutionStatusCell';
import { RunTimeCell } from './RunTimeCell';
import type { BusyAction } from './use-execution-actions';
import classes from './ExecutionsModal.module.css';

const startedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const KNOWN_MODES = new Set(['cli', 'error', 'integrated', 'internal', 'manual', 'retry', 'trigger', 'webhook']);

interface ExecutionsTableProps {
  rows: ExecutionListItem[];
  selection: Selection;
  busy: BusyAction;
  /** Names of saved workflows, for rows whose execution did not keep one. */
  workflowNames: ReadonlyMap<string, string>;
  onToggleRow(id: string): void;
  onToggleAll(): void;
  onOpen(execution: ExecutionListItem, event: MouseEvent): void;
  onStop(id: string): void;
  onRetry(id: string, loadWorkflow: boolean): void;
}

function ModeText({ execution }: { execution: ExecutionListItem }) {
  const { t } = useTranslation();
  if (execution.retryOf) return <Text size="sm" c="dimmed" data-testid="execution-mode">{t('executions.retryOf', { id: execution.retryOf })}</Text>;
  const label = KNOWN_MODES.has(execution.mode) ? t(`executions.mode.${execution.mode as 'manual'}`) : execution.mode;
  return <Text size="sm" c="dimmed" data-testid="execution-mode">{label}</Text>;
}

/** Queue mode: which worker ran the execution, under its workflow's name (regular mode has none). */
function WorkerText({ workerId }: { workerId: string }) {
  const { t } = useTranslation();
  const label = t('executions.ranOnWorker', { id: workerId });
  return <Text size="xs" c="dimmed" truncate="end" className={classes.workflowName} title={label} data-testid="execution-worker">{label}</Text>;
}

/** The list's table: one row per execution, newest first; a row click opens the execution. */
export function ExecutionsTable({ rows, selection, busy, workflowNames, onToggleRow, onToggleAll, onOpen, onStop, onRetry }: ExecutionsTableProps) {
  const { t } = useTranslation();
  const allSelected = allRowsSelected(selection, rows);
  const someSelected = !allSelected && rows.some((row) => selection.ids.has(row.id));
  return (
    <Table highlightOnHover verticalSpacing="xs" stickyHeader className={classes.table} data-testid="executions-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <Checkbox
              size="xs"
              checked={allSelected || selection.allMatching !== null}
              indeterminate={someSelected}
              disabled={!rows.some(canDelete)}
              onChange={onToggleAll}
              aria-label={t('executions.selectPage')}
              data-testid="executions-select-page"
            />
          </Table.Th>
          <Table.Th w={190}>{t('executions.columnStarted')}</Table.Th>
          <Table.Th>{t('executions.columnWorkflow')}</Table.Th>
          <Table.Th w={150}>{t('executions.columnStatus')}</Table.Th>
          <Table.Th w={110}>{t('executions.columnRunTime')}</Table.Th>
          <Table.Th w={80}>{t('executions.columnId')}</Table.Th>
          <Table.Th w={120}>{t('executions.columnMode')}</Table.Th>
          <Table.Th w={170} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((execution) => {
          const name = execution.workflowName
            ?? (execution.workflowId ? workflowNames.get(execution.workflowId) : undefined);
          return (
            <Table.Tr
              key={execution.id}
              className={classes.row}
              data-testid="execution-row"
              data-execution-id={execution.id}
              data-selected={selection.ids.has(execution.id) || undefined}
              onClick={(event) => onOpen(execution, event)}
            >
              <Table.Td onClick={(event) => event.stopPropagation()}>
                {canDelete(execution) && (
                  <Checkbox
                    size="xs"
                    checked={selection.ids.has(execution.id)}
                    onChange={() => onToggleRow(execution.id)}
                    aria-label={t('executions.selectRow', { id: execution.id })}
                    data-testid="execution-select"
                  />
                )}
              </Table.Td>
              <Table.Td><Text size="sm">{startedFormat.format(new Date(execution.startedAt))}</Text></Table.Td>
              <Table.Td>
                {name
                  ? <Text size="sm" fw={500} truncate="end" className={classes.workflowName} title={name} data-testid="execution-workflow-name">{name}</Text>
                  : <Text size="sm" fs="italic" c="dimmed" data-testid="execution-workflow-name">{t('executions.unsavedWorkflow')}</Text>}
                {execution.workerId && <WorkerText workerId={execution.workerId} />}
              </Table.Td>
              <Table.Td><ExecutionStatusCell execution={execution} /></Table.Td>
              <Table.Td><RunTimeCell execution={execution} /></Table.Td>
              <Table.Td><Text size="sm" c="dimmed" data-testid="execution-row-id">{t('executions.idValue', { id: execution.id })}</Text></Table.Td>
              <Table.Td><ModeText execution={execution} /></Table.Td>
              {/* Menus render in a portal, but React still bubbles their clicks to the row. */}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <ExecutionRowActions execution={execution} busy={busy} onStop={onStop} onRetry={onRetry} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
