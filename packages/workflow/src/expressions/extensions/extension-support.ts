import { DateTime } from 'luxon';
import { ExpressionError } from '../expression-error.js';

/** A data transformation function: the value it is called on, then the call's arguments. */
export type Extension = (value: never, ...args: never[]) => unknown;

export function fail(message: string, description?: string): never {
  throw new ExpressionError(message, { type: 'runtime', description });
}

/** Empty for `compact()`: null, undefined, '', [] and {} (0 and false are kept). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date) && !DateTime.isDateTime(value)) return Object.keys(value).length === 0;
  return false;
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

export function unique<T>(values: T[], key: (value: T) => unknown = (value) => value): T[] {
  const kept: T[] = [];
  for (const value of values) if (!kept.some((other) => sameValue(key(other), key(value)))) kept.push(value);
  return kept;
}

/** Text read as a date the ways n8n accepts: ISO 8601, RFC 2822, HTTP, SQL, then what `Date` can read. */
export function parseDateText(value: string): DateTime | undefined {
  const parsers = [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL];
  for (const parse of parsers) {
    const parsed = parse(value, { setZone: true });
    if (parsed.isValid) return parsed;
  }
  const fromDate = DateTime.fromJSDate(new Date(value));
  return fromDate.isValid ? fromDate : undefined;
}

export function stringToDateTime(value: string): DateTime {
  return parseDateText(value) ?? fail('cannot convert to Luxon DateTime', 'Use an ISO 8601 date such as 2024-05-01T10:00:00Z, or DateTime.fromFormat(text, format).');
}

export function asDateTime(value: DateTime | Date): DateTime {
  return value instanceof Date ? DateTime.fromJSDate(value) : value;
}

/** A date given as an argument: a DateTime, a JS Date or a text in one of the date formats. */
export function dateArgument(value: unknown): DateTime | undefined {
  if (DateTime.isDateTime(value)) return value;
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'string') return parseDateText(value);
  return undefined;
}
