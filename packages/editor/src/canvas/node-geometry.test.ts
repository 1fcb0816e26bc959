import { describe, expect, it } from 'vitest';
import { anchorFraction, canvasNodeHandles, nodeHandles, nodeSize, subNodePosition } from './node-geometry';

describe('canvas node geometry', () => {
  it('spreads up to four anchors evenly and keeps the spacing of four beyond that', () => {
    expect(anchorFraction(0, 1)).toBe(0.5);
    expect([0, 1].map((i) => anchorFraction(i, 2))).toEqual([1 / 3, 2 / 3]);
    expect(anchorFraction(0, 8)).toBeCloseTo(0.2, 10);
    expect(anchorFraction(7, 8)).toBeCloseTo(0.9, 10);
  });

  // The figures a browser measures for the stylesheet's 100 px box with a 2 px border.
  it('centres the handles on the box edges, inside its border', () => {
    expect(canvasNodeHandles(1, 1)).toEqual([
      { id: 'inputs/main/0', type: 'target', position: 'left', x: -2, y: 41, width: 8, height: 18 },
      { id: 'outputs/main/0', type: 'source', position: 'right', x: 93, y: 45, width: 10, height: 10 },
    ]);
  });

  it('draws no input handle for a node without inputs', () => {
    expect(canvasNodeHandles(0, 2).map((handle) => handle.id)).toEqual(['outputs/main/0', 'outputs/main/1']);
  });
});

describe('AI node geometry', () => {
  it('puts a root node\'s AI inputs along its bottom edge and a sub-node\'s output on top', () => {
    const root = nodeHandles({ shape: 'root', inputCount: 1, outputCount: 1, aiInputIds: ['inputs/ai_languageModel/0', 'inputs/ai_tool/0'], aiOutputIds: [] });
    const bottom = root.filter((handle) => handle.position === 'bottom');
    expect(bottom.map((handle) => handle.y)).toEqual([91, 91]);
    expect(bottom[0]!.x).toBeLessThan(bottom[1]!.x);
    const sub = nodeHandles({ shape: 'sub', inputCount: 0, outputCount: 0, aiInputIds: [], aiOutputIds: ['outputs/ai_tool/0'] });
    expect(sub).toEqual([{ id: 'outputs/ai_tool/0', type: 'source', position: 'top', x: 33, y: -5, width: 14, height: 14 }]);
  });

  it('grows a root with many AI inputs so their labels do not meet', () => {
    expect(nodeSize('root', 3).width).toBe(330);
    expect(nodeSize('root', 1).width).toBe(240);
    expect(nodeSize('default', 0)).toEqual({ width: 100, height: 100 });
  });

  it('grows a node taller for a third and fourth main output, its handles spread over the new height', () => {
    expect(nodeSize('default', 0, 2).height).toBe(100);
    expect(nodeSize('root', 1, 3)).toEqual({ width: 240, height: 132 });
    expect(nodeSize('default', 0, 4).height).toBe(164);
    expect(nodeSize('default', 0, 9).height).toBe(164);
    const classifier = nodeHandles({ shape: 'root', inputCount: 1, outputCount: 3, aiInputIds: ['inputs/ai_languageModel/0'], aiOutputIds: [] });
    expect(classifier.filter((handle) => handle.position === 'right').map((handle) => handle.y)).toEqual([29, 61, 93]);
    expect(classifier.find((handle) => handle.position === 'bottom')?.y).toBe(123);
  });

  it('places a new sub-node under its input, right of the ones already there', () => {
    const root = { x: 400, y: 300, width: 240 };
    expect(subNodePosition(root, 0, 1, 0)).toEqual([480, 520]);
    expect(subNodePosition(root, 0, 1, 1)[0]).toBe(600);
  });
});
