import type { IWorkflowSettings } from '@weft/workflow';

/**
 * Whether runs started from the editor are left out of the executions list: the workflow's own
 * 'Save manual executions' when it sets one, otherwise the instance default
 * (EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS, off unless set).
 */
export function manualRunsNotSaved(instanceDefault: boolean, workflowSetting?: IWorkflowSettings['saveManualExecutions']): boolean {
  return typeof workflowSetting === 'boolean' ? !workflowSetting : !instanceDefault;
}
