import { useCommand } from '../../commands/use-command';
import type { CommandContext } from '../../commands/command-registry';
import { RUN_COMMANDS } from '../../commands/run-command-ids';
import { useRunWorkflow } from './use-run-workflow';

const notRunning = (ctx: CommandContext) => !ctx.store.getState().isRunning();
const running = (ctx: CommandContext) => ctx.store.getState().isRunning();
const hasRunData = (ctx: CommandContext) => Object.keys(ctx.store.getState().run?.runData ?? {}).length > 0;

/** Registers the run commands in the command registry while a workflow is open. */
export function RunCommands() {
  const { runWorkflow, stopExecution, stopWaiting, deleteExecutionData } = useRunWorkflow();
  useCommand({ id: RUN_COMMANDS.runWorkflow, label: 'run.executeWorkflow', when: notRunning, run: () => runWorkflow() });
  useCommand({
    id: RUN_COMMANDS.executeNode,
    label: 'canvas.execute',
    when: (ctx) => ctx.node !== undefined && notRunning(ctx),
    run: (ctx) => runWorkflow({ destinationNode: ctx.node }),
  });
  useCommand({ id: RUN_COMMANDS.stopExecution, label: 'run.stopExecution', when: running, run: () => stopExecution() });
  useCommand({ id: RUN_COMMANDS.stopWaiting, label: 'run.stopWaiting', run: () => stopWaiting() });
  useCommand({
    id: RUN_COMMANDS.deleteExecutionData, label: 'run.deleteExecutionData',
    when: (ctx) => notRunning(ctx) && hasRunData(ctx), run: () => deleteExecutionData(),
  });
  return null;
}
