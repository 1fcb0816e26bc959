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

/** The last time turned into text: executions start and end many to the millisecond under load. */
let lastIso = { ms: Number.NaN, text: '' };

/** `new Date(ms).toISOString()`, made once per millisecond. */
export function isoOfTime(ms: number): string {
  if (ms !== lastIso.ms) lastIso = { ms, text: new Date(ms).toISOString() };
  return lastIso.text;
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
