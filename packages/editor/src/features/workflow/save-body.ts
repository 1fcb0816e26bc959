import type { WorkflowCreateBody, WorkflowResponse, WorkflowUpdateBody } from '@weft/contracts';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';

export function isNewWorkflow(document: Pick<WorkflowDocument, 'id'>): boolean {
  return document.id === PLACEHOLDER_EMPTY_WORKFLOW_ID || document.id === '';
}

/** A new workflow is always created inactive (spec editor §4); it is activated once saved. */
export function createBody(document: WorkflowDocument): WorkflowCreateBody {
  return {
    name: document.name,
    nodes: document.nodes,
    connections: document.connections,
    settings: document.settings,
    pinData: document.pinData,
    tags: document.tags.map((tag) => tag.id),
    active: false,
  };
}

/**
 * The update of a saved workflow. `active` is left out: the switch changes it on its own, and a save
 * must not undo an activation made in another tab. `versionId` lets the server refuse a stale save.
 */
export function updateBody(document: WorkflowDocument): WorkflowUpdateBody {
  const { active: _active, ...fields } = createBody(document);
  return { ...fields, versionId: document.versionId };
}

/** The fields of the saved answer that the working copy takes over. */
export function savedFields(saved: WorkflowResponse): Partial<WorkflowDocument> {
  return { id: saved.id, versionId: saved.versionId, active: saved.active, tags: saved.tags };
}
