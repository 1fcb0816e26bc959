import type { EdgeProps } from '@xyflow/react';

/**
 * Flow units an endpoint may move without the connection being redrawn. Handle positions are declared
 * up front (node-geometry); React Flow then measures the handles in the DOM through the zoom transform,
 * whose rounding errors move endpoints by a hair (the declared position is the exact one). Redrawing a
 * thousand connections for that cost a big canvas a whole render before its first paint. Real moves are
 * far larger: nodes snap to a 20-unit grid.
 */
const ENDPOINT_TOLERANCE = 0.5;

const COORDINATES = new Set(['sourceX', 'sourceY', 'targetX', 'targetY']);

/** memo() comparison for edge renderers: equal props, except endpoints that moved less than the tolerance. */
export function sameEdgeProps<P extends EdgeProps>(previous: P, next: P): boolean {
  const keys = Object.keys(next) as Array<keyof P>;
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => {
    const a = previous[key];
    const b = next[key];
    if (COORDINATES.has(key as string) && typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < ENDPOINT_TOLERANCE;
    return Object.is(a, b);
  });
}
