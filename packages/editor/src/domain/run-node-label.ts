import type { INodeParameters, INodeTypeDescription } from '@weft/workflow';
import { isTriggerNodeType } from '@weft/workflow';
import { i18n } from '../i18n/i18n';

export type RunNodeLabelKey =
  | 'run.node.stopListening'
  | 'run.node.listenForTestEvent'
  | 'run.node.fetchEvent'
  | 'run.node.listenForEvent'
  | 'run.node.executeNode';

const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';

type LabelledType = Pick<INodeTypeDescription, 'name' | 'group'> & Partial<Pick<INodeTypeDescription, 'webhooks' | 'polling'>>;

/** The `resume` values of a Wait node that wait for a call rather than for the clock. */
const CALLED_RESUMES = new Set(['webhook', 'form']);

/**
 * Whether executing the node waits for an HTTP call: a node that starts on a webhook, or a node that
 * resumes on one (Wait "On Webhook Call" / "On Form Submitted"; not Wait on a time interval or a date).
 */
function listensForCall(nodeType: LabelledType, parameters: INodeParameters | undefined): boolean {
  const webhooks = nodeType.webhooks ?? [];
  if (webhooks.some((webhook) => webhook.restartWebhook !== true)) return true;
  return webhooks.length > 0 && CALLED_RESUMES.has(String(parameters?.resume ?? ''));
}

/**
 * Which label the node details view's execute button carries (spec/editor.md §2, in the spec's order:
 * listening first, then webhook nodes, polling or manual-trigger nodes, other non-schedule triggers).
 */
export function runNodeButtonLabelKey(
  nodeType: LabelledType | null | undefined, isListening: boolean, parameters?: INodeParameters,
): RunNodeLabelKey {
  if (isListening) return 'run.node.stopListening';
  if (!nodeType) return 'run.node.executeNode';
  if (listensForCall(nodeType, parameters)) return 'run.node.listenForTestEvent';
  if (nodeType.polling === true || nodeType.name === MANUAL_TRIGGER) return 'run.node.fetchEvent';
  const group = nodeType.group ?? [];
  if (isTriggerNodeType(nodeType) && !group.includes('schedule')) return 'run.node.listenForEvent';
  return 'run.node.executeNode';
}

/** The label itself, in the user's language. */
export function runNodeButtonLabel(nodeType: LabelledType | null | undefined, isListening: boolean, parameters?: INodeParameters): string {
  return i18n.t(runNodeButtonLabelKey(nodeType, isListening, parameters));
}
