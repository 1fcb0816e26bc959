import type { Logger } from '@weft/workflow';
import type { ExecuteContextOptions } from '../context/execute-context.js';
import type { EngineRunExecutionData, RunOptions } from './run.types.js';

/**
 * A sub-node's recorded calls go through the node hooks like node runs, so that the host saves and
 * pushes them (the editor shows the model's calls while the agent runs). The calls are recorded from
 * inside the root node's run, which cannot wait for the host: a hook's failure is logged.
 */
export function subNodeRunHooks(
  options: Pick<RunOptions, 'hooks'>, data: EngineRunExecutionData, logger: Logger,
): ExecuteContextOptions['subNodeRunHooks'] {
  const { hooks } = options;
  if (!hooks?.nodeExecuteBefore && !hooks?.nodeExecuteAfter) return undefined;
  const report = (step: string) => (error: unknown) => logger.error(`A hook failed after a sub-node call ${step}`, {
    error: error instanceof Error ? error.message : String(error),
  });
  return {
    started: (name) => {
      if (hooks.nodeExecuteBefore) Promise.resolve().then(() => hooks.nodeExecuteBefore?.(name)).catch(report('started'));
    },
    finished: (name, taskData) => {
      if (hooks.nodeExecuteAfter) Promise.resolve().then(() => hooks.nodeExecuteAfter?.(name, taskData, data)).catch(report('finished'));
    },
  };
}
