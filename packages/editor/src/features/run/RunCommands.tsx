import { useCommand } from '../../commands/use-command';
import { RUN_COMMANDS } from '../../commands/run-command-ids';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { useRunWorkflow } from './use-run-workflow';

const notRunning = () => !useExecutionStore.getState().isRunning();

/** Registers run, execute-node and stop-waiting in the command registry while a workflow is open. */
export function RunCommands() {
  const { runWorkflow, stopWaiting } = useRunWorkflow();
  useCommand({ id: RUN_COMMANDS.runWorkflow, label: 'run.executeWorkflow', when: notRunning, run: () => runWorkflow() });
  useCommand({
    id: RUN_COMMANDS.executeNode,
    label: 'canvas.execute',
    when: (ctx) => ctx.node !== undefined && notRunning(),
    run: (ctx) => runWorkflow({ destinationNode: ctx.node }),
  });
  useCommand({ id: RUN_COMMANDS.stopWaiting, label: 'run.stopWaiting', run: () => stopWaiting() });
  return null;
}
