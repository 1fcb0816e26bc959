import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { INode } from '@weft/workflow';

/** The function, trigger and channel the node creates and listens on. */
export interface TriggerNames {
  functionName: string;
  triggerName: string;
  channelName: string;
}

/* Plain identifiers only: the names go into DDL, where nothing can be bound, and the channel into a function body. */
const PLAIN_IDENTIFIER = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export function checkIdentifier(node: INode, name: unknown, label: string): string {
  if (typeof name !== 'string' || !PLAIN_IDENTIFIER.test(name)) {
    throw new NodeOperationError(node, `${label} must start with a letter or underscore and contain only letters, digits, and underscores`, {
      description: `"${String(name)}" is not such a name.`,
    });
  }
  return name;
}

/**
 * n8n's names: given ones, else derived from the node's id (a test run from the editor gets names of its
 * own, so that it does not disturb the active workflow's).
 */
export function triggerNames(node: INode, manual: boolean, additional: IDataObject): TriggerNames {
  const suffix = `${node.id.replace(/-/g, '_')}${manual ? '_manual' : ''}`;
  let functionName = (additional.functionName as string | undefined) || `n8n_trigger_function_${suffix}`;
  if (functionName.endsWith('()')) functionName = functionName.slice(0, -2);
  return {
    functionName: checkIdentifier(node, functionName, 'Function name'),
    triggerName: checkIdentifier(node, (additional.triggerName as string | undefined) || `n8n_trigger_${suffix}`, 'Trigger name'),
    channelName: checkIdentifier(node, (additional.channelName as string | undefined) || `n8n_channel_${suffix}`, 'Channel name'),
  };
}
