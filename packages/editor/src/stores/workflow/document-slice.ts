import type { StateCreator } from 'zustand';
import type { IConnections, INode, IPinData, ITag, IWorkflowSettings } from '@weft/workflow';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import type { WorkflowStoreState } from './workflow-store';

/**
 * The working copy of the open workflow: what the user edits. The saved version stays in
 * TanStack Query; this copy starts from it and diverges as the user edits.
 */
export interface WorkflowDocument {
  /** PLACEHOLDER_EMPTY_WORKFLOW_ID while the workflow has not been saved. */
  id: string;
  name: string;
  nodes: INode[];
  connections: IConnections;
  settings: IWorkflowSettings;
  pinData: IPinData;
  tags: ITag[];
  active: boolean;
  versionId?: string;
}

export interface DocumentSlice {
  document: WorkflowDocument;
}

export function newWorkflowDocument(name: string): WorkflowDocument {
  return {
    id: PLACEHOLDER_EMPTY_WORKFLOW_ID, name, nodes: [], connections: {}, settings: { executionOrder: 'v1' },
    pinData: {}, tags: [], active: false,
  };
}

/** The working copy of a workflow as the server answered it. */
export function documentFromWorkflow(workflow: WorkflowResponse): WorkflowDocument {
  return {
    id: workflow.id,
    name: workflow.name,
    nodes: workflow.nodes,
    connections: workflow.connections,
    settings: workflow.settings,
    pinData: workflow.pinData,
    tags: workflow.tags,
    active: workflow.active,
    versionId: workflow.versionId,
  };
}

export function createDocumentSlice(initial: WorkflowDocument): StateCreator<WorkflowStoreState, [], [], DocumentSlice> {
  return () => ({ document: initial });
}
