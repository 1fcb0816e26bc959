import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useCurrentWorkflow } from '../../features/workflow/current-workflow';
import { isNewWorkflow } from '../../features/workflow/save-body';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';

// Read when no workflow is open, so the hooks below always have a store to subscribe to.
const idle = createStore<Pick<WorkflowStoreState, 'document' | 'readOnly'>>()(() => ({
  document: { id: '', name: '', nodes: [], connections: {}, settings: {}, pinData: {}, tags: [], active: false },
  readOnly: true,
}));

export interface WorkflowMenuState {
  /** A workflow is open on the canvas for editing (save, download, import). */
  onWorkflowPage: boolean;
  /** ...and it has been saved once (duplicate, delete, settings). */
  existing: boolean;
}

/** Which workflow entries of the sidebar apply now (spec editor §2, Header and sidebar). */
export function useWorkflowMenuState(): WorkflowMenuState {
  const open = useCurrentWorkflow((state) => state.open);
  const store = (open?.store ?? idle) as typeof idle;
  const id = useStore(store, (state) => state.document.id);
  const readOnly = useStore(store, (state) => state.readOnly);
  const onWorkflowPage = open !== null && !readOnly;
  return { onWorkflowPage, existing: onWorkflowPage && !isNewWorkflow({ id }) };
}
