import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { extensionEvaluator } from './extension-test-eval.js';

const { evaluate, failure } = extensionEvaluator({ when: '2024-05-15T10:30:45Z' });
const when = '$json.when.toDateTime()';

describe('date functions as n8n gives them', () => {
  it('plus and minus read (amount, unit) and keep Luxon\'s own forms', () => {
    expect(evaluate(`${when}.plus(1, "days").toISO()`)).toBe('2024-05-16T10:30:45.000Z');
    expect(evaluate(`${when}.minus(2, "month").toISO()`)).toBe('2024-03-15T10:30:45.000Z');
    expect(evaluate(`${when}.plus("2", "days").toISO()`)).toBe('2024-05-17T10:30:45.000Z');
    expect(evaluate(`${when}.plus({ hours: 5 }).toISO()`)).toBe('2024-05-15T15:30:45.000Z');
    expect(evaluate(`${when}.minus(1000).toISO()`)).toBe('2024-05-15T10:30:44.000Z');
  });

  it('diffTo gives this date minus the other, in one unit or several', () => {
    expect(evaluate(`${when}.diffTo("2024-05-01T10:30:45Z")`)).toBe(14);
    expect(evaluate(`${when}.diffTo("2024-05-01T10:30:45Z", "week")`)).toBe(2);
    expect(evaluate(`${when}.diffTo(DateTime.fromISO("2024-05-16T12:30:45Z"), "hours")`)).toBe(-26);
    expect(evaluate(`${when}.diffTo("2024-05-01T10:30:45Z", ["days", "hours"])`)).toEqual({ days: 14, hours: 0 });
    expect(failure(`${when}.diffTo("2024-05-01", "nope")`).message)
      .toBe("Unsupported unit 'nope'. Supported: 'milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'.");
    expect(failure(`${when}.diffTo("x", "days")`).message).toBe('cannot convert to Luxon DateTime');
    expect(evaluate('DateTime.fromISO("2020-05-15T10:30:45Z").diffToNow("days")')).toBeLessThan(-1000);
  });

  it('isDst, isInLast, toInt and extract', () => {
    expect(evaluate('DateTime.fromISO("2024-07-15T10:30:45", { zone: "Europe/Berlin" }).isDst()')).toBe(true);
    expect(evaluate('[$now.minus(1, "hour").isInLast(2, "hours"), $now.minus(3, "days").isInLast(2, "days"), $now.minus(1, "hour").isInLast()]'))
      .toEqual([true, false, false]);
    expect(evaluate(`${when}.toInt()`)).toBe(DateTime.fromISO('2024-05-15T10:30:45Z').toMillis());
    expect(evaluate(`[${when}.extract("years"), ${when}.extract("quarter"), ${when}.extract("weeks"), ${when}.extract("yearDay")]`))
      .toEqual([2024, 2, undefined, undefined]);
  });

  it('isBetween needs exactly two bounds, and gives undefined for a bound that is not a date', () => {
    expect(failure(`${when}.isBetween("2024-05-01")`).message).toBe('isBetween(): expected exactly two args');
    expect(evaluate(`${when}.isBetween("x", "2024-06-01")`)).toBeUndefined();
    expect(failure(`${when}.format()`).cause).toBeInstanceOf(TypeError);
  });
});
