import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { INodeTypeDescription } from '@weft/workflow';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '../../api/api-client';
import { queryKeys } from '../../api/query-keys';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { renderWithProviders } from '../../test/render';
import { UnpinAndExecuteModal } from './UnpinAndExecuteModal';

const codeType = {
  name: 'n8n-nodes-base.code', displayName: 'Code', group: ['transform'], version: 2, defaults: { name: 'Code' },
  inputs: ['main'], outputs: ['main'], description: '', properties: [],
} as unknown as INodeTypeDescription;

function renderModal() {
  const store = createWorkflowStore({
    ...newWorkflowDocument('W'),
    id: '1',
    nodes: [{ id: '1', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [0, 0], parameters: {} }],
    pinData: { Code: [{ json: { pinned: true } }] },
  });
  const requests: string[] = [];
  // Records what the editor asks the server, and answers nothing: the run itself is not under test.
  const api: ApiClient = { request: (route) => { requests.push(`${route.method} ${route.path}`); return new Promise(() => {}); } };
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.nodeTypes, [codeType]);
  renderWithProviders(
    <WorkflowStoreContext.Provider value={store}><UnpinAndExecuteModal /></WorkflowStoreContext.Provider>,
    { api, queryClient },
  );
  act(() => store.getState().askUnpinAndExecute('Code'));
  return { store, requests };
}

describe('the unpin-and-execute question', () => {
  it('names the node; cancel keeps the pinned data and runs nothing', async () => {
    const { store, requests } = renderModal();
    expect(await screen.findByText(/"Code" has pinned data/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getState().unpinPromptNode).toBeNull();
    expect(store.getState().document.pinData.Code).toHaveLength(1);
    expect(requests).not.toContain('POST /workflows/run');
  });

  it('unpins the node and starts the run on confirm', async () => {
    const { store, requests } = renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin and execute' }));
    expect(store.getState().unpinPromptNode).toBeNull();
    expect(store.getState().document.pinData.Code).toBeUndefined();
    await waitFor(() => expect(requests).toContain('POST /workflows/run'));
  });
});
