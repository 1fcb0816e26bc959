import { Button, Checkbox, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALL_WORKFLOWS, isStatusFilter, STATUS_FILTERS } from './execution-filters';
import type { ExecutionsFilter } from './execution-filters';

interface ExecutionsToolbarProps {
  filter: ExecutionsFilter;
  workflows: Array<{ id: string; name: string }>;
  autoRefresh: boolean;
  selectedCount: number;
  onFilterChange(filter: ExecutionsFilter): void;
  onAutoRefreshChange(on: boolean): void;
  onDelete(): void;
}

/** Workflow and status filters, the auto-refresh switch, and the delete button once rows are ticked. */
export function ExecutionsToolbar({ filter, workflows, autoRefresh, selectedCount, onFilterChange, onAutoRefreshChange, onDelete }: ExecutionsToolbarProps) {
  const { t } = useTranslation();
  const workflowOptions = [
    { value: ALL_WORKFLOWS, label: t('executions.allWorkflows') },
    ...workflows.map((workflow) => ({ value: workflow.id, label: workflow.name })),
  ];
  const statusOptions = STATUS_FILTERS.map((status) => ({ value: status, label: t(`executions.filterStatus.${status}`) }));
  return (
    <Group justify="space-between" mb="md" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Select
          data={workflowOptions}
          value={filter.workflowId}
          onChange={(value) => onFilterChange({ ...filter, workflowId: value ?? ALL_WORKFLOWS })}
          allowDeselect={false}
          searchable
          w={260}
          aria-label={t('executions.filterWorkflow')}
          data-testid="executions-filter-workflow"
        />
        <Select
          data={statusOptions}
          value={filter.status}
          onChange={(value) => onFilterChange({ ...filter, status: value && isStatusFilter(value) ? value : 'ALL' })}
          allowDeselect={false}
          w={170}
          aria-label={t('executions.filterStatusLabel')}
          data-testid="executions-filter-status"
        />
      </Group>
      <Group gap="md" wrap="nowrap">
        {selectedCount > 0 && (
          <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="executions-delete">
            {t('executions.deleteSelected', { count: selectedCount })}
          </Button>
        )}
        <Checkbox
          label={t('executions.autoRefresh')}
          checked={autoRefresh}
          onChange={(event) => onAutoRefreshChange(event.currentTarget.checked)}
          data-testid="executions-auto-refresh"
        />
      </Group>
    </Group>
  );
}
