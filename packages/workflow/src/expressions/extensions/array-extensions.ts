import { fail, isEmptyValue, isPlainRecord, sameValue, unique } from './extension-support.js';
import type { Extension } from './extension-support.js';

function allNumbers(name: string, values: unknown[]): number[] {
  if (!values.every((entry) => typeof entry === 'number')) fail(`${name}(): all array elements must be numbers`);
  return values as number[];
}

function arrayArgument(name: string, value: unknown, example = '[1, 2, 3, 4]'): unknown[] {
  return Array.isArray(value) ? value : fail(`${name}(): expected array arg, e.g. .${name}(${example})`);
}

/** `pluck(a, b)`: per record, the one field found, or the list of those found; records with none are left out. */
function pluck(value: unknown[], ...fields: string[]): unknown[] {
  if (fields.length === 0) return value;
  return value.flatMap((entry) => {
    if (!isPlainRecord(entry)) return [];
    const found = fields.filter((field) => Object.hasOwn(entry, field)).map((field) => entry[field]);
    if (found.length === 0) return [];
    return [found.length === 1 ? found[0] : found];
  });
}

function renameKeys(value: unknown[], ...names: unknown[]): unknown[] {
  if (names.length % 2 !== 0) fail('renameKeys(): expected an even amount of args: from1, to1 [, from2, to2, ...]. e.g. .renameKeys("name", "title")');
  return value.map((entry) => {
    if (!isPlainRecord(entry)) return entry;
    const renamed = { ...entry };
    for (let index = 0; index < names.length; index += 2) {
      const [from, to] = [String(names[index]), String(names[index + 1])];
      if (!Object.hasOwn(renamed, from)) continue;
      const moved = renamed[from];
      delete renamed[from];
      delete renamed[to];
      renamed[to] = moved;
    }
    return renamed;
  });
}

/** One record from the records of both lists, position by position; a field seen first is kept. */
function merge(value: unknown[], others?: unknown): Record<string, unknown> {
  const second = others === undefined ? [] : arrayArgument('merge', others, '[{ id: 1, otherValue: 3 }]');
  const merged: Record<string, unknown> = {};
  for (let index = 0; index < Math.max(value.length, second.length); index++) {
    for (const source of [value[index], second[index]]) {
      if (!isPlainRecord(source)) continue;
      for (const [key, entry] of Object.entries(source)) if (!Object.hasOwn(merged, key)) merged[key] = entry;
    }
  }
  return merged;
}

export const arrayExtensions: Record<string, Extension> = {
  first: (value: unknown[]) => value[0],
  last: (value: unknown[]) => value[value.length - 1],
  isEmpty: (value: unknown[]) => value.length === 0,
  isNotEmpty: (value: unknown[]) => value.length > 0,
  sum: (value: unknown[]) => allNumbers('sum', value).reduce((total, entry) => total + entry, 0),
  min: (value: unknown[]) => Math.min(...allNumbers('min', value)),
  max: (value: unknown[]) => Math.max(...allNumbers('max', value)),
  average: (value: unknown[]) => {
    const list = allNumbers('average', value);
    return list.length === 0 ? 0 : list.reduce((total, entry) => total + entry, 0) / list.length;
  },
  removeDuplicates: (value: unknown[], key?: string) =>
    unique(value, key === undefined ? undefined : (entry) => (entry as Record<string, unknown> | null)?.[key]),
  unique: (value: unknown[]) => unique(value),
  pluck,
  compact: (value: unknown[]) => value.filter((entry) => !isEmptyValue(entry)),
  chunk: (value: unknown[], size: unknown) => {
    if (typeof size !== 'number' || !(size > 0)) fail('chunk(): expected non-zero numeric arg, e.g. .chunk(5)');
    const chunks: unknown[][] = [];
    for (let start = 0; start < value.length; start += size) chunks.push(value.slice(start, start + size));
    return chunks;
  },
  difference: (value: unknown[], other: unknown) => {
    const others = arrayArgument('difference', other);
    return value.filter((entry) => !others.some((candidate) => sameValue(candidate, entry)));
  },
  intersection: (value: unknown[], other: unknown) => {
    const others = arrayArgument('intersection', other);
    return unique(value.filter((entry) => others.some((candidate) => sameValue(candidate, entry))));
  },
  union: (value: unknown[], other: unknown) => unique([...value, ...arrayArgument('union', other)]),
  append: (value: unknown[], ...entries: unknown[]) => [...value, ...entries],
  randomItem: (value: unknown[]) => value[Math.floor(Math.random() * value.length)],
  smartJoin: (value: unknown[], keyField: string, valueField: string) => Object.fromEntries(value.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    return [String(record[keyField]), record[valueField]];
  })),
  renameKeys,
  merge,
  toJsonString: (value: unknown[]) => JSON.stringify(value),
  toInt: () => undefined,
  toFloat: () => undefined,
  toBoolean: () => undefined,
  toDateTime: () => undefined,
};
