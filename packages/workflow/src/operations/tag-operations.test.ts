import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { applyAndUndo, node, workflow } from './operations-test-helpers.js';

describe('setTags', () => {
  it('replaces the tags, keeping each tag once, and undo brings the old ones back', () => {
    const original = { ...workflow([node('A')]), tags: [{ id: '1', name: 'ops' }] };
    const { workflow: result } = applyAndUndo(original, {
      type: 'setTags', tags: [{ id: '2', name: 'billing' }, { id: '2', name: 'billing' }, { id: '1', name: 'ops' }],
    });
    expect(result.tags).toEqual([{ id: '2', name: 'billing' }, { id: '1', name: 'ops' }]);
    expect(result.nodes).toBe(original.nodes);
  });

  it('undoes tagging a workflow that had no tag list by removing the list again', () => {
    const original = workflow([node('A')]);
    const { workflow: result } = applyAndUndo(original, { type: 'setTags', tags: [{ id: '1', name: 'ops' }] });
    expect(result.tags).toEqual([{ id: '1', name: 'ops' }]);
  });

  it('rejects tags without an id or name', () => {
    expect(() => applyOperation(workflow([]), { type: 'setTags', tags: [{ id: 1 }] as never }))
      .toThrow('Each tag needs an id and a name');
    expect(() => applyOperation(workflow([]), { type: 'setTags', tags: 'ops' as never }))
      .toThrow('Tags must be a list of tags');
  });
});
