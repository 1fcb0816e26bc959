import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { parsePath, setPath, withPathUnset } from '@weft/workflow';

/** Splits a comma-separated list of field names ("a, b.c") into trimmed, non-empty names. */
export function parseFieldList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((entry) => String(entry).trim()).filter((entry) => entry !== '');
  if (typeof value !== 'string') return value === undefined || value === null ? [] : [String(value)];
  const names: string[] = [];
  for (const part of value.split(',')) {
    const name = part.trim();
    if (name !== '') names.push(name);
  }
  return names;
}

/**
 * Reads a field-list parameter of the node: a comma list in the current nodes, `{ fields: [...] }` in
 * Item Lists 1 and 2 (see `fieldNamesOf`).
 */
export type FieldListReader = (context: IExecuteFunctions, name: string) => string[];

export const commaList: FieldListReader = (context, name) => parseFieldList(context.getNodeParameter(name, 0, ''));

/** Field names of n8n's older `{ fields: [{ fieldName }] }` lists (Item Lists 1 and 2). */
export function fieldNamesOf(collection: unknown): string[] {
  const fields = (collection as { fields?: Array<{ fieldName?: unknown }> } | undefined)?.fields ?? [];
  return fields.map((field) => String(field.fieldName ?? '').trim()).filter((name) => name !== '');
}

export type FieldReader = (json: IDataObject) => unknown;

const own = Object.prototype.hasOwnProperty;

/**
 * A reader for one field, parsed once and used for every item. With dot notation a key that exists as
 * written wins over the path (as lodash's `get` does); without it the name is always one key.
 */
export function fieldReader(path: string, disableDotNotation = false): FieldReader {
  if (disableDotNotation || !/[.[]/.test(path)) {
    // Only names such as "constructor" could read something the item does not have.
    if (!(path in Object.prototype)) return (json) => json[path];
    return (json) => (own.call(json, path) ? json[path] : undefined);
  }
  const segments = parsePath(path);
  return (json) => {
    if (own.call(json, path)) return json[path];
    let current: unknown = json;
    for (const segment of segments) {
      if (typeof current !== 'object' || current === null || !own.call(current, segment)) return undefined;
      current = (current as IDataObject)[segment];
    }
    return current;
  };
}

/**
 * `json` without the fields at `paths` (dot paths unless `disableDotNotation`); `json` itself is never
 * changed: only the objects along a removed path are copied.
 */
export function withoutFields(json: IDataObject, paths: readonly string[], disableDotNotation: boolean): IDataObject {
  let result = json;
  for (const path of paths) result = withPathUnset(result, disableDotNotation ? [path] : path);
  return result;
}

/**
 * A new object holding only `fields` of `json` (read with `readers`, one per field), nested as the
 * dot paths say unless `disableDotNotation`; absent fields are left out.
 */
export function pickFields(json: IDataObject, fields: readonly string[], readers: readonly FieldReader[], disableDotNotation: boolean): IDataObject {
  const picked: IDataObject = {};
  for (let k = 0; k < readers.length; k++) {
    const value = (readers[k] as FieldReader)(json);
    if (value === undefined) continue;
    const field = fields[k] as string;
    if (disableDotNotation) picked[field] = value as IDataObject[string];
    else setPath(picked, field, value);
  }
  return picked;
}

/** Whether a parameter holds an expression anywhere (then it may differ per item). */
export function hasExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=');
  if (value === undefined || value === null || typeof value !== 'object') return false;
  return JSON.stringify(value).includes('"=');
}

/**
 * A stable text key for deep equality: objects compare by content whatever their key order, and
 * values of different types never collide (1 and "1" differ).
 */
export function valueKey(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'n';
  switch (typeof value) {
    case 'string': return JSON.stringify(value);
    case 'number': return `#${value}`;
    case 'boolean': return value ? 't' : 'f';
    case 'bigint': return `#${value}n`;
    case 'object': break;
    default: return `?${String(value)}`;
  }
  if (value instanceof Date) return `@${value.toISOString()}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  const record = value as IDataObject;
  const keys = Object.keys(record).sort();
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    text += `${i === 0 ? '' : ','}${JSON.stringify(key)}:${valueKey(record[key])}`;
  }
  return `${text}}`;
}

/** A value is "empty" for Summarize and Aggregate: missing, null or the empty text. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * `item` as an output item paired with input item `index`: a new wrapper sharing the json and binary
 * (built field by field: much faster than a spread for 100,000 items).
 */
export function pairedCopy(item: INodeExecutionData, index: number): INodeExecutionData {
  const copy: INodeExecutionData = { json: item.json, pairedItem: { item: index } };
  if (item.binary !== undefined) copy.binary = item.binary;
  if (item.error !== undefined) copy.error = item.error;
  return copy;
}
