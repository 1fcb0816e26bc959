import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A `json` parameter as an object: its text parsed, or the object an expression gave; anything else names the field. */
export function jsonObjectParameter(context: IExecuteFunctions, name: string, label: string, itemIndex: number): IDataObject {
  const raw = context.getNodeParameter(name, itemIndex, '') as unknown;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw === '' ? '{}' : raw);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `'${label}' is not valid JSON`, {
        itemIndex, description: `${(error as Error).message}. Write a JSON object, e.g. { "name": "My workflow" }.`,
      });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new NodeOperationError(context.getNode(), `'${label}' must be a JSON object`, { itemIndex });
  }
  return value as IDataObject;
}
