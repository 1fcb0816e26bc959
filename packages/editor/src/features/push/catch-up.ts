import { getExecution } from '@weft/contracts';
import type { ApiClient } from '../../api/api-client';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { editorRunFromExecution } from './execution-to-run';

/**
 * Reads the execution into the run store: the items left out of push, or what happened while the
 * live connection was down. Nothing changes when the editor has moved on to another run meanwhile.
 */
export async function catchUp(client: ApiClient, executionId: string): Promise<void> {
  const execution = await client.request(getExecution, { params: { id: executionId } }).catch(() => undefined);
  const { run } = useExecutionStore.getState();
  if (!execution || run?.executionId !== executionId) return;
  const loaded = editorRunFromExecution(execution);
  // A run still going keeps the nodes the tab knows to be running.
  useExecutionStore.getState().load(loaded.finished || loaded.status !== 'running' ? loaded : { ...loaded, executingNodes: run.executingNodes });
}
