import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { createCanvasUiSlice } from './canvas-ui-slice';
import type { CanvasUiSlice } from './canvas-ui-slice';
import { createDocumentSlice } from './document-slice';
import type { DocumentSlice, WorkflowDocument } from './document-slice';
import { createHistorySlice } from './history-slice';
import type { HistorySlice } from './history-slice';
import { createNdvSlice } from './ndv-slice';
import type { NdvSlice } from './ndv-slice';
import { createNodeCreatorSlice } from './node-creator-slice';
import type { NodeCreatorSlice } from './node-creator-slice';
import { createParameterChangesSlice, trackParameterChanges } from './parameter-changes-slice';
import type { ParameterChangesSlice } from './parameter-changes-slice';
import { createRunSlice } from './run-slice';
import type { RunSlice } from './run-slice';
import { createSaveStateSlice } from './save-state-slice';
import type { SaveStateSlice } from './save-state-slice';
import { createSelectionSlice } from './selection-slice';
import type { SelectionSlice } from './selection-slice';

export type WorkflowStoreState = DocumentSlice & SelectionSlice & HistorySlice & SaveStateSlice & ParameterChangesSlice & NdvSlice
  & RunSlice & CanvasUiSlice & NodeCreatorSlice;
export type WorkflowStore = StoreApi<WorkflowStoreState>;

export interface WorkflowStoreOptions {
  readOnly?: boolean;
}

/** One store per open workflow: opening another workflow makes a new store, so nothing (its run neither) leaks across. */
export function createWorkflowStore(initial: WorkflowDocument, options: WorkflowStoreOptions = {}): WorkflowStore {
  const store = createStore<WorkflowStoreState>()((...args) => ({
    ...createDocumentSlice(initial)(...args),
    ...createSelectionSlice(...args),
    ...createHistorySlice(initial, options.readOnly ?? false)(...args),
    ...createSaveStateSlice(...args),
    ...createParameterChangesSlice(...args),
    ...createNdvSlice(...args),
    ...createRunSlice(...args),
    ...createCanvasUiSlice(...args),
    ...createNodeCreatorSlice(...args),
  }));
  trackParameterChanges(store);
  return store;
}
