import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { OperationError } from './operation-error.js';
import { applyAndUndo, linkList, links, node, workflow } from './operations-test-helpers.js';

describe('addNodes', () => {
  it('appends nodes and undoes by removing them', () => {
    const original = workflow([node('Trigger')]);
    const { workflow: result } = applyAndUndo(original, { type: 'addNodes', nodes: [node('Set')] });
    expect(result.nodes.map((n) => n.name)).toEqual(['Trigger', 'Set']);
  });

  it('makes names unique and follows the renaming in connections and pin data', () => {
    const original = workflow([node('Set'), node('Set1')], links('Set->Set1'));
    const pasted = [node('Set', { id: 'p1' }), node('Code', { id: 'p2' })];
    const { workflow: result } = applyAndUndo(original, {
      type: 'addNodes', nodes: pasted, connections: links('Set->Code'), pinData: { Set: [{ json: { a: 1 } }] },
    });
    expect(result.nodes.map((n) => n.name)).toEqual(['Set', 'Set1', 'Set2', 'Code']);
    expect(linkList(result.connections)).toEqual(['Set2:0->Code:0', 'Set:0->Set1:0']);
    expect(result.pinData).toEqual({ Set2: [{ json: { a: 1 } }] });
  });

  it('connects new nodes to existing ones, and undo restores the existing node\'s connections exactly', () => {
    const original = workflow([node('A'), node('B')], { A: { main: [[]] } });
    const { workflow: result } = applyAndUndo(original, {
      type: 'addNodes', nodes: [node('C')], connections: links('A:1->C', 'C->B'),
    });
    expect(result.connections.A).toEqual({ main: [[], [{ node: 'C', type: 'main', index: 0 }]] });
    expect(linkList(result.connections)).toEqual(['A:1->C:0', 'C:0->B:0']);
  });

  it('leaves out connections to nodes that exist nowhere', () => {
    const original = workflow([node('A')]);
    const { workflow: result } = applyAndUndo(original, {
      type: 'addNodes', nodes: [node('B')], connections: links('B->Missing', 'A->B'),
    });
    expect(linkList(result.connections)).toEqual(['A:0->B:0']);
  });

  it('places nodes at the given positions of the list', () => {
    const original = workflow([node('A'), node('B')]);
    const { workflow: result } = applyAndUndo(original, {
      type: 'addNodes', nodes: [node('X'), node('Y')], indices: [3, 0],
    });
    expect(result.nodes.map((n) => n.name)).toEqual(['Y', 'A', 'B', 'X']);
  });

  it('creates the pin data map when there was none and removes it again on undo', () => {
    const original = workflow([node('A')]);
    const { workflow: result } = applyAndUndo(original, {
      type: 'addNodes', nodes: [node('B')], pinData: { B: [{ json: { x: 1 } }], Elsewhere: [{ json: {} }] },
    });
    expect(result.pinData).toEqual({ B: [{ json: { x: 1 } }] });
  });

  it('rejects an empty list with the no-nodes-given error', () => {
    expect(() => applyOperation(workflow([]), { type: 'addNodes', nodes: [] })).toThrow(new OperationError('No nodes given to add'));
  });

  it('rejects a node without a name, type or position, and a node id already used', () => {
    const base = workflow([node('A')]);
    const add = (bad: unknown) => () => applyOperation(base, { type: 'addNodes', nodes: [bad as ReturnType<typeof node>] });
    expect(add({ ...node('B'), name: ' ' })).toThrow('Node 1 cannot be added: it has no name');
    expect(add({ ...node('B'), type: '' })).toThrow('"B" has no type');
    expect(add({ ...node('B'), position: [0, Number.NaN] })).toThrow('the position of "B" must be two finite numbers');
    expect(add({ ...node('B'), id: 'id-A' })).toThrow('A node with the id "id-A" already exists');
  });

  it('rejects positions that do not fit the resulting list', () => {
    expect(() => applyOperation(workflow([node('A')]), { type: 'addNodes', nodes: [node('B')], indices: [2] }))
      .toThrow('The positions given for the added nodes do not fit the node list');
  });
});

describe('removeNodes', () => {
  it('removes a node with all its connections and pin data', () => {
    const original = workflow(
      [node('A'), node('B'), node('C'), node('D')],
      links('A->B', 'B->C', 'B->D', 'A->C'),
      { B: [{ json: { pinned: true } }], A: [{ json: {} }] },
    );
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['B'] });
    expect(result.nodes.map((n) => n.name)).toEqual(['A', 'C', 'D']);
    expect(linkList(result.connections)).toEqual(['A:0->C:0']);
    expect(result.pinData).toEqual({ A: [{ json: {} }] });
  });

  it('reconnects the neighbours of a node with exactly one connection in and one out', () => {
    const original = workflow([node('If'), node('Set'), node('Merge')], links('If:1->Set', 'Set->Merge:1'));
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['Set'] });
    expect(linkList(result.connections)).toEqual(['If:1->Merge:1']);
  });

  it('does not reconnect when asked not to, or when a node has several connections on a side', () => {
    const chain = workflow([node('A'), node('B'), node('C')], links('A->B', 'B->C'));
    expect(linkList(applyAndUndo(chain, { type: 'removeNodes', names: ['B'], reconnect: false }).workflow.connections))
      .toEqual([]);
    const fork = workflow([node('A'), node('B'), node('C'), node('D')], links('A->B', 'B->C', 'B->D'));
    expect(linkList(applyAndUndo(fork, { type: 'removeNodes', names: ['B'] }).workflow.connections)).toEqual([]);
  });

  it('reconnects across a chain of removed nodes', () => {
    const original = workflow([node('A'), node('B'), node('C'), node('D')], links('A->B', 'B->C', 'C->D'));
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['B', 'C'] });
    expect(result.nodes.map((n) => n.name)).toEqual(['A', 'D']);
    expect(linkList(result.connections)).toEqual(['A:0->D:0']);
  });

  it('does not add a second connection where the neighbours are already connected', () => {
    const original = workflow([node('A'), node('B'), node('C')], links('A->B', 'B->C', 'A->C'));
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['B'] });
    expect(linkList(result.connections)).toEqual(['A:0->C:0']);
  });

  it('restores nodes at their places in the list on undo', () => {
    const original = workflow([node('A'), node('B'), node('C'), node('D'), node('E')], links('A->B'));
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['D', 'B'] });
    expect(result.nodes.map((n) => n.name)).toEqual(['A', 'C', 'E']);
  });

  it('removes non-main connections too', () => {
    const original = workflow([node('Agent'), node('Model')], {
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    });
    const { workflow: result } = applyAndUndo(original, { type: 'removeNodes', names: ['Agent'] });
    expect(result.connections).toEqual({ Model: { ai_languageModel: [[]] } });
  });

  it('names a missing node in its error', () => {
    expect(() => applyOperation(workflow([node('A')]), { type: 'removeNodes', names: ['Nope'] }))
      .toThrow(new OperationError('Node with the name "Nope" could not be found'));
    expect(() => applyOperation(workflow([node('A')]), { type: 'removeNodes', names: [] }))
      .toThrow('No nodes given to remove');
  });
});
