import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import { newWorkflowDocument } from './document-slice';
import { selectSelectedNodeIds, selectWorkflowId, selectWorkflowName } from './selectors';
import { createWorkflowStore } from './workflow-store';

describe('workflow store', () => {
  it('opens a new workflow with the placeholder id, its name and no nodes', () => {
    const store = createWorkflowStore(newWorkflowDocument('My workflow 2'));
    expect(selectWorkflowId(store.getState())).toBe(PLACEHOLDER_EMPTY_WORKFLOW_ID);
    expect(selectWorkflowName(store.getState())).toBe('My workflow 2');
    expect(store.getState().document.nodes).toEqual([]);
  });

  it('keeps one store per open workflow', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    const b = createWorkflowStore(newWorkflowDocument('B'));
    a.getState().setSelectedNodeIds(['n1']);
    expect(selectSelectedNodeIds(a.getState())).toEqual(['n1']);
    expect(selectSelectedNodeIds(b.getState())).toEqual([]);
  });

  it('does not notify listeners when the selection did not change', () => {
    const store = createWorkflowStore(newWorkflowDocument('A'));
    let notified = 0;
    store.subscribe(() => { notified += 1; });
    store.getState().setSelectedNodeIds(['n1', 'n2']);
    store.getState().setSelectedNodeIds(['n1', 'n2']);
    expect(notified).toBe(1);
  });
});

describe('parameter change times (the stale-output notice)', () => {
  const withNodes = () => createWorkflowStore({
    ...newWorkflowDocument('A'),
    nodes: ['A', 'B'].map((name) => ({ id: name, name, type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} })),
  });

  it('notes when a node\'s parameters change, per workflow', () => {
    const store = withNodes();
    const other = withNodes();
    const before = Date.now();
    store.getState().apply({ type: 'setParameter', node: 'B', path: 'value', value: 5 });
    expect(store.getState().parametersChangedAt.B).toBeGreaterThanOrEqual(before);
    expect(store.getState().parametersChangedAt.A).toBeUndefined();
    expect(other.getState().parametersChangedAt).toEqual({});
  });

  it('ignores edits that leave the parameters as they were (moving a node)', () => {
    const store = withNodes();
    store.getState().apply({ type: 'moveNodes', positions: { A: [10, 20] } });
    expect(store.getState().parametersChangedAt).toEqual({});
  });
});
