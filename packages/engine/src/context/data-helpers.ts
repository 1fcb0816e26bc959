import type {
  ExecuteDataHelperFunctions, IDataObject, INodeExecutionData, IPairedItemData, NodeExecutionWithMetadata,
} from '@weft/workflow';

function hasJson(value: unknown): value is INodeExecutionData {
  return typeof value === 'object' && value !== null && 'json' in value;
}

export function returnJsonArray(jsonData: IDataObject | IDataObject[]): INodeExecutionData[] {
  return (Array.isArray(jsonData) ? jsonData : [jsonData]).map((json) => ({ json }));
}

export function constructExecutionMetaData(
  inputData: INodeExecutionData[], options: { itemData: IPairedItemData | IPairedItemData[] },
): NodeExecutionWithMetadata[] {
  return inputData.map(({ json, ...rest }) => ({ json, pairedItem: options.itemData, ...rest }) as NodeExecutionWithMetadata);
}

/** Accepts items or bare JSON objects, single or in a list, and answers a list of items. */
export function normalizeItems(
  items: INodeExecutionData | IDataObject | Array<INodeExecutionData | IDataObject>,
): INodeExecutionData[] {
  const list = Array.isArray(items) ? items : [items];
  if (list.every(hasJson)) return list;
  if (list.some(hasJson)) {
    throw new Error('Items must either all be wrapped as { json: ... } or all be plain objects, not a mix of both');
  }
  return list.map((json) => ({ json: json as IDataObject }));
}

export function copyInputItems(items: INodeExecutionData[], properties: string[]): IDataObject[] {
  return items.map((item) => {
    const copy: IDataObject = {};
    for (const property of properties) {
      const value = item.json[property];
      copy[property] = value === undefined ? null : structuredClone(value);
    }
    return copy;
  });
}

export const dataHelpers: ExecuteDataHelperFunctions = {
  returnJsonArray, constructExecutionMetaData, normalizeItems, copyInputItems,
};
