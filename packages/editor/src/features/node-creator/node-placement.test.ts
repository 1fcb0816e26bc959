import { describe, expect, it } from 'vitest';
import type { IConnections, INode } from '@weft/workflow';
import { placeBetween, positionAfter, positionAtDrop } from './node-placement';

function node(name: string, position: [number, number]): INode {
  return { id: name, name, type: 't', typeVersion: 1, position, parameters: {} };
}

const link = (target: string) => ({ main: [[{ node: target, type: 'main' as const, index: 0 }]] });

describe('node placement', () => {
  it('puts the first node at [240,300]', () => {
    expect(positionAfter([], undefined)).toEqual([240, 300]);
  });

  it('puts a node 200 to the right of the node it follows, on the grid', () => {
    const a = node('A', [243, 311]);
    expect(positionAfter([a], a)).toEqual([440, 320]);
  });

  it('moves down a row when the spot is taken', () => {
    const a = node('A', [240, 300]);
    const taken = node('B', [440, 300]);
    expect(positionAfter([a, taken], a)).toEqual([440, 440]);
  });

  it('keeps a node off the name drawn under the node above it', () => {
    const a = node('A', [0, 0]);
    expect(positionAfter([a, node('B', [200, 60])], a)).toEqual([200, 280]);
  });

  it('fans the branches of a node with several outputs out around it, in output order', () => {
    const sw = node('Switch', [0, 300]);
    const ys = [0, 1, 2, 3].map((index) => positionAfter([sw], sw, { index, count: 4 })[1]);
    expect(ys).toEqual([60, 220, 380, 540]);
    expect(positionAfter([sw], sw, { index: 0, count: 1 })).toEqual([200, 300]);
  });

  it('puts a dropped node with its input on the drop point, on the grid, moved down off a node there', () => {
    expect(positionAtDrop([], [517, 409])).toEqual([520, 360]);
    expect(positionAtDrop([node('A', [520, 360])], [517, 409])).toEqual([520, 500]);
  });

  it('without a node to follow, goes right of the rightmost node', () => {
    expect(positionAfter([node('A', [0, 0]), node('B', [600, 100]), node('C', [200, 400])], undefined)).toEqual([800, 100]);
  });

  it('inserting on a connection takes the spot after the source and pushes the target and its descendants right', () => {
    const nodes = [node('A', [0, 0]), node('B', [200, 0]), node('C', [400, 0]), node('Side', [200, 300])];
    const connections: IConnections = { A: link('B'), B: link('C') };
    const placement = placeBetween(nodes, connections, nodes[0] as INode, nodes[1] as INode);
    expect(placement.position).toEqual([200, 0]);
    expect(placement.moved).toEqual({ B: [400, 0], C: [600, 0] });
  });

  it('inserting on a long connection moves nothing', () => {
    const nodes = [node('A', [0, 0]), node('B', [800, 0])];
    const placement = placeBetween(nodes, { A: link('B') }, nodes[0] as INode, nodes[1] as INode);
    expect(placement).toEqual({ position: [200, 0], moved: {} });
  });

  it('a loop back to the source does not move the source', () => {
    const nodes = [node('A', [0, 0]), node('B', [200, 0])];
    const placement = placeBetween(nodes, { A: link('B'), B: link('A') }, nodes[0] as INode, nodes[1] as INode);
    expect(placement.moved).toEqual({ B: [400, 0] });
  });
});
