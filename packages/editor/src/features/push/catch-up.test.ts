import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { createApiClient } from '../../api/api-client';
import { followRuns } from '../../stores/execution/run-routing';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { catchUp } from './catch-up';

const messages = { unreachable: 'down', requestFailed: () => 'failed', invalidAnswer: 'invalid', invalidAnswerHint: '' };
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ json: { i } }));

function serverWith(execution: Partial<IExecution>) {
  return createApiClient({
    baseUrl: '/rest', messages,
    fetch: async () => new Response(JSON.stringify({ data: {
      id: '4', finished: false, mode: 'manual', status: 'running', startedAt: '2026-01-01T00:00:00.000Z', stoppedAt: null,
      workflowId: '1', retryOf: null, retrySuccessId: null, waitTill: null, workflowData: {},
      data: { resultData: { runData: { Code: [{ startTime: 0, executionTime: 1, source: [], data: { main: [items(10000)] } }] } } },
      ...execution,
    } }), { status: 200 }),
  });
}

let store: WorkflowStore;
let stopFollowing: () => void;
beforeEach(() => {
  store = createWorkflowStore(newWorkflowDocument('W'));
  stopFollowing = followRuns(store);
  store.getState().beginRun({ mode: 'manual', workflowId: '1' });
  store.getState().runAccepted('4', false);
  store.getState().nodeRunBefore('4', 'Edit Fields');
});
afterEach(() => stopFollowing());

describe('catchUp', () => {
  it('fills the run with the stored items and keeps the nodes still running', async () => {
    await catchUp(serverWith({}), '4');
    const { run } = store.getState();
    expect(run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(10000);
    expect(run?.executingNodes).toEqual(['Edit Fields']);
  });

  it('takes over the end of a run that finished while the connection was down', async () => {
    await catchUp(serverWith({ status: 'success', finished: true, stoppedAt: '2026-01-01T00:00:01.000Z' }), '4');
    expect(store.getState().run).toMatchObject({ status: 'success', finished: true, executingNodes: [] });
  });

  it('leaves a newer run alone', async () => {
    store.getState().beginRun({ mode: 'manual', workflowId: '1' });
    store.getState().runAccepted('5', false);
    await catchUp(serverWith({}), '4');
    expect(store.getState().run).toMatchObject({ executionId: '5', runData: {} });
  });

  it('fills the run of the workflow that started it and leaves another open workflow alone', async () => {
    const other = createWorkflowStore(newWorkflowDocument('B'));
    const stopOther = followRuns(other);
    other.getState().beginRun({ mode: 'manual', workflowId: '2' });
    other.getState().runAccepted('8', false);
    await catchUp(serverWith({}), '4');
    stopOther();
    expect(store.getState().run?.runData.Code?.[0]?.data?.main?.[0] ?? []).toHaveLength(10000);
    expect(other.getState().run).toMatchObject({ executionId: '8', runData: {} });
  });

  it('changes nothing once the workflow that started the run is closed', async () => {
    stopFollowing();
    await catchUp(serverWith({}), '4');
    expect(store.getState().run?.runData).toEqual({});
  });
});
