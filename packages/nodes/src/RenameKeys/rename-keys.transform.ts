import type { IDataObject } from '@weft/workflow';
import { getPath, withPathSet, withPathUnset } from '@weft/workflow';

export interface KeyRename {
  currentKey: string;
  newKey: string;
}

export interface RegexRename {
  regex: RegExp;
  replacement: string;
  /** -1: every level; 0: the top level only; n: n levels below it too. */
  depth: number;
}

/**
 * A copy of `json` with each `currentKey` renamed to `newKey` (dot paths; only the objects along the
 * paths are copied); a key that is absent or left empty is skipped.
 */
export function renameByKeys(json: IDataObject, renames: readonly KeyRename[]): IDataObject {
  let result = json;
  for (const { currentKey, newKey } of renames) {
    if (!currentKey || !newKey || currentKey === newKey) continue;
    const value = getPath(result, currentKey);
    if (value === undefined) continue;
    result = withPathSet(withPathUnset(result, currentKey), newKey, value);
  }
  return result === json ? { ...json } : result;
}

function isPlainObject(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renameLevel(value: unknown, rename: RegexRename, depth: number): unknown {
  // A list is not a level of its own: the objects in it are at the list's level.
  if (Array.isArray(value)) return value.map((entry) => renameLevel(entry, rename, depth));
  if (!isPlainObject(value)) return value;
  const result: IDataObject = {};
  for (const [key, entry] of Object.entries(value)) {
    rename.regex.lastIndex = 0;
    const name = key.replace(rename.regex, rename.replacement);
    result[name] = (depth > 0 ? renameLevel(entry, rename, depth - 1) : entry) as IDataObject[string];
  }
  return result;
}

/** Renames every key matching the regex, at the top level and down to `depth` levels below (-1: all). */
export function renameByRegex(json: IDataObject, rename: RegexRename): IDataObject {
  return renameLevel(json, rename, rename.depth < 0 ? Number.POSITIVE_INFINITY : rename.depth) as IDataObject;
}
