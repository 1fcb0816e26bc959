import type { WorkflowStoreState } from './workflow-store';

export const selectWorkflowId = (state: WorkflowStoreState) => state.document.id;
export const selectWorkflowName = (state: WorkflowStoreState) => state.document.name;
export const selectNodes = (state: WorkflowStoreState) => state.document.nodes;
export const selectConnections = (state: WorkflowStoreState) => state.document.connections;
export const selectSelectedNodeIds = (state: WorkflowStoreState) => state.selectedNodeIds;
export const selectSetSelectedNodeIds = (state: WorkflowStoreState) => state.setSelectedNodeIds;
