/**
 * Ids of the run commands. The run feature registers them; the run controls, the canvas and the node
 * details view run them by id, so that none of them imports the feature that runs workflows.
 */
export const RUN_COMMANDS = {
  /** Runs the whole open workflow. */
  runWorkflow: 'run.workflow',
  /** Runs the workflow up to the context's `node` (a partial run; a trigger on its own). */
  executeNode: 'run.executeNode',
  /** Stops the run going on. */
  stopExecution: 'run.stopExecution',
  /** Stops listening for the test webhook call a run waits on. */
  stopWaiting: 'run.stopWaiting',
  /** Forgets the last run's data (the canvas markers and the node details view's output). */
  deleteExecutionData: 'run.deleteExecutionData',
} as const;
