import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { INodeTypeDescription, IRunData } from '@weft/workflow';
import { newWorkflowDocument } from '../../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../../stores/workflow/workflow-store-context';
import { renderWithProviders } from '../../../test/render';
import { NodeParameters } from '../NodeParameters';

const nodeType = {
  name: 'test.request', displayName: 'Request', group: ['transform'], version: 1, defaults: { name: 'Request' },
  inputs: ['main'], outputs: ['main'], description: '',
  properties: [{ displayName: 'URL', name: 'url', type: 'string', default: '' }],
} as unknown as INodeTypeDescription;

/** The Request node's URL is `url`, fed by a node that output `{ other: 1 }` in the last run. */
function renderWithInput(url: string) {
  const store = createWorkflowStore({
    ...newWorkflowDocument('W'),
    nodes: [
      { id: '1', name: 'Source', type: 'test.request', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Request', type: 'test.request', typeVersion: 1, position: [200, 0], parameters: { url } },
    ],
    connections: { Source: { main: [[{ node: 'Request', type: 'main', index: 0 }]] } },
  });
  const runData: IRunData = {
    Source: [{ startTime: 0, executionTime: 1, source: [], data: { main: [[{ json: { other: 1 } }]] } }],
  };
  store.getState().beginRun({ mode: 'manual', runData });
  renderWithProviders(
    <WorkflowStoreContext.Provider value={store}>
      <NodeParameters nodeName="Request" nodeType={nodeType} readOnly={false} />
    </WorkflowStoreContext.Provider>,
  );
}

describe('expression preview of an expression whose code fails (issue 24)', () => {
  it('shows the error, and under it that runs carry on with an empty value', async () => {
    renderWithInput('={{ $json.body.data }}');
    const preview = await screen.findByTestId('expression-preview');
    expect(preview.textContent).toBe("[invalid (Cannot read properties of undefined (reading 'data'))]");
    expect(preview.getAttribute('data-state')).toBe('invalid');
    expect(screen.getByTestId('expression-run-hint').textContent).toBe('Runs carry on here with an empty value.');
  });

  it('names what a template gives in runs, the failing part left empty', async () => {
    renderWithInput('=https://example.com/{{ $json.body.id }}/{{ $json.other }}');
    expect((await screen.findByTestId('expression-preview')).textContent).toMatch(/^\[invalid \(Cannot read properties of undefined/);
    expect(screen.getByTestId('expression-run-hint').textContent).toBe('Runs carry on here with: https://example.com//1');
  });

  it('shows no such hint for an error runs fail on too', async () => {
    renderWithInput("={{ $('Nowhere').item.json.a }}");
    expect((await screen.findByTestId('expression-preview')).textContent).toBe("[invalid (Referenced node doesn't exist)]");
    expect(screen.queryByTestId('expression-run-hint')).toBeNull();
  });
});

describe('the node hint of expressions runs resolve to nothing (issue 24)', () => {
  it('names the parameters whose expression fails on the current item', async () => {
    renderWithInput('=https://example.com/{{ $json.body.id }}');
    expect((await screen.findByTestId('ndv-expression-run-hint')).textContent)
      .toBe('Some expressions fail on the current item; runs carry on with an empty value there: url');
  });

  it('is not shown when the expressions resolve, or fail in runs too', async () => {
    renderWithInput('={{ $json.other }}');
    await screen.findByTestId('expression-preview');
    expect(screen.queryByTestId('ndv-expression-run-hint')).toBeNull();
  });
});
