import { ActionIcon, Button, Loader, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RUN_COMMANDS } from '../../commands/run-command-ids';
import { useRunCommand } from '../../commands/use-run-command';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectReadOnly } from '../../stores/workflow/selectors';
import { OpenChatButton } from '../chat/OpenChatButton';
import classes from './RunControls.module.css';

/**
 * The run controls at the bottom centre of the canvas (spec/editor.md §2 'Canvas'): execute the
 * workflow (its label follows the run), stop the execution or stop waiting for the test webhook, and
 * delete the execution data. Hidden in read-only mode. Each button runs its command from the registry,
 * as the canvas and the node details view do.
 */
export function RunControls() {
  const { t } = useTranslation();
  const readOnly = useWorkflowStore(selectReadOnly);
  const running = useWorkflowStore((state) => state.isRunning());
  const waiting = useWorkflowStore((state) => state.run?.waitingForWebhook === true);
  const hasData = useWorkflowStore((state) => state.run !== null && Object.keys(state.run.runData).length > 0);
  const run = useRunCommand();
  if (readOnly) return null;

  const label = waiting ? t('run.waitingForTrigger') : running ? t('run.executingWorkflow') : t('run.executeWorkflow');
  const stopLabel = waiting ? t('run.stopWaiting') : t('run.stopExecution');
  return (
    <div className={classes.controls} data-testid="run-controls">
      <OpenChatButton />
      <Button size="md" radius="md" leftSection={running ? <Loader size={16} color="white" /> : <IconPlayerPlay size={18} />}
        color={running ? 'orange' : undefined} onClick={() => run(RUN_COMMANDS.runWorkflow)}
        data-testid="execute-workflow-button" data-running={running}>
        {label}
      </Button>
      {running && (
        <Tooltip label={stopLabel} withArrow>
          <ActionIcon size={42} radius="md" variant="default" aria-label={stopLabel} data-testid={waiting ? 'stop-waiting-button' : 'stop-execution-button'}
            onClick={() => run(waiting ? RUN_COMMANDS.stopWaiting : RUN_COMMANDS.stopExecution)}>
            <IconPlayerStop size={20} />
          </ActionIcon>
        </Tooltip>
      )}
      {!running && hasData && (
        <Tooltip label={t('run.deleteExecutionData')} withArrow>
          <ActionIcon size={42} radius="md" variant="default" aria-label={t('run.deleteExecutionData')} data-testid="delete-execution-data-button"
            onClick={() => run(RUN_COMMANDS.deleteExecutionData)}>
            <IconTrash size={20} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
