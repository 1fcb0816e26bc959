import { describe, expect, it } from 'vitest';
import { getNodesBounds, getViewportForBounds } from '@xyflow/react';
import { FIT_MAX_ZOOM, MIN_ZOOM } from '../domain/canvas-constants';
import { FIT_BOTTOM_CLEARANCE_PX, FIT_VIEW_OPTIONS } from './use-canvas-zoom';
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

  it('keeps the band of the run controls at the bottom free when the height sets the zoom', () => {
    const nodes = grid(3, 4);
    const height = 846;
    const viewport = fittedViewport(container(1212, height), nodes)!;
    const bounds = getNodesBounds(nodes);
    const bottom = viewport.y + (bounds.y + bounds.height) * viewport.zoom;
    expect(viewport.zoom).toBeLessThan(1);
    expect(bottom).toBeLessThanOrEqual(height - FIT_BOTTOM_CLEARANCE_PX + 1);
    expect(bottom).toBeGreaterThan(height - FIT_BOTTOM_CLEARANCE_PX - 2);
    // The top keeps the usual share, so the fitted workflow is not centred any more.
    expect(viewport.y + bounds.y * viewport.zoom).toBeGreaterThan(height * 0.05);
  });

  it('opens an empty canvas at the origin and leaves a container without size to React Flow', () => {
    expect(fittedViewport(container(800, 600), [])).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(fittedViewport(container(0, 0), grid(2, 1))).toBeNull();
  });
});
