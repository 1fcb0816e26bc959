import type { IDataObject } from '@weft/workflow';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether two values are equal, deeply. Fuzzy: primitives compare as text (3 and "3", true and
 * "true"), and null, undefined and missing are the same.
 */
export function valuesEqual(a: unknown, b: unknown, fuzzy: boolean): boolean {
  if (a === b) return true;
  if (fuzzy && (a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (isObject(a) && isObject(b)) {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && (a as unknown as unknown[]).length !== (b as unknown as unknown[]).length) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (!valuesEqual(a[key], b[key], fuzzy)) return false;
    }
    return true;
  }
  if (isObject(a) || isObject(b)) return false;
  if (fuzzy && a !== null && a !== undefined && b !== null && b !== undefined) return String(a).trim() === String(b).trim();
  return Number.isNaN(a) && Number.isNaN(b);
}

/** A copy of `json` without the fields at `paths` (dot paths into nested objects unless `dotNotation` is off). */
export function withoutFields(json: IDataObject, paths: readonly string[], dotNotation: boolean): IDataObject {
  if (paths.length === 0) return json;
  const result: IDataObject = { ...json };
  for (const path of paths) {
    const parts = dotNotation ? path.split('.') : [path];
    removePath(result, parts);
  }
  return result;
}

/** Removes `parts` from `target` (which the caller owns), copying the nested objects on the way. */
function removePath(target: Record<string, unknown>, parts: readonly string[]): void {
  const [head, ...rest] = parts as [string, ...string[]];
  if (!Object.hasOwn(target, head)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const child = target[head];
  if (!isObject(child) || Array.isArray(child)) return;
  const copy = { ...child };
  target[head] = copy;
  removePath(copy, rest);
}

/** Reads a field: a dot path into nested objects, or a plain name when dot notation is off. */
export function readField(json: IDataObject, field: string, dotNotation: boolean): unknown {
  if (!dotNotation || !field.includes('.')) return json[field];
  let current: unknown = json;
  for (const part of field.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** Writes a field: a dot path (creating nested objects, copying the ones it passes) or a plain name. */
export function writeField(json: IDataObject, field: string, value: unknown, dotNotation: boolean): void {
  const parts = dotNotation ? field.split('.') : [field];
  let target: Record<string, unknown> = json;
  for (const part of parts.slice(0, -1)) {
    const child = target[part];
    const copy = isObject(child) && !Array.isArray(child) ? { ...child } : {};
    target[part] = copy;
    target = copy;
  }
  target[parts[parts.length - 1] as string] = value;
}

/** Comma-separated field names, trimmed, empty ones dropped. */
export function fieldList(text: unknown): string[] {
  return String(text ?? '').split(',').map((field) => field.trim()).filter((field) => field !== '');
}

export interface Differences {
  same: IDataObject;
  different: Record<string, { inputA: unknown; inputB: unknown }>;
}

/** Splits the fields of two matched items (top level, keys left out) into those with equal and those with different values. */
export function diffItems(a: IDataObject, b: IDataObject, leaveOut: ReadonlySet<string>, fuzzy: boolean): Differences {
  const same: IDataObject = {};
  const different: Differences['different'] = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (leaveOut.has(key)) continue;
    if (valuesEqual(a[key], b[key], fuzzy)) same[key] = a[key];
    else different[key] = { inputA: a[key] ?? null, inputB: b[key] ?? null };
  }
  return { same, different };
}
