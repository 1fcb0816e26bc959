import type { INode, SetNodeSettingOperation, WorkflowOperation } from '@weft/workflow';

/** spec/editor.md §5 'Retry': tries 2 to 5, default 3; wait 0 to 5000 ms, default 1000. */
export const MAX_TRIES = { min: 2, max: 5, default: 3 } as const;
export const WAIT_BETWEEN_TRIES = { min: 0, max: 5000, default: 1000 } as const;

export type ToggleSetting = 'notesInFlow' | 'alwaysOutputData' | 'executeOnce' | 'continueOnFail' | 'retryOnFail';

/** Continue On Fail is on for a node saved by n8n 1.x with an 'On Error' that continues, too. */
export function isContinueOnFail(node: INode): boolean {
  return node.continueOnFail === true || node.onError === 'continueRegularOutput' || node.onError === 'continueErrorOutput';
}

export function toggleValue(node: INode, setting: ToggleSetting): boolean {
  return setting === 'continueOnFail' ? isContinueOnFail(node) : node[setting] === true;
}

export function clamp(value: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, Math.round(value)));
}

export function maxTriesOf(node: INode): number {
  return node.maxTries ?? MAX_TRIES.default;
}

export function waitBetweenTriesOf(node: INode): number {
  return node.waitBetweenTries ?? WAIT_BETWEEN_TRIES.default;
}

/**
 * The operation for a toggle. Switched off, the field is removed rather than saved as false: the saved
 * node then holds only what differs from the defaults, and toggling on and off again leaves the
 * workflow as it was (not dirty).
 */
export function toggleOperation(node: INode, setting: ToggleSetting, on: boolean): WorkflowOperation {
  const set: SetNodeSettingOperation = { type: 'setNodeSetting', node: node.name, setting, value: on ? true : undefined };
  if (setting === 'continueOnFail' && !on && node.onError !== undefined) {
    // An n8n 1.x 'On Error' would keep the node continuing: off means off for both.
    return { type: 'batch', operations: [set, { type: 'setNodeSetting', node: node.name, setting: 'onError', value: undefined }] };
  }
  return set;
}

/** A number setting, clamped to its limits; the default is stored as no value (see toggleOperation). */
export function retryNumberOperation(node: INode, setting: 'maxTries' | 'waitBetweenTries', value: number): SetNodeSettingOperation {
  const limits = setting === 'maxTries' ? MAX_TRIES : WAIT_BETWEEN_TRIES;
  const clamped = clamp(value, limits);
  return { type: 'setNodeSetting', node: node.name, setting, value: clamped === limits.default ? undefined : clamped };
}

export function notesOperation(node: INode, text: string): SetNodeSettingOperation {
  return { type: 'setNodeSetting', node: node.name, setting: 'notes', value: text === '' ? undefined : text };
}
