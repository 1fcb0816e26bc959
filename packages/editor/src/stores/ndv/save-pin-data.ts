import { OperationError, toPinDataItems } from '@weft/workflow';
import {
  isPinDataTooLarge, parsePinDataText, PIN_DATA_TOO_LARGE_MESSAGE, pinDataWith,
} from '@weft/workflow/validation';
import type { IDataObject } from '@weft/workflow';
import type { WorkflowStore } from '../workflow/workflow-store';

export interface PinDataProblem {
  message: string;
  hint?: string;
}

/** Pinned items would push the workflow's pin data over the limit: the message, else undefined. */
export function pinDataLimitProblem(store: WorkflowStore, nodeName: string, items: IDataObject[]): PinDataProblem | undefined {
  const next = pinDataWith(store.getState().document.pinData, nodeName, toPinDataItems(nodeName, items));
  return isPinDataTooLarge(next) ? { message: PIN_DATA_TOO_LARGE_MESSAGE } : undefined;
}

/** Pins `items` on the node as one undoable step; a refused pin changes nothing and says why. */
export function pinItems(store: WorkflowStore, nodeName: string, items: IDataObject[]): PinDataProblem | undefined {
  const tooLarge = pinDataLimitProblem(store, nodeName, items);
  if (tooLarge) return tooLarge;
  try {
    store.getState().apply({ type: 'pinData', node: nodeName, data: items });
    return undefined;
  } catch (error) {
    if (error instanceof OperationError) return { message: error.message };
    throw error;
  }
}

/** What the pin data editor's Save does with the typed text: validates it, then pins it. */
export function savePinDataText(store: WorkflowStore, nodeName: string, text: string): PinDataProblem | undefined {
  const parsed = parsePinDataText(text);
  if (!parsed.ok) return { message: parsed.message, hint: parsed.hint };
  return pinItems(store, nodeName, parsed.items);
}
