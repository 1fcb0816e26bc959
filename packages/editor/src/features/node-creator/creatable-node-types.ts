import type { INode, INodeTypeDescription } from '@weft/workflow';
import { AI_CONNECTION_GROUPS, isTriggerNodeType } from '@weft/workflow';
import type { SubcategoryEntry } from './category-tree';

export const START_NODE_TYPE = 'n8n-nodes-base.start';
export const STICKY_NOTE_TYPE = 'n8n-nodes-base.stickyNote';
export const RESPOND_TO_WEBHOOK_TYPE = 'n8n-nodes-base.respondToWebhook';
export const HTTP_REQUEST_TYPE = 'n8n-nodes-base.httpRequest';
export const WEBHOOK_TYPE = 'n8n-nodes-base.webhook';

/** One node type as the creator lists it: its newest version's description. */
export interface CreatorNodeType {
  name: string;
  displayName: string;
  description: string;
  /** The version a new node gets: the type's default version, else its highest. */
  version: number;
  isTrigger: boolean;
  categories: string[];
  subcategories: Record<string, string[]>;
  aliases: string[];
  type: INodeTypeDescription;
}

function versionsOf(description: INodeTypeDescription): number[] {
  return Array.isArray(description.version) ? description.version : [description.version];
}

/**
 * Types never offered in the creator: those marked hidden (legacy Function nodes), Start (replaced by
 * the Manual Trigger) and sticky notes (they have their own button). Respond to Webhook (spec §9 lists it
 * as hidden) is offered only once the workflow has a node that receives webhooks, the one case it works in.
 */
function isOffered(description: INodeTypeDescription, hasWebhookNode: boolean): boolean {
  if (description.hidden === true) return false;
  if (description.name === START_NODE_TYPE || description.name === STICKY_NOTE_TYPE) return false;
  if (description.name === RESPOND_TO_WEBHOOK_TYPE) return hasWebhookNode;
  return true;
}

/** Whether a workflow's nodes include one whose type receives webhooks (Webhook, Wait, ...). */
export function hasWebhookNode(nodes: readonly INode[], descriptions: readonly INodeTypeDescription[]): boolean {
  const webhookTypes = new Set(descriptions.filter((d) => (d.webhooks?.length ?? 0) > 0).map((d) => d.name));
  return nodes.some((node) => webhookTypes.has(node.type) && node.type !== RESPOND_TO_WEBHOOK_TYPE);
}

/** The node types the creator offers, one entry per type (newest version), sorted by display name. */
export function creatableNodeTypes(
  descriptions: readonly INodeTypeDescription[], options: { hasWebhookNode: boolean },
): CreatorNodeType[] {
  const newest = new Map<string, { version: number; description: INodeTypeDescription }>();
  for (const description of descriptions) {
    const versions = versionsOf(description);
    const version = description.defaultVersion !== undefined && versions.includes(description.defaultVersion)
      ? description.defaultVersion
      : Math.max(...versions);
    const current = newest.get(description.name);
    if (!current || version > current.version) newest.set(description.name, { version, description });
  }
  const result: CreatorNodeType[] = [];
  for (const { version, description } of newest.values()) {
    if (!isOffered(description, options.hasWebhookNode)) continue;
    result.push({
      name: description.name,
      displayName: description.displayName,
      description: description.description,
      version,
      isTrigger: isTriggerNodeType(description),
      categories: description.codex?.categories ?? [],
      subcategories: description.codex?.subcategories ?? {},
      aliases: description.codex?.alias ?? [],
      type: description,
    });
  }
  return result.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

function outputsOfType(outputs: INodeTypeDescription['outputs'], connectionType: string): boolean {
  // Outputs given by an expression (vector stores) depend on a mode the new node does not have yet.
  if (!Array.isArray(outputs)) return false;
  return (outputs as ReadonlyArray<string | { type?: unknown }>)
    .some((output) => (typeof output === 'string' ? output : output.type) === connectionType);
}

/**
 * What the creator shows for a '+' under a root node's AI input: the sub-nodes whose output is of
 * that type, as a group named the way n8n names it ("Language Models" for a chat model input).
 */
export function subNodeGroup(types: readonly CreatorNodeType[], connectionType: string): SubcategoryEntry {
  return {
    kind: 'subcategory',
    key: `ai:${connectionType}`,
    category: 'AI',
    name: AI_CONNECTION_GROUPS[connectionType] ?? connectionType,
    nodes: types.filter((type) => outputsOfType(type.type.outputs, connectionType)),
  };
}
