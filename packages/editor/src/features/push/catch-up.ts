import type { ApiClient } from '../../api/api-client';
import { storeOfExecution } from '../../stores/execution/run-routing';
import { editorRunFromExecution } from './execution-to-run';
import { readExecution } from './read-execution';

/**
 * Reads the execution into the run of the workflow that started it: the items left out of push, or
 * what happened while the live connection was down. Nothing changes when that workflow has moved on
 * to another run (or was closed) meanwhile.
 */
export async function catchUp(client: ApiClient, executionId: string): Promise<void> {
  const execution = await readExecution(client, executionId);
  const store = storeOfExecution(executionId);
  const run = store?.getState().run;
  if (!execution || !store || run?.executionId !== executionId) return;
  const loaded = editorRunFromExecution(execution);
  // A run still going keeps the nodes the tab knows to be running.
  store.getState().loadRun(loaded.finished || loaded.status !== 'running' ? loaded : { ...loaded, executingNodes: run.executingNodes });
}
