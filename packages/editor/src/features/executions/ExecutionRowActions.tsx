import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExecutionListItem } from '@weft/contracts';
import { canRetry, canStop } from './execution-status';
import type { BusyAction } from './use-execution-actions';

interface ExecutionRowActionsProps {
  execution: ExecutionListItem;
  busy: BusyAction;
  onStop(id: string): void;
  onRetry(id: string, loadWorkflow: boolean): void;
}

/** Stop for running and waiting rows; retry, with the saved or the original workflow, for failed ones that allow it. */
export function ExecutionRowActions({ execution, busy, onStop, onRetry }: ExecutionRowActionsProps) {
  const { t } = useTranslation();
  const busyHere = busy?.id === execution.id ? busy.action : null;
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {canStop(execution) && (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          leftSection={<IconPlayerStopFilled size={12} />}
          loading={busyHere === 'stop'}
          onClick={() => onStop(execution.id)}
          data-testid="execution-stop"
        >
          {t('executions.stop')}
        </Button>
      )}
      {canRetry(execution) && (
        <Menu position="bottom-end" withinPortal shadow="md" width={290}>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="light"
              color="indigo"
              leftSection={<IconRefresh size={12} />}
              rightSection={<IconChevronDown size={12} />}
              loading={busyHere === 'retry'}
              data-testid="execution-retry"
            >
              {t('executions.retry')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onRetry(execution.id, true)} data-testid="execution-retry-saved">{t('executions.retryWithSaved')}</Menu.Item>
            <Menu.Item onClick={() => onRetry(execution.id, false)} data-testid="execution-retry-original">{t('executions.retryWithOriginal')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
