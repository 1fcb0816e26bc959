import type { INodeExecutionData, IPairedItemData, ITaskDataConnections } from '@weft/workflow';

type Outputs = Array<INodeExecutionData[] | null>;

/**
 * An item a node gave for an input item it failed on ("continue on fail"): its JSON is the error, with at
 * most a `message` beside it. Items with other fields (an `error` field among data) stay on their output.
 */
function isErrorItem(item: INodeExecutionData): boolean {
  const json = item.json as Record<string, unknown> | undefined;
  if (json === undefined || json.error === undefined) return false;
  return Object.keys(json).every((key) => key === 'error' || key === 'message');
}

function firstPairing(pairedItem: INodeExecutionData['pairedItem']): IPairedItemData | undefined {
  if (pairedItem === undefined || pairedItem === null) return undefined;
  if (typeof pairedItem === 'number') return { item: pairedItem };
  if (Array.isArray(pairedItem)) return pairedItem.length === 1 ? firstPairing(pairedItem[0]) : undefined;
  return pairedItem;
}

/** The error item with the fields of the input item it failed on, so the error branch sees what failed. */
function withInputFields(item: INodeExecutionData, input: ITaskDataConnections): INodeExecutionData {
  const pairing = firstPairing(item.pairedItem);
  if (!pairing) return item;
  const source = input.main?.[pairing.input ?? 0]?.[pairing.item];
  if (!source) return item;
  return { ...item, json: { ...source.json, ...item.json } };
}

/**
 * "On Error: Continue (using error output)": the node gets one output more, after its main outputs, and
 * every item it failed on moves there from whichever main output it was on (n8n's rule). Good items stay.
 */
export function routeToErrorOutput(outputs: Outputs, input: ITaskDataConnections, mainOutputCount: number): Outputs {
  const count = Math.max(mainOutputCount, outputs.length, 1);
  const routed: Outputs = [];
  const failed: INodeExecutionData[] = [];
  for (let index = 0; index < count; index++) {
    const items = outputs[index];
    if (!items) {
      // An output the node left out (beyond what it returned) is empty, as the error output needs its place.
      routed.push(index < outputs.length ? null : []);
      continue;
    }
    const kept: INodeExecutionData[] = [];
    for (const item of items) {
      if (isErrorItem(item)) failed.push(withInputFields(item, input));
      else kept.push(item);
    }
    routed.push(kept);
  }
  routed.push(failed);
  return routed;
}
