import type { IDataObject, INodeExecutionData, INodeTypeDescription, IRunData } from '@weft/workflow';
import { STICKY_TYPE } from '../../domain/canvas-constants';

/**
 * Whether a node of this type can have its output pinned. As in n8n, only nodes with exactly one
 * main output (an error output does not count): pinned items are one list and could not say which of
 * several branches they leave by. Sticky notes and types whose outputs are computed per node (an
 * expression) or unknown are not offered either.
 */
export function canPinNodeType(type: string, description: INodeTypeDescription | undefined): boolean {
  if (type === STICKY_TYPE || !description) return false;
  if (!Array.isArray(description.outputs)) return false;
  return description.outputs.filter((output) => output === 'main').length === 1;
}

/** The items of a node's last run on its first output: what pinning "the current output" pins. */
export function lastRunItems(runData: IRunData | undefined, nodeName: string): INodeExecutionData[] | undefined {
  const run = runData?.[nodeName]?.at(-1);
  return run?.data?.main?.[0] ?? undefined;
}

/** What a user pins and edits: each item's json, without the item wrapper. */
export function itemsJson(items: readonly { json: IDataObject }[]): IDataObject[] {
  return items.map((item) => item.json);
}

/** An example the editor opens with when the node has no output yet, showing the expected shape. */
export const SAMPLE_PIN_DATA_TEXT = JSON.stringify(
  [{ name: 'First item', code: 1 }, { name: 'Second item', code: 2 }],
  null,
  2,
);

/** The text the pin data editor opens with: the pinned items, else the last output, else the example. */
export function initialEditorText(pinned: readonly { json: IDataObject }[] | undefined, output: readonly { json: IDataObject }[] | undefined): string {
  const items = pinned ?? (output && output.length > 0 ? output : undefined);
  return items ? JSON.stringify(itemsJson(items), null, 2) : SAMPLE_PIN_DATA_TEXT;
}
