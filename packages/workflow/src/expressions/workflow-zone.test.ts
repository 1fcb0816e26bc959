import { DateTime, Settings } from 'luxon';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

const contextIn = (timezone: string) => chainContext([{ name: 'Source', items: jsonItems({}) }], { name: 'Active' }, { timezone });

describe("expressions run in the workflow's time zone, as in n8n", () => {
  it('reads dates without an offset in that zone', () => {
    const berlin = evaluateExpression('={{ "2024-05-04 10:00".toDateTime().toISO() }}', contextIn('Europe/Berlin'), 0);
    expect(berlin).toBe('2024-05-04T10:00:00.000+02:00');
  });

  it('writes UTC dates with Z, as n8n does', () => {
    const value = evaluateExpression('={{ DateTime.fromISO("2024-05-15T10:30:45Z").plus(1, "day") }}', contextIn('UTC'), 0);
    expect(JSON.stringify(value)).toBe('"2024-05-16T10:30:45.000Z"');
  });

  it('leaves the default zone as it was after evaluating', () => {
    const before = Settings.defaultZone.name;
    evaluateExpression('={{ $now }}', contextIn('Asia/Tokyo'), 0);
    expect(Settings.defaultZone.name).toBe(before);
    expect(DateTime.local().zoneName).toBe(before);
  });
});
