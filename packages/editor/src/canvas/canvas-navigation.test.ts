import { describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@weft/workflow';
import { STICKY_TYPE } from '../domain/canvas-constants';
import { nearestInDirection, neighbourNode, selectAlong } from './canvas-navigation';

function node(name: string, position: [number, number], type = 'n8n-nodes-base.noOp'): INode {
  return { id: `id-${name}`, name, type, typeVersion: 1, position, parameters: {} };
}
const to = (name: string, index = 0) => ({ node: name, type: 'main' as const, index });

// Trigger -> HTTP -> If; If true -> Yes (above), If false -> No (below); Loose sits unconnected far right.
const nodes = [
  node('Trigger', [0, 300]), node('HTTP', [200, 300]), node('If', [400, 300]),
  node('Yes', [600, 220]), node('No', [600, 380]), node('Loose', [1000, 360]),
];
const connections: IConnections = {
  Trigger: { main: [[to('HTTP')]] },
  HTTP: { main: [[to('If')]] },
  If: { main: [[to('Yes')], [to('No')]] },
};
const move = (from: string, direction: 'left' | 'right' | 'up' | 'down') => neighbourNode(nodes, connections, from, direction);

describe('arrow keys on the canvas', () => {
  it('Right follows the flow to the first child, the upper branch first', () => {
    expect(move('Trigger', 'right')).toBe('HTTP');
    expect(move('If', 'right')).toBe('Yes');
  });

  it('Left goes back to the parent', () => {
    expect(move('No', 'left')).toBe('If');
    expect(move('HTTP', 'left')).toBe('Trigger');
  });

  it('Up and Down move between the branches of one node', () => {
    expect(move('Yes', 'down')).toBe('No');
    expect(move('No', 'up')).toBe('Yes');
  });

  it('where the flow ends, moves to the nearest node in that direction', () => {
    expect(move('Yes', 'right')).toBe('Loose');
    expect(move('Loose', 'left')).toBe('No');
    expect(move('Trigger', 'left')).toBeUndefined();
    expect(move('Yes', 'up')).toBeUndefined();
  });

  it('prefers a node straight ahead over a closer one far to the side, and skips sticky notes', () => {
    const from = node('From', [0, 0]);
    const ahead = node('Ahead', [400, 0]);
    const aside = node('Aside', [200, 300]);
    const note = node('Note', [200, 0], STICKY_TYPE);
    expect(nearestInDirection([from, ahead, aside, note], from, 'right')).toBe(ahead);
  });

  it('an unknown node name moves nowhere', () => {
    expect(move('Gone', 'right')).toBeUndefined();
  });
});

describe('Shift+arrows', () => {
  it('take the node with everything downstream or upstream of it', () => {
    expect(selectAlong(connections, 'HTTP', 'right').sort()).toEqual(['HTTP', 'If', 'No', 'Yes']);
    expect(selectAlong(connections, 'If', 'left').sort()).toEqual(['HTTP', 'If', 'Trigger']);
  });
});
