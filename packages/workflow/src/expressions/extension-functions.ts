import { DateTime } from 'luxon';
import type { DateTimeUnit } from 'luxon';
import { ExpressionError } from './expression-error.js';

/*
 * n8n's data transformation functions (`$json.name.toTitleCase()`, `$json.list.first()`,
 * `$now.format('yyyy-LL-dd')`): methods that the values do not have natively. The compiler turns
 * `value.name(args)` into a call that uses the value's own method when it has one, and one of these
 * otherwise. This is the commonly used subset; the names and results follow n8n's documentation.
 */

type Extension = (value: never, ...args: never[]) => unknown;
export type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'date';

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z\d](?:[a-z\d-]*[a-z\d])?/i;
const URL_PATTERN = /https?:\/\/[^\s"'<>]+/i;
const DOMAIN = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,}$/i;
const URL_HOST = /^https?:\/\/(?:[^@/\s]*@)?([^/:?#\s]+)/i;
const FULL_URL = /^https?:\/\/(?:[^@/\s]*@)?[^/:?#\s.]+(?:\.[^/:?#\s.]+)*(?::\d+)?(?:[/?#]\S*)?$/i;

function fail(message: string, description?: string): never {
  throw new ExpressionError(message, { type: 'runtime', description });
}

function toNumberStrict(value: string, parse: (text: string) => number): number {
  const number = parse(value.trim());
  if (value.trim() === '' || Number.isNaN(number)) fail(`"${value}" cannot be converted to a number`);
  return number;
}

function stringToDateTime(value: string): DateTime {
  const parsers = [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL];
  for (const parse of parsers) {
    const parsed = parse(value, { setZone: true });
    if (parsed.isValid) return parsed;
  }
  const fromDate = DateTime.fromJSDate(new Date(value));
  if (fromDate.isValid) return fromDate;
  return fail(`"${value}" cannot be read as a date`, 'Use an ISO 8601 date such as 2024-05-01T10:00:00Z, or DateTime.fromFormat(text, format).');
}

function asDateTime(value: DateTime | Date): DateTime {
  return value instanceof Date ? DateTime.fromJSDate(value) : value;
}

function words(value: string): string[] {
  return value.match(/[A-Z]{2,}(?=[A-Z][a-z]+|\b|[^a-zA-Z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function numbers(values: unknown[]): number[] {
  return values.map((entry) => (typeof entry === 'number' ? entry : Number(entry))).filter((entry) => !Number.isNaN(entry));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

function unique<T>(values: T[], key: (value: T) => unknown = (value) => value): T[] {
  const kept: T[] = [];
  for (const value of values) if (!kept.some((other) => sameValue(key(other), key(value)))) kept.push(value);
  return kept;
}

const stringExtensions: Record<string, Extension> = {
  isEmpty: (value: string) => value.length === 0,
  isNotEmpty: (value: string) => value.length > 0,
  toNumber: (value: string) => toNumberStrict(value, Number),
  toInt: (value: string) => toNumberStrict(value, (text) => Number.parseInt(text, 10)),
  toFloat: (value: string) => toNumberStrict(value, Number.parseFloat),
  toBoolean: (value: string) => !['false', 'no', '0', ''].includes(value.trim().toLowerCase()),
  toDateTime: (value: string) => stringToDateTime(value),
  toTitleCase: (value: string) => value.replace(/(^|[\s-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase()),
  toSentenceCase: (value: string) => value.toLowerCase().replace(/(^\s*|[.!?]\s+)(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase()),
  toSnakeCase: (value: string) => words(value).map((word) => word.toLowerCase()).join('_'),
  toCamelCase: (value: string) => words(value).map((word, index) => (index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase())).join(''),
  extractEmail: (value: string) => value.match(EMAIL)?.[0],
  extractUrl: (value: string) => value.match(URL_PATTERN)?.[0],
  extractDomain: (value: string) => {
    const email = value.match(EMAIL)?.[0];
    if (email) return email.split('@')[1];
    const host = value.match(URL_PATTERN)?.[0].match(URL_HOST)?.[1];
    if (host) return host.toLowerCase();
    return DOMAIN.test(value.trim()) ? value.trim().toLowerCase() : undefined;
  },
  isEmail: (value: string) => new RegExp(`^${EMAIL.source}$`, 'i').test(value.trim()),
  isUrl: (value: string) => FULL_URL.test(value.trim()),
  isDomain: (value: string) => DOMAIN.test(value.trim()),
  isNumeric: (value: string) => value.trim() !== '' && !Number.isNaN(Number(value)),
  removeTags: (value: string) => value.replace(/<[^>]*>/g, ''),
  parseJson: (value: string) => {
    try {
      return JSON.parse(value) as unknown;
    } catch (error) {
      return fail(`The text is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
  quote: (value: string, mark: string = '"') => `${mark}${value.replaceAll(mark, `\\${mark}`)}${mark}`,
};

const numberExtensions: Record<string, Extension> = {
  round: (value: number, decimals: number = 0) => Math.round(value * 10 ** decimals) / 10 ** decimals,
  floor: (value: number) => Math.floor(value),
  ceil: (value: number) => Math.ceil(value),
  abs: (value: number) => Math.abs(value),
  isEven: (value: number) => value % 2 === 0,
  isOdd: (value: number) => Math.abs(value % 2) === 1,
  isInteger: (value: number) => Number.isInteger(value),
  isEmpty: () => false,
  isNotEmpty: () => true,
  toBoolean: (value: number) => value !== 0,
  toInt: (value: number) => Math.trunc(value),
  toFloat: (value: number) => value,
  toNumber: (value: number) => value,
  format: (value: number, locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options).format(value),
  toDateTime: (value: number, unit: string = 'ms') => {
    if (unit === 's') return DateTime.fromSeconds(value);
    if (unit === 'excel') return DateTime.fromMillis(Math.round((value - 25569) * 86_400_000), { zone: 'UTC' });
    return DateTime.fromMillis(value);
  },
};

const booleanExtensions: Record<string, Extension> = {
  toNumber: (value: boolean) => (value ? 1 : 0),
  toInt: (value: boolean) => (value ? 1 : 0),
  isEmpty: () => false,
  isNotEmpty: () => true,
};

const arrayExtensions: Record<string, Extension> = {
  first: (value: unknown[]) => value[0],
  last: (value: unknown[]) => value[value.length - 1],
  isEmpty: (value: unknown[]) => value.length === 0,
  isNotEmpty: (value: unknown[]) => value.length > 0,
  sum: (value: unknown[]) => numbers(value).reduce((total, entry) => total + entry, 0),
  min: (value: unknown[]) => Math.min(...numbers(value)),
  max: (value: unknown[]) => Math.max(...numbers(value)),
  average: (value: unknown[]) => {
    const list = numbers(value);
    return list.length === 0 ? fail('Cannot average an empty list') : list.reduce((total, entry) => total + entry, 0) / list.length;
  },
  removeDuplicates: (value: unknown[], key?: string) =>
    unique(value, key === undefined ? undefined : (entry) => (entry as Record<string, unknown> | null)?.[key]),
  unique: (value: unknown[]) => unique(value),
  pluck: (value: unknown[], ...fields: string[]) => value.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    if (fields.length === 0) return entry;
    if (fields.length === 1) return record[fields[0] as string];
    return Object.fromEntries(fields.map((field) => [field, record[field]]));
  }),
  compact: (value: unknown[]) => value.filter((entry) => !isEmptyValue(entry)),
  chunk: (value: unknown[], size: number) => {
    if (!Number.isInteger(size) || size < 1) fail('chunk() needs a size of at least 1');
    const chunks: unknown[][] = [];
    for (let start = 0; start < value.length; start += size) chunks.push(value.slice(start, start + size));
    return chunks;
  },
  difference: (value: unknown[], other: unknown[]) => value.filter((entry) => !other.some((candidate) => sameValue(candidate, entry))),
  intersection: (value: unknown[], other: unknown[]) => unique(value.filter((entry) => other.some((candidate) => sameValue(candidate, entry)))),
  union: (value: unknown[], other: unknown[]) => unique([...value, ...other]),
  append: (value: unknown[], ...entries: unknown[]) => [...value, ...entries],
  randomItem: (value: unknown[]) => value[Math.floor(Math.random() * value.length)],
  smartJoin: (value: unknown[], keyField: string, valueField: string) => Object.fromEntries(value.map((entry) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    return [String(record[keyField]), record[valueField]];
  })),
  toJsonString: (value: unknown[]) => JSON.stringify(value),
};

const objectExtensions: Record<string, Extension> = {
  isEmpty: (value: object) => Object.keys(value).length === 0,
  isNotEmpty: (value: object) => Object.keys(value).length > 0,
  keys: (value: object) => Object.keys(value),
  values: (value: object) => Object.values(value),
  hasField: (value: object, field: string) => Object.hasOwn(value, field),
  removeField: (value: object, field: string) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== field)),
  removeFieldsContaining: (value: object, text: string) =>
    Object.fromEntries(Object.entries(value).filter(([, entry]) => !(typeof entry === 'string' && entry.includes(text)))),
  keepFieldsContaining: (value: object, text: string) =>
    Object.fromEntries(Object.entries(value).filter(([, entry]) => typeof entry === 'string' && entry.includes(text))),
  compact: (value: object) => Object.fromEntries(Object.entries(value).filter(([, entry]) => !isEmptyValue(entry))),
  toJsonString: (value: object) => JSON.stringify(value),
};

const dateExtensions: Record<string, Extension> = {
  format: (value: DateTime | Date, format: string) => asDateTime(value).toFormat(format),
  toDateTime: (value: DateTime | Date) => asDateTime(value),
  beginningOf: (value: DateTime | Date, unit: DateTimeUnit = 'week') => asDateTime(value).startOf(unit),
  endOfMonth: (value: DateTime | Date) => asDateTime(value).endOf('month'),
  isWeekend: (value: DateTime | Date) => asDateTime(value).weekday >= 6,
  isBetween: (value: DateTime | Date, first: DateTime | Date | string, second: DateTime | Date | string) => {
    const [from, to] = [first, second].map((bound) => (typeof bound === 'string' ? stringToDateTime(bound) : asDateTime(bound)));
    const time = asDateTime(value).toMillis();
    const [low, high] = [from as DateTime, to as DateTime].map((bound) => bound.toMillis()).sort((a, b) => a - b);
    return time > (low as number) && time < (high as number);
  },
  extract: (value: DateTime | Date, unit: string = 'week') => {
    const dateTime = asDateTime(value);
    const field = ({ week: 'weekNumber', weekday: 'weekday', day: 'day', month: 'month', year: 'year', hour: 'hour', minute: 'minute', second: 'second', yearDay: 'ordinal' } as const)[unit as 'week'];
    return field ? dateTime[field] : fail(`extract() does not know the unit "${unit}"`);
  },
  isEmpty: () => false,
  isNotEmpty: () => true,
};

const EXTENSIONS: Record<ValueKind, Record<string, Extension>> = {
  string: stringExtensions, number: numberExtensions, boolean: booleanExtensions,
  array: arrayExtensions, object: objectExtensions, date: dateExtensions,
};

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

/** Which kinds of value have an extension of this name, for messages. */
export function kindsWithExtension(name: string): ValueKind[] {
  return (Object.keys(EXTENSIONS) as ValueKind[]).filter((kind) => Object.hasOwn(EXTENSIONS[kind], name));
}
