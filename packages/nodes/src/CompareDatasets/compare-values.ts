import { deepEqual as jsonDeepEqual } from '@weft/workflow';
import type { IDataObject } from '@weft/workflow';

/** Objects and arrays by content, NaN equal to NaN, a key holding undefined the same as a missing one. */
function deepEqual(a: unknown, b: unknown): boolean {
  return jsonDeepEqual(a, b, { undefinedIsAbsent: true });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A primitive as fuzzy compare sees it across types: booleans as 0/1, numeric and boolean texts as numbers. */
function fuzzyScalar(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  const number = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : value;
}

/**
 * Fuzzy compare, as n8n's: a field missing on one side is no difference; null and "" are alike;
 * 3 and "3", true and "true", 0 and false are the same. Text is not trimmed, and objects and arrays
 * still compare strictly.
 */
function fuzzyEqual(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return true;
  if (a === null || b === null) return (a ?? '') === (b ?? '');
  if (isObject(a) || isObject(b)) return deepEqual(a, b);
  if (typeof a === typeof b) return a === b || (Number.isNaN(a) && Number.isNaN(b));
  return fuzzyScalar(a) === fuzzyScalar(b);
}

function valuesEqual(a: unknown, b: unknown, fuzzy: boolean): boolean {
  return fuzzy ? fuzzyEqual(a, b) : deepEqual(a, b);
}

export interface Differences {
  same: IDataObject;
  /** Per differing field, its value in each input, under the version's labels (`inputA`/`inputB`, or `input1`/`input2` in version 1). */
  different: Record<string, Record<string, unknown>>;
  /** Fields told to be skipped whose values differ, shaped as `different`: they do not make the items differ. */
  skipped: Record<string, Record<string, unknown>>;
}

/**
 * Splits the fields of two matched items (top level) into those with equal and those with different
 * values. The matched fields are compared too, as in n8n: a key under the same name lands in `same`,
 * a key under two names differs (each name is missing on the other side).
 */
export function diffItems(
  a: IDataObject, b: IDataObject, fuzzy: boolean, labels: readonly [string, string] = ['inputA', 'inputB'], skip: ReadonlySet<string> = new Set(),
): Differences {
  const same: IDataObject = {};
  const different: Differences['different'] = {};
  const skipped: Differences['skipped'] = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (valuesEqual(a[key], b[key], fuzzy)) same[key] = a[key];
    else (skip.has(key) ? skipped : different)[key] = { [labels[0]]: a[key] ?? null, [labels[1]]: b[key] ?? null };
  }
  return { same, different, skipped };
}
