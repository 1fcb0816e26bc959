import { describe, expect, it } from 'vitest';
import { anchorFraction, canvasNodeHandles } from './node-geometry';

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
