import type { INodeExecutionData } from '@weft/workflow';
import { pairedCopy } from '../data-transformation/field-access.js';

export type LimitKeep = 'firstItems' | 'lastItems';

/** The first or last `maxItems` items, each paired with its input item. */
export function limitItems(items: INodeExecutionData[], maxItems: number, keep: LimitKeep): INodeExecutionData[] {
  const count = Math.max(0, Math.min(items.length, Math.floor(maxItems)));
  const start = keep === 'lastItems' ? items.length - count : 0;
  const out: INodeExecutionData[] = new Array(count);
  for (let i = 0; i < count; i++) {
    out[i] = pairedCopy(items[start + i] as INodeExecutionData, start + i);
  }
  return out;
}
