import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { INodeTypeDescription } from '@weft/workflow';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { renderWithProviders } from '../../test/render';
import { NodeParameters } from './NodeParameters';

const nodeType = {
  name: 'test.request', displayName: 'Request', group: ['transform'], version: 1, defaults: { name: 'Request' },
  inputs: ['main'], outputs: ['main'], description: '',
  properties: [
    { displayName: 'URL', name: 'url', type: 'string', default: '', required: true },
    {
      displayName: 'Method', name: 'method', type: 'options', default: 'GET',
      options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }],
    },
    { displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: { show: { method: ['POST'] } } },
  ],
} as unknown as INodeTypeDescription;

function renderParameters(readOnly = false) {
  const store = createWorkflowStore({
    ...newWorkflowDocument('W'),
    nodes: [{ id: '1', name: 'Request', type: 'test.request', typeVersion: 1, position: [0, 0], parameters: { method: 'GET' } }],
  });
  renderWithProviders(
    <WorkflowStoreContext.Provider value={store}>
      <NodeParameters nodeName="Request" nodeType={nodeType} readOnly={readOnly} />
    </WorkflowStoreContext.Provider>,
  );
  const parameters = () => store.getState().document.nodes[0]?.parameters;
  return { store, parameters };
}

describe('node parameters (NDV)', () => {
  it('puts a typed value into the workflow, one undo step for the typing', async () => {
    const { store, parameters } = renderParameters();
    await userEvent.type(screen.getByLabelText('URL'), 'https://example.com');
    expect(parameters()?.url).toBe('https://example.com');
    expect(store.getState().isDirty).toBe(true);
    store.getState().undo();
    expect(parameters()?.url ?? '').toBe('');
  });

  it('says a required field is required once the user leaves it empty', async () => {
    renderParameters();
    expect(screen.queryByText('This field is required')).toBeNull();
    const url = screen.getByLabelText('URL');
    fireEvent.focus(url);
    fireEvent.blur(url);
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('shows a field only while its displayOptions match the other values', () => {
    const { store } = renderParameters();
    expect(screen.queryByLabelText('Body')).toBeNull();
    store.getState().apply({ type: 'setParameter', node: 'Request', path: 'method', value: 'POST' });
    return screen.findByLabelText('Body');
  });

  it('shows a resource locator\'s default value (n8n gives it without __rl) and keeps it a locator when typed in', async () => {
    const locatorType = {
      ...nodeType, name: 'test.store',
      properties: [{ displayName: 'Collection', name: 'collection', type: 'resourceLocator', default: { mode: 'list', value: 'docs' }, modes: [{ displayName: 'ID', name: 'id', type: 'string' }] }],
    } as unknown as INodeTypeDescription;
    const store = createWorkflowStore({
      ...newWorkflowDocument('W'),
      nodes: [{ id: '1', name: 'Store', type: 'test.store', typeVersion: 1, position: [0, 0], parameters: {} }],
    });
    renderWithProviders(
      <WorkflowStoreContext.Provider value={store}>
        <NodeParameters nodeName="Store" nodeType={locatorType} readOnly={false} />
      </WorkflowStoreContext.Provider>,
    );
    const input = screen.getByLabelText('Collection') as HTMLInputElement;
    expect(input.value).toBe('docs');
    await userEvent.type(input, '2');
    expect(store.getState().document.nodes[0]?.parameters.collection).toEqual({ __rl: true, mode: 'list', value: 'docs2' });
  });

  it('lets nothing be typed when the workflow is read-only', () => {
    renderParameters(true);
    expect((screen.getByLabelText('URL') as HTMLInputElement).disabled).toBe(true);
  });
});
