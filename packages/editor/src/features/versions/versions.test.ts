import { describe, expect, it } from 'vitest';
import { applyOperation } from '@weft/workflow';
import type { INode } from '@weft/workflow';
import { relativeTime } from './relative-time';
import { restoreVersionOperation } from './restore-version';

function node(name: string, x = 0): INode {
  return { id: `id-${name}`, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [x, 0], parameters: {} };
}

describe('restoring a version', () => {
  it('replaces nodes and connections in one step that undo reverses, keeping pins of nodes still there', () => {
    const current = {
      nodes: [node('A'), node('B'), node('C', 400)],
      connections: { A: { main: [[{ node: 'B', type: 'main', index: 0 }]] }, B: { main: [[{ node: 'C', type: 'main', index: 0 }]] } },
      pinData: { A: [{ json: { kept: true } }], C: [{ json: { dropped: true } }] },
    };
    const version = { nodes: [node('A', 100), node('D')], connections: { A: { main: [[{ node: 'D', type: 'main', index: 0 }]] } } };

    const { workflow, inverse } = applyOperation(current, restoreVersionOperation(current, version));
    expect(workflow.nodes).toEqual(version.nodes);
    expect(workflow.connections).toEqual(version.connections);
    expect(workflow.pinData).toEqual({ A: [{ json: { kept: true } }] });

    const undone = applyOperation(workflow, inverse).workflow;
    expect(undone.nodes.map((n) => n.name).sort()).toEqual(['A', 'B', 'C']);
    expect(undone.connections).toEqual(current.connections);
    expect(undone.pinData).toEqual(current.pinData);
  });

  it('restores an empty version and restores onto an empty canvas', () => {
    const empty = { nodes: [], connections: {} };
    expect(applyOperation({ nodes: [node('A')], connections: {} }, restoreVersionOperation({ nodes: [node('A')] }, empty)).workflow.nodes)
      .toEqual([]);
    const filled = applyOperation({ nodes: [] as INode[], connections: {} }, restoreVersionOperation({ nodes: [] }, { nodes: [node('X')], connections: {} }));
    expect(filled.workflow.nodes.map((n) => n.name)).toEqual(['X']);
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it('says how long ago a save was', () => {
    expect(relativeTime('2026-05-10T11:59:40Z', now)).toBe('now');
    expect(relativeTime('2026-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-05-09T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-04-19T12:00:00Z', now)).toBe('3 weeks ago');
  });
});
