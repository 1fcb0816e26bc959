import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { youTubeRequestAll } from '../transport.js';

export type Operation = (this: IExecuteFunctions, index: number) => Promise<IDataObject | IDataObject[]>;

/** A required id parameter, trimmed; empty is refused before anything is sent. */
export function idParameter(context: IExecuteFunctions, index: number, name: string, label: string): string {
  const value = String(context.getNodeParameter(name, index, '') ?? '').trim();
  if (value === '') throw new NodeOperationError(context.getNode(), `${label} is empty - enter the ID`, { itemIndex: index });
  return value;
}

/** Only the options that were given a value (an empty text field is not sent). */
export function given(options: IDataObject, ...names: string[]): IDataObject {
  return Object.fromEntries(names.filter((name) => options[name] !== undefined && options[name] !== '').map((name) => [name, options[name]]));
}

/** Comma-separated tags as YouTube's list. */
export const tagList = (tags: unknown) => String(tags).split(',').map((tag) => tag.trim()).filter(Boolean);

/** Get Many: Return All, or up to Limit. */
export async function listEntries(context: IExecuteFunctions, index: number, path: string, qs: IDataObject): Promise<IDataObject[]> {
  const returnAll = context.getNodeParameter('returnAll', index, false) === true;
  return youTubeRequestAll(context, path, qs, returnAll ? undefined : Number(context.getNodeParameter('limit', index, 25)));
}

/** A date option as RFC 3339, which YouTube requires. */
export function rfc3339(context: IExecuteFunctions, value: unknown, label: string, index: number): string {
  const millis = Date.parse(String(value));
  if (Number.isNaN(millis)) throw new NodeOperationError(context.getNode(), `${label} is not a date: "${String(value)}"`, { itemIndex: index });
  return new Date(millis).toISOString();
}
