import { DateTime, Duration } from 'luxon';
import type { DateTimeUnit, DurationLikeObject, DurationUnit } from 'luxon';
import { asDateTime, dateArgument, fail, stringToDateTime } from './extension-support.js';
import type { Extension } from './extension-support.js';

type DateValue = DateTime | Date;

const DIFF_UNITS = ['milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'];

/** `extract(unit)` reads Luxon's getters; n8n also takes `week` and the plural of the clock units. */
const EXTRACT_ALIASES: Record<string, string> = {
  week: 'weekNumber', years: 'year', months: 'month', days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second', milliseconds: 'millisecond',
};

function diffUnit(unit: unknown): DurationUnit {
  const name = String(unit);
  const plural = name.endsWith('s') ? name : `${name}s`;
  if (!DIFF_UNITS.includes(plural)) {
    fail(`Unsupported unit '${name}'. Supported: ${DIFF_UNITS.map((known) => `'${known}'`).join(', ')}.`);
  }
  return plural as DurationUnit;
}

/** `a.diffTo(b, unit)`: a − b in the unit (a number), or in each of a list of units (an object). */
function diffTo(value: DateValue, other?: unknown, unit: unknown = 'days'): number | Record<string, number> {
  const target = typeof other === 'string' ? stringToDateTime(other) : dateArgument(other) ?? DateTime.invalid('no date to compare with');
  const units = Array.isArray(unit) ? unit.map(diffUnit) : [diffUnit(unit)];
  const duration = asDateTime(value).diff(target, units.length > 0 ? units : ['days']);
  if (!Array.isArray(unit) || unit.length === 0) return duration.as(units[0] ?? 'days');
  return duration.toObject() as Record<string, number>;
}

/** n8n's `plus(5, 'days')` and `minus(5, 'days')`; any other arguments mean what they mean to Luxon. */
function shift(direction: 1 | -1) {
  return (value: DateValue, amount: unknown, unit?: unknown) => {
    const date = asDateTime(value);
    if (typeof unit === 'string') {
      const duration = Duration.fromObject({ [unit]: Number(amount) } as DurationLikeObject);
      return direction === 1 ? date.plus(duration) : date.minus(duration);
    }
    const duration = amount as Parameters<DateTime['plus']>[0];
    return direction === 1 ? date.plus(duration) : date.minus(duration);
  };
}

export const dateExtensions: Record<string, Extension> = {
  format: (value: DateValue, format: unknown) => {
    if (typeof format !== 'string') throw new TypeError('format() needs a format, e.g. .format("yyyy-MM-dd")');
    return asDateTime(value).toFormat(format);
  },
  toDateTime: (value: DateValue) => asDateTime(value),
  beginningOf: (value: DateValue, unit: DateTimeUnit = 'week') => asDateTime(value).startOf(unit),
  endOfMonth: (value: DateValue) => asDateTime(value).endOf('month'),
  isWeekend: (value: DateValue) => asDateTime(value).weekday >= 6,
  isDst: (value: DateValue) => asDateTime(value).isInDST,
  isBetween: (value: DateValue, ...bounds: unknown[]) => {
    if (bounds.length !== 2) fail('isBetween(): expected exactly two args');
    const [from, to] = bounds.map(dateArgument);
    if (!from || !to) return undefined;
    const time = asDateTime(value).toMillis();
    const [low, high] = [from.toMillis(), to.toMillis()].sort((a, b) => a - b) as [number, number];
    return time > low && time < high;
  },
  isInLast: (value: DateValue, amount: unknown = 0, unit: unknown = 'minutes') => {
    const now = DateTime.now();
    const since = now.minus(Duration.fromObject({ [String(unit)]: Number(amount) } as DurationLikeObject));
    const time = asDateTime(value);
    return time >= since && time <= now;
  },
  extract: (value: DateValue, unit: unknown = 'week') => {
    const name = String(unit);
    const field = asDateTime(value).get((EXTRACT_ALIASES[name] ?? name) as keyof DateTime) as unknown;
    return typeof field === 'function' ? undefined : field;
  },
  plus: shift(1),
  minus: shift(-1),
  diffTo,
  diffToNow: (value: DateValue, unit: unknown = 'days') => diffTo(value, DateTime.now(), unit),
  toInt: (value: DateValue) => asDateTime(value).toMillis(),
  toFloat: (value: DateValue) => asDateTime(value).toMillis(),
  toBoolean: () => undefined,
  isEmpty: () => false,
  isNotEmpty: () => true,
};

/** Luxon's own `plus` and `minus` do not read n8n's `(amount, unit)` form: these run before them. */
export const DATE_OVERRIDES: ReadonlySet<string> = new Set(['plus', 'minus']);
