import type { DateTimeUnit, DurationLikeObject, DurationUnit } from 'luxon';
import { DateTime } from 'luxon';
import type { IDataObject } from '@weft/workflow';

/** A date as Date & Time v2 writes it: ISO 8601 with milliseconds and the offset of its zone. */
export function isoOf(date: DateTime): string {
  return date.toISO() as string;
}

export function currentDate(zone: string, includeTime: boolean, now: DateTime = DateTime.now()): string {
  const inZone = now.setZone(zone);
  return isoOf(includeTime ? inZone : inZone.startOf('day'));
}

export function shiftDate(date: DateTime, timeUnit: string, amount: number, direction: 1 | -1): string {
  const change = { [timeUnit]: amount } as DurationLikeObject;
  return isoOf(direction === 1 ? date.plus(change) : date.minus(change));
}

/** Rounding down goes to the start of the unit; rounding up to the start of the next one (as n8n does). */
export function roundDate(date: DateTime, mode: string, unit: string): string {
  const luxonUnit = unit as DateTimeUnit;
  return isoOf(mode === 'roundUp' ? date.startOf(luxonUnit).plus({ [luxonUnit]: 1 }) : date.startOf(luxonUnit));
}

/** The time from `start` to `end` in the given units (the smallest may have a fraction). */
export function timeBetween(start: DateTime, end: DateTime, units: string[], asIso: boolean): string | IDataObject {
  const duration = end.diff(start, units as DurationUnit[]);
  return asIso ? duration.toISO() as string : duration.toObject() as IDataObject;
}

const PART_READERS: Record<string, (date: DateTime) => number> = {
  year: (date) => date.year,
  month: (date) => date.month,
  week: (date) => date.weekNumber,
  day: (date) => date.day,
  hour: (date) => date.hour,
  minute: (date) => date.minute,
  second: (date) => date.second,
};

export function extractPart(date: DateTime, part: string): number {
  const read = PART_READERS[part];
  if (!read) throw new Error(`The part "${part}" is not known`);
  return read(date);
}
