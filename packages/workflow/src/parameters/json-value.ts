/** Helpers for the JSON-like values parameters hold (plain objects, arrays, primitives). */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export interface DeepEqualOptions {
  /**
   * A key holding `undefined` equals a missing key, as they do once sent as JSON (the editor compares
   * a document with its saved revision so). Off: they differ.
   */
  undefinedIsAbsent?: boolean;
}

/**
 * Structural equality of JSON-like values (NaN equals NaN). It stops at shared references first, so
 * comparing a large document with a revision that keeps its untouched parts as the same objects only
 * walks what was edited.
 */
export function deepEqual(a: unknown, b: unknown, options: DeepEqualOptions = {}): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i], options));
  }
  if (Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  if (options.undefinedIsAbsent) {
    const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)]);
    for (const key of keys) if (!deepEqual(aRecord[key], bRecord[key], options)) return false;
    return true;
  }
  const aKeys = Object.keys(aRecord);
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && deepEqual(aRecord[key], bRecord[key], options));
}

/** A copy of a JSON-like value, so that defaults handed out are never shared with a description. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = cloneJson(item);
    return copy as T;
  }
  return value;
}

export function isEmptyObject(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}
