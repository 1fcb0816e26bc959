import type { INodeTypeDescription } from '@weft/workflow';
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

/**
 * Which label the node details view's execute button carries (spec/editor.md §2, in the spec's order:
 * listening first, then webhook nodes, polling or manual-trigger nodes, other non-schedule triggers).
 */
export function runNodeButtonLabelKey(nodeType: LabelledType | null | undefined, isListening: boolean): RunNodeLabelKey {
  if (isListening) return 'run.node.stopListening';
  if (!nodeType) return 'run.node.executeNode';
  if ((nodeType.webhooks?.length ?? 0) > 0) return 'run.node.listenForTestEvent';
  if (nodeType.polling === true || nodeType.name === MANUAL_TRIGGER) return 'run.node.fetchEvent';
  const group = nodeType.group ?? [];
  if (isTriggerNodeType(nodeType) && !group.includes('schedule')) return 'run.node.listenForEvent';
  return 'run.node.executeNode';
}

/** The label itself, in the user's language. */
export function runNodeButtonLabel(nodeType: LabelledType | null | undefined, isListening: boolean): string {
  return i18n.t(runNodeButtonLabelKey(nodeType, isListening));
}
