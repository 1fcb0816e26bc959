import { describe, expect, it } from 'vitest';
import { Position } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { sameEdgeProps } from './edge-props-equality';

const data = { itemCount: 2 };
const props = {
  id: 'a->b', source: 'a', target: 'b', sourceX: 100, sourceY: 50, targetX: 300, targetY: 50,
  sourcePosition: Position.Right, targetPosition: Position.Left, data,
} as EdgeProps;

describe('sameEdgeProps', () => {
  it('ignores endpoints re-measured a fraction of a unit away', () => {
    expect(sameEdgeProps(props, { ...props, sourceX: 100.12, targetY: 49.7 })).toBe(true);
  });

  it('redraws a moved endpoint and any other change', () => {
    expect(sameEdgeProps(props, { ...props, targetX: 320 })).toBe(false);
    expect(sameEdgeProps(props, { ...props, data: { itemCount: 3 } })).toBe(false);
    expect(sameEdgeProps(props, { ...props, selected: true })).toBe(false);
  });
});
