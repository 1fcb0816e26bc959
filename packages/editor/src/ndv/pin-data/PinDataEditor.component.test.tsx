import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { renderWithProviders } from '../../test/render';
import { PinDataEditor } from './PinDataEditor';

function renderEditor() {
  const store = createWorkflowStore({
    ...newWorkflowDocument('W'),
    id: '1',
    nodes: [{ id: '1', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [0, 0], parameters: {} }],
  });
  store.getState().openNodeDetails('Code');
  store.getState().startPinEdit('Code', '[]');
  renderWithProviders(
    <WorkflowStoreContext.Provider value={store}>
      <PinDataEditor nodeName="Code" />
    </WorkflowStoreContext.Provider>,
  );
  return store;
}

describe('the pin data editor', () => {
  it('pins the edited items on Save', async () => {
    const store = renderEditor();
    act(() => store.getState().setPinText('[{"name": "Ada"}]'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().document.pinData.Code).toEqual([{ json: { name: 'Ada' } }]);
    expect(store.getState().pinEditor.editingNode).toBeNull();
  });

  it('shows why invalid JSON is not pinned', async () => {
    const store = renderEditor();
    act(() => store.getState().setPinText("[{'name': 'Ada'}]"));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('pin-data-error')).toBeTruthy();
    expect(store.getState().document.pinData).toEqual({});
  });

  it('asks before the view closes with changed text: keep editing stays, discard closes', async () => {
    const store = renderEditor();
    act(() => store.getState().setPinText('[{"a": 1}]'));
    act(() => store.getState().requestCloseNodeDetails());
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(store.getState().ndv.openNodeName).toBe('Code');
    expect(store.getState().pinEditor.editingNode).toBe('Code');

    act(() => store.getState().requestCloseNodeDetails());
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(store.getState().ndv.openNodeName).toBeNull();
    expect(store.getState().document.pinData).toEqual({});
  });
});
