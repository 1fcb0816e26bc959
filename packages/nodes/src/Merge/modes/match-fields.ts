import type { IDataObject } from '@weft/workflow';
import type { SourcedItem } from './merge-items.js';

export interface FieldPair {
  field1: string;
  field2: string;
}

export interface MatchOptions {
  fuzzyCompare?: boolean;
  disableDotNotation?: boolean;
}

export interface Matches {
  /** Each input 1 item that found partners, with them in input 2's order. */
  matched: Array<{ entry: SourcedItem; matches: SourcedItem[] }>;
  unmatched1: SourcedItem[];
  unmatched2: SourcedItem[];
  /** Input 2 items that matched at least once, in input 2's order. */
  matched2: SourcedItem[];
}

function read(json: IDataObject, field: string, dotNotation: boolean): unknown {
  if (!dotNotation || !field.includes('.')) return json[field];
  let current: unknown = json;
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as IDataObject)[part];
  }
  return current;
}

/** A comparable key for a value: exact (type and value) or fuzzy (as text, so 3 and "3" match). */
function keyOf(value: unknown, fuzzy: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (fuzzy) return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
  return `${typeof value}:${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
}

function compositeKey(entry: SourcedItem, fields: string[], options: MatchOptions): string | undefined {
  const parts: string[] = [];
  for (const field of fields) {
    const key = keyOf(read(entry.item.json, field, options.disableDotNotation !== true), options.fuzzyCompare === true);
    if (key === undefined) return undefined;
    parts.push(key);
  }
  return JSON.stringify(parts);
}

/** Pairs input 1 and input 2 items whose fields hold equal values (every pair of fields must match). */
export function findMatches(input1: SourcedItem[], input2: SourcedItem[], fields: FieldPair[], options: MatchOptions): Matches {
  const index = new Map<string, SourcedItem[]>();
  for (const entry of input2) {
    const key = compositeKey(entry, fields.map((pair) => pair.field2), options);
    if (key === undefined) continue;
    const bucket = index.get(key);
    if (bucket) bucket.push(entry);
    else index.set(key, [entry]);
  }
  const matched: Matches['matched'] = [];
  const unmatched1: SourcedItem[] = [];
  const used = new Set<SourcedItem>();
  for (const entry of input1) {
    const key = compositeKey(entry, fields.map((pair) => pair.field1), options);
    const partners = key === undefined ? undefined : index.get(key);
    if (!partners) {
      unmatched1.push(entry);
      continue;
    }
    matched.push({ entry, matches: partners });
    for (const partner of partners) used.add(partner);
  }
  return {
    matched,
    unmatched1,
    unmatched2: input2.filter((entry) => !used.has(entry)),
    matched2: input2.filter((entry) => used.has(entry)),
  };
}
