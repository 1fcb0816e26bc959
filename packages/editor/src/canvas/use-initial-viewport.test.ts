import { describe, expect, it } from 'vitest';
import { getNodesBounds, getViewportForBounds } from '@xyflow/react';
import { FIT_MAX_ZOOM, MIN_ZOOM } from '../domain/canvas-constants';
import { FIT_VIEW_OPTIONS } from './use-canvas-zoom';
import { fittedViewport } from './use-initial-viewport';
import type { FlowNode } from './workflow-to-flow';

const container = (width: number, height: number) => ({ offsetWidth: width, offsetHeight: height }) as HTMLElement;

function grid(columns: number, rows: number): FlowNode[] {
  return Array.from({ length: columns * rows }, (_, i) => ({
    id: `n${i}`, type: 'weftNode', position: { x: (i % columns) * 200, y: Math.floor(i / columns) * 200 },
    measured: { width: 100, height: 100 }, data: {},
  }) as unknown as FlowNode);
}

describe('fittedViewport', () => {
  it('fits the nodes like React Flow, with zoom and offsets on a 1/64 grid', () => {
    const nodes = grid(40, 25);
    const viewport = fittedViewport(container(1212, 846), nodes);
    const reactFlowFit = getViewportForBounds(getNodesBounds(nodes), 1212, 846, MIN_ZOOM, FIT_MAX_ZOOM, FIT_VIEW_OPTIONS.padding);
    expect(viewport?.zoom).toBeLessThanOrEqual(reactFlowFit.zoom);
    expect(reactFlowFit.zoom - (viewport?.zoom ?? 0)).toBeLessThan(1 / 64);
    for (const value of [viewport?.x, viewport?.y, viewport?.zoom]) expect(Number.isInteger((value ?? NaN) * 64)).toBe(true);
  });

  it('opens an empty canvas at the origin and leaves a container without size to React Flow', () => {
    expect(fittedViewport(container(800, 600), [])).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(fittedViewport(container(0, 0), grid(2, 1))).toBeNull();
  });
});
