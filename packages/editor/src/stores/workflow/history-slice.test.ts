import { describe, expect, it } from 'vitest';
import type { INode, WorkflowOperation } from '@weft/workflow';
import { OperationError } from '@weft/workflow';
import { newWorkflowDocument } from './document-slice';
import type { WorkflowDocument } from './document-slice';
import { HISTORY_LIMIT } from './history-slice';
import { createWorkflowStore } from './workflow-store';

function node(name: string, position: [number, number] = [0, 0]): INode {
  return { id: `id-${name}`, name, type: 'n8n-nodes-base.set', typeVersion: 3, position, parameters: { value: name } };
}

function documentWith(nodes: INode[]): WorkflowDocument {
  const connections = nodes.length >= 3
    ? {
      [nodes[0]!.name]: { main: [[{ node: nodes[1]!.name, type: 'main', index: 0 }]] },
      [nodes[1]!.name]: { main: [[{ node: nodes[2]!.name, type: 'main', index: 0 }]] },
    }
    : {};
  return { ...newWorkflowDocument('Flow'), id: 'w1', nodes, connections, pinData: { A: [{ json: { pinned: 1 } }] } };
}

const original = documentWith([node('A', [0, 0]), node('B', [200, 0]), node('C', [400, 0])]);

const operations: Array<[string, WorkflowOperation]> = [
  ['addNodes', { type: 'addNodes', nodes: [{ ...node('A', [600, 0]), id: 'new-a' }], connections: { C: { main: [[{ node: 'A', type: 'main', index: 0 }]] } } }],
  ['removeNodes', { type: 'removeNodes', names: ['B'] }],
  ['connect', { type: 'connect', connection: { source: 'A', target: 'C' } }],
  ['disconnect', { type: 'disconnect', connection: { source: 'A', target: 'B' } }],
  ['moveNodes', { type: 'moveNodes', positions: { A: [10, 20], C: [30, 40] } }],
  ['renameNode', { type: 'renameNode', from: 'A', to: 'Start' }],
  ['setParameter', { type: 'setParameter', node: 'B', path: 'options.timeout', value: 5 }],
  ['setNodeSetting', { type: 'setNodeSetting', node: 'C', setting: 'disabled', value: true }],
  ['pinData', { type: 'pinData', node: 'B', data: [{ x: 1 }] }],
  ['unpinData', { type: 'unpinData', node: 'A' }],
  ['batch', { type: 'batch', operations: [{ type: 'removeNodes', names: ['C'] }, { type: 'renameNode', from: 'B', to: 'Middle' }] }],
];

describe('workflow store history', () => {
  it.each(operations)('%s: apply then undo gives back the original document, redo re-applies it', (_name, op) => {
    const store = createWorkflowStore(original);
    store.getState().apply(op);
    const applied = store.getState().document;
    expect(applied).not.toEqual(original);
    expect(store.getState().isDirty).toBe(true);

    store.getState().undo();
    expect(store.getState().document).toEqual(original);
    expect(store.getState().isDirty).toBe(false);
    expect(store.getState().canRedo).toBe(true);

    store.getState().redo();
    expect(store.getState().document).toEqual(applied);
    expect(store.getState().canRedo).toBe(false);
    expect(store.getState().canUndo).toBe(true);
  });

  it('makes one undo step per apply, and a new edit drops the redo steps', () => {
    const store = createWorkflowStore(original);
    store.getState().apply({ type: 'moveNodes', positions: { A: [1, 1] } });
    store.getState().apply({ type: 'moveNodes', positions: { A: [2, 2] } });
    store.getState().undo();
    expect(store.getState().document.nodes[0]!.position).toEqual([1, 1]);
    store.getState().apply({ type: 'renameNode', from: 'B', to: 'Other' });
    expect(store.getState().canRedo).toBe(false);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document).toEqual(original);
    expect(store.getState().canUndo).toBe(false);
  });

  it('merges consecutive steps with the same merge key into one undo step', () => {
    const store = createWorkflowStore(original);
    for (let x = 1; x <= 5; x += 1) {
      store.getState().apply({ type: 'moveNodes', positions: { A: [x, 0] } }, { mergeKey: 'drag' });
    }
    store.getState().apply({ type: 'moveNodes', positions: { B: [9, 9] } }, { mergeKey: 'drag' });
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().document).toEqual(original);
    store.getState().redo();
    expect(store.getState().document.nodes.map((n) => n.position)).toEqual([[5, 0], [9, 9], [400, 0]]);
  });

  it('merges a run of edits of one parameter, and of different operations, into one step', () => {
    const store = createWorkflowStore(original);
    for (const value of ['h', 'he', 'hey']) {
      store.getState().apply({ type: 'setParameter', node: 'B', path: 'value', value }, { mergeKey: 'typing' });
    }
    store.getState().apply({ type: 'renameNode', from: 'B', to: 'Greeting' }, { mergeKey: 'typing' });
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().document).toEqual(original);
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    const store = createWorkflowStore(original);
    for (let x = 0; x < HISTORY_LIMIT + 20; x += 1) {
      store.getState().apply({ type: 'moveNodes', positions: { A: [x, x] } });
    }
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
  });

  it('leaves document and history unchanged when an operation is refused', () => {
    const store = createWorkflowStore(original);
    expect(() => store.getState().apply({ type: 'removeNodes', names: ['Nope'] })).toThrow(OperationError);
    expect(store.getState().document).toBe(original);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().isDirty).toBe(false);
  });

  it('refuses every edit when read-only', () => {
    const store = createWorkflowStore(original, { readOnly: true });
    expect(() => store.getState().apply({ type: 'moveNodes', positions: { A: [1, 1] } }))
      .toThrow('This workflow is read-only');
    expect(store.getState().document).toBe(original);
  });
});

describe('workflow store dirty tracking', () => {
  it('is clean after loading and dirty after an edit, clean again after markSaved', () => {
    const store = createWorkflowStore(newWorkflowDocument('Draft'));
    expect(store.getState().isDirty).toBe(false);
    store.getState().apply({ type: 'addNodes', nodes: [node('A')] });
    expect(store.getState().isDirty).toBe(true);
    store.getState().markSaved({ id: 'w9', versionId: 'v2' });
    expect(store.getState().isDirty).toBe(false);
    expect(store.getState().document.id).toBe('w9');
    // History survives a save: the user can still undo what they saved.
    expect(store.getState().canUndo).toBe(true);
    store.getState().undo();
    expect(store.getState().isDirty).toBe(true);
  });

  it('stays dirty for edits made while a save was on its way', () => {
    const store = createWorkflowStore(original);
    store.getState().apply({ type: 'moveNodes', positions: { A: [5, 5] } });
    const sent = store.getState().document;
    store.getState().apply({ type: 'moveNodes', positions: { A: [7, 7] } });
    store.getState().markSaved({ versionId: 'v3' }, sent);
    expect(store.getState().isDirty).toBe(true);
    expect(store.getState().document.versionId).toBe('v3');
  });

  it('is dirty after a rename of the workflow outside the history', () => {
    const store = createWorkflowStore(original);
    store.getState().updateDocument({ name: 'Renamed' });
    expect(store.getState().isDirty).toBe(true);
    expect(store.getState().canUndo).toBe(false);
  });

  it('replaceDocument loads another revision clean and without history', () => {
    const store = createWorkflowStore(original);
    store.getState().apply({ type: 'moveNodes', positions: { A: [5, 5] } });
    const next = documentWith([node('X')]);
    store.getState().replaceDocument(next);
    expect(store.getState().document).toBe(next);
    expect(store.getState().isDirty).toBe(false);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().canRedo).toBe(false);
  });
});

describe('workflow store document shape', () => {
  it('keeps an empty pin data map and tag list when operations remove them', () => {
    const store = createWorkflowStore(original);
    store.getState().apply({ type: 'unpinData', node: 'A' });
    expect(store.getState().document.pinData).toEqual({});
    store.getState().apply({ type: 'setTags', tags: [{ id: 't1', name: 'ops' }] });
    store.getState().apply({ type: 'setTags', tags: null });
    expect(store.getState().document.tags).toEqual([]);
    store.getState().undo();
    expect(store.getState().document.tags).toEqual([{ id: 't1', name: 'ops' }]);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document).toEqual(original);
    expect(store.getState().isDirty).toBe(false);
  });
});
