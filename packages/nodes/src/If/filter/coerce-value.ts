import type { FilterOperatorType } from './filter.types.js';

export type Coerced = { ok: true; value: unknown } | { ok: false; actual: string };

function describeType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  return typeof value;
}

function isDateLike(value: unknown): value is { toMillis(): number } {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

/** Milliseconds since the epoch for a date-like value (Date, Luxon DateTime, ISO or other date string). */
export function toMillis(value: unknown, loose: boolean): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (isDateLike(value)) return value.toMillis();
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  if (loose && typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks (strict) or converts (loose) a value to an operator's type. Empty values (null, undefined)
 * pass unchanged: the operators decide what they mean.
 */
export function coerce(value: unknown, type: FilterOperatorType, loose: boolean): Coerced {
  if (value === null || value === undefined || type === 'any') return { ok: true, value };
  const fail = (): Coerced => ({ ok: false, actual: describeType(value) });
  switch (type) {
    case 'string':
      if (typeof value === 'string') return { ok: true, value };
      if (!loose) return fail();
      return { ok: true, value: typeof value === 'object' ? JSON.stringify(value) : String(value) };
    case 'number': {
      if (typeof value === 'number') return { ok: true, value };
      if (!loose) return fail();
      if (typeof value === 'boolean') return { ok: true, value: value ? 1 : 0 };
      if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return { ok: true, value: Number(value) };
      return fail();
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      if (!loose) return fail();
      const word = String(value).trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return fail();
    }
    case 'dateTime': {
      const millis = toMillis(value, loose);
      return millis === undefined ? fail() : { ok: true, value: millis };
    }
    case 'array': {
      if (Array.isArray(value)) return { ok: true, value };
      if (!loose || typeof value !== 'string') return fail();
      const parsed = parseJson(value);
      return Array.isArray(parsed) ? { ok: true, value: parsed } : fail();
    }
    case 'object': {
      if (typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
      if (!loose || typeof value !== 'string') return fail();
      const parsed = parseJson(value);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ok: true, value: parsed } : fail();
    }
  }
}

/** How a value reads in a type error: strings quoted as n8n shows them, others as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
