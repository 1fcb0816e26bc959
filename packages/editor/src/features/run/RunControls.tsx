import { ActionIcon, Button, Loader, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectReadOnly } from '../../stores/workflow/selectors';
import { useRunWorkflow } from './use-run-workflow';
import classes from './RunControls.module.css';

/**
 * The run controls at the bottom centre of the canvas (spec/editor.md §2 'Canvas'): execute the
 * workflow (its label follows the run), stop the execution or stop waiting for the test webhook, and
 * delete the execution data. Hidden in read-only mode.
 */
export function RunControls() {
  const { t } = useTranslation();
  const readOnly = useWorkflowStore(selectReadOnly);
  const running = useExecutionStore((state) => state.isRunning());
  const waiting = useExecutionStore((state) => state.run?.waitingForWebhook === true);
  const hasData = useExecutionStore((state) => state.run !== null && Object.keys(state.run.runData).length > 0);
  const { runWorkflow, stopExecution, stopWaiting, deleteExecutionData } = useRunWorkflow();
  if (readOnly) return null;

  const label = waiting ? t('run.waitingForTrigger') : running ? t('run.executingWorkflow') : t('run.executeWorkflow');
  const stopLabel = waiting ? t('run.stopWaiting') : t('run.stopExecution');
  return (
    <div className={classes.controls} data-testid="run-controls">
      <Button size="md" radius="md" leftSection={running ? <Loader size={16} color="white" /> : <IconPlayerPlay size={18} />}
        color={running ? 'orange' : undefined} onClick={() => { if (!running) void runWorkflow(); }}
        data-testid="execute-workflow-button" data-running={running}>
        {label}
      </Button>
      {running && (
        <Tooltip label={stopLabel} withArrow>
          <ActionIcon size={42} radius="md" variant="default" aria-label={stopLabel} data-testid={waiting ? 'stop-waiting-button' : 'stop-execution-button'}
            onClick={() => void (waiting ? stopWaiting() : stopExecution())}>
            <IconPlayerStop size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {!running && hasData && (
        <Tooltip label={t('run.deleteExecutionData')} withArrow>
          <ActionIcon size={42} radius="md" variant="default" aria-label={t('run.deleteExecutionData')} data-testid="delete-execution-data-button"
            onClick={deleteExecutionData}>
            <IconTrash size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
