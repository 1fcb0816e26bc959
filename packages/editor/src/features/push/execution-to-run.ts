import type { IExecution } from '@weft/workflow';
import type { EditorRun } from '../../stores/workflow/run-slice';

/** An execution read from the server as the editor's run (after a reconnect, or to fill data left out of push). */
export function editorRunFromExecution(execution: IExecution): EditorRun {
  const { resultData } = execution.data;
  return {
    executionId: execution.id,
    workflowId: execution.workflowId ?? undefined,
    mode: execution.mode,
    status: execution.status,
    finished: execution.finished,
    startedAt: execution.startedAt,
    ...(execution.stoppedAt ? { stoppedAt: execution.stoppedAt } : {}),
    waitTill: execution.waitTill,
    waitingForWebhook: false,
    // Which node is running is not stored: the next push message says so.
    executingNodes: [],
    runData: resultData.runData,
    ...(resultData.lastNodeExecuted ? { lastNodeExecuted: resultData.lastNodeExecuted } : {}),
    ...(resultData.error ? { error: resultData.error } : {}),
  };
}
