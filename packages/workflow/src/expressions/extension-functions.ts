import { DateTime } from 'luxon';
import { arrayExtensions } from './extensions/array-extensions.js';
import { DATE_OVERRIDES, dateExtensions } from './extensions/date-extensions.js';
import type { Extension } from './extensions/extension-support.js';
import { booleanExtensions, numberExtensions } from './extensions/number-extensions.js';
import { objectExtensions } from './extensions/object-extensions.js';
import { stringExtensions } from './extensions/string-extensions.js';

/*
 * n8n's data transformation functions (`$json.name.toTitleCase()`, `$json.list.first()`,
 * `$now.format('yyyy-LL-dd')`): methods that the values do not have natively. The compiler turns
 * `value.name(args)` into a call that uses the value's own method when it has one, and one of these
 * otherwise. Names, results and argument checks follow n8n's documentation and the real n8n's output.
 */

export type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'date';

/** In the order n8n names the types in its "only callable on" messages. */
const EXTENSIONS: Record<ValueKind, Record<string, Extension>> = {
  array: arrayExtensions, date: dateExtensions, number: numberExtensions,
  object: objectExtensions, string: stringExtensions, boolean: booleanExtensions,
};

/** Extensions that run even though the value has a method of that name. */
const OVERRIDES: Partial<Record<ValueKind, ReadonlySet<string>>> = { date: DATE_OVERRIDES };

/** Every name that has an extension for some kind of value (the compiler rewrites calls of these). */
export const EXTENSION_NAMES: ReadonlySet<string> = new Set(Object.values(EXTENSIONS).flatMap((table) => Object.keys(table)));

export function kindOf(value: unknown): ValueKind | undefined {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date || DateTime.isDateTime(value)) return 'date';
  if (typeof value === 'object' && value !== null) return 'object';
  return undefined;
}

export function findExtension(value: unknown, name: string): Extension | undefined {
  const kind = kindOf(value);
  if (!kind) return undefined;
  const table = EXTENSIONS[kind];
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The extension that replaces the value's own method of that name, if any. */
export function findOverride(value: unknown, name: string): Extension | undefined {
  const kind = kindOf(value);
  return kind && OVERRIDES[kind]?.has(name) ? findExtension(value, name) : undefined;
}

/** Which kinds of value have an extension of this name, for messages. */
export function kindsWithExtension(name: string): ValueKind[] {
  return (Object.keys(EXTENSIONS) as ValueKind[]).filter((kind) => Object.hasOwn(EXTENSIONS[kind], name));
}
