/** Conversions between the values the API uses and the portable forms written to both databases. */

export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function toNullableJsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** SQLite returns JSON columns as text, Postgres as parsed values. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function fromNullableJson<T>(value: unknown): T | null {
  return value === null || value === undefined ? null : fromJson<T>(value);
}

export function toBool(value: boolean): number {
  return value ? 1 : 0;
}

export function fromBool(value: number | boolean): boolean {
  return Boolean(value);
}

/** "000Z" to "999Z": the part of an ISO time after the second. */
const MILLISECOND_SUFFIXES = Array.from({ length: 1000 }, (_, ms) => `${String(ms).padStart(3, '0')}Z`);

/** The last second turned into text ("2026-11-22T06:09:16."): executions start and end many to the second. */
let lastSecond = { start: Number.NaN, prefix: '' };

/**
 * `new Date(ms).toISOString()`, with the date and time up to the second made once per second.
 * Why: V8 formats dates through printf, about 7,000 instructions each, and every execution needs
 * three of them (created, started, stopped): 5 % of a webhook call.
 */
export function isoOfTime(ms: number): string {
  const millisecond = ms % 1000;
  // Not whole, before 1970 or not a time: as Date does it (which throws for NaN).
  if (!(millisecond >= 0) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const start = ms - millisecond;
  if (start !== lastSecond.start) {
    const text = new Date(ms).toISOString();
    // Years past 9999 are written with six digits and a sign: not worth remembering.
    if (text.length !== 24) return text;
    lastSecond = { start, prefix: text.slice(0, 20) };
  }
  return lastSecond.prefix + (MILLISECOND_SUFFIXES[millisecond] as string);
}

export function nowIso(): string {
  return isoOfTime(Date.now());
}

export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return isoOfTime(value instanceof Date ? value.getTime() : new Date(value).getTime());
}

const MAX_ID = 2_147_483_647;

/** API ids are numeric strings; anything else cannot name a row (and must not reach an integer column). */
export function parseId(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n >= 1 && n <= MAX_ID ? n : null;
}
