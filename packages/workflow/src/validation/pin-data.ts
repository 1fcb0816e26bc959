import type { IDataObject, IPinData } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import { findJsonSyntaxError } from './json-syntax-error.js';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from './json-depth.js';

/** Pinned data a workflow may hold, all nodes together, as JSON (spec/editor.md §9: 12 MB). */
export const MAX_PINNED_DATA_SIZE = 12 * 1024 * 1024;

export const PIN_DATA_TOO_LARGE_MESSAGE = 'Output data is too large to pin: at most 12MB of output per workflow';

export const SINGLE_QUOTES_HINT = 'Use double quotes " instead of single quotes \'';

export type PinDataTextResult =
  | { ok: true; items: IDataObject[] }
  | { ok: false; message: string; hint?: string };

/** UTF-8 bytes of a string, counted without encoding it (pinned data can be megabytes). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one 4-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Size of a workflow's pin data as it is saved: the JSON of every node's items. */
export function pinDataSize(pinData: IPinData | null | undefined): number {
  if (!pinData) return 0;
  return utf8ByteLength(JSON.stringify(pinData));
}

export function isPinDataTooLarge(pinData: IPinData | null | undefined): boolean {
  return pinDataSize(pinData) > MAX_PINNED_DATA_SIZE;
}

/** The workflow's pin data with `node`'s entry replaced by `items` (removed when null). */
export function pinDataWith(pinData: IPinData | null | undefined, node: string, items: IPinData[string] | null): IPinData {
  const next: IPinData = { ...pinData };
  if (items === null) delete next[node];
  else next[node] = items;
  return next;
}

/**
 * Reads what a user typed as a node's output: a JSON array of objects (one object alone is one item).
 * Errors are sentences for the editor: where the JSON breaks (position, line, column), and a hint
 * when the text quotes with single quotes as JavaScript allows and JSON does not.
 */
export function parsePinDataText(text: string): PinDataTextResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const error = findJsonSyntaxError(text);
    if (!error) return { ok: false, message: 'The text is not valid JSON' };
    const where = `at position ${error.position} (line ${error.line} column ${error.column})`;
    const message = error.found === undefined
      ? `Unexpected end of JSON input ${where}`
      : `Unexpected token '${error.found}' ${where}`;
    return error.found === "'" ? { ok: false, message, hint: SINGLE_QUOTES_HINT } : { ok: false, message };
  }
  if (isNestedDeeperThan(value, MAX_JSON_DEPTH)) return { ok: false, message: tooDeeplyNestedMessage('The data') };
  const list = isPlainObject(value) ? [value] : value;
  if (!Array.isArray(list)) return { ok: false, message: 'The data must be a list of items (objects), e.g. [{"name": "First item"}]' };
  const notObject = list.findIndex((item) => !isPlainObject(item));
  if (notObject !== -1) return { ok: false, message: `Item ${notObject + 1} is not an object: each item must be written as {"field": value}` };
  return { ok: true, items: list as IDataObject[] };
}
