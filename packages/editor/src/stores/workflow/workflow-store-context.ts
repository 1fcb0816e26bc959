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
