import { describe, expect, it } from 'vitest';
import { applyOperation, applyOperations } from './apply-operation.js';
import { OperationError } from './operation-error.js';
import type { WorkflowOperation } from './operation-types.js';
import { applyAndUndo, linkList, links, node, workflow } from './operations-test-helpers.js';

describe('applyOperation', () => {
  it('keeps the workflow\'s other fields and shares the parts an edit does not touch', () => {
    const original = workflow([node('A'), node('B')], links('A->B'), { A: [{ json: {} }] });
    const { workflow: result } = applyOperation(original, { type: 'moveNodes', positions: { A: [20, 40] } });
    expect(result.name).toBe('My workflow');
    expect(result.connections).toBe(original.connections);
    expect(result.pinData).toBe(original.pinData);
    expect(result.nodes[1]).toBe(original.nodes[1]);
  });

  it('applies a batch as one step that is undone as one step', () => {
    // Inserting a node on a connection: disconnect, add, connect both sides.
    const original = workflow([node('A'), node('B')], links('A->B'));
    const insert: WorkflowOperation = {
      type: 'batch',
      operations: [
        { type: 'disconnect', connection: { source: 'A', target: 'B' } },
        { type: 'addNodes', nodes: [node('Set')], connections: links('A->Set', 'Set->B') },
        { type: 'moveNodes', positions: { B: [400, 0] } },
      ],
    };
    const { workflow: result } = applyAndUndo(original, insert);
    expect(linkList(result.connections)).toEqual(['A:0->Set:0', 'Set:0->B:0']);
  });

  it('applies nothing of a batch when one of its steps fails', () => {
    const original = workflow([node('A'), node('B')]);
    expect(() => applyOperations(original, [
      { type: 'connect', connection: { source: 'A', target: 'B' } },
      { type: 'connect', connection: { source: 'A', target: 'B' } },
    ])).toThrow(OperationError);
    expect(original.connections).toEqual({});
  });

  it('rejects an unknown or malformed operation with a clear error', () => {
    const base = workflow([]);
    expect(() => applyOperation(base, { type: 'explode' } as never)).toThrow('Unknown operation type "explode"');
    expect(() => applyOperation(base, null as never)).toThrow('An operation must be an object with a type');
  });

  it('undoes a sequence of edits in reverse order back to the start', () => {
    const start = workflow([node('Trigger'), node('Fetch', { parameters: { url: 'https://a' } })], links('Trigger->Fetch'));
    const steps: WorkflowOperation[] = [
      { type: 'addNodes', nodes: [node('Use', { parameters: { v: '={{ $("Fetch").item.json.id }}' } })], connections: links('Fetch->Use') },
      { type: 'renameNode', from: 'Fetch', to: 'Get user' },
      { type: 'setParameter', node: 'Get user', path: 'options.timeout', value: 1000 },
      { type: 'pinData', node: 'Get user', data: [{ id: 1 }] },
      { type: 'removeNodes', names: ['Get user'] },
      { type: 'setNodeSetting', node: 'Use', setting: 'disabled', value: true },
    ];
    let current = start;
    const undo: WorkflowOperation[] = [];
    for (const step of steps) {
      const result = applyOperation(current, step);
      current = result.workflow;
      undo.push(result.inverse);
    }
    expect(linkList(current.connections)).toEqual(['Trigger:0->Use:0']);
    expect(current.nodes.find((n) => n.name === 'Use')?.parameters).toEqual({ v: '={{ $("Get user").item.json.id }}' });
    for (const inverse of undo.reverse()) current = applyOperation(current, inverse).workflow;
    expect(current).toStrictEqual(start);
  });

  it('edits a 1,000-node workflow without touching unrelated nodes', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `Node ${i}`);
    const nodes = names.map((name, i) => node(name, { position: [i * 20, 0] }));
    const big = workflow(nodes, links(...names.slice(1).map((name, i) => `${names[i]}->${name}`)));
    const { workflow: result } = applyAndUndo(big, { type: 'removeNodes', names: ['Node 500'] });
    expect(linkList(result.connections)).toContain('Node 499:0->Node 501:0');
    expect(result.connections['Node 10']).toBe(big.connections['Node 10']);
    expect(result.nodes.filter((n, i) => n !== big.nodes[i < 500 ? i : i + 1])).toEqual([]);
  });
});
