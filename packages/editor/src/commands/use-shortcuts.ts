import { useCallback, useEffect, useRef } from 'react';
import { useReactFlow } from '@xyflow/react';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import type { CommandContext } from './command-registry';
import { findCommandForEvent } from './command-registry';
import { shouldIgnoreKeyEvent } from './shortcut-target';

const CANVAS_SELECTOR = '.react-flow';

/**
 * Builds the context commands run with: the open workflow's store, the pointer on the canvas and the
 * viewport centre. Needs the workflow store and React Flow providers above it.
 */
export function useCommandContext(): (event?: KeyboardEvent) => CommandContext {
  const store = useWorkflowStoreApi();
  const flow = useReactFlow();
  const pointer = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const overCanvas = event.target instanceof Element && event.target.closest(CANVAS_SELECTOR) !== null;
      pointer.current = overCanvas ? { x: event.clientX, y: event.clientY } : null;
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);

  return useCallback((event?: KeyboardEvent) => ({
    store,
    event,
    pointer: pointer.current ? flow.screenToFlowPosition(pointer.current) : null,
    viewportCenter: () => {
      const canvas = document.querySelector(CANVAS_SELECTOR);
      if (!canvas) return null;
      const box = canvas.getBoundingClientRect();
      return flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    },
  }), [store, flow]);
}

/**
 * Listens for the registered shortcuts on the window while the canvas is open. Keys typed into fields
 * and keys pressed while a modal or the node details view is open are left alone, but for editor-wide
 * commands (Ctrl+S), which only a modal holds back.
 */
export function useShortcuts(): void {
  const contextFor = useCommandContext();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A focused modal holds every shortcut back.
      if (shouldIgnoreKeyEvent(event, true)) return;
      const ctx = contextFor(event);
      const command = findCommandForEvent(event, ctx);
      if (!command || shouldIgnoreKeyEvent(event, command.editorWide === true)) return;
      event.preventDefault();
      void command.run(ctx);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [contextFor]);
}
