import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { WorkflowStore, WorkflowStoreState } from './workflow-store';

export const WorkflowStoreContext = createContext<WorkflowStore | null>(null);

/** Read the open workflow's store through a selector (re-renders only when the selected value changes). */
export function useWorkflowStore<T>(selector: (state: WorkflowStoreState) => T): T {
  const store = useContext(WorkflowStoreContext);
  if (!store) throw new Error('useWorkflowStore needs a WorkflowStoreContext provider above it');
  return useStore(store, selector);
}

/** The store itself, for event handlers and commands that read the latest state without re-rendering. */
export function useWorkflowStoreApi(): WorkflowStore {
  const store = useContext(WorkflowStoreContext);
  if (!store) throw new Error('useWorkflowStoreApi needs a WorkflowStoreContext provider above it');
  return store;
}
