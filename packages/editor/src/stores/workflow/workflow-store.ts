import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { createDocumentSlice } from './document-slice';
import type { DocumentSlice, WorkflowDocument } from './document-slice';
import { createHistorySlice } from './history-slice';
import type { HistorySlice } from './history-slice';
import { createNdvSlice } from './ndv-slice';
import type { NdvSlice } from './ndv-slice';
import { createParameterChangesSlice, trackParameterChanges } from './parameter-changes-slice';
import type { ParameterChangesSlice } from './parameter-changes-slice';
import { createRunSlice } from './run-slice';
import type { RunSlice } from './run-slice';
import { createSelectionSlice } from './selection-slice';
import type { SelectionSlice } from './selection-slice';

export type WorkflowStoreState = DocumentSlice & SelectionSlice & HistorySlice & ParameterChangesSlice & NdvSlice & RunSlice;
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
    ...createParameterChangesSlice(...args),
    ...createNdvSlice(...args),
    ...createRunSlice(...args),
  }));
  trackParameterChanges(store);
  return store;
}
