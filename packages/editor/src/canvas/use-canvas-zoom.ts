import { useMemo } from 'react';
import { useReactFlow } from '@xyflow/react';
import { FIT_MAX_ZOOM, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../domain/canvas-constants';

/**
 * Fitting leaves a tenth of the canvas free on each side (0.2: React Flow's share of the whole), and at
 * the bottom room for the run and zoom controls (66 px high) plus what hangs below the node boxes the
 * bounds are made of: names, and the AI inputs' labels and '+' under a root node. With the bottom share
 * alone, those sat under the run controls when the workflow's height set the zoom.
 */
export const FIT_BOTTOM_CLEARANCE_PX = 150;
export const FIT_VIEW_OPTIONS = { maxZoom: FIT_MAX_ZOOM, padding: { x: 0.2, top: 0.2, bottom: `${FIT_BOTTOM_CLEARANCE_PX}px` } } as const;

export interface CanvasZoom {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  fit: () => void;
}

/** Zoom steps of spec §9: ×1.25 per step, fit capped at 1, reset to 1 around the viewport centre. */
export function useCanvasZoom(): CanvasZoom {
  const flow = useReactFlow();
  return useMemo(() => {
    const zoomTo = (zoom: number) => flow.zoomTo(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
    return {
      zoomIn: () => { void zoomTo(flow.getZoom() * ZOOM_STEP); },
      zoomOut: () => { void zoomTo(flow.getZoom() / ZOOM_STEP); },
      reset: () => { void zoomTo(1); },
      fit: () => { void flow.fitView(FIT_VIEW_OPTIONS); },
    };
  }, [flow]);
}
