import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { applyAndUndo, node, workflow } from './operations-test-helpers.js';

describe('pinData and unpinData', () => {
  it('pins items wrapped as {json}, creating the pin data map, and undo removes the map', () => {
    const original = workflow([node('A')]);
    const { workflow: result } = applyAndUndo(original, { type: 'pinData', node: 'A', data: [{ id: 1 }, { json: { id: 2 } }] });
    expect(result.pinData).toEqual({ A: [{ json: { id: 1 } }, { json: { id: 2 } }] });
  });

  it('replaces pinned items and undo restores the old ones', () => {
    const original = workflow([node('A')], {}, { A: [{ json: { old: true } }] });
    const { workflow: result } = applyAndUndo(original, { type: 'pinData', node: 'A', data: [{ json: { new: true } }] });
    expect(result.pinData).toEqual({ A: [{ json: { new: true } }] });
  });

  it('unpins a node, keeping an empty map, and undo re-pins', () => {
    const original = workflow([node('A')], {}, { A: [{ json: { x: 1 } }] });
    const { workflow: result } = applyAndUndo(original, { type: 'unpinData', node: 'A' });
    expect(result.pinData).toEqual({});
  });

  it('changes nothing when unpinning a node without pin data', () => {
    const original = workflow([node('A')]);
    const { workflow: result } = applyAndUndo(original, { type: 'unpinData', node: 'A' });
    expect(result).toBe(original);
  });

  it('rejects pin data that is not a list of objects, and unknown nodes', () => {
    const base = workflow([node('A')]);
    expect(() => applyOperation(base, { type: 'pinData', node: 'A', data: { json: {} } as never }))
      .toThrow('Pin data for node "A" must be a list of items');
    expect(() => applyOperation(base, { type: 'pinData', node: 'A', data: [1] as never }))
      .toThrow('Item 1 of the pin data for node "A" is not an object');
    expect(() => applyOperation(base, { type: 'pinData', node: 'B', data: [] }))
      .toThrow('Node with the name "B" could not be found');
  });
});

describe('setPinData', () => {
  it('sets and removes several entries and drops an emptied map unless told to keep it', () => {
    const original = workflow([node('A'), node('B')], {}, { A: [{ json: {} }] });
    const dropped = applyAndUndo(original, { type: 'setPinData', entries: { A: null } });
    expect(dropped.workflow).not.toHaveProperty('pinData');
    const kept = applyAndUndo(original, { type: 'setPinData', entries: { A: null }, keepEmpty: true });
    expect(kept.workflow.pinData).toEqual({});
    const both = applyAndUndo(original, { type: 'setPinData', entries: { A: null, B: [{ json: { b: 1 } }] } });
    expect(both.workflow.pinData).toEqual({ B: [{ json: { b: 1 } }] });
  });
});
