import { useCallback } from 'react';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { runCommand } from './command-registry';

/**
 * Runs a registered command from a button: the open workflow is the context, without the canvas
 * pointer (buttons sit outside the canvas, and in views without React Flow). Returns whether it ran.
 */
export function useRunCommand(): (id: string, target?: { node?: string }) => boolean {
  const store = useWorkflowStoreApi();
  return useCallback((id, target = {}) => runCommand(id, { store, pointer: null, viewportCenter: () => null, ...target }), [store]);
}
