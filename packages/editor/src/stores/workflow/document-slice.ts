import type { StateCreator } from 'zustand';
import type { IConnections, INode, IWorkflowSettings } from '@weft/workflow';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import type { WorkflowStoreState } from './workflow-store';

/**
 * The working copy of the open workflow: what the user edits. The saved version stays in
 * TanStack Query; this copy starts from it and diverges as the user edits (a later issue).
 */
export interface WorkflowDocument {
  /** PLACEHOLDER_EMPTY_WORKFLOW_ID while the workflow has not been saved. */
  id: string;
  name: string;
  nodes: INode[];
  connections: IConnections;
  settings: IWorkflowSettings;
  versionId?: string;
}

export interface DocumentSlice {
  document: WorkflowDocument;
}

export function newWorkflowDocument(name: string): WorkflowDocument {
  return { id: PLACEHOLDER_EMPTY_WORKFLOW_ID, name, nodes: [], connections: {}, settings: { executionOrder: 'v1' } };
}

export function createDocumentSlice(initial: WorkflowDocument): StateCreator<WorkflowStoreState, [], [], DocumentSlice> {
  return () => ({ document: initial });
}
