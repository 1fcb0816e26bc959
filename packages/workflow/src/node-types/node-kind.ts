import type { INodeType, INodeTypeDescription } from '../model/index.js';

/**
 * How a node takes part in a workflow: a trigger (starts runs on its own: schedule, events), a poll
 * node (asked on a schedule), a webhook node (started by an HTTP call), a regular node (runs on its
 * input), or an AI sub-node (supplies an object to a root node over an AI connection, no items).
 */
export type NodeKind = 'trigger' | 'poll' | 'webhook' | 'regular' | 'aiSubNode';

export type KindDescription = Pick<INodeTypeDescription, 'group'> & Partial<Pick<INodeTypeDescription, 'polling' | 'webhooks' | 'outputs'>>;
export type KindImplementation = Partial<Pick<INodeType, 'trigger' | 'poll' | 'webhook' | 'execute'>>;

/** Types that start a manual run on their own (n8n's manual trigger and its legacy Start node). */
export const MANUAL_START_NODE_TYPES: readonly string[] = ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start'];

function hasOnlyAiOutputs(outputs: KindDescription['outputs']): boolean {
  // A string is an expression (outputs that depend on parameters): such nodes output items.
  return Array.isArray(outputs) && outputs.length > 0 && outputs.every((type) => type !== 'main');
}

/**
 * The kind of a node type, as n8n decides it: from the implementation's start methods where the
 * caller has it (the engine, activation), else from the description (the editor sees only that). A
 * node that executes and also has a webhook (Wait: its resume URL) is not a webhook node.
 */
export function nodeKind(description: KindDescription, implementation?: KindImplementation): NodeKind {
  if (implementation?.poll !== undefined || description.polling === true) return 'poll';
  if (implementation?.trigger !== undefined) return 'trigger';
  const webhookOnly = implementation
    ? implementation.webhook !== undefined && implementation.execute === undefined
    : (description.webhooks?.length ?? 0) > 0 && (description.group ?? []).includes('trigger');
  if (webhookOnly) return 'webhook';
  if ((description.group ?? []).includes('trigger')) return 'trigger';
  return hasOnlyAiOutputs(description.outputs) ? 'aiSubNode' : 'regular';
}

/** Whether runs can start at this node type on their own: a trigger, poll or webhook node. */
export function isTriggerNodeType(
  description: KindDescription | null | undefined, implementation?: KindImplementation,
): boolean {
  if (!description) return false;
  const kind = nodeKind(description, implementation);
  return kind === 'trigger' || kind === 'poll' || kind === 'webhook';
}

/** What a node is to the choice of where a manual run starts (see `chooseStartNode`). */
export type StartKind = 'manualStart' | 'trigger' | 'regular' | 'unknown';

/** `description` undefined: the type is not installed. */
export function startKind(
  type: string, description: KindDescription | null | undefined, implementation?: KindImplementation,
): StartKind {
  if (!description) return 'unknown';
  if (MANUAL_START_NODE_TYPES.includes(type)) return 'manualStart';
  return isTriggerNodeType(description, implementation) ? 'trigger' : 'regular';
}
