import type { IDataObject } from '@weft/workflow';
import { zonedDayNumber } from './schedule-time.js';

/** One entry of the `rule.interval` list. */
export interface ScheduleInterval {
  field: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'cronExpression';
  secondsInterval?: number;
  minutesInterval?: number;
  hoursInterval?: number;
  daysInterval?: number;
  weeksInterval?: number;
  monthsInterval?: number;
  triggerAtDayOfMonth?: number;
  triggerAtDay?: number[];
  triggerAtHour?: number;
  triggerAtMinute?: number;
  expression?: string;
}

/** Cron has no "every N days/weeks": those fire on every candidate and are filtered by `recurrenceAllows`. */
export interface Recurrence {
  index: number;
  unit: 'days' | 'weeks';
  size: number;
}

const positive = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;

/** The cron expression (6 fields, seconds first) of an interval entry. */
export function toCronExpression(interval: ScheduleInterval): string {
  const minute = interval.triggerAtMinute ?? 0;
  const hour = interval.triggerAtHour ?? 0;
  switch (interval.field) {
    case 'cronExpression': return (interval.expression ?? '').trim();
    case 'seconds': return `*/${positive(interval.secondsInterval, 30)} * * * * *`;
    case 'minutes': return `0 */${positive(interval.minutesInterval, 5)} * * * *`;
    case 'hours': return `0 ${minute} */${positive(interval.hoursInterval, 1)} * * *`;
    case 'days': return `0 ${minute} ${hour} * * *`;
    case 'weeks': {
      const days = interval.triggerAtDay ?? [0];
      return `0 ${minute} ${hour} * * ${days.length === 0 ? '*' : [...days].sort().join(',')}`;
    }
    case 'months':
      return `0 ${minute} ${hour} ${interval.triggerAtDayOfMonth ?? 1} */${positive(interval.monthsInterval, 1)} *`;
    default:
      throw new Error(`Unknown schedule interval "${String((interval as { field?: unknown }).field)}"`);
  }
}

export function recurrenceOf(interval: ScheduleInterval, index: number): Recurrence | undefined {
  if (interval.field === 'days' && positive(interval.daysInterval, 1) > 1) {
    return { index, unit: 'days', size: positive(interval.daysInterval, 1) };
  }
  if (interval.field === 'weeks' && positive(interval.weeksInterval, 1) > 1) {
    return { index, unit: 'weeks', size: positive(interval.weeksInterval, 1) };
  }
  return undefined;
}

/**
 * Whether a candidate fire time of an "every N days/weeks" rule fires, remembering the last period
 * that fired per rule in the node's static data (`recurrenceRules`) so that it survives restarts.
 * Several days of one week all fire in a week that fires.
 */
export function recurrenceAllows(recurrence: Recurrence, staticData: IDataObject, epochMs: number, timezone: string): boolean {
  const rules = (Array.isArray(staticData.recurrenceRules) ? staticData.recurrenceRules : []) as Array<number | null>;
  const day = zonedDayNumber(epochMs, timezone);
  // 1970-01-01 was a Thursday: weeks counted from Sunday 1969-12-28.
  const period = recurrence.unit === 'days' ? day : Math.floor((day + 4) / 7);
  const last = rules[recurrence.index];
  let fires: boolean;
  if (last === undefined || last === null) fires = true;
  else if (recurrence.unit === 'weeks' && period === last) fires = true;
  else fires = period - last >= recurrence.size;
  if (fires) rules[recurrence.index] = period;
  staticData.recurrenceRules = rules;
  return fires;
}
