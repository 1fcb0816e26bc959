import type { ExecutionStatus, IWorkflowSettings, WorkflowExecuteMode } from '@weft/workflow';
import type { WeftConfig } from '../../config.js';

export interface SaveSettings {
  /** Keep failed (and stopped, crashed) executions. */
  error: boolean;
  success: boolean;
  /** Keep runs started from the editor. */
  manual: boolean;
  /** Store the run data after every node, so a crash loses nothing already run. */
  progress: boolean;
}

type InstanceDefaults = Pick<WeftConfig, 'saveDataErrorExecution' | 'saveDataSuccessExecution' | 'saveManualExecutions' | 'saveExecutionProgress'>;

function choice(value: unknown, fallback: boolean): boolean {
  if (value === 'all' || value === true) return true;
  if (value === 'none' || value === false) return false;
  return fallback;
}

/** The workflow's own settings where it has them ('DEFAULT' or missing means the instance's). */
export function resolveSaveSettings(settings: IWorkflowSettings | undefined, defaults: InstanceDefaults): SaveSettings {
  return {
    error: choice(settings?.saveDataErrorExecution, defaults.saveDataErrorExecution === 'all'),
    success: choice(settings?.saveDataSuccessExecution, defaults.saveDataSuccessExecution === 'all'),
    manual: choice(settings?.saveManualExecutions, defaults.saveManualExecutions),
    progress: choice(settings?.saveExecutionProgress, defaults.saveExecutionProgress),
  };
}

/**
 * Whether a finished execution is kept, as n8n decides: a waiting execution always (it must be
 * resumed); a manual one when manual runs are saved; any other by its outcome.
 */
export function shouldKeep(save: SaveSettings, mode: WorkflowExecuteMode, status: ExecutionStatus): boolean {
  if (status === 'waiting') return true;
  if (mode === 'manual') return save.manual;
  return status === 'success' ? save.success : save.error;
}
