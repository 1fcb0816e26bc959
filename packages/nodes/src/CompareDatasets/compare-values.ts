import type { IDataObject } from '@weft/workflow';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether two values are equal, deeply. Fuzzy: primitives compare as text (3 and "3", true and
 * "true"), and null, undefined and missing are the same.
 */
function valuesEqual(a: unknown, b: unknown, fuzzy: boolean): boolean {
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
