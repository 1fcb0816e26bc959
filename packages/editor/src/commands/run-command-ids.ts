/**
 * Ids of the run commands. The run feature registers them; the canvas and the node details view
 * run them by id, so that neither imports the feature that runs workflows.
 */
export const RUN_COMMANDS = {
  /** Runs the whole open workflow. */
  runWorkflow: 'run.workflow',
  /** Runs the workflow up to the context's `node` (a partial run; a trigger on its own). */
  executeNode: 'run.executeNode',
  /** Stops listening for the test webhook call a run waits on. */
  stopWaiting: 'run.stopWaiting',
} as const;
