import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import type { IConnections, INode, IPinData, ITag, IWorkflowSettings } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';

/** The n8n export format: tags as objects, the id as a number where it is one, meta.instanceId. */
export interface WorkflowExport {
  id?: number | string;
  name: string;
  nodes: INode[];
  pinData: IPinData;
  connections: IConnections;
  active: boolean;
  settings: IWorkflowSettings;
  versionId?: string;
  meta: { instanceId: string };
  tags: Array<Omit<ITag, 'usageCount'>>;
}

function exportedId(id: string): number | string | undefined {
  if (id === PLACEHOLDER_EMPTY_WORKFLOW_ID) return undefined;
  return /^\d+$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : id;
}

export function workflowToExport(document: WorkflowDocument, instanceId: string): WorkflowExport {
  const id = exportedId(document.id);
  return {
    ...(id === undefined ? {} : { id }),
    name: document.name,
    nodes: document.nodes,
    pinData: document.pinData,
    connections: document.connections,
    active: document.active,
    settings: document.settings,
    ...(document.versionId ? { versionId: document.versionId } : {}),
    meta: { instanceId },
    tags: document.tags.map(({ usageCount: _usageCount, ...tag }) => tag),
  };
}

/** Every character that is not a letter or digit becomes `_`; a workflow without a name is `unsaved_workflow`. */
export function exportFileName(name: string): string {
  const base = name.trim() === '' ? 'unsaved_workflow' : name.replace(/[^a-z0-9]/gi, '_');
  return `${base}.json`;
}
