import type { WorkflowCreateBody } from '@weft/contracts';
import type { INode } from '@weft/workflow';

/** The suffix of a suggested duplicate name (spec editor §9). */
export const DUPLICATE_SUFFIX = ' copy';

export interface DuplicateSource {
  name: string;
  nodes: INode[];
  connections: WorkflowCreateBody['connections'];
  settings?: WorkflowCreateBody['settings'];
  pinData?: WorkflowCreateBody['pinData'];
}

export interface DuplicateChoices {
  name: string;
  tags: string[];
  resetWebhookUrls: boolean;
  resetNodeIds: boolean;
}

/**
 * The new workflow a duplicate creates, from the working copy: inactive, with fresh webhook ids
 * (so that its webhook paths do not clash with the original's) and fresh node ids when asked.
 */
export function duplicateWorkflowBody(
  source: DuplicateSource,
  choices: DuplicateChoices,
  newId: () => string,
): WorkflowCreateBody {
  const nodes = source.nodes.map((node) => {
    const copy: INode = { ...node };
    if (choices.resetNodeIds) copy.id = newId();
    if (choices.resetWebhookUrls && node.webhookId !== undefined) copy.webhookId = newId();
    return copy;
  });
  return {
    name: choices.name.trim(),
    nodes,
    connections: source.connections,
    settings: source.settings,
    pinData: source.pinData,
    tags: choices.tags,
    active: false,
  };
}
