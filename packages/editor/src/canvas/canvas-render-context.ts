import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { CanvasActions } from './use-canvas-actions';

/**
 * What every node and edge renderer needs from around the canvas, read once by the canvas and shared.
 * Each renderer calling useTranslation, useCanvasActions and a store selector itself cost a thousand-node
 * canvas thousands of hook instances (react-i18next copies its i18n instance per useTranslation) and
 * as many store subscriptions.
 */
export interface CanvasRenderContextValue {
  t: TFunction;
  actions: CanvasActions;
  readOnly: boolean;
  /** Zoomed out below FAR_ZOOM: nodes leave out what cannot be read at that size (their names). */
  zoomedOut: boolean;
}

export const CanvasRenderContext = createContext<CanvasRenderContextValue | null>(null);

export function useCanvasRenderContext(): CanvasRenderContextValue {
  const value = useContext(CanvasRenderContext);
  if (!value) throw new Error('canvas renderers need a CanvasRenderContext provider (WorkflowCanvas) above them');
  return value;
}
