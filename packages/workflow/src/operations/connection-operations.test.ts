import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { OperationError } from './operation-error.js';
import { applyAndUndo, linkList, links, node, workflow } from './operations-test-helpers.js';

const nodes = [node('If'), node('Set'), node('Code')];

describe('connect', () => {
  it('adds a connection, creating the source\'s entry, and undo removes the entry again', () => {
    const { workflow: result } = applyAndUndo(workflow(nodes), {
      type: 'connect', connection: { source: 'If', sourceIndex: 1, target: 'Set' },
    });
    expect(result.connections).toEqual({ If: { main: [[], [{ node: 'Set', type: 'main', index: 0 }]] } });
  });

  it('keeps the empty lists a saved workflow had when undone', () => {
    const original = workflow(nodes, { If: { main: [[]] }, Set: { main: [[]] } });
    const { workflow: result } = applyAndUndo(original, { type: 'connect', connection: { source: 'If', target: 'Code' } });
    expect(linkList(result.connections)).toEqual(['If:0->Code:0']);
  });

  it('appends to an output that already has connections', () => {
    const { workflow: result } = applyAndUndo(workflow(nodes, links('If->Set')), {
      type: 'connect', connection: { source: 'If', target: 'Code' },
    });
    expect(result.connections.If?.main?.[0]?.map((c) => c.node)).toEqual(['Set', 'Code']);
  });

  it('connects other connection types', () => {
    const { workflow: result } = applyAndUndo(workflow([node('Agent'), node('Model')]), {
      type: 'connect', connection: { source: 'Model', target: 'Agent', type: 'ai_languageModel' },
    });
    expect(result.connections).toEqual({
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    });
  });

  it('rejects a connection that already exists between the same endpoints', () => {
    const base = workflow(nodes, links('If:1->Set'));
    expect(() => applyOperation(base, { type: 'connect', connection: { source: 'If', sourceIndex: 1, target: 'Set' } }))
      .toThrow(new OperationError('The connection from "If" (output 1) to "Set" (input 0) already exists'));
  });

  it('allows the same nodes joined through other outputs or inputs', () => {
    const base = workflow(nodes, links('If:1->Set'));
    const { workflow: result } = applyAndUndo(base, { type: 'connect', connection: { source: 'If', sourceIndex: 0, target: 'Set' } });
    expect(linkList(result.connections)).toEqual(['If:0->Set:0', 'If:1->Set:0']);
  });

  it('rejects unknown nodes and bad indexes', () => {
    const base = workflow(nodes);
    expect(() => applyOperation(base, { type: 'connect', connection: { source: 'If', target: 'Nope' } }))
      .toThrow('Node with the name "Nope" could not be found');
    expect(() => applyOperation(base, { type: 'connect', connection: { source: 'If', sourceIndex: -1, target: 'Set' } }))
      .toThrow('The output index of a connection must be a whole number of 0 or more');
  });
});

describe('disconnect', () => {
  it('removes one connection and leaves the others', () => {
    const original = workflow(nodes, links('If->Set', 'If->Code'));
    const { workflow: result } = applyAndUndo(original, { type: 'disconnect', connection: { source: 'If', target: 'Set' } });
    expect(linkList(result.connections)).toEqual(['If:0->Code:0']);
  });

  it('keeps the order of the remaining connections when undone', () => {
    const original = workflow(nodes, links('If->Set', 'If->Code'));
    const { workflow: result } = applyAndUndo(original, { type: 'disconnect', connection: { source: 'If', target: 'Set' } });
    expect(result.connections.If?.main?.[0]?.map((c) => c.node)).toEqual(['Code']);
  });

  it('explains that a connection is not there', () => {
    expect(() => applyOperation(workflow(nodes), { type: 'disconnect', connection: { source: 'If', target: 'Set' } }))
      .toThrow('There is no connection from "If" (output 0) to "Set" (input 0)');
  });
});

describe('setConnections', () => {
  it('replaces and removes whole source entries', () => {
    const original = workflow(nodes, links('If->Set', 'Set->Code'));
    const { workflow: result } = applyAndUndo(original, {
      type: 'setConnections', connections: { If: links('If->Code').If ?? null, Set: null },
    });
    expect(linkList(result.connections)).toEqual(['If:0->Code:0']);
  });

  it('rejects a malformed entry', () => {
    expect(() => applyOperation(workflow(nodes), { type: 'setConnections', connections: { If: { main: 'x' } as never } }))
      .toThrow('The connections of "If" must list');
  });
});
