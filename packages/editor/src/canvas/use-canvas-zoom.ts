import { useMemo } from 'react';
import { useReactFlow } from '@xyflow/react';
import { FIT_MAX_ZOOM, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../domain/canvas-constants';

export const FIT_VIEW_OPTIONS = { maxZoom: FIT_MAX_ZOOM, padding: 0.2 };

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
