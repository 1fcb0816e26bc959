import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { applyAndUndo, linkList, links, node, workflow } from './operations-test-helpers.js';
import { NodeReferenceRenamer } from './rename-expressions.js';

describe('renameNode', () => {
  const base = () => workflow(
    [node('Trigger'), node('Fetch'), node('Use', { parameters: { text: '={{ $node["Fetch"].json.id }}' } })],
    links('Trigger->Fetch', 'Fetch->Use'),
    { Fetch: [{ json: { id: 1 } }] },
  );

  it('renames the node in the list, in connections as source and target, and in pin data', () => {
    const { workflow: result } = applyAndUndo(base(), { type: 'renameNode', from: 'Fetch', to: 'Get user' });
    expect(result.nodes.map((n) => n.name)).toEqual(['Trigger', 'Get user', 'Use']);
    expect(linkList(result.connections)).toEqual(['Get user:0->Use:0', 'Trigger:0->Get user:0']);
    expect(result.pinData).toEqual({ 'Get user': [{ json: { id: 1 } }] });
  });

  it('rewrites expressions that refer to the old name, and undo restores them exactly', () => {
    const { workflow: result } = applyAndUndo(base(), { type: 'renameNode', from: 'Fetch', to: 'Get user' });
    expect(result.nodes[2]?.parameters).toEqual({ text: '={{ $node["Get user"].json.id }}' });
  });

  it('restores the $node.Name form on undo even when the new name needed brackets', () => {
    const original = workflow([
      node('Fetch'),
      node('Use', { parameters: { a: '={{ $node.Fetch.json.id }}', list: ['={{ $("Fetch").item.json.x }}', 'Fetch'] } }),
    ]);
    const { workflow: result } = applyAndUndo(original, { type: 'renameNode', from: 'Fetch', to: 'Get user' });
    expect(result.nodes[1]?.parameters).toEqual({
      a: '={{ $node["Get user"].json.id }}', list: ['={{ $("Get user").item.json.x }}', 'Fetch'],
    });
  });

  it('makes the new name unique', () => {
    const { workflow: result } = applyAndUndo(base(), { type: 'renameNode', from: 'Fetch', to: 'Use' });
    expect(result.nodes[1]?.name).toBe('Use1');
    expect(result.nodes[2]?.parameters).toEqual({ text: '={{ $node["Use1"].json.id }}' });
  });

  it('leaves expressions alone when asked to', () => {
    const { workflow: result } = applyAndUndo(base(), {
      type: 'renameNode', from: 'Fetch', to: 'Get', updateExpressions: false,
    });
    expect(result.nodes[2]?.parameters).toEqual({ text: '={{ $node["Fetch"].json.id }}' });
  });

  it('changes nothing when the name stays the same', () => {
    const original = base();
    expect(applyOperation(original, { type: 'renameNode', from: 'Fetch', to: 'Fetch' }).workflow).toBe(original);
  });

  it('rejects an empty name and an unknown node', () => {
    expect(() => applyOperation(base(), { type: 'renameNode', from: 'Fetch', to: '   ' })).toThrow('A node name must not be empty');
    expect(() => applyOperation(base(), { type: 'renameNode', from: 'Nope', to: 'X' }))
      .toThrow('Node with the name "Nope" could not be found');
  });
});

describe('NodeReferenceRenamer', () => {
  const rename = (expression: string, from = 'Old', to = 'New') => new NodeReferenceRenamer(from, to).renameInExpression(expression);

  it('rewrites every reference form, keeping quotes and spacing', () => {
    expect(rename('={{ $node["Old"].json.a }}')).toBe('={{ $node["New"].json.a }}');
    expect(rename("={{ $node['Old'].json.a }}")).toBe("={{ $node['New'].json.a }}");
    expect(rename('={{ $node.Old.json.a }}')).toBe('={{ $node.New.json.a }}');
    expect(rename("={{ $('Old').item.json.a }}")).toBe("={{ $('New').item.json.a }}");
    expect(rename('={{ $( "Old" ).first().json }}')).toBe('={{ $( "New" ).first().json }}');
    expect(rename('={{ $items("Old", 0, 1)[0].json }}')).toBe('={{ $items("New", 0, 1)[0].json }}');
  });

  it('does not touch longer names, other nodes or plain text', () => {
    expect(rename('={{ $node.Older.json.a }}')).toBe('={{ $node.Older.json.a }}');
    expect(rename('={{ $("Old node").item }}')).toBe('={{ $("Old node").item }}');
    expect(rename('$node["Old"] is not an expression')).toBe('$node["Old"] is not an expression');
  });

  it('escapes quotes in names', () => {
    expect(rename(`={{ $('It\\'s').item }}`, "It's", 'Say "hi"')).toBe(`={{ $('Say "hi"').item }}`);
    expect(rename('={{ $node["Old"].json }}', 'Old', 'Say "hi"')).toBe('={{ $node["Say \\"hi\\""].json }}');
  });
});
