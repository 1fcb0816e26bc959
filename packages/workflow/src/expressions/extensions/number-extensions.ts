import { DateTime } from 'luxon';
import { fail } from './extension-support.js';
import type { Extension } from './extension-support.js';

/**
 * Rounds the number as it is stored, halves away from zero, as n8n's `round()` does: `(19.95).round(1)`
 * is 19.9 (19.95 is a little under in binary) and `(-1.5).round()` is -2.
 */
function roundHalfAway(value: number, decimals: unknown): number {
  const places = Math.min(100, Math.max(0, Math.trunc(Number(decimals) || 0)));
  return Number(value.toFixed(places));
}

function integerOnly(name: string, value: number): number {
  return Number.isInteger(value) ? value : fail(`${name}() is only callable on integers`);
}

export const numberExtensions: Record<string, Extension> = {
  round: (value: number, decimals: number = 0) => roundHalfAway(value, decimals),
  floor: (value: number) => Math.floor(value),
  ceil: (value: number) => Math.ceil(value),
  abs: (value: number) => Math.abs(value),
  isEven: (value: number) => integerOnly('isEven', value) % 2 === 0,
  isOdd: (value: number) => Math.abs(integerOnly('isOdd', value) % 2) === 1,
  isInteger: (value: number) => Number.isInteger(value),
  isEmpty: () => false,
  isNotEmpty: () => true,
  toBoolean: (value: number) => value !== 0,
  toInt: (value: number) => roundHalfAway(value, 0),
  toFloat: (value: number) => value,
  format: (value: number, locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options).format(value),
  toDateTime: (value: number, unit: string = 'ms') => {
    if (unit === 's') return DateTime.fromSeconds(value);
    if (unit === 'excel') return DateTime.fromMillis(Math.round((value - 25569) * 86_400_000), { zone: 'UTC' });
    return DateTime.fromMillis(value);
  },
};

export const booleanExtensions: Record<string, Extension> = {
  toBoolean: (value: boolean) => value,
  toNumber: (value: boolean) => (value ? 1 : 0),
  toInt: (value: boolean) => (value ? 1 : 0),
  toFloat: (value: boolean) => (value ? 1 : 0),
  toDateTime: () => undefined,
  isEmpty: () => false,
  isNotEmpty: () => true,
};
