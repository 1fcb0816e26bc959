import type { IDataObject, INodeExecutionData, IPinData } from '../model/index.js';

/** Pinned items as a node's output: copies (never the pin data itself), each wrapped in `{ json }`. */
export function pinnedItems(pinned: IPinData[string]): INodeExecutionData[] {
  return pinned.map((entry) => {
    const item = structuredClone(entry) as unknown;
    if (typeof item === 'object' && item !== null && 'json' in item) return item as INodeExecutionData;
    return { json: (item ?? {}) as IDataObject };
  });
}
