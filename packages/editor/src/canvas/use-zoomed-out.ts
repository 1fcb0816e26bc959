import { useCallback } from 'react';
import { useStore } from '@xyflow/react';
import type { ReactFlowState } from '@xyflow/react';
import { FAR_ZOOM } from '../domain/canvas-constants';

/**
 * Whether the canvas is zoomed out below FAR_ZOOM. Changes only when the zoom crosses the threshold,
 * not on every frame of a zoom or pan. Until React Flow has set up its viewport (after its first
 * render) the zoom it opens at is used, so the first render already draws the right node bodies.
 */
export function useZoomedOut(openingZoom: number): boolean {
  return useStore(useCallback(
    (state: ReactFlowState) => (state.panZoom ? state.transform[2] : openingZoom) < FAR_ZOOM,
    [openingZoom],
  ));
}
