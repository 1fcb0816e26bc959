import type { WorkflowStoreState } from './workflow-store';

export const selectWorkflowId = (state: WorkflowStoreState) => state.document.id;
export const selectWorkflowName = (state: WorkflowStoreState) => state.document.name;
export const selectNodes = (state: WorkflowStoreState) => state.document.nodes;
export const selectConnections = (state: WorkflowStoreState) => state.document.connections;
export const selectSelectedNodeIds = (state: WorkflowStoreState) => state.selectedNodeIds;
export const selectSetSelectedNodeIds = (state: WorkflowStoreState) => state.setSelectedNodeIds;
export const selectDocument = (state: WorkflowStoreState) => state.document;
export const selectPinData = (state: WorkflowStoreState) => state.document.pinData;
export const selectApply = (state: WorkflowStoreState) => state.apply;
export const selectUndo = (state: WorkflowStoreState) => state.undo;
export const selectRedo = (state: WorkflowStoreState) => state.redo;
export const selectCanUndo = (state: WorkflowStoreState) => state.canUndo;
export const selectCanRedo = (state: WorkflowStoreState) => state.canRedo;
export const selectIsDirty = (state: WorkflowStoreState) => state.isDirty;
export const selectReadOnly = (state: WorkflowStoreState) => state.readOnly;
/** The run data of this workflow's current or last run (a past execution's, in its read-only view). */
export const selectRunData = (state: WorkflowStoreState) => state.run?.runData;
