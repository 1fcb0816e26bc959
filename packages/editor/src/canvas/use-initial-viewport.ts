import { useCallback, useState } from 'react';
import { getNodesBounds, getViewportForBounds } from '@xyflow/react';
import type { Viewport } from '@xyflow/react';
import { FIT_MAX_ZOOM, MIN_ZOOM } from '../domain/canvas-constants';
import { FIT_VIEW_OPTIONS } from './use-canvas-zoom';
import type { FlowNode } from './workflow-to-flow';

const ORIGIN: Viewport = { x: 0, y: 0, zoom: 1 };

/**
 * Zoom and offsets are rounded to 1/64 (the zoom down, so everything still fits). With such values the
 * browser's coordinates of every node and handle are exact binary fractions, so React Flow's measurement
 * finds the handles exactly where node-geometry put them: otherwise rounding errors in the last digits
 * moved every connection's endpoints and React Flow redrew them all before the first paint.
 */
const GRID = 64;
const toGrid = (value: number) => Math.round(value * GRID) / GRID;

export function fittedViewport(container: HTMLElement, nodes: readonly FlowNode[]): Viewport | null {
  const width = container.offsetWidth;
  const height = container.offsetHeight;
  if (width === 0 || height === 0) return null;
  if (nodes.length === 0) return ORIGIN;
  const bounds = getNodesBounds([...nodes]);
  const fit = getViewportForBounds(bounds, width, height, MIN_ZOOM, FIT_MAX_ZOOM, FIT_VIEW_OPTIONS.padding);
  const zoom = Math.max(MIN_ZOOM, Math.floor(fit.zoom * GRID) / GRID);
  const centred = getViewportForBounds(bounds, width, height, MIN_ZOOM, zoom, FIT_VIEW_OPTIONS.padding);
  return { x: toGrid(centred.x), y: toGrid(centred.y), zoom: centred.zoom };
}

/**
 * The viewport that fits the workflow as it opens, from the container's size and the node sizes the
 * mapping declares, measured (by the container's ref) before React Flow first renders. React Flow's own
 * `fitView` waits until every node is measured in the DOM, so a big workflow was rendered, measured and
 * rendered again before its first paint; starting in the fitted viewport lets the first render be the
 * one that is painted. `undefined` until the container is attached; `null` when it has no size (React
 * Flow then fits by itself once it can).
 */
export function useInitialViewport(nodes: readonly FlowNode[]): {
  containerRef: (element: HTMLDivElement | null) => void;
  viewport: Viewport | null | undefined;
} {
  const [initialNodes] = useState(nodes);
  const [viewport, setViewport] = useState<Viewport | null | undefined>(undefined);
  const containerRef = useCallback((element: HTMLDivElement | null) => {
    if (element) setViewport((current) => (current === undefined ? fittedViewport(element, initialNodes) : current));
  }, [initialNodes]);
  return { containerRef, viewport };
}
