import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { INodeTypeDescription } from '@weft/workflow';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '../../api/api-client';
import { queryKeys } from '../../api/query-keys';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { renderWithProviders } from '../../test/render';
import { RunCommands } from './RunCommands';
import { RunControls } from './RunControls';

const manualTrigger = {
  name: 'n8n-nodes-base.manualTrigger', displayName: 'Manual Trigger', group: ['trigger'], version: 1, defaults: { name: 'Start' },
  inputs: [], outputs: ['main'], description: '', properties: [],
} as unknown as INodeTypeDescription;

/** The run controls with the run commands registered, as in the workflow editor. */
function renderControls(answer: (path: string) => Promise<unknown>) {
  const store = createWorkflowStore({
    ...newWorkflowDocument('W'),
    id: '1',
    nodes: [{ id: '1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
  });
  const requests: string[] = [];
  const api: ApiClient = { request: (route) => { requests.push(`${route.method} ${route.path}`); return answer(route.path) as never; } };
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.nodeTypes, [manualTrigger]);
  renderWithProviders(
    <WorkflowStoreContext.Provider value={store}><RunCommands /><RunControls /></WorkflowStoreContext.Provider>,
    { api, queryClient },
  );
  return { store, requests };
}

describe('the run controls', () => {
  it('start a run of their own workflow through the run command, and ignore a second click while it runs', async () => {
    const { store, requests } = renderControls(async () => ({ executionId: '42', waitingForWebhook: false }));
    await userEvent.click(screen.getByTestId('execute-workflow-button'));
    await waitFor(() => expect(store.getState().run?.executionId).toBe('42'));
    expect(screen.getByTestId('execute-workflow-button').textContent).toBe('Executing workflow');
    await userEvent.click(screen.getByTestId('execute-workflow-button'));
    expect(requests.filter((request) => request === 'POST /workflows/run')).toHaveLength(1);
  });

  it('delete the execution data of a finished run', async () => {
    const { store } = renderControls(() => new Promise(() => {}));
    store.getState().loadRun({
      executionId: '7', mode: 'manual', status: 'success', finished: true, startedAt: '2026-01-01T00:00:00.000Z',
      waitingForWebhook: false, executingNodes: [], runData: { Start: [{ startTime: 0, executionTime: 1, source: [] }] },
    });
    await userEvent.click(await screen.findByTestId('delete-execution-data-button'));
    expect(store.getState().run).toBeNull();
    expect(screen.queryByTestId('delete-execution-data-button')).toBeNull();
  });
});
